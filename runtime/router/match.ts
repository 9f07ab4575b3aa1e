import { parse } from 'regexparam';
import type { Params, RouteEntry } from './types';

const compiled = new WeakMap<RouteEntry, { keys: string[]; pattern: RegExp }>();

/** First route of the registry that matches, with its params (the same parser as wouter). */
export function matchRoute(routes: readonly RouteEntry[], path: string): { route: RouteEntry; params: Params } | null {
  for (const route of routes) {
    let c = compiled.get(route);
    if (!c) compiled.set(route, (c = parse(route.path) as { keys: string[]; pattern: RegExp }));
    const m = c.pattern.exec(path);
    if (!m) continue;
    const params: Params = {};
    c.keys.forEach((k, i) => {
      const v = m[i + 1];
      if (v !== undefined) params[k] = safeDecode(v);
    });
    return { route, params };
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
