// Releases of the offline package (scripts/build/release.ts) as the reference app takes them
// (examples/native-host: release-check.ts, update.ts, apply-patch.ts): signed by a key the app
// holds, never lower than what it has seen, not expired, not for an older app or bridge; a
// signed release can turn the package off; an update comes as a patch from the installed version
// with the whole archive as the fallback; the package bundled in the app is checked the same way.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { writeOfflinePackage, type OfflineManifest } from '../../scripts/build/offline-package';
import { releasePackage, signRelease, type ReleaseOptions } from '../../scripts/build/release';
import { createPackageHost } from '../../examples/native-host/offline-package';
import { compareVersions, openManifest } from '../../examples/native-host/release-check';
import { untar } from '../../examples/native-host/untar';
import { fakeBuild } from '../support/package-build';
import { testKeys } from '../support/release-keys';

const tmp = mkdtempSync(join(tmpdir(), 'offline-release-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const keys = testKeys();
const pkg = (dir: string) => join(dir, 'offline-package');
const manifestOf = (dir: string) => readFileSync(join(pkg(dir), 'manifest.json'), 'utf8');

/** A build folder with its package, released under `sequence`; `change` alters its files first. */
function released(name: string, sequence: number, change: Record<string, string> = {}, o: Partial<ReleaseOptions> = {}) {
  const dir = fakeBuild(join(tmp, name), change);
  writeOfflinePackage(dir);
  const release = releasePackage(dir, { ...keys.release, sequence, ...o });
  return { dir, release: release as OfflineManifest, text: manifestOf(dir) };
}

/** What the phone downloads: a map the test changes between checks. */
function server() {
  const files = new Map<string, Buffer>();
  const fetched: string[] = [];
  const publish = (dir: string) => {
    for (const name of ['manifest.json', ...readdirSync(pkg(dir))]) files.set(`/offline-package/${name}`, readFileSync(join(pkg(dir), name)));
  };
  const download = async (path: string) => {
    fetched.push(path);
    const b = files.get(path);
    return b ? new Response(new Uint8Array(b)) : new Response('no', { status: 404 });
  };
  return { files, fetched, publish, download };
}

describe('the signed manifest', () => {
  const { text, release } = released('signed', 1);

  it('opens with the key the app holds, as the bytes that were signed', () => {
    expect(openManifest(text, keys.app.keys)).toEqual(release);
  });

  it('is refused unsigned, signed by a key the app lacks, or altered after signing', () => {
    expect(() => openManifest(JSON.stringify({ ...release, format: 1 }), keys.app.keys)).toThrow(/format 1/);
    expect(() =>
      openManifest(JSON.stringify({ format: 2, keyId: 'test', payload: Buffer.from(JSON.stringify(release)).toString('base64') }), keys.app.keys),
    ).toThrow(/unsigned/);
    const forged = signRelease(release, keys.forged.privateKey, keys.forged.keyId);
    expect(() => openManifest(JSON.stringify(forged), keys.app.keys)).toThrow(/signature does not match/);
    const other = signRelease(release, keys.forged.privateKey, 'other');
    expect(() => openManifest(JSON.stringify(other), keys.app.keys)).toThrow(/unknown key/);
    const env = JSON.parse(text) as { payload: string };
    const evil = { ...release, files: [...release.files, { path: '/assets/evil.js', sha256: '0'.repeat(64), size: 1, type: 'text/javascript' }] };
    expect(() => openManifest(JSON.stringify({ ...env, payload: Buffer.from(JSON.stringify(evil)).toString('base64') }), keys.app.keys)).toThrow(/signature/);
  });

  it('compares app versions as numbers', () => {
    expect(compareVersions('5.10.0', '5.9.1')).toBe(1);
    expect(compareVersions('5.2', '5.2.0')).toBe(0);
    expect(compareVersions('4.99', '5')).toBe(-1);
  });
});

describe('what the app installs', () => {
  let s: ReturnType<typeof server>;
  beforeEach(() => void (s = server()));

  it('refuses a downgrade and a second build under one sequence; a rollback is a newer release of the old build', async () => {
    const host = createPackageHost(s.download, { app: keys.app });
    const one = released('v1', 1);
    const two = released('v2', 2, { 'assets/boot-AAAA.js': 'console.log("two")' });
    s.publish(two.dir);
    expect(await host.check()).toMatchObject({ status: 'installed', version: two.release.version });
    s.publish(one.dir); // the old signed manifest, replayed
    expect(await host.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/downgrade/), version: two.release.version });
    const same = released('v2b', 2, { 'assets/boot-AAAA.js': 'console.log("other")' });
    s.publish(same.dir);
    expect(await host.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/another build/) });
    const back = released('v1-again', 3);
    s.publish(back.dir);
    expect(await host.check()).toMatchObject({ status: 'installed', version: one.release.version });
  });

  it('refuses an expired release, and stops answering from a package once it expires', async () => {
    let now = Date.parse('2026-11-29T00:00:00Z');
    const host = createPackageHost(s.download, { app: keys.app, now: () => now });
    s.publish(released('old', 1, {}, { now: new Date(now - 40 * 86_400_000) }).dir);
    expect(await host.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/expired/) });
    s.publish(released('fresh', 2, {}, { now: new Date(now), expiresInDays: 7 }).dir);
    expect((await host.check()).status).toBe('installed');
    expect(host.answer('GET', '/', true)).not.toBeNull();
    now += 8 * 86_400_000;
    expect(host.answer('GET', '/', true)).toBeNull();
    expect(host.answer('GET', '/assets/boot-AAAA.js', false)).toBeNull();
  });

  it('turns the package off on a signed disable, and takes only a later release after it', async () => {
    const host = createPackageHost(s.download, { app: keys.app });
    const one = released('on', 1);
    s.publish(one.dir);
    await host.check();
    const off = fakeBuild(join(tmp, 'off'));
    writeOfflinePackage(off);
    releasePackage(off, { ...keys.release, sequence: 2, disabled: true });
    s.publish(off);
    expect(await host.check()).toEqual({ status: 'disabled', version: null });
    expect(host.installed()).toBeNull();
    expect(host.answer('GET', '/', true)).toBeNull();
    s.publish(one.dir);
    expect((await host.check()).status).toBe('rejected');
    s.publish(released('on-again', 3).dir);
    expect((await host.check()).status).toBe('installed');
  });

  it('refuses a release for a newer app or bridge than this one', async () => {
    s.publish(released('min-app', 1, {}, { minAppVersion: '6.0.0' }).dir);
    const old = createPackageHost(s.download, { app: keys.app });
    expect(await old.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/app 5.2.0 is below the minimum 6.0.0/) });
    const upToDate = createPackageHost(s.download, { app: { ...keys.app, appVersion: '6.1.0' } });
    expect((await upToDate.check()).status).toBe('installed');
    s.publish(released('min-bridge', 2, {}, { minBridgeVersion: 2 }).dir);
    expect(await upToDate.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/bridge 1 is below the minimum 2/) });
  });
});

describe('updates', () => {
  it('come as the patch from the installed version, the archive when the patch fails', async () => {
    const s = server();
    const map = `export default ${JSON.stringify(Array.from({ length: 40 }, (_, i) => `/assets/screen-${i}-ABCDEFGH.js`))};`;
    const one = released('p1', 1, { 'assets/screens-EEEEEEEE.js': map });
    const kept = join(tmp, 'p1-release');
    cpSync(pkg(one.dir), kept, { recursive: true });
    // a screen changed and the map that names it renamed, as a real change does
    const two = fakeBuild(join(tmp, 'p2'), { 'assets/app-BBBB.css': 'body{margin:0;color:#333}' });
    const nextMap = map.replace('screen-7-ABCDEFGH', 'screen-7-HGFEDCBA');
    writeFileSync(join(two, 'assets/screens-FFFFFFFF.js'), nextMap);
    writeOfflinePackage(two);
    const release = releasePackage(two, { ...keys.release, sequence: 2, previous: [kept] }) as OfflineManifest;
    expect(release.patches).toEqual([expect.objectContaining({ from: one.release.version, file: `h5-${one.release.version}-${release.version}.patch` })]);
    const index = JSON.parse(
      untar(gunzipSync(readFileSync(join(pkg(two), release.patches[0]!.file))))
        .get('patch.json')!
        .toString(),
    ) as { files: object[] };
    expect(index.files).toContainEqual({ path: '/assets/boot-AAAA.js', copy: '/assets/boot-AAAA.js' });
    expect(index.files).toContainEqual(expect.objectContaining({ path: '/assets/screens-FFFFFFFF.js', base: '/assets/screens-EEEEEEEE.js' }));

    const host = createPackageHost(s.download, { app: keys.app });
    s.publish(one.dir);
    await host.check();
    s.publish(two);
    const r = await host.check();
    expect(r).toMatchObject({ status: 'installed', version: release.version, via: 'patch', bytes: release.patches[0]!.size });
    expect(s.fetched).not.toContain(`/offline-package/${release.archive}`);
    expect(host.answer('GET', '/assets/screens-FFFFFFFF.js', false)!.data.toString()).toBe(nextMap);

    // the same update with its patch altered on the way: refused, and the archive installs
    const again = createPackageHost(s.download, { app: keys.app });
    s.publish(one.dir);
    await again.check();
    s.publish(two);
    const patchPath = `/offline-package/${release.patches[0]!.file}`;
    s.files.set(patchPath, Buffer.concat([s.files.get(patchPath)!, Buffer.from('x')]));
    expect(await again.check()).toMatchObject({ status: 'installed', via: 'archive', error: expect.stringMatching(/patch/) });
  });
});

describe('the package bundled in the app', () => {
  it('serves from the first launch when its signature and checks pass, and is not used otherwise', () => {
    const { dir, release, text } = released('bundled', 1);
    const archive = readFileSync(join(pkg(dir), release.archive));
    const none = async () => new Response('offline', { status: 503 });
    const host = createPackageHost(none, { app: keys.app, bundled: { manifest: text, archive } });
    expect(host.installed()).toBe(release.version);
    expect(host.answer('GET', '/loan/3', true)).toMatchObject({ file: '/cached-shell.html' });
    const forged = JSON.stringify(signRelease(release, keys.forged.privateKey, keys.forged.keyId));
    const refused = createPackageHost(none, { app: keys.app, bundled: { manifest: forged, archive } });
    expect(refused.installed()).toBeNull();
    expect(refused.bundledRefused()).toMatch(/signature/);
  });
});
