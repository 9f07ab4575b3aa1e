import type { IncomingMessage, ServerResponse } from 'node:http';
import { createClock, type Clock } from './clock';
import { denied, fail, type Reply } from './reply';
import { sendBody } from '../compress';
import { isDecodablePath, parseCookies } from '../decode';
import { isHttps, isJsonMediaType } from '../request-checks';
import { readCapped } from '../read-body';
import { takeToken } from '../session-cookies';
import { peerAddress } from '../trust-proxy';
import { SandboxRouter, type Ctx } from './router';
import { createState, type SandboxState } from './state';
import { registerAll } from './routes';
import { faultsFromEnv } from './faults';
import type { Sandbox, SandboxMode } from './types';
import { API_PATHS, isAnyPath, isPath, type ServerPath } from '../paths';

export type { Sandbox, SandboxMode } from './types';

export interface SandboxOptions {
  clock?: Clock;
  /** the /__sandbox/* endpoints that let tests read codes and move time */
  testHooks?: boolean;
  /**
   * 'backend' answers as the real backend family does behind the auth layer (server/auth-layer.ts):
   * the token only in the login body, no Set-Cookie, no /api/web/handoff. Default: sets the
   * session cookies itself, so `npm start` needs nothing in front.
   */
  mode?: SandboxMode;
}

/** The paths the sandbox answers (server/paths.ts). */
const OWN: readonly ServerPath[] = [...API_PATHS, 'clientIp', 'sandboxAssets', 'testHooks'];

/** Every answer under these is data about someone: never cached, never sniffed as another type. */
const DATA: readonly ServerPath[] = [...API_PATHS, 'clientIp', 'testHooks'];

/**
 * A request a browser made (it adds Origin to every POST, Sec-Fetch-Site to every request, and
 * page scripts can remove neither), as opposed to a native app's own HTTP client.
 */
const fromBrowser = (req: IncomingMessage) => req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const carriesToken = (body: unknown) => isObj(body) && ('access_token' in body || (isObj(body.data) && 'access_token' in body.data));

const withSecure = (cookies: string[]) => cookies.map((c) => (/;\s*secure\s*(;|$)/i.test(c) ? c : `${c}; Secure`));

/**
 * What leaves the sandbox besides the body a route chose. Cookies are `Secure` whenever the
 * request came over HTTPS. In default mode the sandbox is also the auth layer in front of
 * itself (server/auth-layer.ts): a browser gets the token only as the HttpOnly cookie, never
 * in a body; a native app, which talks to the backend directly, still reads it from the body.
 */
function finish(req: IncomingMessage, reply: Reply, mode: SandboxMode): Reply {
  let out = reply;
  if (out.cookies?.length && isHttps(req)) out = { ...out, cookies: withSecure(out.cookies) };
  if (mode === 'default' && fromBrowser(req) && carriesToken(out.body)) {
    const body = structuredClone(out.body) as Record<string, unknown>;
    takeToken(body);
    out = { ...out, body };
  }
  return out;
}

/** The largest body the sandbox reads; a larger one is answered 413, as the auth layer does. */
export const MAX_BODY = 1_000_000;

/** The form or JSON of a POST, or null when it is larger than MAX_BODY. */
async function readBody(req: IncomingMessage): Promise<{ form: Record<string, string>; json: unknown } | null> {
  const raw = await readCapped(req, MAX_BODY);
  if (!raw) return null;
  const text = raw.toString('utf8');
  if (isJsonMediaType(req.headers['content-type'])) {
    try {
      const json = JSON.parse(text || 'null');
      const form: Record<string, string> = {};
      if (json && typeof json === 'object') for (const [k, v] of Object.entries(json)) form[k] = String(v);
      return { form, json };
    } catch {
      return { form: {}, json: null };
    }
  }
  return { form: Object.fromEntries(new URLSearchParams(text)), json: null };
}

export function createSandbox(opts: SandboxOptions = {}): Sandbox {
  const clock = opts.clock ?? createClock();
  const mode = opts.mode ?? 'default';
  const router = new SandboxRouter<SandboxState>();
  const sandbox: Sandbox = {
    state: createState(clock.now()),
    clock,
    faults: faultsFromEnv(),
    reset() {
      (sandbox as { state: SandboxState }).state = createState(clock.now());
    },
    async handle(req, res) {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://sandbox');
      } catch {
        return false;
      }
      if (!isAnyPath(url.pathname, OWN)) return false;
      if (isPath(url.pathname, 'testHooks') && opts.testHooks === false) return false;
      if (isAnyPath(url.pathname, DATA)) {
        // set first, so every answer below has them, the injected faults' included
        res.setHeader('cache-control', 'no-store');
        res.setHeader('x-content-type-options', 'nosniff');
      }
      // A logout's cookies are cleared only in the answer of the route that revoked the token
      // (routes/auth.ts): an injected failure (error500, abort…) leaves both alive, so the
      // client's retry still carries what the sandbox needs to end the session.
      // a path that does not percent-decode names nothing: the client's mistake, not ours
      if (!isDecodablePath(url.pathname)) {
        await write(req, res, fail('INVALID_PATH', 400));
        return true;
      }
      const fault = sandbox.faults.pick(req.method ?? 'GET', url.pathname);
      if (fault && (await fault.before(req, res))) return true;
      const found = router.match(req.method ?? 'GET', url.pathname);
      let reply: Reply;
      if (!found) reply = fail('NOT_FOUND', 404);
      else {
        const cookies = parseCookies(req.headers.cookie);
        const bearer = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
        const token = sandbox.state.tokens.get(bearer ?? cookies.ccat ?? '');
        const userId = token && token.expires > clock.now() ? token.userId : null;
        const body = req.method === 'POST' ? await readBody(req) : { form: {}, json: null };
        if (!body) {
          await write(req, res, finish(req, fail('PAYLOAD_TOO_LARGE', 413), mode));
          return true;
        }
        const ctx: Ctx<SandboxState> = {
          method: req.method ?? 'GET',
          path: url.pathname,
          params: found.params,
          query: url.searchParams,
          form: body.form,
          json: body.json,
          userId,
          cookies,
          state: sandbox.state,
          now: clock.now,
          req,
          ip: String(req.headers['x-forwarded-for'] ?? (peerAddress(req) || '127.0.0.1'))
            .split(',')[0]!
            .trim(),
        };
        try {
          reply = found.entry.auth && !userId ? denied() : await found.entry.handler(ctx);
        } catch (e) {
          console.error('[sandbox]', req.method, url.pathname, e);
          reply = fail('SYSTEM_ERROR', 500);
        }
      }
      reply = finish(req, reply, mode);
      // slow, drop, malformed and shape: the work is done, the answer is late, lost or mangled
      if (await fault?.after(res, reply)) return true;
      await write(req, res, reply);
      return true;
    },
  };
  registerAll(router, { testHooks: opts.testHooks !== false, clock, sandbox, mode });
  return sandbox;
}

/** A reply on the wire: JSON, or a document or image of ours; compressed when worth it. */
async function write(req: IncomingMessage, res: ServerResponse, reply: Reply) {
  const headers: Record<string, string | string[]> = { 'cache-control': 'no-store' };
  if (reply.cookies) headers['set-cookie'] = reply.cookies;
  if (typeof reply.body === 'string' && reply.body.startsWith('<svg')) {
    headers['content-type'] = 'image/svg+xml';
    headers['cache-control'] = 'public, max-age=86400';
    headers['x-content-type-options'] = 'nosniff';
    return sendBody(req, res, reply.status, headers, reply.body);
  }
  if (typeof reply.body === 'string' && reply.type) {
    headers['content-type'] = reply.type;
    // a document of ours: it runs nothing and embeds nothing from elsewhere
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
    headers['x-content-type-options'] = 'nosniff';
    return sendBody(req, res, reply.status, headers, reply.body);
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  return sendBody(req, res, reply.status, headers, JSON.stringify(reply.body) ?? '');
}
