// The route map the build writes into the shell (build.ts, scripts/build/shell.ts): declared
// here once, read by the shell's own script (runtime/shell/preload.ts) and by the runtime's
// chunk(n). Hashed file names live only in the map, never in the entry.
//
// The build compiles each `import()` of modules/*/routes.ts to chunk(n) (scripts/build/
// registry.ts): the entry carries only numbers. Loading a chunk preloads all its files at once
// (its shared chunks would otherwise wait for the entry file to be parsed: one round trip more)
// and its stylesheet, which the screen waits for so it never shows unstyled.
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
 *  carries no compiler), access, chunk targets (page and loader), the GETs its loader asks
 *  first, as in its entry's `early` (`:param`s kept), and 1 when its first content needs only
 *  the session's user record (`waits: 'user'`: the shell starts no other session call). */
export type MapRoute = [pattern: Compiled, access: number, targets: number[], early?: readonly string[], userOnly?: 1];

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
  /** in a public route's own shell: its files are links in the shell already (the script adds none) */
  o?: 1;
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

const added = new Map<string, Promise<unknown>>();

function add(href: string): Promise<unknown> {
  let p = added.get(href);
  if (!p) {
    const css = href.endsWith('.css');
    // The shell preloads a landing's stylesheets (it runs above the base stylesheet); they
    // are applied here, after it, so a screen's rules still come later in the cascade.
    const sel = css ? `link[rel="stylesheet"][href="${href}"]` : `link[href="${href}"]`;
    p = Promise.resolve();
    if (!document.querySelector(sel)) {
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      link.href = href;
      // a missing stylesheet must not block the screen
      if (css) p = new Promise((done) => (link.onload = link.onerror = done));
      document.head.appendChild(link);
    }
    added.set(href, p);
  }
  return p;
}

let full: Promise<RouteMap> | undefined;

function fullMap(u: string): Promise<RouteMap> {
  full ??= import(/* @vite-ignore */ u).then(
    (x: { default: RouteMap }) => x.default,
    (e) => {
      full = undefined;
      throw e;
    },
  );
  return full;
}

/** The files of chunk n, from the shell's map or else the full one. */
function filesOf(n: number): Promise<string[]> {
  const m = routeMap();
  const own = m.t[n];
  if (own || !m.u) return Promise.resolve((own ?? []).map((i) => m.f[i]!));
  return fullMap(m.u).then((fm) => (fm.t[n] ?? []).map((i) => fm.f[i]!));
}

/**
 * Once the landing screen is up and the page is idle, the full map comes in: a tap on a link
 * to another screen then starts that screen's files at once, not after a round trip for the
 * map (at 4× CPU its module was evaluated only after the click's own work, ~270 ms late).
 */
export function warmRouteMap() {
  const u = routeMap().u;
  if (!u || full) return;
  const go = () => void fullMap(u).catch(() => {});
  if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 3000 });
  else setTimeout(go, 1500);
}

// what the build's chunk(n) stands in for is `import()`, whose module type only its caller knows
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function chunk(n: number): Promise<any> {
  return filesOf(n).then((files) => {
    if (!files[0]) throw new Error(`chunk ${n} is not in the route map`);
    // every file starts now; the screen waits for its module and its stylesheets
    return Promise.all([import(/* @vite-ignore */ files[0]), ...files.map(add)]).then(([m]) => m);
  });
}
