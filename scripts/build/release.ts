// A release of the offline package (bridge/CONTRACT.md §10): the build's own description
// (build.json, unsigned: the build is reproducible and holds no key) with what makes it a
// release — a sequence that only grows, an expiry, the lowest app and bridge versions, the
// incremental packages from earlier releases — signed with Ed25519 by a key kept outside the
// repository. scripts/release-package.ts is the command; tests and the native-host simulator
// call `releasePackage` with keys of their own.
import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BUILD_FILE, MANIFEST_FILE, PACKAGE_DIR, type PackageBuild, type PatchRef, type Release, type SignedManifest } from './offline-package';
import { makePatch, type PackageFiles } from './package-patch';
import { untar } from '../../examples/native-host/untar';

export interface ReleaseOptions {
  /** the release key: a KeyObject or PKCS#8 PEM of an Ed25519 private key */
  privateKey: KeyObject | string;
  /** names the key, so an app can hold the next key before the switch */
  keyId: string;
  sequence: number;
  /** a release that turns the package off */
  disabled?: boolean;
  now?: Date;
  /** days until hosts stop answering from this package unless a newer release reaches them */
  expiresInDays?: number;
  minAppVersion?: string;
  minBridgeVersion?: number;
  /** earlier releases' offline-package folders (their build.json and archive): a patch from each */
  previous?: string[];
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const DAY = 86_400_000;

/** A package folder's build and its files by URL path, read from its archive. */
export function readPackage(dir: string): { build: PackageBuild; files: PackageFiles } {
  const build = JSON.parse(readFileSync(join(dir, BUILD_FILE), 'utf8')) as PackageBuild;
  const entries = untar(gunzipSync(readFileSync(join(dir, build.archive))));
  const files = new Map([...entries].map(([name, data]) => [`/${name}`, Buffer.from(data)]));
  return { build, files: { version: build.version, files } };
}

/** The manifest's bytes for a release: its JSON in base64, signed as those bytes. */
export function signRelease(release: Release, privateKey: KeyObject | string, keyId: string): SignedManifest {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the release key must be an Ed25519 private key');
  const payload = Buffer.from(JSON.stringify(release));
  return { format: 2, keyId, payload: payload.toString('base64'), signature: sign(null, payload, key).toString('base64') };
}

/** Writes one patch per earlier release into `dir`; returns what the manifest says of them. */
function writePatches(dir: string, to: PackageFiles, previous: string[]): PatchRef[] {
  const refs: PatchRef[] = [];
  for (const p of previous) {
    const from = readPackage(p).files;
    if (from.version === to.version || refs.some((r) => r.from === from.version)) continue;
    const bytes = makePatch(from, to);
    const file = `h5-${from.version}-${to.version}.patch`;
    writeFileSync(join(dir, file), bytes);
    refs.push({ from: from.version, file, size: bytes.length, sha256: sha(bytes) });
  }
  return refs;
}

/** Signs the build in `outdir` as a release: writes offline-package/manifest.json and the patches. */
export function releasePackage(outdir: string, o: ReleaseOptions): Release {
  if (!Number.isSafeInteger(o.sequence) || o.sequence < 1) throw new Error('the sequence must be a whole number from 1');
  const dir = join(outdir, PACKAGE_DIR);
  const now = o.now ?? new Date();
  const issuedAt = now.toISOString();
  let release: Release;
  if (o.disabled) release = { format: 2, sequence: o.sequence, issuedAt, disabled: true };
  else {
    if (!existsSync(join(dir, BUILD_FILE))) throw new Error(`${dir}/${BUILD_FILE}: build first`);
    const { build, files } = readPackage(dir);
    release = {
      format: 2,
      sequence: o.sequence,
      issuedAt,
      expiresAt: new Date(now.getTime() + (o.expiresInDays ?? 30) * DAY).toISOString(),
      ...(o.minAppVersion ? { minAppVersion: o.minAppVersion } : {}),
      ...(o.minBridgeVersion ? { minBridgeVersion: o.minBridgeVersion } : {}),
      ...build,
      patches: writePatches(dir, files, o.previous ?? []),
    };
  }
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(signRelease(release, o.privateKey, o.keyId), null, 1));
  return release;
}
