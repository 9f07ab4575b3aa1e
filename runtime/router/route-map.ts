// The route map the build writes into the shell (build.ts, scripts/build/shell.ts): declared
// here once, read by the shell's own script (runtime/shell/preload.ts) and by the runtime
// (chunks.ts). Hashed file names live only here, never in the entry.
import type { Compiled } from './match';

/** A route's access as the map spells it: the registry's order of words, as numbers. An enum,
 *  not an object: esbuild writes an enum's members in as numbers, so the shell's script carries
 *  no table. */
export enum ACCESS {
  public,
  user,
  guest,
}

/** One route: its pattern compiled by the build (match.ts's `compile`, so the shell's script
 *  carries no compiler), access, chunk targets (page and loader), and the GETs its loader asks
 *  first, as in its entry's `early` (`:param`s kept). */
export type MapRoute = [pattern: Compiled, access: number, targets: number[], early?: readonly string[]];

export interface RouteMap {
  /** file URLs, each once */
  f: string[];
  /** per chunk target (a lazily imported module of the route files): indices into f, its own
   *  module first; a route's own shell lists only the targets its landing can need */
  t: Record<number, number[]>;
  /** routes in registry order (first match wins, as in the router) */
  r: MapRoute[];
  /** the login and dashboard rows, where a guard sends a landing (-1: none in this map) */
  l: number;
  d: number;
  /** the api prefix, put in front of every early call once its params are filled */
  p?: string;
  /** the session's GETs, started by the shell on the session hint; `:uid` is the investor
   *  this device remembers (runtime/session/early.ts) */
  s?: readonly string[];
  /** in a route's own shell: the full map, a module loaded when another screen is wanted */
  u?: string;
  /** the build's version (production builds): what the service worker's build is compared with */
  v?: string;
}

let map: RouteMap | undefined;

export function routeMap(): RouteMap {
  if (!map) {
    try {
      map = JSON.parse(document.getElementById('route-map')!.textContent!) as RouteMap;
    } catch {
      map = { f: [], t: {}, r: [], l: -1, d: -1 };
    }
  }
  return map;
}
