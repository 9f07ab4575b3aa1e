// The production build behind Debian's real nginx with the examples/deploy configuration:
// history fallback, cache headers, precompressed files, CSP and security headers, the API
// proxied to the backend (here the e2e server with its sandbox), and deep routes in Chromium.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { baseURL, phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, loginByRequest, loginFields } from '../support/login';
import { dist, nginxPerFile } from './nginx';
import { shellPicker } from '../../server/shells';
import { cspFor } from '../../server/static';

const s = phoneSession();
const ng = nginxPerFile(() => ({ api: baseURL() }));
let origin = '';
beforeAll(() => {
  origin = ng.origin;
});

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request: no automatic decompression, so the test sees what nginx sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Got> {
  return new Promise((done, fail) => {
    const req = request(origin + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

const manifest = () =>
  JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { entry: string; routes: { path: string; js: string[]; css: string[] }[] };

describe('the build behind nginx (examples/deploy)', () => {
  it('answers a deep route with the shell: never stored, gzip, CSP from the build that reports, security headers', async () => {
    const r = await get('/dashboard/invite', { 'accept-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['content-encoding']).toBe('gzip');
    // the route's own shell (server/shells.ts picks it the same way for the Node server)
    const shell = shellPicker(dist)('/dashboard/invite');
    expect(shell).toMatch(/shells\/\d+\.html$/);
    expect(r.body.equals(readFileSync(shell + '.gz'))).toBe(true);
    // over plain HTTP report-uri only (Chromium ignores Reporting-Endpoints there, and report-to would silence it)
    // outside WeChat the header leaves out the JS-SDK's script origins; WeChat's browser gets them
    const built = readFileSync(join(dist, 'csp.txt'), 'utf8').trim();
    expect(built).toContain('https://res.wx.qq.com');
    expect(r.headers['content-security-policy']).toBe(cspFor(built, false) + '; report-uri /csp-report');
    expect(r.headers['content-security-policy']).not.toContain('wx.qq.com');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const wx = await get('/dashboard/invite', { 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' });
    expect(wx.headers['content-security-policy']).toBe(built + '; report-uri /csp-report');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers.server).toBe('nginx');
  });

  it('gives each landing the shell of its route, in router order, and index.html to an unknown path', async () => {
    const pick = shellPicker(dist);
    for (const path of ['/', '/loan/ABC-1', '/LOAN/abc-1/', '/loan/abc/invest', '/notice', '/dashboard/member/memberCenter']) {
      const r = await get(path);
      expect(pick(path), path).toMatch(/shells\/\d+\.html$/);
      expect(r.body.toString(), path).toBe(readFileSync(pick(path), 'utf8'));
      expect(r.headers['cache-control']).toBe('no-store');
    }
    const unknown = await get('/no/such/screen');
    expect(unknown.body.toString()).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
  });

  it('serves hashed assets immutable and precompressed, and the plain file to a client without gzip', async () => {
    const entry = manifest().entry;
    const gz = await get(entry, { 'accept-encoding': 'gzip, deflate' });
    expect(gz.status).toBe(200);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gz.body.equals(readFileSync(join(dist, entry + '.gz')))).toBe(true);
    const plain = await get(entry);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(join(dist, entry)))).toBe(true);
    expect(plain.headers['content-security-policy']).toBeTruthy();
  });

  it('answers a missing chunk or offline-package file with 404, never the shell, and keeps source maps private', async () => {
    const missing = await get('/assets/c/gone-ABCDEF12.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.body.toString()).not.toContain('route-manifest');
    expect((await get(manifest().entry + '.map')).status).toBe(404);
    // the offline package's folder too: a file it lacks is no shell (the build's own
    // description is there; its signed manifest comes with a release)
    expect((await get('/offline-package/build.json')).status).toBe(200);
    const lacking = await get('/offline-package/gone.tar');
    expect(lacking.status).toBe(404);
    expect(lacking.body.toString()).not.toContain('route-manifest');
  });

  it('proxies the API to the backend, cookies included', async () => {
    const banners = await get('/api/v2/cms/mobileBanners');
    expect(banners.status).toBe(200);
    expect(Array.isArray(JSON.parse(banners.body.toString()))).toBe(true);
    expect(banners.headers['cache-control']).toBe('no-store'); // the backend's own
    const body = new URLSearchParams(loginFields()).toString();
    const login = await get('/api/web/login', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) }, 'POST', body);
    expect(JSON.parse(login.body.toString()).access_token).toMatch(/^\w+$/);
    expect(String(login.headers['set-cookie'])).toContain('HttpOnly');
  });

  it("passes the app's login hand-off from the page's own origin (Host with its port) and refuses others", async () => {
    const form = new URLSearchParams(loginFields(DEMO.newbie)).toString();
    const login = await get('/api/web/login', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(form.length) }, 'POST', form);
    const body = JSON.stringify({ accessToken: JSON.parse(login.body.toString()).access_token });
    const handoff = (origin: string) =>
      get('/api/web/handoff', { 'content-type': 'application/json', 'content-length': String(body.length), origin }, 'POST', body);
    const own = await handoff(origin);
    expect(own.status).toBe(200);
    expect(String(own.headers['set-cookie'])).toContain('HttpOnly');
    expect((await handoff('http://evil.example')).status).toBe(403);
  });

  it('opens a deep route directly and after a reload, in Chromium', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    // a visitor is sent to the login page by the app, not by nginx
    await page.goto(origin + '/dashboard/invite');
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/dashboard/invite');
    await loginByRequest(page.request, DEMO.investor, origin);
    await page.goto(origin + '/dashboard/invite');
    await page.getByText('WANG88', { exact: true }).waitFor();
    await page.getByText('没有更多了').waitFor();
    await page.reload();
    await page.getByText('WANG88', { exact: true }).waitFor();
    await page.getByText('没有更多了').waitFor();
    expect(await page.getByText(origin + '/register?ref=WANG88').count()).toBe(1);
    await shot(page, 'deploy-nginx-invite');
    expect(errors).toEqual([]);
  });

  it('serves the service worker, its offline screen and the offline package to be revalidated, and the worker runs behind it', async () => {
    for (const [path, cache] of [
      ['/sw.js', 'no-cache'],
      ['/offline.html', 'no-cache'],
      ['/offline-package/build.json', 'no-cache'],
      ['/cached-shell.html', 'no-store'],
    ]) {
      const r = await get(path!);
      expect([path, r.status, r.headers['cache-control']]).toEqual([path, 200, cache]);
      expect(r.body.equals(readFileSync(join(dist, path!)))).toBe(true);
    }
    expect((await get('/offline.html')).headers['content-type']).toMatch(/text\/html/);
    // revalidated by ETag; the archive immutable, sent as it is and resumable
    const m = await get('/offline-package/build.json', { 'accept-encoding': 'gzip' });
    expect((await get('/offline-package/build.json', { 'accept-encoding': 'gzip', 'if-none-match': String(m.headers.etag) })).status).toBe(304);
    const name = (JSON.parse(readFileSync(join(dist, 'offline-package/build.json'), 'utf8')) as { archive: string }).archive;
    const whole = await get(`/offline-package/${name}`, { 'accept-encoding': 'gzip' });
    expect([whole.headers['cache-control'], whole.headers['accept-ranges'], whole.headers['content-encoding']]).toEqual([
      'public, max-age=31536000, immutable',
      'bytes',
      undefined,
    ]);
    const part = await get(`/offline-package/${name}`, { range: 'bytes=100-', 'if-range': String(whole.headers.etag) });
    expect([part.status, Buffer.concat([whole.body.subarray(0, 100), part.body]).equals(whole.body)]).toEqual([206, true]);
    expect((await get(`/offline-package/${name}`, { range: `bytes=${whole.body.length}-` })).status).toBe(416);
    // the worker registers, precaches through nginx, and the next open is its
    const page = await s.newPage({ serviceWorkers: 'allow', baseURL: origin });
    await page.goto(origin + '/notice');
    await page.locator('.ct-row').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
    const next = await page.context().newPage();
    const shell: boolean[] = [];
    next.on('response', (r) => r.request().isNavigationRequest() && shell.push(r.fromServiceWorker()));
    await next.goto(origin + '/news');
    await next.locator('.ct-row').first().waitFor();
    expect(shell).toEqual([true]);
  });
});
