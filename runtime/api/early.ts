// Answers the shell started before the entry had downloaded (scripts/build/shell.ts): a
// landing's first GET calls, named in its route's `early`, and the session's first call,
// keyed by the URL exactly as this client would request it.
type Raw = { status?: number; data?: unknown };

/** Only the landing's own loads adopt: later visits, and anything after a logout, ask afresh. */
const ADOPT_MS = 10_000;

/** The URL redaxios builds from a path and its params. */
export const requestUrl = (url: string, params?: Record<string, unknown>) =>
  params ? url + (url.includes('?') ? '&' : '?') + new URLSearchParams(params as Record<string, string>).toString() : url;

/**
 * The shell's answer for this URL, once; undefined when it started none (or too long ago).
 * The shell's fetch has no timeout of its own: one that hangs past `timeoutMs` counts as a
 * lost answer (status 0), which the client asks for again like any failed GET.
 */
export function takeEarly(url: string, timeoutMs: number): Promise<Raw> | undefined {
  const all = (globalThis as { __h5early?: Record<string, Promise<Raw>> }).__h5early;
  const p = all?.[url];
  if (!p) return undefined;
  delete all![url];
  if (performance.now() >= ADOPT_MS) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lost = new Promise<Raw>((done) => (timer = setTimeout(() => done({ status: 0 }), timeoutMs)));
  return Promise.race([p, lost]).finally(() => clearTimeout(timer));
}

/** After a login or logout nothing the shell fetched with the old credentials may be used. */
export function dropEarly() {
  delete (globalThis as { __h5early?: unknown }).__h5early;
}
