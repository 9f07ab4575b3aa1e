// GETs started before their loader asks: by the shell for a landing (its route's `early`
// calls and, on the session hint, the session's), or by a tap or any navigation for the next
// screen. They live in the route-work cache (runtime/router/route-work.ts), keyed by the URL
// exactly as this client requests it, and the client adopts each answer once.
import { hasCall, takeCall, dropCalls, type Raw, type Work } from '../router/route-work';

/** The URL redaxios builds from a path and its params. */
export const requestUrl = (url: string, params?: Record<string, unknown>) =>
  params ? url + (url.includes('?') ? '&' : '?') + new URLSearchParams(params as Record<string, string>).toString() : url;

/** The request the client would make, body kept as bytes; the shell's script makes it too. */
export const earlyGet = (url: string): Promise<Raw> =>
  fetch(url, { credentials: 'include', headers: { accept: 'application/json' } })
    .then((x) => x.arrayBuffer().then((data) => ({ status: x.status, data })))
    .catch(() => ({ status: 0 }));

/**
 * Starts a GET the navigation's loader will make, unless one for this URL is already on its
 * way (the shell's, a tap's). On a tap the loader itself must wait for its chunk, and Chromium
 * holds a module's evaluation while a finger is down: a fetch started here is on its way
 * ~100 ms before the click.
 */
export function startEarly(work: Work, url: string) {
  if (!hasCall(url))
    work.calls.set(
      url,
      earlyGate.run(() => earlyGet(url)),
    );
}

/** as the api client's calls, these wait for an owed logout (runtime/session/owed.ts); the shell's do not exist then */
export const earlyGate = { run: <T>(go: () => Promise<T>): Promise<T> => go() };

/**
 * The answer started ahead for this URL, once; undefined when none was (or too long ago).
 * The early fetch has no timeout of its own: one that hangs past `timeoutMs` counts as a lost
 * answer (status 0), which the client asks for again like any failed GET.
 */
export function takeEarly(url: string, timeoutMs: number): Promise<Raw> | undefined {
  const p = takeCall(url);
  if (!p) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lost = new Promise<Raw>((done) => (timer = setTimeout(() => done({ status: 0 }), timeoutMs)));
  return Promise.race([p, lost]).finally(() => clearTimeout(timer));
}

/** After a login or logout nothing fetched with the old credentials may be used. */
export const dropEarly = dropCalls;
