// The server's import graph: which of its files a file reaches, and the import circles (strongly
// connected components) among them. tests/unit/server-seam.test.ts holds the server to it.
//   npx tsx scripts/server-imports.ts           every circle under server/, largest first
//   npx tsx scripts/server-imports.ts --from server/app.ts   every file app.ts reaches
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A file's source by its path from the root (a fixture's, or the disk's). */
export type Sources = (file: string) => string | undefined;

const fromDisk: Sources = (file) => {
  const abs = join(root, file);
  return existsSync(abs) && statSync(abs).isFile() ? readFileSync(abs, 'utf8') : undefined;
};

/** Every .ts / .tsx file under a folder, as paths from the root. */
export function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The module names a source imports: by TypeScript's own scanner, so comments and strings are never mistaken for imports. */
function specifiersOf(src: string, dynamic: boolean): string[] {
  if (dynamic) return ts.preProcessFile(src, true, true).importedFiles.map((f) => f.fileName);
  // the import and export declarations alone, `import type` included: what loads with the file
  return ts
    .createSourceFile('x.ts', src, ts.ScriptTarget.Latest)
    .statements.flatMap((s) =>
      (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? [s.moduleSpecifier.text] : [],
    );
}

/**
 * The files a file imports by a relative path: static imports, `import type`, `export … from`,
 * side-effect imports and (unless `dynamic` is false) `import()` alike. Each resolved as the
 * bundler does: the path, .ts, .tsx, /index.ts, /index.tsx; one that resolves to no file is kept
 * as written.
 */
export function importsOf(file: string, sources: Sources = fromDisk, dynamic = true): string[] {
  const src = sources(file);
  if (src === undefined) return [];
  return specifiersOf(src, dynamic)
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const base = relative(root, resolve(dirname(join(root, file)), s));
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) => /\.tsx?$/.test(c) && sources(c) !== undefined);
      return found ?? base;
    });
}

/** Every file reachable from `start` by relative imports (`import()` too unless `dynamic` is false), each with the chain that reaches it. */
export function reach(start: string, sources: Sources = fromDisk, dynamic = true): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of importsOf(file, sources, dynamic)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

/**
 * The import circles among `files` (Tarjan's strongly connected components, imports leaving
 * `files` ignored): every component of more than one file, and every file that imports itself;
 * largest first.
 */
export function circles(files: string[], sources: Sources = fromDisk): string[][] {
  const inside = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f, sources).filter((t) => inside.has(t))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)!.includes(v)) out.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out.sort((a, b) => b.length - a.length);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const from = process.argv.indexOf('--from');
  if (from > 0) {
    for (const [file, chain] of reach(process.argv[from + 1]!)) console.log(file, chain.length > 1 ? `  (${chain.join(' → ')})` : '');
  } else {
    const found = circles(filesUnder('server'));
    if (!found.length) console.log('no import circle under server/');
    for (const c of found) console.log(`circle of ${c.length} files:\n  ${c.join('\n  ')}`);
  }
}
