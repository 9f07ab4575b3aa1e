// DESIGN: runtime ← bridge ← modules. A layer imports only from layers to its left; modules
// never import each other. runtime/boot.tsx is the composition root (the entry) and may
// name every layer.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const root = resolve(__dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const IMPORT = /(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** Every relative import of a file, as a path from the project root. */
export function importsOf(file: string, src = readFileSync(join(root, file), 'utf8')): string[] {
  return [...src.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? m[3]!)
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(root, resolve(dirname(join(root, file)), s)));
}

const layer = (p: string) => p.split('/')[0]!;
const feature = (p: string) => (p.startsWith('modules/') ? p.split('/')[1] : undefined);

function violations(): string[] {
  const out: string[] = [];
  for (const file of [...files('runtime'), ...files('bridge'), ...files('modules')]) {
    if (file === 'runtime/boot.tsx' || file === 'modules/index.ts') continue;
    for (const target of importsOf(file)) {
      const from = layer(file);
      const to = layer(target);
      if (from === 'runtime' && (to === 'bridge' || to === 'modules')) out.push(`${file} → ${target}`);
      if (from === 'bridge' && to === 'modules') out.push(`${file} → ${target}`);
      if (from === 'modules' && to === 'modules' && feature(file) !== feature(target)) out.push(`${file} → ${target}`);
    }
  }
  return out;
}

describe('layers: runtime ← bridge ← modules', () => {
  it('no file imports from a layer to its right, and modules do not import each other', () => {
    expect(violations()).toEqual([]);
  });

  it('the check sees static, re-exported and lazy imports', () => {
    const src = "import { a } from '../bridge/x';\nexport * from '../modules/y';\nconst z = () => import('../modules/z');\nimport '../bridge/side';";
    expect(importsOf('runtime/file.ts', src)).toEqual(['bridge/x', 'modules/y', 'modules/z', 'bridge/side']);
  });
});
