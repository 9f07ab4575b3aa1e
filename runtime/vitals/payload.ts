// The one beacon a page visit sends to POST /vitals (server/vitals.ts logs it): three numbers
// and the few facts that explain them. Nothing in it names the person or what they looked at:
// the route's pattern stands in for the URL (ids and queries are personal, and too many to
// group by). Pure, so the server validates with the same definition the client writes.

/** On the page's own origin at the root, like /csp-report: API_PREFIX names the backend's API
 *  (possibly another origin), and field data is this front end's own, kept by its Node server. */
export const VITALS_PATH = '/vitals';

export const NAV_TYPES = ['navigate', 'reload', 'back_forward', 'prerender'] as const;
export const HOSTS = ['app', 'webview', 'wechat', 'browser'] as const;
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;

/** The route of a landing that matches none of the build's patterns. */
export const OTHER_ROUTE = 'other';

export interface Vitals {
  /** the landing's route pattern, e.g. `/loan/:id` */
  route: string;
  /** ms; null where the browser has no largest-contentful-paint (older Safari) */
  lcp: number | null;
  /** null where the browser has no layout-shift (Safari) */
  cls: number | null;
  /** ms; null with no interaction (or no event timing) */
  inp: number | null;
  nav: (typeof NAV_TYPES)[number];
  host: (typeof HOSTS)[number];
  /** 长辈模式 */
  elder: boolean;
  /** the connection's effectiveType where the browser tells it */
  ect: (typeof CONNECTIONS)[number] | null;
  /** a service worker controlled the page */
  sw: boolean;
  /** the entry script's content hash: which release was measured */
  build: string | null;
}

/** Bounds past which a number is a broken or forged report rather than a slow phone. */
export const LIMITS = { lcp: 60_000, cls: 10, inp: 60_000 } as const;

/** The content hash in the entry script's name (`/assets/boot-RJ4EOV74.js` → `RJ4EOV74`). */
export function buildLabelOf(src: string): string | null {
  return /-([A-Za-z0-9]{4,20})\.js(?:[?#]|$)/.exec(src)?.[1] ?? null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/** A measure within [0, max], rounded to `digits`, or null; undefined when it is not one. */
function measure(v: unknown, max: number, digits: number): number | null | undefined {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) return undefined;
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

/**
 * A report as the server keeps it, or null when any field is missing, of the wrong kind or out
 * of bounds. A pattern the build does not have (`known`) is kept as `other`: the log never
 * holds a string a client made up.
 */
export function parseVitals(json: unknown, known: (route: string) => boolean): Vitals | null {
  if (!isObj(json)) return null;
  const lcp = measure(json.lcp, LIMITS.lcp, 0);
  const cls = measure(json.cls, LIMITS.cls, 4);
  const inp = measure(json.inp, LIMITS.inp, 0);
  if (lcp === undefined || cls === undefined || inp === undefined) return null;
  const { route, nav, host, elder, ect, sw, build } = json;
  if (typeof route !== 'string' || typeof elder !== 'boolean' || typeof sw !== 'boolean') return null;
  if (!oneOf(NAV_TYPES, nav) || !oneOf(HOSTS, host)) return null;
  if (ect !== null && !oneOf(CONNECTIONS, ect)) return null;
  if (build !== null && (typeof build !== 'string' || !/^[A-Za-z0-9]{4,20}$/.test(build))) return null;
  return { route: known(route) ? route : OTHER_ROUTE, lcp, cls, inp, nav, host, elder, ect, sw, build };
}
