// The H5 build's version on the page's API calls, so the web layer can refuse a bad or revoked
// release of the front end: one still installed in an app's offline package (bridge/CONTRACT.md
// §10) runs on long after the CDN has moved on. Pure: the client (client.ts) and the web layer
// (server/h5-version.ts) read the same names here, so the two cannot drift. In the entry: only
// what every call needs.

/** The request header; its value is the build's version (the shell's route map, `v`). */
export const VERSION_HEADER = 'x-h5-version';

/**
 * What a development build sends: it has no version. Not nothing, because no header is what a
 * native app's own call and a page older than this header look like, which are never refused;
 * `dev` can be (a development build pointed at a real server).
 */
export const DEV_VERSION = 'dev';

/** The web layer's refusal: its code in the family's envelope (HTTP 426); its words are in the catalogue (messages.ts). */
export const VERSION_REFUSED = 'H5_VERSION_REFUSED';

/**
 * The header for a call under `prefix` (the build's API_PREFIX). None to an API on another
 * origin: a header outside CORS's safelist makes every call there wait for a preflight (one
 * round trip more), and fail outright where that API does not allow the header.
 */
export const versionHeaders = (prefix: string, version: string | undefined): Record<string, string> =>
  /^(?:https?:)?\/\//i.test(prefix) ? {} : { [VERSION_HEADER]: version || DEV_VERSION };
