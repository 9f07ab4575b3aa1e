// One file for a route's page and its loader where they belong to that route alone.
//
// A route names two lazily loaded modules, its page and its loader's api module, and each was
// an entry of the build: two files, and when the page imports its api module as well (most do),
// a third, the shared chunk esbuild makes of the code both entries use, with the api entry a
// stub that re-exports it. Over HTTP/1.1's six connections every file past the sixth costs a
// round trip. Where a page and an api module are only ever used together (every route with
// that page has that loader, and the reverse), one generated module re-exports both
// (`export { default } from page; export * from api`): one entry, and chunk(n) of either
// target loads the same file, which has what each caller reads (the page's default export,
// the loader's named ones). The loader's request still starts with the page's, as before.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { RegistryRoute } from './registry';

/** The entry each chunk target is built from: its own module, or the pair module it shares. */
export function pairEntries(root: string, targetFiles: string[], routes: RegistryRoute[], dir: string): string[] {
  const loadsOfPage = new Map<number, Set<string>>();
  const pagesOfLoad = new Map<number, Set<number>>();
  const pages = new Set(routes.map((r) => r.page));
  const loads = new Set(routes.flatMap((r) => r.load));
  for (const r of routes) {
    const set = loadsOfPage.get(r.page) ?? new Set<string>();
    set.add(r.load.join(','));
    loadsOfPage.set(r.page, set);
    for (const x of r.load) pagesOfLoad.set(x, (pagesOfLoad.get(x) ?? new Set<number>()).add(r.page));
  }
  const entries = targetFiles.map((f) => relative(root, f));
  rmSync(dir, { recursive: true, force: true });
  for (const [page, set] of loadsOfPage) {
    const [only] = [...set];
    if (set.size !== 1 || !only || only.includes(',') || loads.has(page)) continue; // none, several, or the page loads itself
    const load = Number(only);
    if (pages.has(load) || pagesOfLoad.get(load)?.size !== 1) continue;
    // named after the page, so its file reads as the screen it is
    const file = join(dir, String(page), basename(targetFiles[page]!).replace(/\.tsx?$/, '.ts'));
    mkdirSync(join(dir, String(page)), { recursive: true });
    // relative, so the source maps' copy of this module reads the same from any checkout path
    const spec = (f: string) => JSON.stringify(relative(dirname(file), f).replace(/\.tsx?$/, ''));
    writeFileSync(file, `export { default } from ${spec(targetFiles[page]!)};\nexport * from ${spec(targetFiles[load]!)};\n`);
    entries[page] = entries[load] = relative(root, file);
  }
  return entries;
}
