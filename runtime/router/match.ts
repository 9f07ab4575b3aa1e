// The one place a route pattern is compiled and a path matched to it, and a loader's early
// GETs filled in from the params. Patterns are read by regexparam, as wouter reads them. The
// build compiles each route here (`compile`) and writes the result into the shell's map and
// into shells.json (`re`), so neither the shell's script nor any host (server/shells.ts, the
// nginx example, the offline package's manifest and its host) carries a compiler: the shell
// runs the compiled rows with `matchCompiled`, the function the runtime's own `matchPath` runs
// too — one compiler, nothing for the sides to disagree on.
import { parse } from 'regexparam';
import type { Params } from './types';

/** A compiled pattern as the route map carries it: the expression's source and its keys. The
 *  flags are regexparam's one flag, "i" (tests/unit/route-match.test.ts holds it to that),
 *  written out where it is used: a shared constant would be one more variable in the shell. */
export type Compiled = [source: string, keys: string[]];

/** The one compiler, for the build's route map and the runtime alike. */
export function compile(pattern: string): Compiled {
  const { keys, pattern: re } = parse(pattern);
  return [re.source, keys];
}

/** The params of `path` when it matches the compiled pattern, else undefined. */
export function matchCompiled(c: Compiled, path: string, re = new RegExp(c[0], 'i')): Params | undefined {
  const m = re.exec(path);
  if (m) {
    const params: Params = {};
    c[1].forEach((k, i) => {
      const v = m[i + 1];
      if (v !== undefined) params[k] = safeDecode(v);
    });
    return params;
  }
}

const compiled: Record<string, [Compiled, RegExp]> = {};

/** The params of `path` when it matches the route pattern, else undefined. */
export function matchPath(pattern: string, path: string): Params | undefined {
  let c = compiled[pattern];
  if (!c) {
    const x = compile(pattern);
    c = compiled[pattern] = [x, new RegExp(x[0], 'i')];
  }
  return matchCompiled(c[0], path, c[1]);
}

/** First route of the registry that matches, with its params. */
export function matchRoute<R extends { path: string }>(routes: readonly R[], path: string): { route: R; params: Params } | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

function safeDecode(v: string) {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

// Only a plain value goes into a call's path: one that needs no encoding, so the URL is the one
// the api client will ask for, and no `..` or `/` can steer the call to another endpoint.
const PLAIN = /^[\w-]{1,64}$/;

/**
 * The GET URLs a loader asks first (its route's `early`, or the session's calls), each as the
 * api client will send it, so the answer is adopted by URL (cache.ts). Built here
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
