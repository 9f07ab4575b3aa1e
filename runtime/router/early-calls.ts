import type { Params } from './types';

// Only a plain value goes into a call's path: one that needs no encoding, so the URL is the one
// the api client will ask for, and no `..` or `/` can steer the call to another endpoint.
const PLAIN = /^[\w-]{1,64}$/;

/**
 * The GET URLs a loader asks first (its route's `early`, or the session's calls), each as the
 * api client will send it, so the answer is adopted by URL (runtime/api/early.ts). Built here
 * only, for the shell (runtime/shell/preload.ts) and for a tap or any navigation alike.
 * None when the landing has query keys other than from/elder (the loader might read them); a
 * call whose `:param` is missing or not plain is left to the loader.
 */
export function earlyCalls(templates: readonly string[] | undefined, params: Partial<Params>, search: string, prefix = ''): string[] {
  if (!templates || [...new URLSearchParams(search).keys()].some((k) => k !== 'from' && k !== 'elder')) return [];
  const urls: string[] = [];
  for (const t of templates) {
    let ok = true;
    const u = t.replace(/:(\w+)/g, (_, n: string) => {
      const v = params[n] ?? '';
      ok &&= PLAIN.test(v);
      return v;
    });
    if (ok) urls.push(prefix + u);
  }
  return urls;
}
