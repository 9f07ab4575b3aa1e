/** The offline screen the build writes beside the shell: a file, not a route (server/static.ts). */
export const OFFLINE_PAGE = '/offline.html';
