// The offline package (scripts/build/offline-package.ts): what it lists, that identical builds
// give the same version and bytes, that the archive holds exactly the listed files, and that
// the simulator's installer (examples/native-host/offline-package.ts) refuses anything else.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tar, writeOfflinePackage, type OfflineManifest } from '../../scripts/build/offline-package';
import { createPackageHost, verifyPackage } from '../../examples/native-host/offline-package';
import { untar } from '../../examples/native-host/untar';
import { compile } from '../../runtime/router/match';

const re = (path: string) => compile(path)[0];
import { packageDiff } from '../../scripts/package-diff';

const tmp = mkdtempSync(join(tmpdir(), 'offline-package-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc=' https://res.wx.qq.com; frame-ancestors 'self'";

/** A small build folder shaped like build.ts's output. */
function fakeBuild(dir: string, extra: Record<string, string> = {}) {
  rmSync(dir, { recursive: true, force: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><script type="module" src="/assets/boot-AAAA.js"></script>',
    'cached-shell.html': '<!doctype html><script>0</script><script type="module" src="/assets/boot-AAAA.js"></script>',
    'shells/0.html': '<!doctype html><title>首页</title>',
    'shells/1.html': '<!doctype html><title>项目</title>',
    'shells.json': JSON.stringify([
      { path: '/', re: re('/'), shell: 'shells/0.html' },
      { path: '/loan/:id', re: re('/loan/:id'), shell: 'shells/1.html' },
    ]),
    'csp.txt': CSP + '\n',
    'manifest.json': '{}',
    'budget-report.json': '{}',
    'assets/boot-AAAA.js': 'console.log("boot")',
    'assets/boot-AAAA.js.map': '{}',
    'assets/boot-AAAA.js.gz': 'gz',
    'assets/boot-AAAA.js.br': 'br',
    'assets/app-BBBB.css': 'body{margin:0}',
    'assets/c/chunk-CCCC.js': 'export const x = 1;',
    'assets/c/chunk-CCCC.js.LEGAL.txt': '/*! licence */',
    'assets/a/icon-DDDD.png': '\u0089PNG fake',
    'assets/route-map-EEEE.js': 'export default {}',
    ...extra,
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

const archiveOf = (dir: string, m: OfflineManifest) => readFileSync(join(dir, 'offline-package', m.archive));
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
    // the manifest on disk is the one returned
    expect(JSON.parse(readFileSync(join(dir, 'offline-package/manifest.json'), 'utf8'))).toEqual(m);
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
  beforeEach(() => {
    fakeBuild(dir);
    m = writeOfflinePackage(dir);
    archive = archiveOf(dir, m);
  });

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
    expect(() => verifyPackage({ ...m, archiveSize: bad.length }, bad)).toThrow(/sha256/);
  });

  it('rejects a file of another size, a missing file and a file the manifest does not list', () => {
    const longer = tampered('assets/app-BBBB.css', Buffer.from('body{margin:0;padding:0}'));
    expect(() => verifyPackage({ ...m, archiveSize: longer.length }, longer)).toThrow(/bytes/);
    const extra = tampered('assets/evil.js', Buffer.from('alert(1)'));
    expect(() => verifyPackage({ ...m, archiveSize: extra.length }, extra)).toThrow(/does not list/);
    const short = { ...m, files: [...m.files, { path: '/assets/gone.js', sha256: '0', size: 1, type: 'text/javascript' }] };
    expect(() => verifyPackage(short, archive)).toThrow(/missing/);
  });

  it('rejects an archive cut short or of another size than the manifest says', () => {
    expect(() => verifyPackage(m, archive.subarray(0, archive.length - 10))).toThrow();
  });

  it('keeps the installed package when a new one fails its checks, and takes the next good one', async () => {
    const served: Record<string, Buffer> = {};
    const host = createPackageHost(async (path) => (served[path] ? new Response(new Uint8Array(served[path])) : new Response('no', { status: 404 })));
    expect((await host.check()).status).toBe('unavailable');
    served['/offline-package/manifest.json'] = Buffer.from(JSON.stringify(m));
    served[`/offline-package/${m.archive}`] = archive;
    expect(await host.check()).toEqual({ status: 'installed', version: m.version });
    expect((await host.check()).status).toBe('current');

    // a new version whose archive was altered on the way
    fakeBuild(dir, { 'assets/boot-AAAA.js': 'console.log("two")' });
    const next = writeOfflinePackage(dir);
    served['/offline-package/manifest.json'] = Buffer.from(JSON.stringify(next));
    const bad = tampered('assets/boot-AAAA.js', Buffer.from('console.log("TWO")'));
    served[`/offline-package/${next.archive}`] = bad;
    const r = await host.check();
    expect(r.status).toBe('rejected');
    expect(host.installed()).toBe(m.version);
    expect(host.answer('GET', '/assets/boot-AAAA.js', false)!.data.toString()).toBe('console.log("boot")');

    served[`/offline-package/${next.archive}`] = archiveOf(dir, next);
    expect(await host.check()).toEqual({ status: 'installed', version: next.version });
  });

  it('answers listed GETs and navigations from the package, everything else from the network', async () => {
    const host = createPackageHost(async (path) => (path.endsWith('manifest.json') ? new Response(JSON.stringify(m)) : new Response(new Uint8Array(archive))));
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
