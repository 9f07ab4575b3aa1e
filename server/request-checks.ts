// Checks on an incoming request that the sandbox and the auth layer (server/auth-layer.ts) share,
// so both refuse the same forged login hand-off and the same request from another site's page.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** The media type of a Content-Type header: the part before `;`, trimmed, lower case. */
export const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * A JSON media type: exactly `application/json`, or a `+json` one (`application/problem+json`),
 * in any case. A cross-site page can send `text/plain; x=application/json` without a CORS
 * preflight; a check for "contains application/json" would take it as JSON.
 */
export const isJsonMediaType = (header: string | undefined) => {
  const t = mediaType(header);
  return t === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(t);
};

/**
 * Exactly `application/json`, in any case: what the login hand-off takes (a type no page of
 * another site can send without a CORS preflight this server never grants).
 */
export const isJsonRequest = (req: IncomingMessage) => mediaType(req.headers['content-type']) === 'application/json';

/**
 * Came over HTTPS: an encrypted socket, or the proxy in front (nginx, a load balancer) said so.
 * Only used to add `Secure` to cookies and to spell this server's own origin; a client that
 * lies here gains nothing (its browser sends the real Origin).
 */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]!
      .trim()
      .toLowerCase() === 'https'
  );
}

/** The origin the browser sees for this request: the Host it asked for, with its scheme. */
export function ownOrigin(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host) return null;
  try {
    return new URL(`${isHttps(req) ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/** `origin` (an Origin header) names exactly `own`; 'null', garbage or no own origin never do. */
export function isOwnOrigin(origin: string, own: string | null): boolean {
  if (!own) return false;
  try {
    return new URL(origin).origin === own; // 'null' (sandboxed frames, file:) throws or differs
  } catch {
    return false;
  }
}

/**
 * No Origin header (a native client, a same-origin GET) passes; a present one must be this
 * server's own. Browsers send Origin on every cross-origin request and every POST fetch, so a
 * foreign page cannot hide it.
 */
export function isSameOriginOrNone(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || isOwnOrigin(origin, ownOrigin(req));
}

export interface Refusal {
  code: string;
  status: number;
}

/**
 * Why a login hand-off (POST /api/web/handoff) must be refused, or null. Without these two
 * checks a page on a sibling site could log a visitor into the attacker's account.
 */
export function handoffRefusal(req: IncomingMessage): Refusal | null {
  if (!isJsonRequest(req)) return { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 };
  if (!isSameOriginOrNone(req)) return { code: 'FORBIDDEN_ORIGIN', status: 403 };
  return null;
}

/** Methods that cannot change anything; every other one may, whatever its name. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The calls that act for the session: the API, logout and WeChat's (after API_PREFIX is taken off). */
const GUARDED_PATH = /^\/(api\/|logout(?:[/.;]|$)|wx\/)/i;

/**
 * GETs that change something: they send a text code (an SMS costs money and wakes a phone).
 * Another site's `<img>` must not send them for its visitors, so they are refused across sites
 * as POSTs are. Matched on the canonical spelling (lower case, no suffix).
 */
const SIDE_EFFECT_GET = /^\/api\/(v2\/users\/login\/sendsmscaptcha|web\/register\/smscaptcha|v2\/users\/smscaptcha\/changepwd)(?:[/.;]|$)/;

/**
 * Whether a request target names a guarded call, however it is spelt: the path as it came
 * (what the proxy matches) and as a URL parser resolves it (what the sandbox matches: dot
 * segments, backslashes and an absolute-form target resolved), each also percent-decoded, in
 * any case. Guarding a spelling no consumer would act on costs nothing; missing one would.
 */
export const isGuardedPath = (target: string) => spellingsOf(target).some((s) => GUARDED_PATH.test(s));

/** Whether a GET target sends a code, however it is spelt. */
export const isSideEffectGet = (target: string) => spellingsOf(target).some((s) => SIDE_EFFECT_GET.test(s.toLowerCase()));

/** A target's path as it came and as a URL parser resolves it, each also percent-decoded. */
function spellingsOf(target: string): string[] {
  const raw = target.split('?')[0]!;
  const spellings = [raw];
  try {
    spellings.push(new URL(target, 'http://h5.invalid').pathname);
  } catch {
    // not a URL at all: the raw spelling is all there is
  }
  for (const s of [...spellings]) {
    try {
      spellings.push(decodeURIComponent(s));
    } catch {
      // a broken escape: no consumer decodes it either
    }
  }
  return spellings;
}

/** What a browser says about where a request comes from; absent headers are undefined. */
export interface Provenance {
  method: string;
  /** the request target after API_PREFIX was taken off */
  target: string;
  /** `Sec-Fetch-Site` (Fetch Metadata: Chromium 76+, Firefox 90+, Safari 16.4+) */
  fetchSite?: string;
  /** `Origin` (every browser on every POST, older WebViews included) */
  origin?: string;
  /** this server's own origin as the browser sees it (ownOrigin), null when it cannot be told */
  ownOrigin: string | null;
  /** `Referer`: for a GET that sends a code, a WebView older than Fetch Metadata says no Origin */
  referer?: string;
}

export const CROSS_SITE: Refusal = { code: 'CROSS_SITE_REQUEST', status: 403 };

/**
 * Why a state-changing call must be refused as coming from another page than ours, or null.
 * Only our own origin may change state for the session (DESIGN.md "Security"): the session
 * cookie is SameSite=Lax, which a page on another port of this host or on a sibling subdomain
 * (the same *site*) gets past with a plain form POST. So:
 *  - Fetch Metadata first: a present `Sec-Fetch-Site` must be `same-origin` (`same-site`,
 *    `cross-site` and `none` are refused; page scripts can neither set nor remove it);
 *  - `Origin` as well, for WebViews older than Fetch Metadata: a present one must be ours;
 *  - neither header: not a browser page (a native app's own HTTP client, curl), which carries
 *    its token as `Authorization: Bearer` and no ambient cookie (bridge/CONTRACT.md §9): passes.
 * Reads (GET, HEAD, OPTIONS) and paths outside the API pass: pages may be linked to and
 * posted back to from anywhere.
 */
export function crossSiteRefusal(p: Provenance): Refusal | null {
  const method = p.method.toUpperCase();
  if (method === 'GET' && isSideEffectGet(p.target)) {
    // as a POST, and a page's Referer too when it has one: an <img> in an old WebView carries
    // neither Fetch Metadata nor Origin, but its page's address unless that page hides it
    if (p.referer !== undefined && p.fetchSite === undefined && !isOwnOrigin(p.referer, p.ownOrigin)) return CROSS_SITE;
  } else if (SAFE_METHODS.has(method) || !isGuardedPath(p.target)) return null;
  if (p.fetchSite !== undefined && p.fetchSite.trim().toLowerCase() !== 'same-origin') return CROSS_SITE;
  if (p.origin !== undefined && !isOwnOrigin(p.origin, p.ownOrigin)) return CROSS_SITE;
  return null;
}

const oneHeader = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : v);

/** crossSiteRefusal for a request whose forwarding headers were vetted (server/trust-proxy.ts). */
export const crossSiteRefusalOf = (req: IncomingMessage, target = req.url ?? '/'): Refusal | null =>
  crossSiteRefusal({
    method: req.method ?? 'GET',
    target,
    fetchSite: oneHeader(req.headers['sec-fetch-site']),
    origin: oneHeader(req.headers.origin),
    ownOrigin: ownOrigin(req),
    referer: oneHeader(req.headers.referer),
  });
