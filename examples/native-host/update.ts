// One version check as an app makes it (bridge/CONTRACT.md §10): the signed manifest, its
// verdict (release-check.ts), then the cheapest download that reaches the release — the
// incremental package from the installed version when the release has one, the whole archive
// otherwise or when the patch fails any check — each checked before it is unpacked.
import { createHash } from 'node:crypto';
import type { OfflineManifest } from '../../scripts/build/offline-package';
import { applyPatch } from './apply-patch';
import { judge, openManifest, type AppFacts } from './release-check';
import { verifyFiles, verifyPackage, type InstalledPackage } from './offline-package';

export const MANIFEST = '/offline-package/manifest.json';

export type Outcome =
  | { status: 'current' }
  /** a later release of the build already installed (a new expiry, say): nothing to download */
  | { status: 'renewed'; next: InstalledPackage; sequence: number }
  | { status: 'installed'; next: InstalledPackage; sequence: number; via: 'patch' | 'archive'; bytes: number; patchError?: string }
  | { status: 'disabled'; sequence: number }
  | { status: 'rejected'; error: string }
  | { status: 'unavailable'; error: string };

type Download = (path: string) => Promise<Response>;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function bytesOf(download: Download, file: string): Promise<Buffer> {
  const r = await download(`/offline-package/${encodeURIComponent(file)}`);
  if (!r.ok) throw new Error(`${file}: HTTP ${r.status}`);
  return Buffer.from(await r.arrayBuffer());
}

/** The release through its patch from `current`: size and SHA-256 first, then every file. */
async function viaPatch(download: Download, m: OfflineManifest, current: InstalledPackage) {
  const ref = m.patches.find((p) => p.from === current.version);
  if (!ref) return null;
  const patch = await bytesOf(download, ref.file);
  if (patch.length !== ref.size || sha(patch) !== ref.sha256) throw new Error('patch: size or sha256 differs from the manifest');
  return { next: verifyFiles(m, applyPatch(current.files, patch, current.version, m.version)), bytes: patch.length };
}

async function install(download: Download, m: OfflineManifest, current: InstalledPackage | null): Promise<Outcome> {
  let patchError: string | undefined;
  if (current) {
    try {
      const p = await viaPatch(download, m, current);
      if (p) return { status: 'installed', next: p.next, sequence: m.sequence, via: 'patch', bytes: p.bytes };
    } catch (e) {
      patchError = e instanceof Error ? e.message : String(e); // the full archive is the fallback
    }
  }
  try {
    const archive = await bytesOf(download, m.archive);
    const next = verifyPackage(m, archive);
    return { status: 'installed', next, sequence: m.sequence, via: 'archive', bytes: archive.length, ...(patchError ? { patchError } : {}) };
  } catch (e) {
    return { status: 'rejected', error: e instanceof Error ? e.message : String(e) };
  }
}

/** A version check against the app's state: the highest sequence it accepted and what it runs. */
export async function checkRelease(download: Download, seen: number, current: InstalledPackage | null, app: AppFacts, now: number): Promise<Outcome> {
  let text: string;
  try {
    const r = await download(MANIFEST);
    if (!r.ok) return { status: 'unavailable', error: `manifest: HTTP ${r.status}` };
    text = await r.text();
  } catch (e) {
    return { status: 'unavailable', error: String(e) };
  }
  let verdict;
  try {
    verdict = judge(openManifest(text, app.keys), seen, current?.version ?? null, app, now);
  } catch (e) {
    return { status: 'rejected', error: e instanceof Error ? e.message : String(e) };
  }
  if (verdict.action === 'refuse') return { status: 'rejected', error: verdict.reason };
  if (verdict.action === 'current') return { status: 'current' };
  if (verdict.action === 'disable') return { status: 'disabled', sequence: verdict.sequence };
  const m = verdict.manifest;
  if (current?.version === m.version) return { status: 'renewed', next: { ...current, manifest: m }, sequence: m.sequence };
  return install(download, m, current);
}
