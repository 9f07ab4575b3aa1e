import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import type { Metafile } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copiesPlugin, stateless, tinyModules, TINY_CHUNK_BYTES } from '../../scripts/build/copies';

// Tiny shared modules are copied into each chunk that uses them only when two copies cannot
// differ: nothing at module level that holds or shares state.
describe('what may be copied', () => {
  it('takes constants, functions, types and imports', () => {
    expect(
      stateless(`import { a } from './a';
export type T = { a: string };
export const NAMES: Record<string, string> = { A: '甲', B: \`\${a}\` };
export const LIST = ['x', 'y'] as const;
const SPAN = 40 * 5;
export const half = SPAN / 2;
const LIVE = new Set(['OPENED', 'SCHEDULED']);
export const live = (s: string) => LIVE.has(s);
export function f(x: number) { let y = x; y += 1; return y; }`),
    ).toBe(true);
  });

  it('refuses module-level state', () => {
    expect(stateless('let n = 0; export const next = () => ++n;')).toBe(false);
    expect(stateless('const listeners = new Set<() => void>(); export const on = (f: () => void) => listeners.add(f);')).toBe(false);
    expect(stateless("export const LIVE = new Set(['A']);")).toBe(false);
    expect(stateless('const cache: Record<string, number> = {}; export const get = (k: string) => cache[k];')).toBe(false);
    expect(stateless('const seen = { n: 0 }; export const bump = () => { seen.n += 1; };')).toBe(false);
    expect(stateless("const order = ['b', 'a']; export const sorted = () => order.sort();")).toBe(false);
    expect(stateless("import { proxy } from 'valtio'; export const store = proxy<{ n: number }>({ n: 0 });")).toBe(false);
    expect(stateless("import { createContext } from 'react'; export const Ctx = createContext(null);")).toBe(false);
    expect(stateless('export class ChunkError extends Error {}')).toBe(false);
    expect(stateless("addEventListener('resize', () => {});")).toBe(false);
    expect(stateless("export const KEY = Symbol('k');")).toBe(false);
    expect(stateless('let n = 0; export const m = (n += 1);')).toBe(false);
    // a zod schema is built once and never changes: constant; any other call is not
    expect(stateless("import * as z from 'zod/mini'; export const s = z.object({ id: z.coerce.string(), n: z.optional(z.number()) });")).toBe(true);
    expect(stateless("import * as z from 'zod/mini'; export const s = z.string().check(z.minLength(1));")).toBe(true);
    expect(stateless("import * as y from 'valtio'; export const s = y.proxy({ n: 0 });")).toBe(false);
    expect(stateless("import * as z from 'zod/mini'; const made = () => 1; export const s = z.pipe(z.string(), made());")).toBe(false);
  });

  it('picks the stateless modules of tiny shared chunks only', () => {
    const out = (inputs: string[], bytes: number, entryPoint?: string) => ({
      bytes,
      inputs: Object.fromEntries(inputs.map((p) => [p, { bytesInOutput: 1 }])),
      imports: [],
      exports: [],
      ...(entryPoint ? { entryPoint } : {}),
    });
    const meta = {
      inputs: {},
      outputs: {
        'dist/assets/c/chunk-A.js': out(['m/rules.ts', 'm/store.ts', 'node_modules/x/index.js', 'm/a.css'], 300),
        'dist/assets/c/chunk-B.js': out(['m/big.ts'], TINY_CHUNK_BYTES + 1),
        'dist/assets/page-C.js': out(['m/page.tsx'], 200, 'm/page.tsx'),
      },
    } as unknown as Metafile;
    const src: Record<string, string> = {
      'm/rules.ts': "export const rule = (s: string) => s === 'OPEN';",
      'm/store.ts': 'let n = 0; export const next = () => ++n;',
      'm/big.ts': 'export const x = 1;',
      'm/page.tsx': 'export default function P() { return null; }',
    };
    const c = tinyModules(meta, '/', (p) => src[p]!);
    expect([...c.modules]).toEqual(['m/rules.ts']);
    // a chunk is named by what it holds, never by its hashed file name: the trial's hashes
    // need not be the next build's, and a copy's key must be (reproducible builds)
    expect(c.home.get('m/page.tsx')).toBe('m/page.tsx');
    expect(c.home.get('m/rules.ts')).toBe(['m/a.css', 'm/rules.ts', 'm/store.ts', 'node_modules/x/index.js'].join('\n'));
    const renamed = { ...meta, outputs: Object.fromEntries(Object.entries(meta.outputs).map(([k, v]) => [k.replace(/-([A-C])\.js$/, '-Z$1.js'), v])) };
    expect(tinyModules(renamed, '/', (p) => src[p]!).home).toEqual(c.home);
  });
});

describe('copies in a build', () => {
  it('copies a copied module’s own copied imports with it, leaving no shared chunk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'copies-'));
    try {
      const put = (name: string, src: string) => writeFileSync(join(dir, name), src);
      put('a.ts', "import { label } from './label'; export default () => label('a');");
      put('b.ts', "import { label } from './label'; export default () => label('b');");
      put('label.ts', "import { wrap } from './wrap'; export const label = (s: string) => wrap(s);");
      put('wrap.ts', 'export const wrap = (s: string) => `[${s}]`;');
      const build = (plugins: esbuild.Plugin[]) =>
        esbuild.build({
          entryPoints: [join(dir, 'a.ts'), join(dir, 'b.ts')],
          absWorkingDir: dir,
          bundle: true,
          splitting: true,
          format: 'esm',
          outdir: join(dir, 'out'),
          write: false,
          metafile: true,
          plugins,
        });
      const trial = await build([]);
      const copies = tinyModules(trial.metafile, dir);
      expect([...copies.modules].sort()).toEqual(['label.ts', 'wrap.ts']);
      const read: string[] = [];
      const r = await build([copiesPlugin(copies, dir, (p) => (read.push(p), undefined))]);
      const chunks = Object.entries(r.metafile.outputs).filter(([f, o]) => f.endsWith('.js') && !o.entryPoint);
      expect(chunks).toEqual([]);
      // each entry holds its copy of both
      for (const o of Object.values(r.metafile.outputs).filter((o) => o.entryPoint)) {
        expect(Object.keys(o.inputs).filter((i) => i.includes('?in=')).length).toBe(2);
      }
      // a copy's source is asked of the build's other plugins first
      expect(read.some((p) => p.endsWith('wrap.ts'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
