// The backend family's auth layer, played by this server when API_TARGET is set (DESIGN.md
// "Session"). The real backend answers a login with `access_token` in the body, sets no cookie,
// and reads the token from the `ccat` cookie (or `Authorization: Bearer`); in the old stack a
// Node layer in front of it moved the token into that cookie. Here:
//  - token calls (login, registration): the answer is buffered, the token goes into the
//    HttpOnly cookie and out of the body, so page scripts never hold it;
//  - POST /logout: the backend is told, and the cookies are cleared whatever it answers; when
//    it did not confirm, the token is revoked again in the background (upstream-revoke.ts);
//  - POST /api/web/handoff: the native app's token, checked with the backend, becomes the cookie.
// Every other call passes through the proxy with the browser's cookies unchanged: the backend
// reads `ccat` itself, so nginx may also send those calls to it directly (examples/deploy).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { clientHeaders } from './forwarded-headers';
import { readCapped } from './read-body';
import { communicationError, sendFailure, type Answer, type Proxy } from './proxy';
import { handoffRefusal, isHttps } from './request-checks';
import { isTokenShaped, sessionCookies, takeToken, TOKEN_COOKIE, withoutSessionCookies } from './session-cookies';
import { parseCookies } from './decode';
import { createRevoker, type RevokeJob, type RevokeOptions } from './upstream-revoke';

const MAX_BODY = 64 * 1024;
const LOGOUT_TIMEOUT_MS = 5000; // logging out must not wait long for a backend that hangs

/**
 * The same route however a Java-style router would still match it: any case, a trailing
 * slash, a `.json` suffix. A spelling that reached the login past this layer would hand the
 * token to the page.
 */
const routeKey = (path: string) =>
  path
    .split('?')[0]!
    .toLowerCase()
    .replace(/\/$/, '')
    .replace(/\.[a-z0-9]+$/, '');

const isTokenCall = (key: string) => key === '/api/web/login' || key.startsWith('/api/web/register/') || key.startsWith('/api/v2/users/register/');

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const readBody = (req: IncomingMessage, limit = MAX_BODY) => readCapped(req, limit);

/** We ask for identity; a backend that compresses anyway is read all the same. */
function decoded(a: Answer): Buffer {
  const enc = String(a.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (enc === 'gzip' || enc === 'x-gzip') return gunzipSync(a.body);
  if (enc === 'deflate') return inflateSync(a.body);
  if (enc === 'br') return brotliDecompressSync(a.body);
  return a.body;
}

const toList = (v: string | string[] | number | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [String(v)]);

function sendJson(res: ServerResponse, status: number, body: unknown, cookies: string[] = []) {
  const headers: Record<string, string | string[]> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(status, headers);
  res.end(JSON.stringify(body));
}

/** The backend ended the session, or holds none for this token (401: nothing left to revoke). */
const agreed = (a: Answer) => (a.status >= 200 && a.status < 300) || a.status === 401;

/** What a background revocation keeps of the request: who asked, never the cookies. */
const KEPT_HEADERS = ['host', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'x-requested-with'];
function jobOf(req: IncomingMessage, token: string): RevokeJob {
  const headers: Record<string, string> = {};
  for (const k of KEPT_HEADERS) {
    const v = req.headers[k];
    if (typeof v === 'string') headers[k] = v.slice(0, 512);
  }
  return { token, headers, https: !!(req.socket as Partial<TLSSocket>).encrypted, remoteAddress: req.socket.remoteAddress };
}

/** Login and registration: the backend's answer as it is, except the token. */
async function tokenCall(proxy: Proxy, req: IncomingMessage, res: ServerResponse, path: string, key: string) {
  const body = await readBody(req);
  if (!body) return sendFailure(res, 413, 'PAYLOAD_TOO_LARGE');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let a: Answer;
  let text: Buffer;
  try {
    a = await proxy.exchange(req, path, { body: hasBody ? body : undefined });
    text = decoded(a);
  } catch {
    return communicationError(res);
  }
  const headers = clientHeaders(a.headers);
  delete headers['content-encoding'];
  const cookies = withoutSessionCookies(toList(headers['set-cookie']));
  const json = parseJson(text);
  if (isObj(json)) {
    // the family's token exchange answers { access_token, token_type, user, … } without
    // `success`; its web layer set `success = success || !!access_token` (API-NOTES "Read
    // again against the sources"). A refusal carries no token and keeps its code.
    const bearing = isTokenShaped(json.access_token) || (isObj(json.data) && isTokenShaped(json.data.access_token));
    if (key === '/api/web/login' && !('success' in json)) json.success = bearing;
    else if (bearing && json.success === undefined) json.success = true;
    const { token, expiresIn } = takeToken(json);
    // only a successful answer logs in; a token in any other answer is dropped all the same.
    // The family's web layer answers a refusal with HTTP 200 and success false (tbus
    // web/src/ccc/login/middlewares.js ret()); a registration carries the token at the top,
    // beside data.user (web/src/ccc/register/middlewares.js:57-90).
    if (a.status >= 200 && a.status < 300 && json.success !== false && isTokenShaped(token)) {
      const maxAgeS = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : undefined;
      cookies.push(...sessionCookies(token, { secure: isHttps(req), maxAgeS }));
    }
    text = Buffer.from(JSON.stringify(json));
  }
  headers['content-length'] = String(text.length);
  headers['cache-control'] = 'no-store';
  if (cookies.length) headers['set-cookie'] = cookies;
  else delete headers['set-cookie'];
  res.writeHead(a.status, headers);
  res.end(text);
}

/** The app's token becomes this origin's cookie once the backend says it is a live session. */
async function handoff(proxy: Proxy, req: IncomingMessage, res: ServerResponse) {
  const refused = handoffRefusal(req);
  if (refused) return sendFailure(res, refused.status, refused.code);
  const body = await readBody(req, 16 * 1024);
  if (!body) return sendFailure(res, 413, 'PAYLOAD_TOO_LARGE');
  const json = parseJson(body);
  const token = isObj(json) ? json.accessToken : undefined;
  if (!isTokenShaped(token)) return sendFailure(res, 400, 'INVALID_PARAMS');
  let a: Answer;
  try {
    // only the given token: the visitor's own cookie must not vouch for it
    a = await proxy.exchange(req, '/api/v2/user/MYSELF', { method: 'GET', cookies: false, headers: { authorization: `Bearer ${token}` } });
  } catch {
    return communicationError(res);
  }
  if (a.status >= 500) return communicationError(res); // the backend is down: not a verdict on the token
  const user = a.status >= 200 && a.status < 300 ? parseJson(decodedOrEmpty(a)) : undefined;
  const u = isObj(user) && isObj(user.data) ? user.data : user;
  const userId = isObj(u) ? (u.id ?? u.userId) : undefined;
  if (typeof userId !== 'string' && typeof userId !== 'number') {
    return sendJson(res, 401, { error: 'access_denied', error_description: 'INVALID_TOKEN' });
  }
  sendJson(res, 200, { success: true, data: { userId: String(userId) }, error: [] }, sessionCookies(token, { secure: isHttps(req) }));
}

export function createAuthLayer(proxy: Proxy, o: { revoke?: RevokeOptions } = {}) {
  /**
   * Always ends the session on this device (the answer clears the cookies); `upstream` says
   * whether the backend agreed. When it did not, the token is revoked again in the background.
   */
  async function logout(req: IncomingMessage, res: ServerResponse, path: string) {
    const body = (await readBody(req)) ?? Buffer.alloc(0);
    let upstream = false;
    try {
      upstream = agreed(await proxy.exchange(req, path, { body, timeoutMs: LOGOUT_TIMEOUT_MS }));
    } catch {
      // unreachable backend: retried below
    }
    const token = parseCookies(req.headers.cookie)[TOKEN_COOKIE];
    if (!upstream && isTokenShaped(token)) revoker.add(jobOf(req, token));
    sendJson(res, 200, { success: true, data: { upstream }, error: [] }, sessionCookies(null, { secure: isHttps(req) }));
  }

  // one background try: the logout again, carrying only the token's cookie
  const revoker = createRevoker(async (job) => {
    const like = { method: 'POST', headers: job.headers, socket: { remoteAddress: job.remoteAddress, encrypted: job.https } } as unknown as IncomingMessage;
    const a = await proxy.exchange(like, '/logout', {
      body: Buffer.alloc(0),
      cookies: false,
      headers: { cookie: `${TOKEN_COOKIE}=${job.token}` },
      timeoutMs: LOGOUT_TIMEOUT_MS,
    });
    return agreed(a);
  }, o.revoke);

  /** True when the request was the auth layer's to answer. `path` is the canonical one. */
  const handle = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    const key = routeKey(path);
    if (isTokenCall(key)) await tokenCall(proxy, req, res, path, key);
    else if (key === '/logout' && req.method === 'POST') await logout(req, res, path);
    else if (key === '/api/web/handoff' && req.method === 'POST') await handoff(proxy, req, res);
    else return false;
    return true;
  };
  return Object.assign(handle, { revoker });
}

function decodedOrEmpty(a: Answer): Buffer {
  try {
    return decoded(a);
  } catch {
    return Buffer.alloc(0);
  }
}
