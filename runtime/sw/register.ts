// The page's side of the service worker (runtime/sw/worker.ts), loaded once the landing is up
// (runtime/start.tsx), so it costs no screen's critical path. Registers /sw.js, asks for an
// update when the investor comes back to a tab left open, and when a newer build has taken
// over offers the 新版本 prompt: the page keeps its own build until then (the worker serves
// each build's own chunks), so declining is safe and the next open is on the new build.
import { confirm } from '../ui/ui-store';
import { SW_MSG } from './build-facts';

/** how often a tab brought back to the front asks whether a new build exists */
export const UPDATE_CHECK_MS = 10 * 60_000;

export function registerWorker(ownVersion: string, container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container) return;
  let prompted = false;
  container.addEventListener('message', (e: MessageEvent) => {
    const m = e.data as { type?: string; v?: string } | null;
    if (m?.type !== SW_MSG.build || !m.v || m.v === ownVersion || prompted) return;
    prompted = true;
    offerNewVersion();
  });
  // messages sent before this listener existed wait in the queue until now
  container.startMessages();
  container
    .register('/sw.js', { scope: '/' })
    .then((reg) => {
      // a page opened before the worker controlled it learns the worker's build this way
      container.controller?.postMessage({ type: SW_MSG.ask });
      let checked = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
        checked = Date.now();
        reg.update().catch(() => {});
      });
    })
    // refused (private mode, a blocked worker, an old WebView): the page works as without one
    .catch(() => {});
}

/**
 * The 发现新版本 prompt, also shown when the app installs a newer offline package (bridge/core.ts):
 * 立即更新 reloads, and the reload gets the new build; 稍后 leaves the page on its own build, which
 * keeps working (the worker, or the app, keeps that build's files while the page is open).
 */
export function offerNewVersion(): void {
  void confirm('新版本已准备好，更新后将重新打开当前页面', { title: '发现新版本', okText: '立即更新', cancelText: '稍后' }).then((ok) => {
    if (ok) location.reload();
  });
}

/** A development build never has a worker: one left by a production build on this origin goes. */
export function dropWorkers(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  container
    ?.getRegistrations()
    .then((rs) => rs.forEach((r) => void r.unregister()))
    .catch(() => {});
}
