// A tap (pointerdown) comes ~100 ms before its click: time to start the next screen's chunk
// and its first data (start-work.ts), which the outlet then finds in the route-work cache
// instead of asking twice. The landing starts the same way, before React's first render.
// A login-only screen tapped by a visitor will show the login screen: that is what starts.
import { loadPage } from './lazy';
import { matchRoute } from './match';
import { workAt } from './route-work';
import { startWork, turnedAway } from './start-work';
import type { RouteEntry } from './types';

/**
 * How long a tapped link's navigation may wait for its screen (holdNav): about what a slow
 * phone needs, once a finger lifts, to run the chunk and the loader. Longer, the tap would
 * feel ignored; the skeleton then shows as for any other wait.
 */
const HOLD_MS = 250;

const sameOrigin = (href: string) => {
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin ? url : undefined;
  } catch {
    return undefined;
  }
};

export function prefetch(routes: readonly RouteEntry[], href: string) {
  const url = sameOrigin(href);
  const m = url && matchRoute(routes, url.pathname);
  if (!m) return;
  if (!turnedAway(m.route)) startWork(routes, url, m);
  else if (m.route.access === 'user') {
    const login = routes.find((r) => r.path === '/login');
    if (login) void loadPage(login).catch(() => {});
  }
}

let navs = 0;

/**
 * wouter's `aroundNav`: the navigation of a tapped link waits, up to HOLD_MS, for the screen
 * the tap started, so the last screen stays until the next one can show whole, in one render
 * (the outlet's instant path), instead of a skeleton's render and paint first. A newer
 * navigation, or a back or forward meanwhile, drops the waiting one.
 */
export function holdNav<O>(nav: (to: string, opts?: O) => void, to: string, opts?: O) {
  const n = ++navs;
  const url = sameOrigin(to);
  const w = url && workAt(url.pathname + url.search);
  if (!w?.both || w.ready) return nav(to, opts);
  const from = location.href;
  const go = () => {
    if (n === navs && location.href === from) nav(to, opts);
  };
  let timer: ReturnType<typeof setTimeout>;
  void Promise.race([w.both, new Promise((done) => (timer = setTimeout(done, HOLD_MS)))]).then(
    () => (clearTimeout(timer), go()),
    () => (clearTimeout(timer), go()),
  );
}

/** Listens for taps on in-app links anywhere in the document. */
export function prefetchOnTap(routes: readonly RouteEntry[]) {
  const onTap = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (a && !a.hasAttribute('target') && !a.hasAttribute('download')) prefetch(routes, a.getAttribute('href')!);
  };
  addEventListener('pointerdown', onTap, { capture: true, passive: true });
  addEventListener('touchstart', onTap, { capture: true, passive: true });
}
