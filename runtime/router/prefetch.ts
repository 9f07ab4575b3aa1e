// A tap (pointerdown) comes ~100 ms before its click: time to start the next screen's chunk
// and its first data. The outlet then adopts the data already on its way instead of asking
// twice. A login-only screen tapped by a visitor will show the login screen: that is what
// starts; a login-only screen's data starts on the session hint, as in the outlet.
import { session } from '../session/store';
import { hasHint } from '../session/cookies';
import { loadPage } from './lazy';
import { matchRoute } from './match';
import type { RouteEntry } from './types';

const KEEP_MS = 10_000;
const started = new Map<string, { at: number; data: Promise<unknown> }>();

/** The data a tap started for this path and query, if recent; taken once. */
export function adopt(key: string): Promise<unknown> | undefined {
  const s = started.get(key);
  started.delete(key);
  return s && Date.now() - s.at < KEEP_MS ? s.data : undefined;
}

export function prefetch(routes: readonly RouteEntry[], href: string) {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return;
  }
  if (url.origin !== location.origin) return;
  const m = matchRoute(routes, url.pathname);
  if (!m) return;
  const { route, params } = m;
  const known = session.status === 'ready';
  const user = known ? !!session.user : hasHint();
  if (route.access === 'user' && !user) {
    const login = routes.find((r) => r.path === '/login');
    if (login) void loadPage(login).catch(() => {});
    return;
  }
  if (route.access === 'guest' && user) return;
  void loadPage(route).catch(() => {});
  const key = url.pathname + url.search;
  const s = started.get(key);
  // a login-only screen's data starts on the session hint, as in the outlet
  if (!route.load || (s && Date.now() - s.at < KEEP_MS)) return;
  const data = route.load({ params, query: url.searchParams });
  // the outlet reports a failure when it adopts this; unadopted, it must not be unhandled
  data.catch(() => {});
  started.set(key, { at: Date.now(), data });
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
