// @vitest-environment node
// The proxy in front of a real backend (API_TARGET): paths that could leave the API tree are
// refused, a trusted proxy's X-Forwarded-For chain is kept with the peer appended (anyone
// else's dropped), the backend's answers arrive as they are.
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { backendApi } from '../../server/backend-api';
import { form, raw, stackPerFile, startStack } from './backend-stack';

const s = stackPerFile();

describe('paths', () => {
  it.each([
    '/api/../__sandbox/code?mobile=13800000002',
    '/api/./v2/cms/mobileBanners',
    '/api/v2/..',
    '/api/%2e%2e/__sandbox/reset',
    '/api/%2E%2e/x',
    '/api/.%2e/x',
    '/api/v2%2f..%2f..%2f__sandbox/code',
    '/api/v2/%2F__sandbox',
    '/api/..%5c..%5cx',
    '/api/v2\\..\\..\\x',
    '/api/..;/__sandbox/code',
    '/api/%252e%252e/x',
    '/api/v2//cms',
    '/api/%zz',
    '/api/%00/x',
    '/wx/../logout',
  ])('refuses %s with the 400 envelope, and the backend never sees it', async (path) => {
    const r = await raw(s.app, path, { method: path.includes('reset') ? 'POST' : 'GET' });
    expect(r.status).toBe(400);
    expect(r.json()).toEqual({ success: false, data: null, error: [{ message: 'INVALID_PATH', type: 'proxy', value: null, code: 400 }] });
    expect(s.up.seen).toEqual([]);
  });

  it('sends one canonical spelling of an accepted path', async () => {
    const r = await raw(s.app, '/api/v2/cms/%6dobileBanners?x=%2e%2e');
    expect(r.status).toBe(200);
    expect(s.up.seen.map((x) => x.url)).toEqual(['/api/v2/cms/mobileBanners?x=%2e%2e']);
  });
});

describe('headers', () => {
  it('behind a trusted proxy keeps its X-Forwarded-For chain and appends the peer; its X-Real-IP is the client', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 7.7.7.7', 'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6', 'x-forwarded-host': 'evil.example' };
    // the web layer answers /getClientIp itself (plain text), never the backend; the peer here
    // is loopback, a trusted proxy by default (TRUST_PROXY), so its X-Real-IP is believed
    const r = await raw(s.app, '/getClientIp', { headers });
    expect([r.status, r.headers['content-type'], r.text]).toEqual([200, 'text/plain; charset=utf-8', '6.6.6.6']);
    expect((await raw(s.app, '/getClientIp')).text).toBe('127.0.0.1');
    expect(s.up.seen.find((x) => x.url === '/getClientIp')).toBeUndefined();
    await raw(s.app, '/api/v2/loans/summary', { headers });
    const seen = s.up.seen.find((x) => x.url === '/api/v2/loans/summary')!.headers;
    expect(seen['x-forwarded-for']).toBe('6.6.6.6, 7.7.7.7, 127.0.0.1');
    expect(seen['x-real-ip']).toBe('6.6.6.6');
    // the rest is this hop's own: the standard header and a claimed host are not passed on
    expect(seen.forwarded).toBeUndefined();
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe(s.app.replace('http://', ''));
    expect(seen.host).toBe(s.upstream.replace('http://', ''));
    // no chain: the peer alone
    await raw(s.app, '/api/v2/cms/mobileBanners');
    expect(s.up.seen.find((x) => x.url === '/api/v2/cms/mobileBanners')!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('drops the X-Forwarded-For an untrusted peer claims: the backend sees the socket address', async () => {
    const { server } = createApp({ dist: 'dist', api: backendApi(s.upstream), trustProxy: 'none' });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const app = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const headers = { 'x-forwarded-for': '6.6.6.6, 7.7.7.7', 'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6', 'x-forwarded-proto': 'https' };
      expect((await raw(app, '/getClientIp', { headers })).text).toBe('127.0.0.1');
      await raw(app, '/api/v2/loans/summary', { headers });
      const seen = s.up.seen.find((x) => x.url === '/api/v2/loans/summary')!.headers;
      expect(seen['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen['x-real-ip']).toBe('127.0.0.1');
      expect(seen.forwarded).toBeUndefined();
      expect(seen['x-forwarded-proto']).toBe('http');
    } finally {
      await new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r())));
    }
  });

  it('drops hop-by-hop headers, including those the Connection header names', async () => {
    await raw(s.app, '/api/v2/cms/mobileBanners', {
      headers: { connection: 'keep-alive, x-hop', 'x-hop': 'secret', 'proxy-authorization': 'Basic eA==', te: 'trailers', 'x-end-to-end': 'kept' },
    });
    const seen = s.up.seen.at(-1)!.headers;
    expect(seen['x-hop']).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen.te).toBeUndefined();
    expect(seen['x-end-to-end']).toBe('kept');
  });
});

describe('answers', () => {
  it("passes the backend's error bodies and statuses through unchanged", async () => {
    for (const path of ['/api/v2/user/MYSELF', '/api/v2/no/such/call']) {
      const direct = await raw(s.upstream, path);
      const proxied = await raw(s.app, path);
      expect(proxied.status).toBe(direct.status);
      expect(proxied.text).toBe(direct.text);
    }
    // a registered mobile is HTTP 200 success false in the family (ZPJR MyCallBack.java:28)
    const refused = await raw(s.app, '/api/v2/register/check_mobile', form({ mobile: '13800000002' }));
    expect(refused.status).toBe(200);
    expect(refused.json()).toMatchObject({ success: false, error: [{ message: 'MOBILE_USED' }] });
  });

  it('answers a backend that is not there with the 502 envelope', async () => {
    const down = await startStack({ apiTarget: 'http://127.0.0.1:9' });
    try {
      const r = await raw(down.app, '/api/v2/cms/mobileBanners');
      expect(r.status).toBe(502);
      expect(r.json()).toEqual({ success: false, data: null, error: [{ message: 'COMMUNICATION_ERROR', type: 'proxy', value: null, code: 502 }] });
    } finally {
      await down.close();
    }
  });
});

describe('the sandbox in backend mode', () => {
  it('answers the token only in the body, sets no cookie, and reads ccat or Bearer', async () => {
    const r = await raw(s.upstream, '/api/web/login', form({ loginName: '13800000002', password: 'demo1234' }));
    const token = r.json().access_token as string;
    expect(token).toMatch(/^\w+$/);
    expect(r.cookies).toEqual([]);
    expect((await raw(s.upstream, '/api/v2/user/MYSELF', { headers: { cookie: `ccat=${token}` } })).status).toBe(200);
    expect((await raw(s.upstream, '/api/v2/user/MYSELF', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const out = await raw(s.upstream, '/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.cookies).toEqual([]);
    expect((await raw(s.upstream, '/api/v2/user/MYSELF', { headers: { cookie: `ccat=${token}` } })).status).toBe(401);
  });

  it('has no hand-off of its own (the auth layer offers it)', async () => {
    const r = await raw(s.upstream, '/api/web/handoff', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"accessToken":"x"}' });
    expect(r.status).toBe(404);
  });
});
