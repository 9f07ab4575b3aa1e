// What the app reports about its offline package (examples/native-host/reports.ts): each
// download with its bytes and kind, each refused release or download with its reason, each
// install, and the hit rate of each period — requests the package answered against those that
// went to the network though a package could hold them (data never counts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeOfflinePackage } from '../../scripts/build/offline-package';
import { releasePackage } from '../../scripts/build/release';
import { createPackageHost } from '../../examples/native-host/offline-package';
import { testKeys } from '../support/release-keys';
import { fakeBuild } from '../support/package-build';

const tmp = mkdtempSync(join(tmpdir(), 'native-host-reports-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const keys = testKeys();
const dirs = [1, 2, 3, 4].map((n) => join(tmp, `v${n}`));
const versions: string[] = [];

beforeAll(() => {
  for (const [i, dir] of dirs.entries()) {
    fakeBuild(dir, { [`assets/page-${i}.js`]: `export const page = ${i};` });
    versions.push(writeOfflinePackage(dir).version);
    // each release carries an incremental package from the one before
    releasePackage(dir, { ...keys.release, sequence: i + 1, previous: i ? [join(dirs[i - 1]!, 'offline-package')] : [] });
  }
});

/** Replaces a published file's bytes with garbage of the same size, as a bad CDN node would. */
const spoil = (file: string) => writeFileSync(file, Buffer.alloc(statSync(file).size, 7));

describe('package reports', () => {
  it('records downloads, refusals, installs and the hit rate of each period', async () => {
    let live = dirs[0]!;
    const host = createPackageHost(
      async (path) => {
        const f = join(live, path);
        return existsSync(f) ? new Response(new Uint8Array(readFileSync(f))) : new Response('no', { status: 404 });
      },
      { app: keys.app },
    );
    await host.check(); // v1: the whole archive
    host.answer('GET', '/', true);
    host.answer('GET', '/assets/boot-AAAA.js', false);
    host.answer('GET', '/assets/not-in-the-package.js', false);
    host.answer('GET', '/api/v2/loans', false); // data: not counted
    host.answer('POST', '/api/web/login', false);
    live = dirs[1]!;
    await host.check(); // v2: the incremental package from v1
    live = dirs[2]!;
    spoil(join(live, 'offline-package', `h5-${versions[1]}-${versions[2]}.patch`));
    await host.check(); // v3: the patch fails its checks, the whole archive is taken
    live = dirs[3]!;
    spoil(join(live, 'offline-package', `h5-${versions[3]}.tar.gz`));
    spoil(join(live, 'offline-package', `h5-${versions[2]}-${versions[3]}.patch`));
    expect((await host.check()).status).toBe('rejected');

    const r = host.reports().map(({ at, ...rest }) => (expect(Date.parse(at)).not.toBeNaN(), rest));
    const since = (r.find((x) => x.type === 'hit-rate') as { since: string }).since;
    expect(r).toEqual([
      { type: 'download', version: versions[0], bytes: statSync(join(dirs[0]!, 'offline-package', `h5-${versions[0]}.tar.gz`)).size, kind: 'full' },
      { type: 'installed', version: versions[0], previous: null },
      { type: 'download', version: versions[1], bytes: expect.any(Number), kind: 'incremental' },
      { type: 'installed', version: versions[1], previous: versions[0] },
      { type: 'hit-rate', since, package: 2, network: 1, rate: 2 / 3 },
      { type: 'verification-failed', version: versions[2], reason: expect.stringMatching(/patch/), kind: 'incremental' },
      { type: 'download', version: versions[2], bytes: expect.any(Number), kind: 'full' },
      { type: 'installed', version: versions[2], previous: versions[1] },
      { type: 'verification-failed', version: null, reason: expect.any(String) },
    ]);
    // the incremental package is the smaller download
    const [full, patch] = r.filter((x) => x.type === 'download').map((x) => (x as { bytes: number }).bytes);
    expect(patch).toBeLessThan(full!);
  });

  it('closes a hit-rate period on demand (an app timer), and none when nothing was asked', () => {
    const host = createPackageHost(async () => new Response('no', { status: 404 }), { app: keys.app });
    host.reportHitRate();
    expect(host.reports()).toEqual([]);
    host.answer('GET', '/assets/boot-AAAA.js', false);
    host.reportHitRate();
    expect(host.reports()).toMatchObject([{ type: 'hit-rate', package: 0, network: 1, rate: 0 }]);
  });
});
