// The offline package's lifecycle in the app (bridge/CONTRACT.md §10 step 4, §6 `package`), as
// examples/native-host plays it: each WebView pinned to the version its page came from, that
// version kept through any number of checks while the WebView is open and deleted once it
// closes, and the pages on an older version told when a new one is installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeOfflinePackage } from '../../scripts/build/offline-package';
import { releasePackage } from '../../scripts/build/release';
import { createPackageHost } from '../../examples/native-host/offline-package';
import { HOLD_MS, type LifecycleEvent } from '../../examples/native-host/webviews';
import { testKeys } from '../support/release-keys';
import { fakeBuild } from '../support/package-build';

const tmp = mkdtempSync(join(tmpdir(), 'native-host-lifecycle-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const keys = testKeys();

/** Build n, released with sequence n: a screen chunk of its own (a changed screen's new hashed name) and its own index.html. */
function build(n: number) {
  const dir = join(tmp, `v${n}`);
  fakeBuild(dir, {
    [`assets/page-${String(n).repeat(4)}.js`]: `export const page = ${n};`,
    'index.html': `<!doctype html><script type="module" src="/assets/boot-AAAA.js"></script><!-- build ${n} -->`,
  });
  const { version } = writeOfflinePackage(dir);
  releasePackage(dir, { ...keys.release, sequence: n });
  return { dir, version, chunk: `/assets/page-${String(n).repeat(4)}.js` };
}

let builds: ReturnType<typeof build>[] = [];
beforeAll(() => void (builds = [1, 2, 3, 4].map(build)));

/** An app whose server has deployed build `live` (the download reads that build's folder). */
function app() {
  let live = builds[0]!.dir;
  let t = Date.now();
  const host = createPackageHost(
    async (path) => {
      const f = join(live, path);
      return existsSync(f) ? new Response(new Uint8Array(readFileSync(f))) : new Response('no', { status: 404 });
    },
    { app: keys.app, now: () => t },
  );
  const events: LifecycleEvent[] = [];
  host.webviews.on((e) => events.push(e));
  /** deploys build n and runs a version check */
  const deploy = async (n: number) => {
    live = builds[n - 1]!.dir;
    return host.check();
  };
  return { host, deploy, events, later: (ms: number) => (t += ms) };
}

const kept = (host: ReturnType<typeof app>['host']) => host.webviews.versions().map((v) => [v.version, v.current, v.webviews]);

describe('a WebView pinned to its version', () => {
  it('keeps loading its own chunks across any number of checks; closing it deletes its version', async () => {
    const [v1, v2, , v4] = builds;
    const { host, deploy } = app();
    expect(await deploy(1)).toMatchObject({ status: 'installed', version: v1!.version });
    const page = host.answer('GET', '/loan/7', true)!;
    expect(page).toMatchObject({ version: v1!.version, file: '/cached-shell.html' });
    expect(host.webviews.open('w1', v1!.version, page.hold)).toBe(true);

    for (const n of [2, 3, 4]) expect(await deploy(n)).toMatchObject({ status: 'installed', version: builds[n - 1]!.version });
    expect(host.installed()).toBe(v4!.version);
    // versions 2 and 3 served no page: gone; version 1 stays for w1
    expect(kept(host)).toEqual([
      [v4!.version, true, 0],
      [v1!.version, false, 1],
    ]);

    // its chunk, which no later build has, and a file every build has with other bytes
    const chunk = host.answer('GET', v1!.chunk, false, 'w1');
    expect([chunk?.version, chunk?.data.toString()]).toEqual([v1!.version, 'export const page = 1;']);
    expect(host.answer('GET', '/index.html', false, 'w1')?.data.toString()).toContain('build 1');
    expect(host.answer('GET', '/index.html', false)?.data.toString()).toContain('build 4');
    expect(host.answer('GET', v2!.chunk, false, 'w1')).toBeNull();
    expect(
      host
        .stats()
        .log.filter((d) => d.webview === 'w1')
        .map((d) => d.source),
    ).toEqual(['previous package', 'previous package', 'network']);

    host.webviews.close('w1');
    expect(kept(host)).toEqual([[v4!.version, true, 0]]);
    expect(host.answer('GET', v1!.chunk, false)).toBeNull();
  });

  it('keeps every version some open WebView uses, not only the one before', async () => {
    const [v1, v2, v3] = builds;
    const { host, deploy } = app();
    await deploy(1);
    host.webviews.open('a', v1!.version, host.answer('GET', '/', true)!.hold);
    await deploy(2);
    host.webviews.open('b', v2!.version, host.answer('GET', '/', true)!.hold);
    await deploy(3);
    expect(kept(host)).toEqual([
      [v3!.version, true, 0],
      [v2!.version, false, 1],
      [v1!.version, false, 1],
    ]);
    expect(host.answer('GET', v1!.chunk, false, 'a')?.version).toBe(v1!.version);
    expect(host.answer('GET', v2!.chunk, false, 'b')?.version).toBe(v2!.version);
    host.webviews.close('a');
    expect(kept(host).map(([v]) => v)).toEqual([v3!.version, v2!.version]);
  });

  it('a reload is a new page: served by the current version, the WebView pinned to it, the old version let go', async () => {
    const [v1, v2] = builds;
    const { host, deploy } = app();
    await deploy(1);
    host.webviews.open('w', v1!.version, host.answer('GET', '/', true)!.hold);
    await deploy(2);
    const reload = host.answer('GET', '/', true)!;
    expect(reload.version).toBe(v2!.version);
    host.webviews.open('w', reload.version, reload.hold);
    expect(kept(host)).toEqual([[v2!.version, true, 1]]);
  });

  it('holds a version for a page on its way to a WebView, until it opens, is released or the hold runs out', async () => {
    const [v1, v2] = builds;
    const { host, deploy, later } = app();
    await deploy(1);
    const first = host.answer('GET', '/', true)!;
    const second = host.answer('GET', '/', true)!;
    // a check between the navigation and the WebView's word does not take the page's version away
    await deploy(2);
    expect(kept(host).map(([v]) => v)).toEqual([v2!.version, v1!.version]);
    // a page that is no WebView's (a tab outside the app) lets go at once
    host.webviews.release(first.hold!);
    expect(kept(host).map(([v]) => v)).toEqual([v2!.version, v1!.version]);
    later(HOLD_MS);
    host.webviews.settle();
    expect(kept(host).map(([v]) => v)).toEqual([v2!.version]);
    expect(second.hold).not.toBe(first.hold);
  });
});

describe('the page told of a new version', () => {
  it('lists, at each install, the open WebViews on an older version', async () => {
    const [v1, v2, v3] = builds;
    const { host, deploy, events } = app();
    await deploy(1);
    host.webviews.open('a', v1!.version, host.answer('GET', '/', true)!.hold);
    host.webviews.open('net', null);
    await deploy(2);
    host.webviews.open('b', v2!.version, host.answer('GET', '/', true)!.hold);
    expect((await deploy(2)).status).toBe('current');
    await deploy(3);
    const told = events.filter((e) => e.type === 'package');
    // a page from the network has no package version to be behind
    expect(told).toEqual([
      { type: 'package', version: v1!.version, webviews: [] },
      { type: 'package', version: v2!.version, webviews: ['a'] },
      { type: 'package', version: v3!.version, webviews: ['a', 'b'] },
    ]);
    // the host page's list of versions changes first
    expect(events.at(-2)).toMatchObject({ type: 'versions', versions: [{ version: v3!.version, current: true, webviews: 0 }, {}, {}] });
  });

  it('the WebView opened last is the front one', () => {
    const { host } = app();
    host.webviews.open('a', null);
    host.webviews.open('b', null);
    expect(host.webviews.front()).toBe('b');
    host.webviews.open('a', null);
    expect(host.webviews.front()).toBe('a');
    host.webviews.close('a');
    expect(host.webviews.front()).toBe('b');
  });
});
