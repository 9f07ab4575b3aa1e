// The build reads the one registry by running modules/index.ts (scripts/build/registry.ts).
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ChunkTargets, readRegistry, rewriteRoutes } from '../../scripts/build/registry';
import { routes } from '../../modules';

const root = resolve(__dirname, '../..');

describe('build registry', () => {
  it('rewrites each import() of a routes file to a numbered chunk', () => {
    const t = new ChunkTargets();
    const src = "export const routes = [{ path: '/', page: () => import('./pages/home'), load: () => import('./api').then((m) => m.loadHome()) }];";
    const out = rewriteRoutes(resolve(root, 'modules/home/routes.ts'), src, t, '/x/chunks');
    expect(out).toContain('__chunk(0)');
    expect(out).toContain('__chunk(1)');
    expect(out).not.toMatch(/import\(/);
    expect(t.files.map((f) => f.slice(root.length + 1))).toEqual(['modules/home/pages/home.tsx', 'modules/home/api.ts']);
  });

  it('refuses an import() it cannot name', () => {
    expect(() =>
      rewriteRoutes(resolve(root, 'modules/home/routes.ts'), 'const p = "./x"; export const r = () => import(p);', new ChunkTargets(), '/x'),
    ).toThrow(/string literal/);
  });

  it('sees every route of modules/index.ts, in order, with its page and loader chunks', async () => {
    const t = new ChunkTargets();
    const read = await readRegistry(root, t);
    expect(read.map((r) => r.path)).toEqual(routes.map((r) => r.path));
    expect(read.map((r) => r.access)).toEqual(routes.map((r) => r.access));
    const home = read.find((r) => r.path === '/')!;
    expect(t.files[home.page]).toMatch(/modules\/home\/pages\/home\.tsx$/);
    // a loader is its module's api file, not the page: the shell preloads it beside the page
    expect(home.load.map((n) => t.files[n])).toEqual([expect.stringMatching(/modules\/home\/api\.ts$/)]);
    const notice = read.find((r) => r.path === '/notice')!;
    expect(notice.load.map((n) => t.files[n])).toEqual([expect.stringMatching(/modules\/content\/api\/articles\.ts$/)]);
    expect(notice.early).toEqual(['/api/v2/cms/category/PUBLICATION/name/NOTICE?pageSize=3&currentPage=1']);
    const loan = read.find((r) => r.path === '/loan/:id')!;
    expect(loan.load.map((n) => t.files[n])).toEqual([expect.stringMatching(/modules\/products\/api\/loan\.ts$/)]);
    expect(read.filter((r) => r.nav).map((r) => r.path)).toEqual(['/', '/more', '/dashboard', '/list']);
    // a page file is only the page: no route's loader is imported from one
    expect(read.flatMap((r) => r.load.map((n) => t.files[n]!)).filter((f) => /\/pages\//.test(f))).toEqual([]);
  }, 30000);
});
