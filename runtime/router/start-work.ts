import { session, whenReady, whenUser } from '../session';
import { hasHint } from '../session/cookies';
import { apiConfig } from '../api/client';
import { startEarly } from '../api/early';
import { loadPage } from './lazy';
import { matchRoute } from './match';
import { earlyCalls } from './early-calls';
import { workAt, workFor, type Work } from './route-work';
import type { RouteEntry } from './types';

/** Whether this device is (or, before the session is known, believes it is) logged in. */
export const likelyUser = () => (session.status === 'ready' ? !!session.user : hasHint());

/** Whether the guard will most likely send this route's visitor elsewhere. */
export const turnedAway = (route: RouteEntry) => (route.access === 'user' ? !likelyUser() : route.access === 'guest' && likelyUser());

const never = new Promise<never>(() => {});

/**
 * A navigation's work, started once: the page chunk and the loader's data in parallel, and the
 * loader's first GETs ahead of its chunk (route-work.ts keeps it all, whoever asks next: the
 * shell's landing GETs are there already, a tap's work is reused by the outlet). `found` is
 * the match when the caller has it. Undefined for a path no route matches.
 *
 * A screen the guard will most likely turn away (login-only without the session hint, a guest
 * screen with it) waits for the session before its chunk, as the shell's preload did; a
 * login-only screen's data then waits too, and starts only if the session names the investor
 * (or, for `publicData`, cannot be learned). With the hint its data starts now: should the
 * token be refused meanwhile, the guard still turns the screen away and the refusal is the
 * session's to report (start.tsx). Taps and the landing never start a screen to be turned
 * away (prefetch.ts): only the outlet waits here, once the session load has begun (a wait
 * starts the load, which in the app must follow the login hand-off).
 */
export function startWork(routes: readonly RouteEntry[], url: URL, found?: Work['match'] | null): Work | undefined {
  const key = url.pathname + url.search;
  const begun = workAt(key);
  if (begun?.page) return begun;
  found ??= matchRoute(routes, url.pathname);
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
    for (const u of earlyCalls(route.early, params, url.search, apiConfig.prefix)) startEarly(w, u);
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
