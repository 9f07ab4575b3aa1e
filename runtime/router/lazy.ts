import type { RouteEntry } from './types';

type PageModule = Awaited<ReturnType<RouteEntry['page']>>;
const loaded = new Map<RouteEntry, Promise<PageModule>>();
const ready = new Map<RouteEntry, PageModule>();

/** The route's page module if it has already arrived (a tap preloaded it), else undefined. */
export const loadedPage = (route: RouteEntry) => ready.get(route);
const RELOAD_KEY = 'chunk-reload';

export class ChunkError extends Error {}

/**
 * One memoised import per route. A failed import usually means a new deploy removed the
 * old chunk: reload once (guarded in sessionStorage), and only then give up with an error.
 */
export function loadPage(route: RouteEntry): Promise<PageModule> {
  let p = loaded.get(route);
  if (!p) {
    p = route.page().then(
      (m) => {
        sessionStorage.removeItem(RELOAD_KEY);
        ready.set(route, m);
        return m;
      },
      (e) => {
        loaded.delete(route);
        if (!sessionStorage.getItem(RELOAD_KEY)) {
          sessionStorage.setItem(RELOAD_KEY, '1');
          location.reload();
          return new Promise<never>(() => {});
        }
        throw new ChunkError(String(e));
      },
    );
    loaded.set(route, p);
  }
  return p;
}

export function retryAfterChunkError() {
  sessionStorage.removeItem(RELOAD_KEY);
  location.reload();
}

/** Start a route's chunk early, e.g. on touchstart of a link to it. */
export const preload = (route: RouteEntry) => void loadPage(route).catch(() => {});
