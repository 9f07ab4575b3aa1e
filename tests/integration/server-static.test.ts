// @vitest-environment node
// server/static.ts over HTTP against a small build of its own: cache headers (the shell
// no-store, hashed assets immutable), the CSP as a header that reports, source maps never
// served, the build's reports never served, text compressed (the build's .br/.gz when smaller,
// else on the fly), images not. ETags, stale twins and the offline package's byte ranges:
// offline-package-serving.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { send } from './server-http';
import { close, listen } from '../support/sandbox';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'self'";
const shell = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>H5</title></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;
const entry = `console.log(${JSON.stringify('运行时 '.repeat(400))});`;
const publicJson = JSON.stringify({ routes: Array.from({ length: 60 }, (_, i) => ({ path: `/route/${i}`, js: [`/assets/c/page-${i}.js`] })) });

let dist = '';
let server: Server;
let origin = '';

function put(rel: string, content: string | Buffer, variants = true) {
  const file = join(dist, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  if (variants) {
    writeFileSync(file + '.gz', gzipSync(content, { level: 9 }));
    writeFileSync(file + '.br', brotliCompressSync(content));
  }
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'h5-static-'));
  put('index.html', shell);
  put('csp.txt', CSP + '\n');
  put('assets/boot-AB12CD34.js', entry);
  put('assets/boot-AB12CD34.js.map', JSON.stringify({ version: 3, sourcesContent: ['secret source'] }), false);
  put('assets/app-AB12CD34.css.map', '{}', false);
  put('assets/c/empty-EF56GH78.js', ''); // an empty chunk: its .br and .gz are bigger than it
  put('assets/a/icon-IJ90KL12.png', Buffer.alloc(4096, 7), false);
  put('offline-package/manifest.json', JSON.stringify({ format: 1 }), false);
  put('regions.json', publicJson, false); // a public file without variants: compressed on the fly
  // the build's reports and server inputs: read from the folder, never served
  put('manifest.json', publicJson);
  put('budget-report.json', JSON.stringify({ floor: 1, routes: [] }));
  put('shells.json', JSON.stringify([]));
  ({ server } = createApp({ dist, api: sandboxApi() }));
  origin = await listen(server);
});
afterAll(async () => {
  await close(server);
  rmSync(dist, { recursive: true, force: true });
});

describe('the shell', () => {
  it('is no-store (back after logout never shows a cached page) and carries a reporting CSP header', async () => {
    for (const path of ['/', '/dashboard/invite', '/loan/12?from=app', '/index.html']) {
      const r = await send(origin, path);
      expect(r.status).toBe(200);
      expect(r.text).toBe(shell);
      expect(r.headers['cache-control']).toBe('no-store');
      // never stored, so never revalidated
      expect(r.headers.etag).toBeUndefined();
      // over plain HTTP Chromium ignores Reporting-Endpoints, and report-to would silence report-uri
      expect(r.headers['content-security-policy']).toBe(`${CSP}; report-uri /csp-report`);
      expect(r.headers['reporting-endpoints']).toBeUndefined();
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('names the Reporting API endpoint too when the request came over HTTPS', async () => {
    const r = await send(origin, '/dashboard', { headers: { 'x-forwarded-proto': 'https' } });
    expect(r.headers['content-security-policy']).toBe(`${CSP}; report-uri /csp-report; report-to csp`);
    expect(r.headers['reporting-endpoints']).toBe('csp="/csp-report"');
  });

  it("is the build's brotli file for a browser, gzip for a client without brotli, plain otherwise", async () => {
    const br = await send(origin, '/list', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    // the shell's CSP also depends on the browser (WeChat or not)
    expect(br.headers.vary).toBe('Accept-Encoding, User-Agent');
    expect(br.raw.equals(brotliCompressSync(shell))).toBe(true);
    expect(br.text).toBe(shell);
    const gz = await send(origin, '/list', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(shell);
    const plain = await send(origin, '/list', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(shell);
  });

  it('is what a path that does not percent-decode gets (the client router judges it), never a 500', async () => {
    const r = await send(origin, '/loan/%E0%A4%A');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
  });
});

describe('assets', () => {
  it('are immutable, precompressed, with a length', async () => {
    const r = await send(origin, '/assets/boot-AB12CD34.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the name is the version: nothing to revalidate
    expect(r.headers.etag).toBeUndefined();
    expect(r.headers['content-encoding']).toBe('br');
    expect(Number(r.headers['content-length'])).toBe(r.raw.length);
    expect(r.text).toBe(entry);
  });

  it('an empty chunk goes as it is: its compressed forms are bigger', async () => {
    const r = await send(origin, '/assets/c/empty-EF56GH78.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.raw.length).toBe(0);
  });

  it('images are not compressed again', async () => {
    const r = await send(origin, '/assets/a/icon-IJ90KL12.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.raw.length).toBe(4096);
  });

  it('a missing or undecodable asset, or a file the offline package lacks, is a 404, never the shell', async () => {
    expect((await send(origin, '/offline-package/manifest.json')).status).toBe(200);
    for (const path of ['/assets/c/gone-ZZZZ.js', '/assets/%E0%A4%A.js', '/offline-package/gone.tar', '/offline-package/']) {
      const r = await send(origin, path);
      expect(r.status).toBe(404);
      expect(r.text).not.toContain('<html');
    }
  });
});

describe('source maps', () => {
  it.each([
    '/assets/boot-AB12CD34.js.map',
    '/assets/app-AB12CD34.css.map',
    '/assets/boot-AB12CD34.js.%6dap',
    '/assets/BOOT-AB12CD34.JS.MAP',
    '/assets/boot-AB12CD34.js.map.gz',
    '/anything.map',
  ])('%s is a 404 (kept in the build for error tracking, never served)', async (path) => {
    const r = await send(origin, path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.status).toBe(404);
    expect(r.text).not.toContain('secret source');
    expect(r.text).not.toContain('<html');
  });
});

describe('other files of the build', () => {
  it('a text file without variants is compressed on the fly, and decodes to the same JSON', async () => {
    const br = await send(origin, '/regions.json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    // zlib promises no byte-equal output across versions: a weak tag, with the coding
    expect(br.headers.etag).toMatch(/^W\/"[\w-]{16}-br"$/);
    expect(br.raw.length).toBeLessThan(publicJson.length / 3);
    expect(br.json()).toEqual(JSON.parse(publicJson));
    const gz = await send(origin, '/regions.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.json()).toEqual(JSON.parse(publicJson));
  });

  it.each([
    '/budget-report.json',
    '/budget-report.json.gz',
    '/budget-report.json.br',
    '/manifest.json',
    '/manifest.json.gz',
    '/manifest.json.br',
    '/csp.txt',
    '/csp.txt.gz',
    '/csp.txt.br',
    '/shells.json',
    '/CSP.TXT',
    '/assets/../manifest.json',
    '/%63sp.txt',
  ])('the build report %s is a 404, never the file and never the shell', async (path) => {
    for (const encoding of ['br, gzip', 'identity']) {
      const r = await send(origin, path, { headers: { 'accept-encoding': encoding } });
      expect(r.status).toBe(404);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.text).toBe('Not found');
    }
  });

  it('the server still reads the CSP from the build folder for its header', async () => {
    const r = await send(origin, '/');
    expect(r.headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const r = await send(origin, '/assets/boot-AB12CD34.js', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.raw.length).toBe(0);
  });
});
