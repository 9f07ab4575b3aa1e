import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pairEntries } from '../../scripts/build/route-pairs';
import type { RegistryRoute } from '../../scripts/build/registry';

// scripts/build/route-pairs.ts: a page and the loader only it uses become one entry.
// the checkout's folder, with the generated modules inside it as in the build
const root = mkdtempSync(join(tmpdir(), 'pairs-'));
const files = ['a/pages/one.tsx', 'a/api-one.ts', 'a/pages/two.tsx', 'a/pages/three.tsx', 'a/api-shared.ts', 'a/pages/four.tsx', 'a/pages/self.tsx'].map(
  (f) => `${root}/${f}`,
);
const route = (path: string, page: number, load: number[] = []): RegistryRoute => ({ path, access: 'public', title: path, page, load });
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pairs of page and loader', () => {
  it('pairs only where each is the other’s alone, and names the pair after the page', () => {
    dir = join(root, 'cache/route-pairs');
    const routes = [
      route('/one', 0, [1]),
      route('/one-again', 0, [1]),
      // a loader two pages use stays its own entry, and so do they
      route('/two', 2, [4]),
      route('/three', 3, [4]),
      // a page without a loader, and one that loads itself
      route('/four', 5),
      route('/self', 6, [6]),
    ];
    const entries = pairEntries(root, files, routes, dir);
    const pair = entries[0]!;
    expect(entries[1]).toBe(pair);
    expect(pair.endsWith('/0/one.ts')).toBe(true);
    expect(entries.slice(2)).toEqual(files.slice(2).map((f) => f.slice(root.length + 1)));
    const src = readFileSync(join(dir, '0/one.ts'), 'utf8');
    // relative specifiers: the same module text from any checkout path
    expect(src).not.toContain(root);
    expect(src).toBe('export { default } from "../../../a/pages/one";\nexport * from "../../../a/api-one";\n');
  });

  it('leaves a page whose routes load different modules as it is', () => {
    dir = join(root, 'cache/route-pairs');
    const entries = pairEntries(root, files, [route('/one', 0, [1]), route('/one-b', 0, [4])], dir);
    expect(entries[0]).toBe('a/pages/one.tsx');
  });
});
