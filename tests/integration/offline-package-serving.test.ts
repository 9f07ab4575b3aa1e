// @vitest-environment node
// server/static.ts serving what native hosts and the service worker revalidate or download
// (bridge/CONTRACT.md §10, docs/offline.md), against a build-like folder of its own:
// - the no-cache files (the package's manifest, sw.js, the offline page) carry a strong ETag of
//   their bytes, one per encoding, and If-None-Match answers 304 with no body;
// - an edited manifest is never answered from the build's stale .br/.gz twin;
// - the package's version-named files (archives, patches) go as they are, immutable, with byte
//   ranges: a download broken off resumes to the exact bytes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { send } from './server-http';
import { close, listen } from '../support/sandbox';

const MANIFEST = '/offline-package/manifest.json';
const ARCHIVE = '/offline-package/h5-1de956553752.tar.gz';
const PATCH = '/offline-package/h5-0a1b2c3d4e5f-1de956553752.patch';
/** a package file of a compressible type: still sent as it is */
const PATCH_INDEX = '/offline-package/h5-0a1b2c3d4e5f-1de956553752.json';
/** rewritten by every build under the same name: no archive */
const BUILD_JSON = '/offline-package/build.json';
const manifestOf = (version: string) =>
  JSON.stringify({
    format: 1,
    version,
    files: Array.from({ length: 40 }, (_, i) => ({ path: `/assets/c/p-${i}.js`, size: 100 + i })),
    archive: `h5-${version}.tar.gz`,
  });
const V1 = manifestOf('1de956553752');
const V2 = manifestOf('9f91ecef4683');
// incompressible, and large enough that a download can be broken off halfway
const archive = randomBytes(3 * 1024 * 1024 + 17);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let dist = '';
let server: Server;
let origin = '';

/** Writes a file of the build (with its .gz/.br as the build writes them), its mtime `age` seconds ago. */
function put(rel: string, content: string | Buffer, o: { twins?: boolean; age?: number } = {}) {
  const file = join(dist, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  if (o.twins) {
    writeFileSync(file + '.gz', gzipSync(content, { level: 9 }));
    writeFileSync(file + '.br', brotliCompressSync(content));
  }
  for (const f of o.twins ? [file, file + '.gz', file + '.br'] : [file]) ageBy(f, o.age ?? 60);
}
const ageBy = (file: string, seconds: number) => utimesSync(file, new Date(Date.now() - seconds * 1000), new Date(Date.now() - seconds * 1000));
const file = (rel: string) => join(dist, rel);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'h5-offline-serving-'));
  put('index.html', `<!doctype html><html><body>${'<!-- shell -->'.repeat(100)}</body></html>`, { twins: true });
  put('csp.txt', "default-src 'self'\n");
  put('sw.js', `self.addEventListener('fetch', () => {}); // ${'worker '.repeat(300)}`, { twins: true });
  put('offline.html', `<!doctype html><p>${'网络未连接 '.repeat(200)}</p>`, { twins: true });
  put('offline.css', `p { color: #333; } /* ${'css '.repeat(400)} */`, { twins: true });
  put('offline.js', `document.querySelector('a'); // ${'js '.repeat(400)}`, { twins: true });
  put('assets/boot-AB12CD34.js', `console.log(${JSON.stringify('运行时 '.repeat(400))});`, { twins: true });
  put(MANIFEST, V1, { twins: true });
  put(ARCHIVE, archive);
  put(PATCH, archive.subarray(0, 5000));
  put(PATCH_INDEX, JSON.stringify({ from: '0a1b2c3d4e5f', to: '1de956553752', pad: 'x'.repeat(4000) }));
  put(BUILD_JSON, JSON.stringify({ version: '1de956553752', pad: 'b'.repeat(4000) }), { twins: true });
  ({ server } = createApp({ dist, api: sandboxApi() }));
  origin = await listen(server);
});
afterAll(async () => {
  await close(server);
  rmSync(dist, { recursive: true, force: true });
});

const BR = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP = { 'accept-encoding': 'gzip' };
const IDENTITY = { 'accept-encoding': 'identity' };

describe('no-cache files: revalidated by ETag', () => {
  it.each([MANIFEST, '/sw.js', '/offline.html', '/offline.css', '/offline.js'])(
    '%s has a strong ETag, and If-None-Match with it is a 304 without a body',
    async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const first = await send(origin, path, { method, headers: BR });
        expect(first.status).toBe(200);
        expect(first.headers['cache-control']).toBe('no-cache');
        expect(first.headers.etag).toMatch(/^"[\w-]{16}-br"$/);
        const again = await send(origin, path, { method, headers: { ...BR, 'if-none-match': first.headers.etag! } });
        expect(again.status).toBe(304);
        expect(again.raw.length).toBe(0);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(again.headers['cache-control']).toBe('no-cache');
        expect(again.headers.vary).toBe('Accept-Encoding');
        expect(again.headers['content-length']).toBeUndefined();
      }
    },
  );

  it('the ETag is the bytes of each encoding: br, gzip and identity differ, and one never answers 304 for another', async () => {
    const tags = await Promise.all([BR, GZIP, IDENTITY].map(async (headers) => (await send(origin, MANIFEST, { headers })).headers.etag!));
    const hash = tags[2]!.slice(1, -1);
    expect(tags).toEqual([`"${hash}-br"`, `"${hash}-gz"`, `"${hash}"`]);
    const brAsked = await send(origin, MANIFEST, { headers: { ...IDENTITY, 'if-none-match': tags[0]! } });
    expect(brAsked.status).toBe(200);
    expect(brAsked.text).toBe(V1);
  });

  it('If-None-Match matches by weak comparison, in a list, and `*`; any other tag gets the file', async () => {
    const tag = (await send(origin, MANIFEST, { headers: GZIP })).headers.etag!;
    for (const inm of [`"nope", ${tag}`, `W/${tag}`, '*'])
      expect((await send(origin, MANIFEST, { headers: { ...GZIP, 'if-none-match': inm } })).status).toBe(304);
    const other = await send(origin, MANIFEST, { headers: { ...GZIP, 'if-none-match': '"AAAAAAAAAAAAAAAA-gz"' } });
    expect(other.status).toBe(200);
    expect(other.text).toBe(V1);
  });

  it('hashed assets (their name is their version) and the never-stored shell carry none', async () => {
    for (const path of ['/assets/boot-AB12CD34.js', '/', '/loan/12']) expect((await send(origin, path, { headers: BR })).headers.etag).toBeUndefined();
  });
});

describe('an edited manifest: never its stale twin', () => {
  // the build's manifest and twins again (an hour old) before each edit
  beforeEach(() => put(MANIFEST, V1, { twins: true, age: 3600 }));

  it('after an edit (newer mtime) br, gzip and identity clients all get the new bytes, under a new ETag', async () => {
    const before = await send(origin, MANIFEST, { headers: BR });
    expect(before.raw.equals(readFileSync(file(MANIFEST + '.br')))).toBe(true); // the build's twin while it holds
    writeFileSync(file(MANIFEST), V2); // the twins stay as the build left them
    for (const headers of [BR, GZIP, IDENTITY]) {
      const r = await send(origin, MANIFEST, { headers });
      expect([r.status, r.text]).toEqual([200, V2]);
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers.etag).not.toBe(before.headers.etag);
      // a cache holding the old manifest asks with the old tag: it gets the new one
      const revalidated = await send(origin, MANIFEST, { headers: { ...headers, 'if-none-match': before.headers.etag! } });
      expect([revalidated.status, revalidated.text]).toEqual([200, V2]);
    }
    // compressed on the fly: a weak tag, still revalidated by If-None-Match
    const br = await send(origin, MANIFEST, { headers: BR });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/^W\/"[\w-]{16}-br"$/);
    expect((await send(origin, MANIFEST, { headers: { ...BR, 'if-none-match': br.headers.etag! } })).status).toBe(304);
  });

  it('nor when the edit kept an old mtime (cp -p, rsync -t) and the twins look newer', async () => {
    writeFileSync(file(MANIFEST), V2);
    ageBy(file(MANIFEST), 7200);
    for (const headers of [BR, GZIP, IDENTITY]) expect((await send(origin, MANIFEST, { headers })).text).toBe(V2);
  });

  it('twins that hold the current bytes are used whatever their mtime (a deploy copies files in any order)', async () => {
    ageBy(file(MANIFEST + '.br'), 7200);
    const r = await send(origin, MANIFEST, { headers: BR });
    expect(r.raw.equals(readFileSync(file(MANIFEST + '.br')))).toBe(true);
    expect(r.headers.etag).toMatch(/^"[\w-]{16}-br"$/);
  });

  it('a hashed asset rewritten after its twins is compressed on the fly, not answered from a twin', async () => {
    const asset = 'assets/edited-EF56GH78.js';
    put(asset, `console.log(${JSON.stringify('旧 '.repeat(600))});`, { twins: true });
    const edited = `console.log(${JSON.stringify('新 '.repeat(600))});`;
    writeFileSync(file(asset), edited);
    const r = await send(origin, '/' + asset, { headers: BR });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.text).toBe(edited);
  });
});

/** A GET of the archive broken off after at least `bytes` bytes: what arrived, and the ETag. */
function brokenDownload(path: string, bytes: number) {
  return new Promise<{ got: Buffer; etag: string }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const req = request(origin + path, (res) => {
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        length += c.length;
        if (length >= bytes) {
          req.destroy();
          resolve({ got: Buffer.concat(chunks), etag: String(res.headers.etag) });
        }
      });
    });
    req.on('error', (e) => length < bytes && reject(e));
    req.end();
  });
}

describe('package archives: resumable with Range', () => {
  beforeAll(() => put(MANIFEST, V1, { twins: true }));
  const size = archive.length;
  const range = (path: string, headers: Record<string, string>, method = 'GET') => send(origin, path, { method, headers: { ...BR, ...headers } });

  it('go as they are (gzip already), immutable, with Accept-Ranges and a strong ETag', async () => {
    for (const path of [ARCHIVE, PATCH, PATCH_INDEX]) {
      const r = await send(origin, path, { headers: BR });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['accept-ranges']).toBe('bytes');
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary).toBeUndefined();
      expect(r.headers.etag).toMatch(/^"[\w-]{16}"$/);
      expect(r.raw.equals(readFileSync(file(path)))).toBe(true);
      expect(Number(r.headers['content-length'])).toBe(r.raw.length);
    }
    expect((await send(origin, ARCHIVE, { headers: { 'if-none-match': (await send(origin, ARCHIVE)).headers.etag! } })).status).toBe(304);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, size - 1],
    ['bytes=-500', size - 500, size - 1],
    [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    [`bytes=-${size * 2}`, 0, size - 1],
    ['BYTES = 5-5', 5, 5],
  ])('Range: %s is a 206 with exactly those bytes', async (header, start, end) => {
    const r = await range(ARCHIVE, { range: header });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(Number(r.headers['content-length'])).toBe(end - start + 1);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.raw.equals(archive.subarray(start, end + 1))).toBe(true);
  });

  it.each([`bytes=${size}-`, `bytes=${size + 5}-${size + 9}`, 'bytes=-0', 'bytes=9-5'])('Range: %s cannot be satisfied: 416 with the size', async (header) => {
    const r = await range(ARCHIVE, { range: header });
    expect(r.status).toBe(416);
    expect(r.headers['content-range']).toBe(`bytes */${size}`);
    expect(r.raw.includes(archive.subarray(0, 64))).toBe(false);
  });

  it.each(['bytes=0-9, 20-29', 'bytes=0-9,-5', 'items=0-9', 'bytes=abc', 'bytes=-'])(
    'Range: %s (several ranges, or not byte ranges) gets the whole file',
    async (header) => {
      const r = await range(ARCHIVE, { range: header });
      expect(r.status).toBe(200);
      expect(r.raw.equals(archive)).toBe(true);
    },
  );

  it('If-Range with the current ETag honours the range; an old tag, a weak one or a date gets the whole file', async () => {
    const etag = (await send(origin, ARCHIVE, { method: 'HEAD' })).headers.etag!;
    const honoured = await range(ARCHIVE, { range: 'bytes=10-19', 'if-range': etag });
    expect([honoured.status, honoured.raw.equals(archive.subarray(10, 20))]).toEqual([206, true]);
    for (const ifRange of ['"AAAAAAAAAAAAAAAA"', `W/${etag}`, new Date().toUTCString()]) {
      const whole = await range(ARCHIVE, { range: 'bytes=10-19', 'if-range': ifRange });
      expect([whole.status, whole.headers['content-range'], whole.raw.equals(archive)]).toEqual([200, undefined, true]);
    }
  });

  it('HEAD with a Range answers the whole file’s headers, without a body', async () => {
    const r = await range(ARCHIVE, { range: 'bytes=0-9' }, 'HEAD');
    expect([r.status, r.headers['content-length'], r.raw.length]).toEqual([200, String(size), 0]);
  });

  it('a download broken off halfway resumes to the exact bytes of the archive', async () => {
    const first = await brokenDownload(ARCHIVE, size / 3);
    expect(first.got.length).toBeLessThan(size);
    const rest = await range(ARCHIVE, { range: `bytes=${first.got.length}-`, 'if-range': first.etag });
    expect(rest.status).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${first.got.length}-${size - 1}/${size}`);
    expect(sha(Buffer.concat([first.got, rest.raw]))).toBe(sha(archive));
  });

  it('a file of the folder not named for a version is no archive: no ranges, revalidated (the manifest, build.json, their twins)', async () => {
    const r = await range(MANIFEST, { range: 'bytes=0-9' });
    expect([r.status, r.headers['accept-ranges'], r.headers['cache-control'], r.text]).toEqual([200, undefined, 'no-cache', V1]);
    for (const path of [BUILD_JSON, MANIFEST + '.gz']) {
      const other = await range(path, { range: 'bytes=0-9' });
      expect([other.status, other.headers['cache-control'], other.headers['accept-ranges']]).toEqual([200, 'no-cache', undefined]);
      expect(other.headers.etag).toMatch(/^"[\w-]{16}(-br)?"$/);
    }
  });
});
