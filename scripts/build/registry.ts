// The build reads the one registry, `modules/index.ts`, by running it: each route's path,
// access and tab, and which lazily imported modules its page and loader start.
//
// Every `import()` in a `modules/*/routes.ts` is compiled to `chunk(n)` (runtime/router/
// route-map.ts), where n numbers the imported module. In the app, chunk(n) finds the module's
// files in the shell's route map, so hashed file names are written once, in the shell, and
// not again in the entry. Here, chunk(n) is a recorder: calling a route's `page` and `load`
// tells which modules they start, without running any page code.
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { RouteEntry } from '../../runtime/router/types';

export const ROUTES_FILE = /[\\/]modules[\\/][^\\/]+[\\/]routes\.ts$/;

/** Lazily imported modules of the route files, numbered in the order first met (readRegistry
 *  meets them in a fixed order). */
export class ChunkTargets {
  readonly files: string[] = [];
  private index = new Map<string, number>();
  of(abs: string) {
    let n = this.index.get(abs);
    if (n === undefined) this.index.set(abs, (n = this.files.push(abs) - 1));
    return n;
  }
}

function resolveSpec(from: string, spec: string) {
  const abs = resolve(dirname(from), spec);
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts', ''].map((x) => abs + x).find((f) => /\.tsx?$/.test(f) && existsSync(f));
  if (!found) throw new Error(`${from}: lazily imported ${spec} not found`);
  return found;
}

/** routes.ts source with each `import('…')` replaced by `__chunk(n)` (a syntax-tree rewrite). */
export function rewriteRoutes(file: string, src: string, targets: ChunkTargets, chunkModule: string): string {
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const f = ts.factory;
  const visit = (ctx: ts.TransformationContext) => {
    const v = (node: ts.Node): ts.Node => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const arg = node.arguments[0];
        if (!arg || !ts.isStringLiteral(arg)) throw new Error(`${file}: import() must name its module with a string literal`);
        const n = targets.of(resolveSpec(file, arg.text));
        return f.createCallExpression(f.createIdentifier('__chunk'), undefined, [f.createNumericLiteral(n)]);
      }
      return ts.visitEachChild(node, v, ctx);
    };
    return (root: ts.SourceFile) => ts.visitNode(root, v) as ts.SourceFile;
  };
  const out = ts.transform(sf, [visit]).transformed[0]!;
  // relative, so the source maps' copy of the file reads the same from any checkout path
  const from = isAbsolute(chunkModule) ? relative(dirname(file), chunkModule).replace(/^(?!\.)/, './') : chunkModule;
  return `import { chunk as __chunk } from ${JSON.stringify(from)};\n` + ts.createPrinter().printFile(out);
}

/** esbuild plugin applying rewriteRoutes to every modules/<feature>/routes.ts. */
export function routeChunks(targets: ChunkTargets, chunkModule: string): esbuild.Plugin {
  return {
    name: 'route-chunks',
    setup(b) {
      b.onLoad({ filter: ROUTES_FILE }, (args) => ({
        contents: rewriteRoutes(args.path, readFileSync(args.path, 'utf8'), targets, chunkModule),
        loader: 'ts',
      }));
    },
  };
}

export interface RegistryRoute {
  path: string;
  access: 'public' | 'user' | 'guest';
  title: string;
  /** chunk target of the page */
  page: number;
  /** chunk targets the loader starts (its api module, sometimes the page itself) */
  load: number[];
  nav?: { order: number; label: string; icon: string };
  early?: readonly string[];
  waits?: 'user';
}

// Stands in for runtime/router/route-map.ts chunk() while the registry runs in Node: chunk(n) records n
// and resolves to a module whose every export is a function resolving to nothing.
const RECORDER = `
const mod = new Proxy({}, { get: (_, k) => (k === 'then' ? undefined : () => Promise.resolve(undefined)) });
export function chunk(n) {
  globalThis.__chunks?.push(n);
  const p = Promise.resolve(mod);
  p.__chunk = n;
  return p;
}`;

/**
 * Numbers every route file's lazily imported modules in a fixed order (the files sorted, each
 * in source order) before esbuild reads them: esbuild loads files in parallel, and numbering
 * them as met would let one build's chunk(3) be the next one's chunk(5), a new runtime chunk
 * and so a new name for every file of the build.
 */
function numberTargets(root: string, targets: ChunkTargets) {
  const dir = join(root, 'modules');
  const files = readdirSync(dir)
    .map((m) => join(dir, m, 'routes.ts'))
    .filter((f) => existsSync(f))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const f of files) rewriteRoutes(f, readFileSync(f, 'utf8'), targets, '');
}

export async function readRegistry(root: string, targets: ChunkTargets): Promise<RegistryRoute[]> {
  numberTargets(root, targets);
  const recorder = 'registry:recorder';
  const r = await esbuild.build({
    entryPoints: [join(root, 'modules/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [
      routeChunks(targets, recorder),
      {
        name: 'recorder',
        setup(b) {
          b.onResolve({ filter: /^registry:recorder$/ }, () => ({ path: recorder, namespace: 'recorder' }));
          b.onLoad({ filter: /.*/, namespace: 'recorder' }, () => ({ contents: RECORDER, loader: 'js' }));
        },
      },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'registry-'));
  const file = join(dir, 'registry.mjs');
  writeFileSync(file, r.outputFiles[0]!.text);
  try {
    const { routes } = (await import(pathToFileURL(file).href)) as { routes: RouteEntry[] };
    const g = globalThis as { __chunks?: number[] };
    return routes.map((route) => {
      const page = (route.page() as { __chunk?: number }).__chunk;
      if (page === undefined) throw new Error(`route ${route.path}: page must be () => import('…')`);
      g.__chunks = [];
      try {
        void Promise.resolve(route.load?.({ params: new Proxy({}, { get: () => '1' }), query: new URLSearchParams() })).catch(() => {});
      } catch {
        // a loader that throws before importing starts nothing to preload
      }
      const load = [...new Set(g.__chunks)].filter((n) => n !== page);
      delete g.__chunks;
      return { path: route.path, access: route.access, title: route.title, page, load, nav: route.nav, early: route.early, waits: route.waits };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
