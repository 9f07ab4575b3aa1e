// An incremental package: what a host on one version downloads to reach the next, instead of the
// whole archive (bridge/CONTRACT.md §10). A gzipped ustar, like the archive, holding `patch.json`
// and one entry per file that is not already on the phone:
//   { path, copy }          the new file is the installed file `copy` (same bytes, maybe renamed)
//   { path, base, delta }   the installed file `base` with the Fossil delta in entry `delta` applied
//   { path, data }          the file's bytes are entry `data`
// A renamed chunk (its hash changed because a file it imports did) is a delta against the file
// of the same name before its hash: a few hundred bytes, not the file. The delta format is
// Fossil's (fossil-scm.org/home/doc/trunk/www/delta_format.wiki): a documented byte format a
// native team applies in a page of Kotlin or Swift, with ports in both. The result is checked
// file by file against the signed manifest, so a patch needs no signature of its own.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createDelta } from 'fossil-delta';
import { tar } from './offline-package';

export const PATCH_INDEX = 'patch.json';

export type PatchEntry = { path: string; copy: string } | { path: string; base: string; delta: string } | { path: string; data: string };

export interface PatchIndex {
  format: 1;
  from: string;
  to: string;
  files: PatchEntry[];
}

/** A package's files by URL path. */
export interface PackageFiles {
  version: string;
  files: Map<string, Buffer>;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The path without the content hash esbuild adds before the extension: what a rename keeps. */
export const stem = (path: string) => path.replace(/-[A-Z0-9]{8}(\.[a-z]+)$/, '$1');

// a delta is kept only where it saves a quarter of the file: else the file itself, which the
// patch's gzip compresses as well as it would the delta's literal bytes
const WORTH = 0.75;

/** The smallest delta to `data` from the installed files it could be a change of. */
function bestDelta(from: PackageFiles, byStem: Map<string, string[]>, path: string, data: Buffer) {
  const candidates = from.files.has(path) ? [path] : (byStem.get(stem(path)) ?? []);
  let best: { base: string; delta: Buffer } | null = null;
  for (const base of candidates) {
    const old = from.files.get(base)!;
    // a file of another size by half is not this one changed
    if (old.length * 2 < data.length || data.length * 2 < old.length) continue;
    const delta = Buffer.from(createDelta(new Uint8Array(old), new Uint8Array(data)));
    if (!best || delta.length < best.delta.length) best = { base, delta };
  }
  return best && best.delta.length < data.length * WORTH ? best : null;
}

/** The incremental package from `from` to `to`, as bytes (gzipped ustar). */
export function makePatch(from: PackageFiles, to: PackageFiles): Buffer {
  const bySha = new Map<string, string>();
  const byStem = new Map<string, string[]>();
  for (const [path, data] of from.files) {
    bySha.set(sha(data), path);
    byStem.set(stem(path), [...(byStem.get(stem(path)) ?? []), path]);
  }
  const files: PatchEntry[] = [];
  const blobs: { name: string; data: Buffer }[] = [];
  for (const path of [...to.files.keys()].sort()) {
    const data = to.files.get(path)!;
    const same = from.files.get(path)?.equals(data) ? path : bySha.get(sha(data));
    if (same) {
      files.push({ path, copy: same });
      continue;
    }
    const d = bestDelta(from, byStem, path, data);
    const name = `${d ? 'd' : 'f'}/${blobs.length}`;
    blobs.push({ name, data: d ? d.delta : data });
    files.push(d ? { path, base: d.base, delta: name } : { path, data: name });
  }
  const index: PatchIndex = { format: 1, from: from.version, to: to.version, files };
  return gzipSync(tar([{ name: PATCH_INDEX, data: Buffer.from(JSON.stringify(index)) }, ...blobs]), { level: 9 });
}
