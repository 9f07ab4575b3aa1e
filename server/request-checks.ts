// Checks on an incoming request that the sandbox and the auth layer (server/auth-layer.ts) share,
// so both refuse the same forged login hand-off.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** The media type of a Content-Type header: the part before `;`, trimmed, lower case. */
export const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Exactly `application/json`. A cross-site page can send `text/plain; x=application/json`
 * without a CORS preflight; a check for "contains application/json" would take it as JSON.
 */
export const isJsonRequest = (req: IncomingMessage) => mediaType(req.headers['content-type']) === 'application/json';

/**
 * Came over HTTPS: an encrypted socket, or the proxy in front (nginx, a load balancer) said so.
 * Only used to add `Secure` to cookies and to spell this server's own origin; a client that
 * lies here gains nothing (its browser sends the real Origin).
 */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  return String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
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

/**
 * No Origin header (a native client, a same-origin GET) passes; a present one must be this
 * server's own. Browsers send Origin on every cross-origin request and every POST fetch, so a
 * foreign page cannot hide it.
 */
export function isSameOriginOrNone(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const own = ownOrigin(req);
  if (!own) return false;
  try {
    return new URL(origin).origin === own; // 'null' (sandboxed frames, file:) throws or differs
  } catch {
    return false;
  }
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
