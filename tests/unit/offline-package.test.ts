// The offline package (scripts/build/offline-package.ts): what it lists, that identical builds
// give the same version and bytes, that the archive holds exactly the listed files, and that
// the simulator's installer (examples/native-host/offline-package.ts) refuses anything else.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tar, writeOfflinePackage, type OfflineManifest, type PackageBuild } from '../../scripts/build/offline-package';
import { releasePackage } from '../../scripts/build/release';
import { testKeys } from '../support/release-keys';
import { createPackageHost, verifyPackage } from '../../examples/native-host/offline-package';
import { untar } from '../../examples/native-host/untar';
import { compile } from '../../runtime/router/match';
import { CSP, fakeBuild } from '../support/package-build';

const re = (path: string) => compile(path)[0];
import { packageDiff } from '../../scripts/package-diff';
import { nextBuild } from '../../scripts/next-build';

const tmp = mkdtempSync(join(tmpdir(), 'offline-package-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const archiveOf = (dir: string, m: PackageBuild) => readFileSync(join(dir, 'offline-package', m.archive));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('writeOfflinePackage', () => {
  const dir = join(tmp, 'a');
  beforeEach(() => void fakeBuild(dir));

  it('lists every file a page can load, with its sha256, size and type, and nothing else', () => {
    const m = writeOfflinePackage(dir);
    expect(m.files.map((f) => f.path)).toEqual([
      '/assets/a/icon-DDDD.png',
      '/assets/app-BBBB.css',
      '/assets/boot-AAAA.js',
      '/assets/c/chunk-CCCC.js',
      '/assets/route-map-EEEE.js',
      '/cached-shell.html',
      '/index.html',
    ]);
    for (const f of m.files) {
      const data = readFileSync(join(dir, f.path));
      expect(f.sha256).toBe(sha(data));
      expect(f.size).toBe(data.length);
    }
    expect(m.files.find((f) => f.path.endsWith('.css'))!.type).toBe('text/css; charset=utf-8');
    expect(m.files.find((f) => f.path.endsWith('.png'))!.type).toBe('image/png');
    // from the phone one shell, the one with the whole route map, serves every route
    // (the pattern compiled as the page's router compiled it: a host runs `re`, compiling nothing)
    expect(m.routes).toEqual([
      { pattern: '/', re: re('/'), shell: '/cached-shell.html' },
      { pattern: '/loan/:id', re: re('/loan/:id'), shell: '/cached-shell.html' },
    ]);
    expect(m.fallback).toBe('/cached-shell.html');
    expect(m.csp).toBe(CSP);
    // the app's WebView is not WeChat and our origin is https
    expect(m.htmlHeaders['content-security-policy']).toContain('report-to csp');
    expect(m.htmlHeaders['content-security-policy']).not.toContain('res.wx.qq.com');
    expect(m.archiveSize).toBe(archiveOf(dir, m).length);
    expect(m.archiveSha256).toBe(sha(archiveOf(dir, m)));
    // the description on disk is the one returned; no manifest until a release signs it
    expect(JSON.parse(readFileSync(join(dir, 'offline-package/build.json'), 'utf8'))).toEqual(m);
    expect(existsSync(join(dir, 'offline-package/manifest.json'))).toBe(false);
  });

  it('takes the service worker and its offline screen when the build has them', () => {
    fakeBuild(dir, { 'offline.html': '<p>离线</p>', 'offline.css': 'p{margin:0}', 'sw.js': 'self.addEventListener("fetch", () => {})' });
    const paths = writeOfflinePackage(dir).files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['/offline.html', '/offline.css', '/sw.js']));
  });

  it('gives identical builds the same version and archive bytes, and any change a new version', () => {
    const first = writeOfflinePackage(dir);
    const bytes = archiveOf(dir, first);
    const copy = join(tmp, 'copy');
    rmSync(copy, { recursive: true, force: true });
    cpSync(dir, copy, { recursive: true });
    const again = writeOfflinePackage(copy);
    expect(again.version).toBe(first.version);
    expect(archiveOf(copy, again).equals(bytes)).toBe(true);

    writeFileSync(join(copy, 'assets/app-BBBB.css'), 'body{margin:1px}');
    const changed = writeOfflinePackage(copy);
    expect(changed.version).not.toBe(first.version);
    expect(changed.archive).toBe(`h5-${changed.version}.tar.gz`);
  });

  it('packs exactly the listed files, as a ustar archive with fixed owner and time', () => {
    const m = writeOfflinePackage(dir);
    const raw = gunzipSync(archiveOf(dir, m));
    const files = untar(raw);
    expect([...files.keys()].sort()).toEqual(m.files.map((f) => f.path.slice(1)).sort());
    for (const f of m.files) expect(files.get(f.path.slice(1))!.equals(readFileSync(join(dir, f.path)))).toBe(true);
    // the first header: mode 0644, uid/gid 0, mtime 0, ustar magic
    expect(raw.subarray(100, 107).toString()).toBe('0000644');
    expect(raw.subarray(108, 115).toString()).toBe('0000000');
    expect(raw.subarray(136, 147).toString()).toBe('00000000000');
    expect(raw.subarray(257, 262).toString()).toBe('ustar');
  });

  it('splits a path longer than 100 bytes into prefix and name', () => {
    const long = `assets/${'d'.repeat(80)}/${'f'.repeat(60)}.js`;
    const files = untar(tar([{ name: long, data: Buffer.from('x') }]));
    expect([...files.keys()]).toEqual([long]);
  });
});

describe('the installer (examples/native-host)', () => {
  const dir = join(tmp, 'b');
  let m: OfflineManifest;
  let archive: Buffer;
  const keys = testKeys();
  const manifestText = () => readFileSync(join(dir, 'offline-package/manifest.json'));
  beforeEach(() => {
    fakeBuild(dir);
    writeOfflinePackage(dir);
    m = releasePackage(dir, { ...keys.release, sequence: 1 }) as OfflineManifest;
    archive = archiveOf(dir, m);
  });
  /** the manifest an attacker who also changed the archive would write: only the files' checks are left */
  const agreeing = (bytes: Buffer) => ({ ...m, archiveSize: bytes.length, archiveSha256: sha(bytes) });

  /** The archive rebuilt with one entry's bytes replaced. */
  const tampered = (name: string, data: Buffer) => {
    const files = untar(gunzipSync(archive));
    files.set(name, data);
    return gzipSync(tar([...files].map(([n, d]) => ({ name: n, data: d }))));
  };

  it('installs a package that matches its manifest', () => {
    const p = verifyPackage(m, archive);
    expect(p.version).toBe(m.version);
    expect(p.files.get('/assets/boot-AAAA.js')!.data.toString()).toBe('console.log("boot")');
  });

  it('rejects a file whose bytes differ, even at the same size', () => {
    const bad = tampered('assets/boot-AAAA.js', Buffer.from('console.log("BOOT")'));
    expect(() => verifyPackage({ ...m, archiveSize: bad.length }, bad)).toThrow(/archive: sha256/);
    expect(() => verifyPackage(agreeing(bad), bad)).toThrow(/boot-AAAA.js: sha256/);
  });

  it('rejects a file of another size, a missing file and a file the manifest does not list', () => {
    const longer = tampered('assets/app-BBBB.css', Buffer.from('body{margin:0;padding:0}'));
    expect(() => verifyPackage(agreeing(longer), longer)).toThrow(/bytes/);
    const extra = tampered('assets/evil.js', Buffer.from('alert(1)'));
    expect(() => verifyPackage(agreeing(extra), extra)).toThrow(/does not list/);
    const short = { ...m, files: [...m.files, { path: '/assets/gone.js', sha256: '0', size: 1, type: 'text/javascript' }] };
    expect(() => verifyPackage(short, archive)).toThrow(/missing/);
  });

  it('rejects an archive cut short or of another size than the manifest says', () => {
    expect(() => verifyPackage(m, archive.subarray(0, archive.length - 10))).toThrow();
  });

  it('keeps the installed package when a new one fails its checks, and takes the next good one', async () => {
    const served: Record<string, Buffer> = {};
    const host = createPackageHost(async (path) => (served[path] ? new Response(new Uint8Array(served[path])) : new Response('no', { status: 404 })), {
      app: keys.app,
    });
    expect((await host.check()).status).toBe('unavailable');
    served['/offline-package/manifest.json'] = manifestText();
    served[`/offline-package/${m.archive}`] = archive;
    expect(await host.check()).toMatchObject({ status: 'installed', version: m.version, via: 'archive' });
    expect((await host.check()).status).toBe('current');

    // a new version whose archive was altered on the way
    fakeBuild(dir, { 'assets/boot-AAAA.js': 'console.log("two")' });
    writeOfflinePackage(dir);
    const next = releasePackage(dir, { ...keys.release, sequence: 2 }) as OfflineManifest;
    served['/offline-package/manifest.json'] = manifestText();
    const bad = tampered('assets/boot-AAAA.js', Buffer.from('console.log("TWO")'));
    served[`/offline-package/${next.archive}`] = bad;
    const r = await host.check();
    expect(r.status).toBe('rejected');
    expect(host.installed()).toBe(m.version);
    expect(host.answer('GET', '/assets/boot-AAAA.js', false)!.data.toString()).toBe('console.log("boot")');

    served[`/offline-package/${next.archive}`] = archiveOf(dir, next);
    expect(await host.check()).toMatchObject({ status: 'installed', version: next.version });
  });

  it('answers listed GETs and navigations from the package, everything else from the network', async () => {
    const text = manifestText();
    const host = createPackageHost(async (path) => new Response(new Uint8Array(path.endsWith('manifest.json') ? text : archive)), { app: keys.app });
    await host.check();
    expect(host.answer('GET', '/assets/c/chunk-CCCC.js', false)).toMatchObject({ version: m.version, html: false });
    expect(host.answer('GET', '/loan/12', true)).toMatchObject({ file: '/cached-shell.html', html: true });
    expect(host.answer('GET', '/', true)).toMatchObject({ file: '/cached-shell.html' });
    expect(host.answer('GET', '/no/such/route', true)).toMatchObject({ file: '/cached-shell.html' });
    // not a navigation, not listed, not a GET, or the server's own paths: the network
    expect(host.answer('GET', '/loan/12', false)).toBeNull();
    expect(host.answer('GET', '/assets/missing-ZZZZ.js', false)).toBeNull();
    expect(host.answer('POST', '/assets/boot-AAAA.js', false)).toBeNull();
    expect(host.answer('GET', '/api/v2/loans', true)).toBeNull();
    expect(host.answer('GET', '/logout', true)).toBeNull();
    expect(host.stats()).toMatchObject({ package: 4, network: 5 });
  });
});

describe('package-diff', () => {
  it('counts what changed, was added and removed, against the whole archive', () => {
    const a = writeOfflinePackage(fakeBuild(join(tmp, 'd1')));
    const dir = fakeBuild(join(tmp, 'd2'), { 'assets/app-BBBB.css': 'body{margin:2px}', 'assets/new-FFFF.js': 'export {}' });
    rmSync(join(dir, 'assets/route-map-EEEE.js'));
    const b = writeOfflinePackage(dir);
    const d = packageDiff(a, b, dir);
    expect(d.changed.map((f) => f.path)).toEqual(['/assets/app-BBBB.css']);
    expect(d.added.map((f) => f.path)).toEqual(['/assets/new-FFFF.js']);
    expect(d.removed.map((f) => f.path)).toEqual(['/assets/route-map-EEEE.js']);
    expect(d.raw).toBe('body{margin:2px}'.length + 'export {}'.length);
    expect(d.gzip).toBeGreaterThan(0);
    expect(d.archive).toBe(b.archiveSize);
    expect(d.unchanged).toBe(b.files.length - 2);
    expect(packageDiff(a, a).raw).toBe(0);
  });
});

describe('next-build', () => {
  it('makes the next build’s offline package from its changed files: new names, their hashes, a new version', () => {
    const from = fakeBuild(join(tmp, 'next-from'), {
      'sw.js': 'const b={v:"aaaaaaaaaaaa"};',
      'assets/notice-list-ABCDEFGH.js': 'export default 1;',
      'assets/route-map-EEEE.js': 'export default "/assets/notice-list-ABCDEFGH.js";',
    });
    const before = writeOfflinePackage(from);
    const to = join(tmp, 'next-to');
    const { renamed } = nextBuild(from, to, 'notice-list-');
    const after = JSON.parse(readFileSync(join(to, 'offline-package/build.json'), 'utf8')) as PackageBuild;
    expect(after.version).not.toBe(before.version);
    const fresh = renamed.find(([old]) => old.startsWith('notice-list-'))![1];
    expect(after.files.map((f) => f.path)).toContain(`/assets/${fresh}`);
    for (const f of after.files) expect(f.sha256).toBe(sha(readFileSync(join(to, f.path))));
    expect(existsSync(join(to, 'offline-package', after.archive))).toBe(true);
    expect(existsSync(join(to, 'offline-package', before.archive))).toBe(false);
  });
});
