// Walking the app's screens in one Chromium page: in-app navigation (history.pushState, which
// the router follows) instead of page loads, and "settled" = the screen has no request in
// flight and shows no loading state.
import type { Page } from 'playwright-core';
import { vi } from 'vitest';

export interface Net {
  inflight: number;
  /** when the count last changed (ms, Date.now) */
  since: number;
}

/** Counts the page's requests in flight (XHR/fetch and chunks; not the long-lived ones). */
export function trackNetwork(page: Page): Net {
  const net: Net = { inflight: 0, since: Date.now() };
  const open = new Set<unknown>();
  const done = (r: unknown) => {
    if (open.delete(r)) Object.assign(net, { inflight: open.size, since: Date.now() });
  };
  page.on('request', (r) => {
    if (r.resourceType() === 'eventsource' || r.resourceType() === 'websocket') return;
    open.add(r);
    Object.assign(net, { inflight: open.size, since: Date.now() });
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return net;
}

/** Goes to `path` the way a link inside the app does (no page load). */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((p) => history.pushState(null, '', p), path);
}

const BUSY = '[aria-busy="true"], .ui-spinner, .ui-state[role="status"] .ui-spinner';

/**
 * Resolves once nothing has been in flight for `quietMs` and no loading state shows, or after
 * `timeoutMs` (then false: the caller decides whether that matters).
 */
export async function settled(page: Page, net: Net, o: { quietMs?: number; timeoutMs?: number } = {}): Promise<boolean> {
  const quiet = o.quietMs ?? 120;
  // the route change and the requests it starts come after pushState, by the next frame
  await page.evaluate(() => new Promise(requestAnimationFrame)).catch(() => {});
  return vi
    .waitFor(
      async () => {
        if (net.inflight > 0 || Date.now() - net.since < quiet) throw new Error('requests in flight');
        if (
          await page
            .$(BUSY)
            .then((h) => (h ? h.isVisible() : false))
            .catch(() => true)
        )
          throw new Error('a loading state shows');
      },
      { timeout: o.timeoutMs ?? 8000, interval: 40 },
    )
    .then(
      () => true,
      () => false,
    );
}

/** The page's location as a path with its query. */
export const here = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};
