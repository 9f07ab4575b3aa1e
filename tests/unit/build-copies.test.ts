import { describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { stateless, tinyModules, TINY_CHUNK_BYTES } from '../../scripts/build/copies';

// Tiny shared modules are copied into each chunk that uses them only when two copies cannot
// differ: nothing at module level that holds or shares state.
describe('what may be copied', () => {
  it('takes constants, functions, types and imports', () => {
    expect(
      stateless(`import { a } from './a';
export type T = { a: string };
export const NAMES: Record<string, string> = { A: '甲', B: \`\${a}\` };
export const LIST = ['x', 'y'] as const;
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
    expect(c.home.get('m/page.tsx')).toBe('page-C.js');
  });
});
