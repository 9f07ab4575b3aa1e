// Answers the shell started before the entry had downloaded (scripts/build/shell.ts): a
// landing's first GET calls, named in its route's `early`, and the session's first call,
// keyed by the URL exactly as this client would request it.
type Raw = { status?: number; data?: unknown };

/** Only the landing's own loads adopt: later visits, and anything after a logout, ask afresh. */
const ADOPT_MS = 10_000;

/** The URL redaxios builds from a path and its params. */
export const requestUrl = (url: string, params?: Record<string, unknown>) =>
  params ? url + (url.includes('?') ? '&' : '?') + new URLSearchParams(params as Record<string, string>).toString() : url;

const shell = () => (globalThis as { __h5early?: Record<string, Promise<Raw>> }).__h5early;

/** Calls a tap started (router/prefetch.ts), with when: adopted within as long as the shell's. */
const tapped = new Map<string, { at: number; p: Promise<Raw> }>();

/** The same request the shell's snippet makes (scripts/build/shell.ts), body kept as bytes. */
const get = (url: string): Promise<Raw> =>
  fetch(url, { credentials: 'include', headers: { accept: 'application/json' } })
    .then((x) => x.arrayBuffer().then((data) => ({ status: x.status, data })))
    .catch(() => ({ status: 0 }));

/**
 * Starts a GET the next screen's loader will make, keyed as the client will ask for it. On a
 * tap the loader itself must wait for its chunk, and Chromium holds a module's evaluation
 * while a finger is down: a fetch started here is on its way ~100 ms before the click.
 */
export function startEarly(url: string) {
  // the landing's own, which the shell already started
  if (shell()?.[url]) return;
  const t = tapped.get(url);
  if (t && Date.now() - t.at < ADOPT_MS) return;
  tapped.set(url, { at: Date.now(), p: get(url) });
}

/**
 * The shell's (or a tap's) answer for this URL, once; undefined when none was started (or too long ago).
 * The shell's fetch has no timeout of its own: one that hangs past `timeoutMs` counts as a
 * lost answer (status 0), which the client asks for again like any failed GET.
 */
export function takeEarly(url: string, timeoutMs: number): Promise<Raw> | undefined {
  const all = shell();
  const t = tapped.get(url);
  tapped.delete(url);
  let p = t && Date.now() - t.at < ADOPT_MS ? t.p : undefined;
  if (all?.[url]) {
    if (!p && performance.now() < ADOPT_MS) p = all[url];
    delete all[url];
  }
  if (!p) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lost = new Promise<Raw>((done) => (timer = setTimeout(() => done({ status: 0 }), timeoutMs)));
  return Promise.race([p, lost]).finally(() => clearTimeout(timer));
}

/** After a login or logout nothing the shell fetched with the old credentials may be used. */
export function dropEarly() {
  delete (globalThis as { __h5early?: unknown }).__h5early;
  tapped.clear();
}
