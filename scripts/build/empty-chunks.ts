import type { Metafile } from 'esbuild';
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * esbuild emits an empty JavaScript chunk for a stylesheet imported by several modules (the
 * CSS goes to each page's own CSS bundle; the shared JS part is nothing). Each such file is
 * a request that carries nothing. The importing statements are blanked with spaces of the
 * same length, so the source maps stay exact, and the files are removed.
 */
export function dropEmptyChunks(meta: Metafile, root: string): number {
  const outputs = meta.outputs;
  const empty = new Set(Object.keys(outputs).filter((o) => o.endsWith('.js') && outputs[o]!.bytes === 0 && !outputs[o]!.entryPoint));
  if (!empty.size) return 0;
  for (const [out, o] of Object.entries(outputs)) {
    if (!o.imports.some((i) => empty.has(i.path))) continue;
    const file = join(root, out);
    let src = readFileSync(file, 'utf8');
    for (const i of o.imports) {
      if (!empty.has(i.path)) continue;
      const name = basename(i.path).replace(/[.$]/g, '\\$&');
      src = src.replace(new RegExp(`import\\s*"[^"]*/${name}";?`, 'g'), (m) => ' '.repeat(m.length));
    }
    writeFileSync(file, src);
    o.imports = o.imports.filter((i) => !empty.has(i.path));
  }
  for (const e of empty) {
    rmSync(join(root, e), { force: true });
    rmSync(join(root, e + '.map'), { force: true });
    delete outputs[e];
  }
  return empty.size;
}
