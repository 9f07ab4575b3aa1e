/** The offline screen the build writes beside the shell: a file, not a route (server/static.ts). */
export const OFFLINE_PAGE = '/offline.html';

/**
 * The shell a cache answers every route with (the service worker's, the app's package): the
 * whole route map, and its inline script before the preloads. On the network the preloads go
 * first, so the runtime's largest file starts before the early GETs take the connections; from
 * a cache the files cost nothing and the data is all that waits, so the script starts it first.
 */
export const CACHED_SHELL = '/cached-shell.html';
