// What an app checks of a release before it downloads a byte of the package (bridge/CONTRACT.md
// §10): the manifest is signed by a key the app holds (Ed25519, the public key built into the
// app), its sequence is not lower than what the app has seen (an old signed manifest replayed
// cannot take the app back to a build with a known hole; a rollback is a new release of the
// older build under a higher sequence), it has not expired, and the app and bridge are new
// enough for it.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { OfflineManifest, Release, SignedManifest } from '../../scripts/build/offline-package';

export interface AppFacts {
  /** the release keys the app trusts, by key id: PEM (SPKI) or KeyObject */
  keys: Record<string, KeyObject | string>;
  /** this app's version, dotted numbers ("5.2.0") */
  appVersion: string;
  /** the bridge version this app speaks (CONTRACT §6 `ready`) */
  bridgeVersion: number;
}

/** The release a manifest holds, when a trusted key signed exactly these bytes; throws otherwise. */
export function openManifest(text: string, keys: AppFacts['keys']): Release {
  let env: Partial<SignedManifest>;
  try {
    env = JSON.parse(text) as Partial<SignedManifest>;
  } catch {
    throw new Error('manifest: not JSON');
  }
  if (env.format !== 2) throw new Error(`manifest: format ${String(env.format)} is not one this app reads`);
  if (typeof env.payload !== 'string' || typeof env.signature !== 'string') throw new Error('manifest: unsigned');
  const key = typeof env.keyId === 'string' ? keys[env.keyId] : undefined;
  if (!key) throw new Error(`manifest: signed by an unknown key ${JSON.stringify(env.keyId)}`);
  const payload = Buffer.from(env.payload, 'base64');
  const publicKey = typeof key === 'string' ? createPublicKey(key) : key;
  if (!verify(null, payload, publicKey, Buffer.from(env.signature, 'base64'))) throw new Error('manifest: the signature does not match');
  const release = JSON.parse(payload.toString('utf8')) as Release;
  if (release.format !== 2 || !Number.isSafeInteger(release.sequence)) throw new Error('manifest: not a release');
  return release;
}

/** -1, 0 or 1 as dotted version a is lower than, equal to or higher than b ("5.10" > "5.9"). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return Math.sign(d);
  }
  return 0;
}

export type Verdict =
  { action: 'install'; manifest: OfflineManifest } | { action: 'current' } | { action: 'disable'; sequence: number } | { action: 'refuse'; reason: string };

/**
 * What to do with a signed release. `seen` is the highest sequence this app has accepted (kept
 * across starts, with the installed package), `installed` the installed version.
 */
export function judge(release: Release, seen: number, installed: string | null, app: AppFacts, now: number): Verdict {
  if (release.sequence < seen) return { action: 'refuse', reason: `downgrade: sequence ${release.sequence} is below ${seen}` };
  if ('disabled' in release) return release.sequence > seen ? { action: 'disable', sequence: release.sequence } : { action: 'current' };
  if (release.sequence === seen) {
    if (release.version === installed) return { action: 'current' };
    // one sequence, two builds: one of them was not released by us
    if (installed) return { action: 'refuse', reason: `sequence ${seen} is already installed with another build` };
  }
  if (!(Date.parse(release.expiresAt) > now)) return { action: 'refuse', reason: `expired at ${release.expiresAt}` };
  if (release.minAppVersion && compareVersions(app.appVersion, release.minAppVersion) < 0)
    return { action: 'refuse', reason: `app ${app.appVersion} is below the minimum ${release.minAppVersion}` };
  if (release.minBridgeVersion && app.bridgeVersion < release.minBridgeVersion)
    return { action: 'refuse', reason: `bridge ${app.bridgeVersion} is below the minimum ${release.minBridgeVersion}` };
  return { action: 'install', manifest: release };
}
