// The stand-in for a real backend in the backend-mode tests: the sandbox in backend mode on its
// own port (token only in the login body, no cookies, no hand-off), plus a few hooks of its own
// under /__upstream/ that the app server never proxies:
//   GET  /__upstream/seen?path=/getClientIp   method, url and headers of the requests to that path
//   POST /__upstream/logout {"fail":"status"|"drop"|null}   make POST /logout answer 503 or hang up
//   POST /__upstream/token-exchange {"on":true|false}   answer a login as the family's token exchange
//                                             does ({access_token, token_type, user, client, scope,
//                                             createdAt}, no `success`: tests/fixtures/backend/
//                                             post-api-web-login-token-exchange.json)
//   GET  /__upstream/deposits?mobile=…        that user's DEPOSIT records, newest first
//   POST /__upstream/reset                    the seed again, faults off, log cleared
//   GET  /__upstream/attacker                 an empty page on this origin: same site as the app
//                                             (same host, another port), not the same origin
// The sandbox's own /__sandbox/* hooks (codes, captchas, clock) answer here too.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSandbox, type Sandbox } from '../../server/sandbox';
import { sandboxListener } from '../../server/sandbox/serve';
import { findByMobile } from '../../server/sandbox/state';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface Upstream {
  server: Server;
  sandbox: Sandbox;
  seen: Seen[];
  logoutFails: 'status' | 'drop' | null;
  tokenExchange: boolean;
}

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const c of req) text += String(c);
  try {
    return JSON.parse(text || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function createUpstream(): Upstream {
  const sandbox = createSandbox({ mode: 'backend', testHooks: true });
  const answer = sandboxListener(sandbox);
  const up: Upstream = { server: undefined as unknown as Server, sandbox, seen: [], logoutFails: null, tokenExchange: false };

  async function hook(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.slice('/__upstream'.length);
    if (path === '/seen')
      return json(
        res,
        up.seen.filter((s) => s.url.split('?')[0] === url.searchParams.get('path')),
      );
    if (path === '/logout' && req.method === 'POST') {
      const fail = (await readJson(req)).fail;
      up.logoutFails = fail === 'status' || fail === 'drop' ? fail : null;
      return json(res, { logoutFails: up.logoutFails });
    }
    if (path === '/token-exchange' && req.method === 'POST') {
      up.tokenExchange = (await readJson(req)).on === true;
      return json(res, { tokenExchange: up.tokenExchange });
    }
    if (path === '/deposits') {
      const user = findByMobile(sandbox.state, url.searchParams.get('mobile') ?? '');
      return json(
        res,
        sandbox.state.fundRecords.filter((r) => r.userId === user?.id && r.type === 'DEPOSIT'),
      );
    }
    if (path === '/reset' && req.method === 'POST') {
      sandbox.reset();
      up.seen.length = 0;
      up.logoutFails = null;
      up.tokenExchange = false;
      return json(res, { ok: true });
    }
    if (path === '/attacker') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>another site</title><p>nothing to see</p>');
    }
    json(res, { error: 'no such hook' }, 404);
  }

  up.server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    if (url.pathname.startsWith('/__upstream/')) return void hook(req, res, url);
    up.seen.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    if (up.seen.length > 500) up.seen.shift();
    if (url.pathname === '/logout' && up.logoutFails === 'drop') return void req.socket.destroy();
    if (url.pathname === '/logout' && up.logoutFails === 'status') {
      return json(res, { success: false, data: null, error: [{ message: 'SYSTEM_ERROR' }] }, 503);
    }
    if (url.pathname === '/api/web/login' && up.tokenExchange) withoutSuccess(res);
    void answer(req, res);
  });
  return up;
}

/**
 * The token exchange's own answer: the sandbox's login body without the `success` the family's
 * web layer added. The auth layer asks for it uncompressed, so the body is plain JSON.
 */
function withoutSuccess(res: ServerResponse) {
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  let headers: Record<string, unknown> = {};
  res.writeHead = ((status: number, h?: Record<string, unknown>) => {
    headers = { ...h };
    res.statusCode = status;
    return res;
  }) as typeof res.writeHead;
  res.end = ((chunk?: Buffer | string) => {
    let body = chunk === undefined ? '' : String(chunk);
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      if ('access_token' in parsed) delete parsed.success;
      body = JSON.stringify(parsed);
    } catch {
      // not JSON (compressed, or no body): as it was
    }
    writeHead(res.statusCode, { ...headers, 'content-length': String(Buffer.byteLength(body)) } as never);
    return end(body);
  }) as typeof res.end;
}
