// A tap (pointerdown) comes ~100 ms before its click: time to start the next screen's chunk
// and its first data. The outlet then adopts the data already on its way instead of asking
// twice. A login-only screen tapped by a visitor will show the login screen: that is what
// starts; a login-only screen's data starts on the session hint, as in the outlet.
import { session } from '../session/store';
import { hasHint } from '../session/cookies';
import { apiConfig } from '../api/client';
import { startEarly } from '../api/early';
import { loadPage } from './lazy';
import { matchRoute } from './match';
import type { RouteEntry } from './types';

const KEEP_MS = 10_000;
/**
 * How long a tapped link's navigation may wait for its screen (holdNav): about what a slow
 * phone needs, once a finger lifts, to run the chunk and the loader. Longer, the tap would
 * feel ignored; the skeleton then shows as for any other wait.
 */
const HOLD_MS = 250;

interface Started {
  at: number;
  data: Promise<unknown>;
  /** the page and the data, both in */
  both: Promise<unknown>;
  ready?: boolean;
  value?: { v: unknown };
}
const started = new Map<string, Started>();

/** The data a tap started for this path and query, if recent; taken once. */
export function adopt(key: string): Promise<unknown> | undefined {
  const s = started.get(key);
  started.delete(key);
  return s && Date.now() - s.at < KEEP_MS ? s.data : undefined;
}

/** That data if it has already arrived (not taken): the screen can show without a loading state. */
export function arrived(key: string): { v: unknown } | undefined {
  const s = started.get(key);
  return s && Date.now() - s.at < KEEP_MS ? s.value : undefined;
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
  const page = loadPage(route);
  page.catch(() => {});
  const key = url.pathname + url.search;
  const s = started.get(key);
  if (s && Date.now() - s.at < KEEP_MS) return;
  // a login-only screen's data starts on the session hint, as in the outlet
  startCalls(route, params, url.searchParams);
  const data = route.load ? route.load({ params, query: url.searchParams }) : Promise.resolve(undefined);
  const entry: Started = { at: Date.now(), data, both: Promise.all([page, data]) };
  // the outlet reports a failure when it adopts this; unadopted, it must not be unhandled
  data.then((v) => (entry.value = { v }), () => {});
  entry.both.then(() => (entry.ready = true), () => {});
  started.set(key, entry);
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
  let s: Started | undefined;
  try {
    const u = new URL(to, location.href);
    s = started.get(u.pathname + u.search);
  } catch {
    // not a URL this app can hold for: go at once
  }
  if (!s || s.ready || Date.now() - s.at >= KEEP_MS) return nav(to, opts);
  const from = location.href;
  const go = () => {
    if (n === navs && location.href === from) nav(to, opts);
  };
  let timer: ReturnType<typeof setTimeout>;
  void Promise.race([s.both, new Promise((done) => (timer = setTimeout(done, HOLD_MS)))]).then(
    () => (clearTimeout(timer), go()),
    () => (clearTimeout(timer), go()),
  );
}

const SAFE = /^[\w-]{1,64}$/;

/**
 * The loader's first calls (the route's `early`), started now rather than once its chunk has
 * run; under the shell's rules: no query keys the loader might read, and plain parameters.
 */
function startCalls(route: RouteEntry, params: Record<string, string | undefined>, query: URLSearchParams) {
  if (!route.early || [...query.keys()].some((k) => k !== 'from' && k !== 'elder')) return;
  const urls: string[] = [];
  for (const t of route.early) {
    let ok = true;
    const u = t.replace(/:(\w+)/g, (_, n: string) => {
      const v = params[n] ?? '';
      ok &&= SAFE.test(v);
      return v;
    });
    if (!ok) return;
    urls.push(apiConfig.prefix + u);
  }
  urls.forEach(startEarly);
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
