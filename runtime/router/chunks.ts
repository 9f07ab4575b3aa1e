// The build compiles each `import()` of modules/*/routes.ts to chunk(n) (scripts/build/
// registry.ts). The files of chunk n are named once, in the shell's route map; the entry
// carries only numbers. Loading a chunk preloads all its files at once (its shared chunks
// would otherwise wait for the entry file to be parsed: one round trip more) and its
// stylesheet, which the screen waits for so it never shows unstyled.

/** The shell's route map (scripts/build/shell.ts): files, chunk targets, routes. */
export interface RouteMap {
  /** file URLs */
  f: string[];
  /** per chunk target: file indices, its own module first */
  t: number[][];
  /** per route of the registry, in order: [path, access 0 public | 1 user | 2 guest, targets] */
  r: [string, number, number[]][];
}

let map: RouteMap | undefined;

export function routeMap(): RouteMap {
  if (!map) {
    try {
      map = JSON.parse(document.getElementById('route-map')!.textContent!) as RouteMap;
    } catch {
      map = { f: [], t: [], r: [] };
    }
  }
  return map;
}

const added = new Map<string, Promise<unknown>>();

function add(href: string): Promise<unknown> {
  let p = added.get(href);
  if (!p) {
    const css = href.endsWith('.css');
    const sel = `link[href="${href}"]`;
    const link = document.querySelector<HTMLLinkElement>(sel) ?? document.createElement('link');
    p = Promise.resolve();
    if (!link.parentNode) {
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

/** Starts every file of chunk n; resolves once its stylesheets are in. */
export function preloadChunk(n: number): Promise<unknown> {
  const { f, t } = routeMap();
  return Promise.all((t[n] ?? []).map((i) => add(f[i]!)));
}

export function chunk(n: number): Promise<any> {
  const url = routeMap().f[routeMap().t[n]?.[0] ?? -1];
  if (!url) return Promise.reject(new Error(`chunk ${n} is not in the route map`));
  return Promise.all([import(/* @vite-ignore */ url), preloadChunk(n)]).then(([m]) => m);
}
