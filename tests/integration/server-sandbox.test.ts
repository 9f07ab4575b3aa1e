// @vitest-environment node
// The sandbox behind the app server, over HTTP: API answers never cached or sniffed, JSON
// compressed by Accept-Encoding (and the same JSON once decoded), bad percent-encoding a 4xx
// and never a 500, cookies Secure whenever the request came over HTTPS (TLS, or a trusted
// proxy's X-Forwarded-Proto; a forged one is ignored), and no token in a browser's login body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttps } from 'node:https';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { sandboxApi, type SandboxApi } from '../../server/sandbox/api';
import { loginForm, send } from './server-http';
import { close, listen } from '../support/sandbox';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
// what Chromium adds to a same-origin fetch POST; page scripts can remove neither
const browser = (origin: string) => ({ ...FORM, origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });

let app: { server: Server; api: SandboxApi };
let origin = '';
let untrusted: Server;
let untrustedOrigin = '';

beforeAll(async () => {
  app = createApp({ dist: '/nonexistent', testHooks: true, api: sandboxApi({ testHooks: true }) });
  origin = await listen(app.server);
  // the same server, but loopback is not a trusted proxy: our own requests are "from outside"
  untrusted = createApp({ dist: '/nonexistent', api: sandboxApi(), trustProxy: 'none' }).server;
  untrustedOrigin = await listen(untrusted);
});
afterAll(() => Promise.all([close(app.server), close(untrusted)]));

const sessionOf = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

describe('API answers', () => {
  it.each([
    ['GET', '/api/v2/cms/mobileBanners'],
    ['GET', '/api/v2/user/MYSELF'],
    ['GET', '/api/v2/nothing/here'],
    ['POST', '/logout'],
    ['GET', '/getClientIp'],
    ['GET', '/__sandbox/faults'],
    ['GET', '/api/v2/loan/%E0%A4%A'],
  ])('%s %s: no-store and nosniff', async (method, path) => {
    const r = await send(origin, path, { method });
    expect(r.status).toBeLessThan(500);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('even when a fault is injected', async () => {
    await send(origin, '/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ path: '/api/v2/cms/*', kind: 'error500' }]),
    });
    try {
      const r = await send(origin, '/api/v2/cms/mobileBanners');
      expect(r.status).toBe(500);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await send(origin, '/__sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' });
    }
  });
});

describe('compression', () => {
  const LIST = '/api/v2/creditassign/list/filter?currentPage=0&pageSize=50';
  it('answers a large JSON in brotli, gzip or plain by Accept-Encoding, the same JSON each way', async () => {
    const plain = await send(origin, LIST);
    expect(plain.status).toBe(200);
    expect(plain.raw.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await send(origin, LIST, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(br.json()).toEqual(plain.json());
    const gz = await send(origin, LIST, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.json()).toEqual(plain.json());
  });

  it('leaves a small answer plain', async () => {
    const r = await send(origin, '/getClientIp', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.raw.length).toBeLessThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.raw.toString()).toMatch(/^[\d.:a-f]+$/);
  });

  it("Node's fetch (the tests' own helpers) still reads compressed answers", async () => {
    const res = await fetch(origin + LIST);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.json()).toEqual((await send(origin, LIST)).json());
  });
});

describe('bad percent-encoding', () => {
  it.each(['/api/v2/loan/%E0%A4%A', '/api/v2/loan/%', '/api/%E0%A4%A/x', '/api/v2/user/MYSELF/%zz'])(
    '%s answers 400 INVALID_PATH in the envelope',
    async (path) => {
      const r = await send(origin, path);
      expect(r.status).toBe(400);
      expect(r.json()).toEqual({ success: false, data: null, error: [{ message: 'INVALID_PATH', type: 'error', value: null, code: 400 }] });
    },
  );

  it('a cookie that does not decode is as good as absent: public calls answer, private ones ask for a login', async () => {
    const cookie = 'ccat=%E0%A4%A; ccat_present=1';
    expect((await send(origin, '/api/v2/cms/mobileBanners', { headers: { cookie } })).status).toBe(200);
    const me = await send(origin, '/api/v2/user/MYSELF', { headers: { cookie } });
    expect(me.status).toBe(401);
    expect(me.json()).toMatchObject({ error: 'access_denied' });
  });

  it('a bad cookie beside a good session leaves the session alone', async () => {
    const login = await send(origin, '/api/web/login', { ...loginForm(), headers: FORM });
    const cookie = `junk=%E0%A4%A; ${sessionOf(login.cookies)}`;
    expect((await send(origin, '/api/v2/user/MYSELF', { headers: { cookie } })).status).toBe(200);
  });
});

describe('the login answer', () => {
  it('gives a browser the token only as the HttpOnly cookie, never in the body', async () => {
    const r = await send(origin, '/api/web/login', { ...loginForm(), headers: browser(origin) });
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('access_token');
    expect(r.text).not.toContain('refresh_token');
    expect(r.json()).toMatchObject({ token_type: 'Bearer', success: true });
    expect(r.cookies[0]).toMatch(/^ccat=\w+; Max-Age=86400; HttpOnly; Path=\/; SameSite=Lax$/);
    expect(r.text).not.toContain(r.cookies[0]!.split(';')[0]!.slice(5));
    expect((await send(origin, '/api/v2/user/MYSELF', { headers: { cookie: sessionOf(r.cookies) } })).status).toBe(200);
  });

  it('keeps it out of the body with Sec-Fetch-Site alone (a GET-style browser request) and with Origin alone', async () => {
    for (const headers of [
      { ...FORM, 'sec-fetch-site': 'same-origin' },
      { ...FORM, origin },
    ]) {
      const r = await send(origin, '/api/web/login', { ...loginForm(), headers });
      expect(r.status).toBe(200);
      expect(r.text).not.toContain('access_token');
    }
  });

  it("gives a native app's own HTTP client the token in the body, as the backend does", async () => {
    const r = await send(origin, '/api/web/login', { ...loginForm(), headers: FORM });
    expect(r.json().access_token).toMatch(/^[0-9a-f]{48}$/);
  });

  it('keeps the refusal as it was (the family relays it as HTTP 200, success false)', async () => {
    const r = await send(origin, '/api/web/login', { ...loginForm({ mobile: '13800000002', password: 'wrong' }), headers: browser(origin) });
    expect(r.status).toBe(200);
    expect(r.json()).toMatchObject({ error: 'invalid_request', error_description: { result: 'FAILED' }, success: false });
    expect(r.cookies).toEqual([]);
  });
});

describe('Secure cookies', () => {
  it('not over plain HTTP', async () => {
    const r = await send(origin, '/api/web/login', { ...loginForm(), headers: FORM });
    expect(r.cookies).toHaveLength(2);
    for (const c of r.cookies) expect(c).not.toMatch(/Secure/i);
  });

  it('when a trusted proxy (loopback by default) says the request came over HTTPS: login, hand-off and logout', async () => {
    const xfp = { 'x-forwarded-proto': 'https' };
    const login = await send(origin, '/api/web/login', { ...loginForm(), headers: { ...FORM, ...xfp } });
    expect(login.cookies).toHaveLength(2);
    for (const c of login.cookies) expect(c).toMatch(/; Secure$/);
    const token = login.json().access_token as string;
    const handoff = await send(origin, '/api/web/handoff', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin.replace('http:', 'https:'), ...xfp },
      body: JSON.stringify({ accessToken: token }),
    });
    expect(handoff.status).toBe(200);
    expect(handoff.text).not.toContain(token);
    for (const c of handoff.cookies) expect(c).toMatch(/; Secure$/);
    const logout = await send(origin, '/logout', { method: 'POST', headers: { cookie: sessionOf(login.cookies), ...xfp } });
    expect(logout.cookies.map((c) => c.split(';')[0])).toEqual(['ccat=', 'ccat_present=']);
    for (const c of logout.cookies) expect(c).toMatch(/; Secure$/);
  });

  it('ignores X-Forwarded-Proto forged by a peer that is not a trusted proxy', async () => {
    const r = await send(untrustedOrigin, '/api/web/login', { ...loginForm(), headers: { ...FORM, 'x-forwarded-proto': 'https' } });
    expect(r.status).toBe(200);
    expect(r.cookies).toHaveLength(2);
    for (const c of r.cookies) expect(c).not.toMatch(/Secure/i);
  });

  it('when the socket itself is TLS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const { listener } = createApp({ dist: '/nonexistent', api: sandboxApi(), trustProxy: 'none' });
      const tls = createHttps({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => void listener(req, res));
      await new Promise<void>((r) => tls.listen(0, '127.0.0.1', r));
      try {
        const tlsOrigin = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
        const r = await send(tlsOrigin, '/api/web/login', { ...loginForm(), headers: browser(tlsOrigin) });
        expect(r.status).toBe(200);
        expect(r.cookies).toHaveLength(2);
        for (const c of r.cookies) expect(c).toMatch(/; Secure$/);
      } finally {
        await new Promise<void>((r) => tls.close(() => r()));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
