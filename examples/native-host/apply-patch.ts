// Applies an incremental package (scripts/build/package-patch.ts) to the installed version's
// files, as an app would: the result is then checked file by file against the signed manifest
// like a full archive's files, so a wrong or tampered patch is refused the same way.
import { gunzipSync } from 'node:zlib';
import { applyDelta } from 'fossil-delta';
import type { PatchIndex } from '../../scripts/build/package-patch';
import { untar } from './untar';

/** The next version's files by archive name (the path without its leading `/`), or an error. */
export function applyPatch(installed: Map<string, { data: Buffer }>, patch: Buffer, from: string, to: string): Map<string, Buffer> {
  const entries = untar(gunzipSync(patch));
  const index = JSON.parse(entries.get('patch.json')?.toString('utf8') ?? 'null') as PatchIndex | null;
  if (!index || index.format !== 1) throw new Error('patch: no index');
  if (index.from !== from || index.to !== to) throw new Error(`patch: from ${index.from} to ${index.to}, wanted ${from} to ${to}`);
  const blob = (name: string) => {
    const b = entries.get(name);
    if (!b) throw new Error(`patch: entry ${name} missing`);
    return b;
  };
  const old = (path: string) => {
    const f = installed.get(path);
    if (!f) throw new Error(`patch: ${path} is not installed`);
    return f.data;
  };
  const out = new Map<string, Buffer>();
  for (const e of index.files) {
    const data =
      'copy' in e
        ? old(e.copy)
        : 'delta' in e
          ? Buffer.from(applyDelta(new Uint8Array(old(e.base)), new Uint8Array(blob(e.delta)), { verifyChecksum: true }))
          : blob(e.data);
    out.set(e.path.slice(1), data);
  }
  return out;
}
