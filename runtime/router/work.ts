// Starting a navigation's work, whoever asks: the landing (before React's first render), a tap
// (pointerdown comes ~100 ms before its click), or the outlet (back/forward, a redirect, a
// retry). The URL is matched here once; the page chunk and the loader's data start together,
// the loader's first GETs ahead of its chunk, all kept in the one cache (cache.ts).
import { session, whenReady, whenUser } from '../session';
import { hasHint } from '../session/cookies';
import { apiConfig } from '../api/client';
import { earlyCalls, matchRoute } from './match';
import { startEarly, takeEarly, workAt, workFor, type Work } from './cache';
import type { RouteEntry } from './types';

apiConfig.adopt = takeEarly;

type PageModule = Awaited<ReturnType<RouteEntry['page']>>;
const loaded = new Map<RouteEntry, Promise<PageModule>>();
const ready = new Map<RouteEntry, PageModule>();
const RELOAD_KEY = 'chunk-reload';

export class ChunkError extends Error {}

/** The route's page module if it has already arrived (a tap preloaded it), else undefined. */
export const loadedPage = (route: RouteEntry) => ready.get(route);

/**
 * One memoised import per route. A failed import usually means a new deploy removed the old
 * chunk: reload once (guarded in sessionStorage), and only then give up with an error.
 */
export function loadPage(route: RouteEntry): Promise<PageModule> {
  let p = loaded.get(route);
  if (!p) {
    p = route.page().then(
      (m) => {
        sessionStorage.removeItem(RELOAD_KEY);
        ready.set(route, m);
        return m;
      },
      (e) => {
        loaded.delete(route);
        if (!sessionStorage.getItem(RELOAD_KEY)) {
          sessionStorage.setItem(RELOAD_KEY, '1');
          location.reload();
          return new Promise<never>(() => {});
        }
        throw new ChunkError(String(e));
      },
    );
    loaded.set(route, p);
  }
  return p;
}

export function retryAfterChunkError() {
  sessionStorage.removeItem(RELOAD_KEY);
  location.reload();
}

/** Start a route's chunk early. */
export const preload = (route: RouteEntry) => void loadPage(route).catch(() => {});

/** Whether this device is (or, before the session is known, believes it is) logged in. */
export const likelyUser = () => (session.status === 'ready' ? !!session.user : hasHint());

/** Whether the guard will most likely send this route's visitor elsewhere. */
export const turnedAway = (route: RouteEntry) => (route.access === 'user' ? !likelyUser() : route.access === 'guest' && likelyUser());

/** The one place a navigation is matched: the match its work already holds, else now. */
export const matchUrl = (routes: readonly RouteEntry[], url: { pathname: string; search: string }) =>
  workAt(url.pathname + url.search)?.match ?? matchRoute(routes, url.pathname);

const never = new Promise<never>(() => {});

/**
 * A navigation's work, started once: the page chunk and the loader's data in parallel, and the
 * loader's first GETs ahead of its chunk. Undefined for a path no route matches.
 *
 * A screen the guard will most likely turn away (login-only without the session hint, a guest
 * screen with it) waits for the session before its chunk; a login-only screen's data then waits
 * too, and starts only if the session names the investor (or, for `publicData`, cannot be
 * learned). With the hint its data starts now: should the token be refused meanwhile, the guard
 * still turns the screen away and the refusal is the session's to report (start.tsx). Taps and
 * the landing never start a screen to be turned away (prefetch): only the outlet waits here,
 * once the session load has begun (in the app that must follow the login hand-off).
 */
export function startWork(routes: readonly RouteEntry[], url: URL, found?: Work['match'] | null): Work | undefined {
  const key = url.pathname + url.search;
  const begun = workAt(key);
  if (begun?.page) return begun;
  found ??= matchUrl(routes, url);
  if (!found) return undefined;
  const w = begun ?? workFor(key);
  w.match = found;
  const { route, params } = found;
  const user = route.access === 'user';
  w.page = turnedAway(route) ? whenReady().then(() => (!!session.user === user ? loadPage(route) : never)) : loadPage(route);
  const load = () => (route.load ? route.load({ params, query: url.searchParams }) : Promise.resolve(undefined));
  if (user && !likelyUser()) {
    w.data = (route.waits === 'user' ? whenUser() : whenReady()).then(() =>
      session.user || (route.publicData && session.status === 'error') ? load() : never,
    );
  } else {
    for (const u of earlyCalls(route.early, params, url.search, apiConfig.prefix)) startEarly(w, u, apiConfig.gate);
    w.data = load();
  }
  // the screen reports a failure when it uses this; unused, it must not be unhandled
  w.data.then(
    (v) => (w.value = { v }),
    () => {},
  );
  w.both = Promise.all([w.page, w.data]);
  w.both.then(
    () => (w.ready = true),
    () => {},
  );
  return w;
}

const sameOrigin = (href: string) => {
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin ? url : undefined;
  } catch {
    return undefined;
  }
};

/** The landing's and a tap's work; a login-only screen tapped by a visitor starts the login screen. */
export function prefetch(routes: readonly RouteEntry[], href: string) {
  const url = sameOrigin(href);
  const m = url && matchUrl(routes, url);
  if (!m) return;
  if (!turnedAway(m.route)) startWork(routes, url, m);
  else if (m.route.access === 'user') {
    const login = routes.find((r) => r.path === '/login');
    if (login) preload(login);
  }
}

/**
 * How long a tapped link's navigation may wait for its screen (holdNav): about what a slow
 * phone needs, once a finger lifts, to run the chunk and the loader. Longer, the tap would feel
 * ignored; the skeleton then shows as for any other wait.
 */
const HOLD_MS = 250;
let navs = 0;

/**
 * wouter's `aroundNav`: the navigation of a tapped link waits, up to HOLD_MS, for the screen the
 * tap started, so the last screen stays until the next can show whole, in one render (the
 * outlet's instant path). A newer navigation, or a back or forward meanwhile, drops it.
 */
export function holdNav<O>(nav: (to: string, opts?: O) => void, to: string, opts?: O) {
  const n = ++navs;
  const url = sameOrigin(to);
  const w = url && workAt(url.pathname + url.search);
  if (!w?.both || w.ready) return nav(to, opts);
  const from = location.href;
  let timer: ReturnType<typeof setTimeout>;
  const go = () => {
    clearTimeout(timer);
    if (n === navs && location.href === from) nav(to, opts);
  };
  void Promise.race([w.both, new Promise((done) => (timer = setTimeout(done, HOLD_MS)))]).then(go, go);
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
