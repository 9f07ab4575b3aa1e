// @vitest-environment node
// The app server in front of a real backend (API_TARGET): the backend's encoding passes
// through untouched, API answers are no-store and nosniff whatever the backend said, and the
// auth layer's cookies are Secure only when a trusted proxy says HTTPS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { createApp } from '../../server/app';
import { backendApi } from '../../server/backend-api';
import { createUpstream, type Upstream } from '../backend/upstream';
import { loginForm, send } from './server-http';
import { close, listen } from '../support/sandbox';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const payload = JSON.stringify({ success: true, data: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `公告 ${i}` })), error: [] });
const compressed = brotliCompressSync(payload);

let fake: Server; // a backend that caches, compresses and omits nosniff
let up: Upstream; // the sandbox in backend mode
const servers: Server[] = [];
let viaFake = '';
let viaSandbox = '';
let viaSandboxUntrusted = '';

beforeAll(async () => {
  fake = createServer((req, res) => {
    const br = /\bbr\b/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=600',
      vary: 'Accept-Encoding',
      ...(br ? { 'content-encoding': 'br' } : {}),
    });
    res.end(br ? compressed : payload);
  });
  const fakeURL = await listen(fake);
  up = createUpstream();
  const upURL = await listen(up.server);
  const a = createApp({ dist: '/nonexistent', api: backendApi(fakeURL) });
  const b = createApp({ dist: '/nonexistent', api: backendApi(upURL) });
  const c = createApp({ dist: '/nonexistent', api: backendApi(upURL), trustProxy: '192.0.2.1' });
  servers.push(a.server, b.server, c.server);
  [viaFake, viaSandbox, viaSandboxUntrusted] = (await Promise.all(servers.map(listen))) as [string, string, string];
});
afterAll(() => Promise.all([fake, up.server, ...servers].map(close)));

describe('proxied API answers', () => {
  it("pass the backend's brotli body through byte for byte, with its Vary", async () => {
    const r = await send(viaFake, '/api/v2/cms/notices', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.raw.equals(compressed)).toBe(true);
    expect(r.json()).toEqual(JSON.parse(payload));
  });

  it('are never cached or sniffed, whatever the backend said', async () => {
    const r = await send(viaFake, '/api/v2/cms/notices');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.text).toBe(payload);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it("keep the sandbox backend's own compression too (the proxy adds none of its own)", async () => {
    const r = await send(viaSandbox, '/api/v2/creditassign/list/filter?currentPage=0&pageSize=50', { headers: { 'accept-encoding': 'br' } });
    expect(r.headers['content-encoding']).toBe('br');
    const direct = await send(viaSandbox, '/api/v2/creditassign/list/filter?currentPage=0&pageSize=50');
    expect(r.json()).toEqual(direct.json());
  });

  it("the proxy's own refusals and the auth layer's answers carry the same headers", async () => {
    const bad = await send(viaSandbox, '/api/v2/loan/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: [{ message: 'INVALID_PATH' }] });
    const login = await send(viaSandbox, '/api/web/login', { ...loginForm(), headers: FORM });
    const logout = await send(viaSandbox, '/logout', { method: 'POST' });
    for (const r of [bad, login, logout]) {
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('the auth layer', () => {
  it('keeps the token out of the login body, for a browser and for anyone else', async () => {
    for (const headers of [FORM, { ...FORM, origin: viaSandbox, 'sec-fetch-site': 'same-origin' }]) {
      const r = await send(viaSandbox, '/api/web/login', { ...loginForm(), headers });
      expect(r.status).toBe(200);
      expect(r.text).not.toContain('access_token');
      expect(r.cookies[0]).toMatch(/^ccat=\w+;.*HttpOnly/);
    }
  });

  it('sets Secure when a trusted proxy says HTTPS, and ignores the claim from any other peer', async () => {
    const headers = { ...FORM, 'x-forwarded-proto': 'https' };
    const trusted = await send(viaSandbox, '/api/web/login', { ...loginForm(), headers });
    for (const c of trusted.cookies) expect(c).toMatch(/; Secure$/);
    const forged = await send(viaSandboxUntrusted, '/api/web/login', { ...loginForm(), headers });
    expect(forged.status).toBe(200);
    expect(forged.cookies).toHaveLength(2);
    for (const c of forged.cookies) expect(c).not.toMatch(/Secure/i);
    // nor does the backend hear it
    const seen = up.seen.filter((s) => s.url === '/api/web/login').at(-1)!;
    expect(seen.headers['x-forwarded-proto']).toBe('http');
  });
});
