// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { sharedModules, MIN_SHARE } from '../../scripts/build/common';
import type { RegistryRoute } from '../../scripts/build/registry';

type Imp = Metafile['inputs'][string]['imports'][number];
const stat = (path: string): Imp => ({ path, kind: 'import-statement', original: path });
function meta(graph: Record<string, { bytes?: number; imports?: string[]; dynamic?: string[] }>): Metafile {
  const inputs: Metafile['inputs'] = {};
  for (const [p, g] of Object.entries(graph)) {
    inputs[p] = {
      bytes: g.bytes ?? 100,
      imports: [...(g.imports ?? []).map(stat), ...(g.dynamic ?? []).map((d): Imp => ({ path: d, kind: 'dynamic-import', original: d }))],
    };
  }
  return { inputs, outputs: {} };
}
const route = (page: number, load: number[] = []): RegistryRoute => ({ path: `/r${page}`, access: 'public', title: 't', page, load });

describe('which shared modules ride in the runtime chunk', () => {
  // ten routes, one page each
  const pages = Array.from({ length: 10 }, (_, i) => `modules/m/p${i}.tsx`);
  const routes = pages.map((_, i) => route(i));

  it('folds a runtime module once enough routes reach it, counting loaders and deep imports', () => {
    const m = meta({
      ...Object.fromEntries(pages.map((p, i) => [p, { imports: i === 0 ? ['modules/m/helper.ts'] : [] }])),
      'modules/m/helper.ts': { imports: ['domain/format/money.ts'] },
      'domain/format/money.ts': {},
    });
    expect(MIN_SHARE).toBe(0.1);
    expect(sharedModules(m, pages, routes).map((f) => f.path)).toEqual(['domain/format/money.ts']);
  });

  it('leaves alone feature modules, stylesheet owners, big modules, rarely used ones and dynamic imports', () => {
    const m = meta({
      ...Object.fromEntries(
        pages.map((p, i) => [
          p,
          {
            imports: ['modules/m/api.ts', 'kit/ui/tabs.tsx', 'domain/format/big.ts', 'domain/validate/styled.ts', ...(i < 5 ? ['domain/loan.ts'] : [])],
            dynamic: ['domain/format/lazy.ts'],
          },
        ]),
      ),
      'modules/m/api.ts': {},
      'kit/ui/tabs.tsx': {},
      'domain/format/big.ts': { bytes: 7000 },
      'domain/validate/styled.ts': { imports: ['domain/validate/styled.css'] },
      'domain/validate/styled.css': {},
      'domain/loan.ts': {},
      'domain/format/lazy.ts': {},
    });
    const out = sharedModules(m, pages, routes);
    expect(out).toEqual([{ path: 'domain/loan.ts', routes: 5, bytes: 100 }]);
    const rare = sharedModules(m, pages, [...routes, ...Array.from({ length: 50 }, () => route(9))]);
    expect(rare.map((f) => f.path)).toEqual([]);
  });
});
