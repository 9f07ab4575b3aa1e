// @vitest-environment node
// The native-host simulator over HTTP, as its app downloads from our origin: a build released
// with the app's key installs; an unsigned manifest, one signed by another key, an older release
// and one for a newer app are refused and what runs stays; a signed disable turns it off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeOfflinePackage } from '../../scripts/build/offline-package';
import { releasePackage } from '../../scripts/build/release';
import { createSimulator, type Simulator } from '../../examples/native-host/serve';
import { close, listen } from '../support/sandbox';
import { fakeBuild } from '../support/package-build';
import { testKeys } from '../support/release-keys';

const keys = testKeys();
const tmp = mkdtempSync(join(tmpdir(), 'native-host-release-'));
const dist = fakeBuild(join(tmp, 'dist'));
let sim: Simulator;

beforeAll(async () => {
  writeOfflinePackage(dist);
  sim = createSimulator({ dist, app: keys.app });
  await listen(sim);
});
afterAll(async () => {
  await close(sim);
  rmSync(tmp, { recursive: true, force: true });
});

const release = (o: Partial<Parameters<typeof releasePackage>[1]> & { sequence: number }) => releasePackage(dist, { ...keys.release, ...o });
const manifest = join(dist, 'offline-package/manifest.json');

describe('the simulator’s app and the releases it is served', () => {
  it('installs an unreleased build signed by the simulator itself, then a real release above it', async () => {
    expect(await sim.offline!.check()).toMatchObject({ status: 'installed' });
    release({ sequence: 5 });
    expect(await sim.offline!.check()).toMatchObject({ status: 'current' });
  });

  it('refuses an unsigned manifest and one signed by a key the app lacks, keeping what runs', async () => {
    const installed = sim.offline!.installed();
    writeFileSync(manifest, JSON.stringify({ format: 1, version: 'evil' }));
    expect(await sim.offline!.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/format 1/), version: installed });
    releasePackage(dist, { ...keys.forged, sequence: 6 });
    expect(await sim.offline!.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/signature/), version: installed });
    expect(sim.offline!.answer('GET', '/', true)).toMatchObject({ version: installed });
  });

  it('refuses an older release and one for a newer app', async () => {
    release({ sequence: 4 });
    expect(await sim.offline!.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/downgrade/) });
    release({ sequence: 6, minAppVersion: '9.0' });
    expect(await sim.offline!.check()).toMatchObject({ status: 'rejected', error: expect.stringMatching(/below the minimum/) });
  });

  it('turns the package off on a signed disable: every request goes to the network', async () => {
    release({ sequence: 7, disabled: true });
    expect(await sim.offline!.check()).toEqual({ status: 'disabled', version: null });
    expect(sim.offline!.answer('GET', '/', true)).toBeNull();
  });
});
