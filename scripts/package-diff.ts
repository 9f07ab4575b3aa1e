// What an app downloads to update its offline package from one build to the next:
//   npx tsx scripts/package-diff.ts old/offline-package/build.json new/offline-package/build.json
// The files changed, added and removed, and their bytes (raw, and gzipped as the server sends
// them one by one from /assets), against the whole new archive. Each manifest's files are read
// from the build folder around it (`<dist>/offline-package/manifest.json` → `<dist>/…`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { PackageBuild, PackageFile } from './build/offline-package';

export interface PackageDiff {
  from: string;
  to: string;
  changed: PackageFile[];
  added: PackageFile[];
  removed: PackageFile[];
  /** the changed and added files: what a file-by-file update downloads */
  raw: number;
  /** the same files gzipped (null when the new build's files are not at hand) */
  gzip: number | null;
  /** the whole new archive */
  archive: number;
  /** how many files the two versions share unchanged */
  unchanged: number;
}

/** The gzip size of a file of the build: the build's own .gz when there, else gzip -9. */
function gzipSize(dist: string, path: string): number | null {
  const file = join(dist, path);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
}

export function packageDiff(before: PackageBuild, after: PackageBuild, afterDist?: string): PackageDiff {
  const old = new Map(before.files.map((f) => [f.path, f]));
  const now = new Map(after.files.map((f) => [f.path, f]));
  const changed = after.files.filter((f) => old.has(f.path) && old.get(f.path)!.sha256 !== f.sha256);
  const added = after.files.filter((f) => !old.has(f.path));
  const removed = before.files.filter((f) => !now.has(f.path));
  const fetched = [...changed, ...added];
  let gzip: number | null = afterDist ? 0 : null;
  for (const f of fetched) {
    const g = afterDist ? gzipSize(afterDist, f.path) : null;
    gzip = gzip === null || g === null ? null : gzip + g;
  }
  return {
    from: before.version,
    to: after.version,
    changed,
    added,
    removed,
    raw: fetched.reduce((n, f) => n + f.size, 0),
    gzip,
    archive: after.archiveSize,
    unchanged: after.files.length - fetched.length,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function diffReport(d: PackageDiff): string {
  const list = (label: string, files: PackageFile[]) =>
    files.length ? [`${label} (${files.length}):`, ...files.map((f) => `  ${f.path}  ${kb(f.size)}`)] : [`${label}: none`];
  const share = d.archive ? ` (${(((d.gzip ?? d.raw) / d.archive) * 100).toFixed(1)}% of the archive)` : '';
  return [
    `offline package ${d.from} → ${d.to}: ${d.unchanged} files unchanged`,
    ...list('changed', d.changed),
    ...list('added', d.added),
    ...list('removed', d.removed),
    `file by file: ${kb(d.raw)} raw, ${d.gzip === null ? 'gzip n/a (files not at hand)' : `${kb(d.gzip)} gzip`}${share}`,
    `whole archive: ${kb(d.archive)}`,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) {
    console.error('usage: tsx scripts/package-diff.ts old/offline-package/build.json new/offline-package/build.json');
    process.exit(2);
  }
  const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as PackageBuild;
  console.log(diffReport(packageDiff(read(a), read(b), dirname(dirname(resolve(b))))));
}
