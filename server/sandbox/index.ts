import type { IncomingMessage, ServerResponse } from 'node:http';
import { createClock, type Clock } from './clock';
import { denied, fail, type Reply } from './reply';
import { SandboxRouter, type Ctx } from './router';
import { createState, type SandboxState } from './state';
import { registerAll } from './routes';
import { faultsFromEnv, type Faults } from './faults';

export interface Sandbox {
  /** true when the request was the sandbox's to answer */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  readonly state: SandboxState;
  clock: Clock;
  reset(): void;
  /** injected failures (off unless SANDBOX_FAULTS or POST /__sandbox/faults sets rules) */
  readonly faults: Faults;
}

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

export type SandboxMode = 'default' | 'backend';

const OWN = /^\/(api\/|logout$|getClientIp$|wx\/|sandbox-assets\/|__sandbox\/)/;

function parseCookies(header: string | undefined) {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<{ form: Record<string, string>; json: unknown }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 1_000_000) break;
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
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
  const router = new SandboxRouter<SandboxState>();
  const sandbox: Sandbox = {
    state: createState(clock.now()),
    clock,
    faults: faultsFromEnv(),
    reset() {
      (sandbox as { state: SandboxState }).state = createState(clock.now());
    },
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (!OWN.test(url.pathname)) return false;
      if (url.pathname.startsWith('/__sandbox/') && opts.testHooks === false) return false;
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
          ip: String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '127.0.0.1').split(',')[0]!.trim(),
        };
        try {
          reply = found.entry.auth && !userId ? denied() : await found.entry.handler(ctx);
        } catch (e) {
          console.error('[sandbox]', req.method, url.pathname, e);
          reply = fail('SYSTEM_ERROR', 500);
        }
      }
      // drop, malformed and shape: the work is done, the answer is lost or mangled
      if (fault?.after(res, reply)) return true;
      const headers: Record<string, string | string[]> = { 'cache-control': 'no-store' };
      if (reply.cookies) headers['set-cookie'] = reply.cookies;
      if (typeof reply.body === 'string' && reply.body.startsWith('<svg')) {
        headers['content-type'] = 'image/svg+xml';
        headers['cache-control'] = 'public, max-age=86400';
        res.writeHead(reply.status, headers);
        res.end(reply.body);
      } else if (typeof reply.body === 'string' && reply.type) {
        headers['content-type'] = reply.type;
        // a document of ours: it runs nothing and embeds nothing from elsewhere
        headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
        headers['x-content-type-options'] = 'nosniff';
        res.writeHead(reply.status, headers);
        res.end(reply.body);
      } else {
        headers['content-type'] = 'application/json; charset=utf-8';
        res.writeHead(reply.status, headers);
        res.end(JSON.stringify(reply.body));
      }
      return true;
    },
  };
  registerAll(router, { testHooks: opts.testHooks !== false, clock, sandbox, mode: opts.mode ?? 'default' });
  return sandbox;
}
