// The examples/deploy nginx config's hardening, with Debian's real nginx in front of the build:
// HSTS on every answer, the build's reports never served, and every call that changes state
// sent to the app server (--auth), which refuses one another page sent, while reads go
// straight to the backend (--api; here a recorder standing in for it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { baseURL } from '../support/phone';
import { loginFields } from '../support/login';
import { close, listen } from '../support/sandbox';
import { nginxPerFile } from './nginx';

const HSTS = 'max-age=31536000; includeSubDomains';

let backend: Server;
let api = '';
const heard: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  // the backend (--api): answers every call with an empty success and remembers it
  backend = createServer((req, res) => {
    heard.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end('{"success":true,"data":null,"error":[]}');
  });
  api = await listen(backend);
});
afterAll(() => backend && close(backend));
// the app server of the e2e run plays the auth layer (--auth)
const ng = nginxPerFile(() => ({ api, auth: baseURL() }), 'h5-nginx-hardening-');
let origin = '';
beforeAll(() => {
  origin = ng.origin;
});

interface Got {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function call(path: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Got> {
  return new Promise((done, fail) => {
    const headers = { ...o.headers, ...(o.body !== undefined ? { 'content-length': String(Buffer.byteLength(o.body)) } : {}) };
    const req = request(origin + path, { method: o.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end(o.body);
  });
}

describe('the nginx example', () => {
  it('sends HSTS on every answer: the shell, an asset, an API answer, a 404', async () => {
    for (const path of ['/', '/dashboard/invite', '/api/v2/cms/mobileBanners', '/assets/c/gone-ABCDEF12.js', '/csp.txt']) {
      const r = await call(path);
      expect(r.headers['strict-transport-security'], path).toBe(HSTS);
    }
  });

  it('marks every API answer no-store, its refusals included, and leaves a missing asset uncached', async () => {
    const own = { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' };
    const denied = await call('/api/v2/user/MYSELF/bind_social', { method: 'POST', headers: own, body: 'socialType=WEIXIN' });
    expect(denied.status).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
    const missing = await call('/assets/c/gone-ABCDEF12.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await call('/')).headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/budget-report.json',
    '/manifest.json',
    '/csp.txt',
    '/shells.json',
    '/manifest.json.gz',
    '/csp.txt.br',
    '/budget-report.json.gz',
    '/CSP.TXT',
    '/assets/../manifest.json',
    '/%63sp.txt',
  ])('never serves the build report %s', async (path) => {
    for (const encoding of ['gzip, br', 'identity']) {
      const r = await call(path, { headers: { 'accept-encoding': encoding } });
      expect(r.status).toBe(404);
      expect(r.body).not.toContain('script-src');
      expect(r.body).not.toContain('"routes"');
    }
  });

  it('refuses, through the app server, a state change another page sent; the backend never hears of it', async () => {
    const n = heard.length;
    const form = new URLSearchParams({ creditAssignId: 'X', amount: '100', version: 'v1' }).toString();
    const attacks: Record<string, string>[] = [
      { origin: origin.replace(/:\d+$/, ':1'), 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attacks) {
      const r = await call('/api/v2/invest/user/MYSELF/creditAssign/invest', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: form,
      });
      expect(r.status).toBe(403);
      expect(JSON.parse(r.body)).toMatchObject({ success: false, data: null, error: [{ message: 'CROSS_SITE_REQUEST' }] });
      expect(r.headers['cache-control']).toBe('no-store');
    }
    expect(heard.slice(n)).toEqual([]);
  });

  it("lets the page's own origin (Host with its port) change state, through the app server; reads go straight to the backend", async () => {
    const n = heard.length;
    const body = new URLSearchParams(loginFields()).toString();
    const own = { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' };
    const login = await call('/api/web/login', { method: 'POST', headers: own, body });
    expect(login.status).toBe(200);
    const cookie = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toMatch(/ccat=\w+/);
    // a state change on the general API path: answered by the app server (its sandbox), not --api
    const bind = await call('/api/v2/user/MYSELF/bind_social', { method: 'POST', headers: { ...own, cookie }, body: 'socialType=WEIXIN&socialId=nobody' });
    expect(JSON.parse(bind.body)).toMatchObject({ success: false, error: [{ message: 'INVALID_SOCIAL_USER' }] });
    expect(heard.slice(n)).toEqual([]);
    // a read goes to --api, with the chain nginx set
    expect((await call('/api/v2/cms/mobileBanners')).status).toBe(200);
    expect(heard.slice(n).map((h) => `${h.method} ${h.url}`)).toEqual(['GET /api/v2/cms/mobileBanners']);
    expect(heard.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(heard.at(-1)!.headers.host).toBe(origin.replace('http://', ''));
  });
});
