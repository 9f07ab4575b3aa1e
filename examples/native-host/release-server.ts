// The simulator's stand-in for a release: a build in dist/ has its package (build.json and the
// archive) but no signed manifest until someone releases it (scripts/release-package.ts, with the
// release key kept off the build machine). So that `serve.ts` works on a fresh build, it signs
// the build itself with a key of its own, made when it starts, which only its own app trusts —
// a sequence one higher each time the build changes. A dist/ that has a manifest.json (a real
// release, or a test's) is served as it is.
import { existsSync, readFileSync } from 'node:fs';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { BUILD_FILE, MANIFEST_FILE, PACKAGE_DIR, type PackageBuild } from '../../scripts/build/offline-package';
import { signRelease } from '../../scripts/build/release';

export interface ReleaseKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** A key pair for this simulator's releases and its app only. */
export function simulatorKey(): ReleaseKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { keyId: 'simulator', privateKey, publicKey };
}

/** The manifest text to answer for `dist`, or null when the build has a manifest of its own (or no package). */
export function simulatorRelease(dist: string, key: ReleaseKey, now = () => Date.now()) {
  let last: { version: string; sequence: number } | null = null;
  return (): string | null => {
    const dir = join(dist, PACKAGE_DIR);
    if (existsSync(join(dir, MANIFEST_FILE)) || !existsSync(join(dir, BUILD_FILE))) return null;
    const build = JSON.parse(readFileSync(join(dir, BUILD_FILE), 'utf8')) as PackageBuild;
    if (last?.version !== build.version) last = { version: build.version, sequence: (last?.sequence ?? 0) + 1 };
    const issued = now();
    const release = {
      format: 2 as const,
      sequence: last.sequence,
      issuedAt: new Date(issued).toISOString(),
      expiresAt: new Date(issued + 30 * 86_400_000).toISOString(),
      ...build,
      patches: [],
    };
    return JSON.stringify(signRelease(release, key.privateKey, key.keyId));
  };
}
