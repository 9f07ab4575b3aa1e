// Production build: esbuild split by route, the HTML shell with its preload map and CSP,
// precompressed files, and the enforced per-route budget report.
//   tsx build.ts [--outdir dist] [--budgets budgets.json] [--dev] [--watch]
import * as esbuild from 'esbuild';
import { readFileSync, writeFileSync, rmSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { dirname, join, relative, resolve } from 'node:path';
import { ChunkTargets, readRegistry, routeChunks } from './scripts/build/registry';
import { sizeOf, add, type Size } from './scripts/build/sizes';
import { bundleFloor } from './scripts/build/floor';
import { checkBudgets, budgetTable, type Budgets, type RouteReport } from './scripts/build/budgets';
import { renderShell, contentSecurityPolicy, scriptHash, partialMap, checkEarly, shellScript, inlineCss, ownFiles } from './scripts/build/shell';
import { ACCESS, type RouteMap } from './runtime/router/route-map';
import { compile } from './runtime/router/match';
import { sessionEarly } from './runtime/session/early';
import { createHash } from 'node:crypto';
import { dropEmptyChunks } from './scripts/build/empty-chunks';
import { sharedModules } from './scripts/build/common';
import { copiesPlugin, tinyModules, type Copies } from './scripts/build/copies';
import { buildVersion, writeServiceWorker } from './scripts/build/service-worker';
import { writeOfflinePackage } from './scripts/build/offline-package';
import { pairEntries } from './scripts/build/route-pairs';
import { CACHED_SHELL } from './runtime/sw/offline-page';

const root = process.cwd();
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dev = process.argv.includes('--dev');
const outdir = resolve(root, arg('--outdir') ?? 'dist');
const budgetsFile = resolve(root, arg('--budgets') ?? 'budgets.json');
const publicPath = (process.env.PUBLIC_PATH ?? '/assets').replace(/\/$/, '');
const apiPrefix = process.env.API_PREFIX ?? '';

// esbuild gives a module shared by the entry and some lazily loaded chunks its own chunk per
// combination of them, which splinters the runtime into many small files on every critical
// path. Making every dynamically imported module (pages, their loaders, lazy parts) depend on
// runtime/start and the bridge puts both, with React, zod and esbuild's helpers, in one chunk
// that every route loads anyway. The targets come from a first pass. The bridge is injected
// here, not imported by start, so that the source keeps the direction runtime ← bridge ←
// modules. boot.tsx (with the route table, whose import()s are chunk(n) calls by now, so no
// page's stylesheet follows them) joins too: its own file would be one more request on every
// route for a few bytes (the shell loads the chunk itself, below).
// Small shared modules enough routes use join them (scripts/build/common.ts).
const COMMON = ['runtime/start.tsx', 'bridge/index.ts', 'runtime/boot.tsx'];
/**
 * A lazily imported module's source with the common modules imported first (else undefined).
 * The imports are relative and on the module's first line: the source maps' copy of the module
 * then reads the same from any checkout path (esbuild's file names hash the maps too), and its
 * line numbers stay the file's own.
 */
function withCommon(targets: Set<string>, shared: string[]) {
  const common = [...COMMON, ...shared].map((f) => join(root, f));
  const imports = (path: string) => common.map((f) => `import ${JSON.stringify(relative(dirname(path), f).replace(/^(?!\.)/, './'))};`).join('');
  return (path: string) => (targets.has(path) && !common.includes(path) ? imports(path) + readFileSync(path, 'utf8') : undefined);
}
function runtimeFirst(read: (path: string) => string | undefined): esbuild.Plugin {
  return {
    name: 'runtime-first',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const contents = read(args.path);
        return contents === undefined ? undefined : { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

const reactShim: esbuild.Plugin = {
  name: 'react-shim',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: join(root, 'scripts/build/shims/use-sync-external-store.ts') }));
  },
};

/** A first pass: the modules loaded lazily, and its metafile to see which routes use what. */
async function firstPass(entries: string[], plugin: esbuild.Plugin): Promise<{ targets: Set<string>; meta: esbuild.Metafile }> {
  const r = await esbuild.build({ ...options, entryPoints: entries, write: false, minify: false, sourcemap: false, plugins: [plugin, reactShim] });
  const out = new Set(entries.filter((e) => /\.tsx?$/.test(e)).map((e) => resolve(root, e)));
  for (const input of Object.values(r.metafile!.inputs)) {
    for (const i of input.imports) if (i.kind === 'dynamic-import' && !i.path.includes('node_modules')) out.add(join(root, i.path));
  }
  return { targets: out, meta: r.metafile! };
}

const options: esbuild.BuildOptions = {
  entryPoints: ['runtime/boot.tsx', 'runtime/app.css'],
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: !dev,
  sourcemap: dev ? 'inline' : 'external',
  outdir: join(outdir, 'assets'),
  publicPath,
  entryNames: '[name]-[hash]',
  chunkNames: 'c/[name]-[hash]',
  assetNames: 'a/[name]-[hash]',
  metafile: true,
  jsx: 'automatic',
  // iOS 14.1+ (esbuild cannot lower destructuring for older Safari) and Android Chrome 80+ WebViews
  target: ['es2020', 'chrome80', 'safari14.1', 'ios14.5'],
  charset: 'utf8',
  legalComments: dev ? 'inline' : 'external',
  loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file' },
  define: {
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
    __API_PREFIX__: JSON.stringify(apiPrefix),
  },
  logLevel: 'warning',
};

/** The React floor: react + react-dom rendering one element, bundled the same way. */
async function reactFloor(): Promise<Size> {
  return sizeOf(await bundleFloor(root, options.target as string[]));
}

function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) precompress(file);
    else if (/\.(js|css|html|svg|json|txt)$/.test(name)) {
      const buf = readFileSync(file);
      writeFileSync(file + '.gz', gzipSync(buf, { level: 9 }));
      writeFileSync(file + '.br', brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

/** esbuild over the registry: the entry, one chunk per route target, copies and folded modules. */
async function bundle() {
  // the registry, run: routes in order, and the modules each route's page and loader start
  const targets = new ChunkTargets();
  const routes = await readRegistry(root, targets);
  const chunks = routeChunks(targets, join(root, 'runtime/router/route-map.ts'));
  // the lazily started modules are entry points: their files are named in the shell's map; a
  // page and the loader only it uses are one (scripts/build/route-pairs.ts)
  const entryOf = pairEntries(root, targets.files, routes, join(root, 'node_modules/.cache/route-pairs'));
  const entries = [...new Set([...(options.entryPoints as string[]), ...entryOf])];
  const first = await firstPass(entries, chunks);
  const folded = sharedModules(first.meta, entryOf, routes);
  const common = withCommon(
    first.targets,
    folded.map((f) => f.path),
  );
  const plugins = [runtimeFirst(common), chunks, reactShim];
  // a trial of the real build finds its tiny shared chunks; their stateless modules are then
  // copied into the chunks that use them (scripts/build/copies.ts). Copying moves modules, so
  // a trial with the copies may leave new tiny chunks: tried again until none is left (twice)
  let copies: Copies = { modules: new Set(), home: new Map() };
  for (let pass = 0; pass < 3; pass++) {
    const trial = await esbuild.build({
      ...options,
      entryPoints: entries,
      plugins: [copiesPlugin(copies, root, common), ...plugins],
      write: false,
      sourcemap: false,
    });
    const found = tinyModules(trial.metafile!, root);
    const more = [...found.modules].filter((m) => !copies.modules.has(m));
    if (!more.length) break;
    copies = { modules: new Set([...copies.modules, ...more]), home: pass ? copies.home : found.home };
  }
  const result = await esbuild.build({ ...options, entryPoints: entries, plugins: [copiesPlugin(copies, root, common), ...plugins] });
  // A stylesheet imported by modules of different chunks leaves esbuild's zero-byte chunk for
  // its (codeless) module. Kept as emitted they cost 148 more file loads over the 87 routes
  // and put 7 more routes past HTTP/1.1's six connections, so the one edit of emitted code
  // left is blanking their import statements (scripts/build/empty-chunks.ts); the ways around
  // it tried, and the one that would remove it (one generated stylesheet per entry), are in
  // docs/loading-path.md.
  const meta = result.metafile!;
  dropEmptyChunks(meta, root);
  // --meta FILE: esbuild's metafile, to see what each chunk holds (kept out of dist/)
  const metaOut = arg('--meta');
  if (metaOut) writeFileSync(resolve(root, metaOut), JSON.stringify(meta));
  return { routes, entryOf, outputs: meta.outputs };
}

type Outputs = esbuild.Metafile['outputs'];
const url = (p: string) => `${publicPath}/${relative(join(outdir, 'assets'), join(root, p))}`;

/** A chunk and every chunk it imports statically: what loading it costs. */
function closure(outputs: Outputs, out: string, seen = new Set<string>()) {
  if (seen.has(out)) return seen;
  seen.add(out);
  for (const i of outputs[out]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) closure(outputs, i.path, seen);
  return seen;
}

/** The runtime chunk the shell loads, and what it loads with it. */
function entryFiles(outputs: Outputs, byEntry: Map<string, string>) {
  // boot.tsx rides in the runtime's chunk (COMMON), so its own file is only an import of that
  // chunk: the shell loads the chunk itself, one request fewer on every route, and the stub goes
  const bootOut = byEntry.get('runtime/boot.tsx')!;
  // the JS entry's own CSS bundle gathers every page's CSS through the route table: unused
  const unused = outputs[bootOut]!.cssBundle;
  if (unused) {
    rmSync(join(root, unused), { force: true });
    rmSync(join(root, unused + '.map'), { force: true });
  }
  const stub = outputs[bootOut]!;
  const only = stub.imports.filter((i) => i.kind === 'import-statement');
  const entryOut = Object.values(stub.inputs).every((i) => i.bytesInOutput === 0) && only.length === 1 ? only[0]!.path : bootOut;
  if (entryOut !== bootOut) {
    for (const f of [bootOut, bootOut + '.map']) rmSync(join(root, f), { force: true });
    delete outputs[bootOut];
  }
  return { entryOut, entryJs: closure(outputs, entryOut), entryCss: [byEntry.get('runtime/app.css')!] };
}

type Built = Awaited<ReturnType<typeof bundle>> & ReturnType<typeof entryFiles> & { byEntry: Map<string, string> };

/** The shell's route map and each route's critical path, as the budgets read it. */
function routeMap({ routes, entryOf, outputs, entryJs, entryCss, byEntry }: Built, size: (files: Iterable<string>) => Size) {
  // Each chunk target's files beyond what every route loads: its own module first, then the
  // shared chunks it imports, then its stylesheet.
  const fileIndex = new Map<string, number>();
  const map: RouteMap & { t: number[][] } = { f: [], t: [], r: [], l: -1, d: -1, ...(apiPrefix ? { p: apiPrefix } : {}), s: sessionEarly() };
  const idx = (f: string) => {
    let i = fileIndex.get(f);
    if (i === undefined) fileIndex.set(f, (i = map.f.push(url(f)) - 1));
    return i;
  };
  const targetFiles = entryOf.map((entry) => {
    const out = byEntry.get(entry);
    if (!out) throw new Error(`no chunk for ${entry}`);
    const js = [...closure(outputs, out)].filter((f) => !entryJs.has(f));
    const css = outputs[out]!.cssBundle;
    return { out, files: css ? [...js, css] : js };
  });
  for (const t of targetFiles) map.t.push(t.files.map(idx));

  const reports: RouteReport[] = [];
  routes.forEach((r, i) => {
    const page = targetFiles[r.page]!;
    const files = [...new Set([r.page, ...r.load].flatMap((n) => targetFiles[n]!.files))];
    const sanitises = files.some((f) => Object.keys(outputs[f]!.inputs).some((i) => i.includes('node_modules/dompurify/')));
    // the base stylesheet's bytes count (they come inline in the shell), not as a file
    const critical = [...entryJs, ...files];
    const pageCss = page.files.filter((f) => f.endsWith('.css'));
    reports.push({ path: r.path, page: size([page.out, ...pageCss]), critical: size([...critical, ...entryCss]), sanitises, files: critical.map(url) });
    const row: RouteMap['r'][number] = [compile(r.path), ACCESS[r.access], [r.page, ...r.load]];
    if (r.early?.length || r.waits) row.push(checkEarly(r.path, r.early ?? []));
    if (r.waits === 'user') row.push(1);
    map.r.push(row);
    if (r.path === '/login') map.l = i;
    if (r.path === '/dashboard') map.d = i;
  });
  return { map, reports };
}

/** index.html, the cached shell, one shell per route (shells.json), the map module and csp.txt. */
async function writeShells(built: Built, map: ReturnType<typeof routeMap>['map']) {
  const script = await shellScript(root, options.target as string[]);
  const hash = scriptHash(script);
  // the build's version, in every shell's map: the page compares it with the service worker's
  if (!dev) map.v = buildVersion(outdir, script);
  const apiOrigin = /^https?:\/\//.test(apiPrefix) ? new URL(apiPrefix).origin : undefined;
  // the base stylesheet goes inline into every shell (scripts/build/shell.ts renderShell)
  const css = inlineCss(readFileSync(join(root, built.entryCss[0]!), 'utf8'));
  const styleHash = scriptHash(css);
  const csp = contentSecurityPolicy({ scriptHash: hash, styleHash, apiOrigin });
  const shellParts = {
    entry: url(built.entryOut),
    entryChunks: [...built.entryJs].filter((f) => f !== built.entryOut).map(url),
    css,
    script,
    csp,
    title: '汇盈金服',
  };
  writeFileSync(join(outdir, 'index.html'), renderShell({ ...shellParts, map }));
  // the same shell as a cache serves it: the service worker's and the app package's
  writeFileSync(join(outdir, CACHED_SHELL.slice(1)), renderShell({ ...shellParts, map, scriptFirst: true }));
  // Each route also gets its own shell carrying only the part of the map its landing needs;
  // the full map follows as a module when another screen is wanted. server/static and the
  // nginx example pick the shell by the registry's patterns (shells.json), first match wins
  // as in the router; a host that cannot serves index.html, which has the whole map.
  const mapSrc = `export default ${JSON.stringify(map)}`;
  const mapName = `route-map-${createHash('sha256').update(mapSrc).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outdir, 'assets', mapName), mapSrc);
  mkdirSync(join(outdir, 'shells'), { recursive: true });
  const shells = built.routes.map((r, i) => {
    const file = `shells/${i}.html`;
    const part = partialMap(map, i, `${publicPath}/${mapName}`);
    const own = ownFiles(map, i);
    writeFileSync(join(outdir, file), renderShell(own.length ? { ...shellParts, map: { ...part, o: 1 }, own } : { ...shellParts, map: part }));
    // the pattern as the router compiled it for the map (`re`: the expression's source, matched
    // case-insensitively): every host reads that rather than compiling the path again
    return { path: r.path, re: map.r[i]![0][0], shell: file };
  });
  writeFileSync(join(outdir, 'shells.json'), JSON.stringify(shells));
  writeFileSync(join(outdir, 'csp.txt'), contentSecurityPolicy({ scriptHash: hash, styleHash, apiOrigin, frameAncestors: true }));
}

async function build(): Promise<{ ok: boolean; table: string; breaches: string[] }> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const bundled = await bundle();
  const byEntry = new Map<string, string>();
  for (const [out, o] of Object.entries(bundled.outputs)) if (o.entryPoint) byEntry.set(o.entryPoint, out);
  const built: Built = { ...bundled, byEntry, ...entryFiles(bundled.outputs, byEntry) };
  // every route's critical path repeats the runtime's files: compress each file once
  const fileSizes = new Map<string, Size>();
  const sizeOfFile = (f: string) => {
    let s = fileSizes.get(f);
    if (!s) fileSizes.set(f, (s = sizeOf(readFileSync(join(root, f)))));
    return s;
  };
  const size = (files: Iterable<string>) => add(...[...files].map(sizeOfFile));
  // The entry budget is its JavaScript; its CSS counts in every critical path.
  const entrySize = size(built.entryJs);
  const { map, reports } = routeMap(built, size);
  await writeShells(built, map);
  // the service worker and its offline screen (not for dev builds: a worker would keep serving
  // the shells of a build the watcher has replaced)
  const worker = map.v
    ? await writeServiceWorker({
        root,
        outdir,
        publicPath,
        version: map.v,
        routes: built.routes.map((r) => r.path),
        apiPrefix,
        target: options.target as string[],
      })
    : null;
  if (worker) console.log(`service worker: build ${map.v}, ${worker.files} files to precache, ${(worker.bytes / 1024).toFixed(0)} KB before compression`);
  // For operators and native teams: every file a directly opened route needs, in load order.
  const manifest = reports.map((r) => ({ path: r.path, files: r.files }));
  writeFileSync(join(outdir, 'manifest.json'), JSON.stringify({ entry: url(built.entryOut), routes: manifest }, null, 1));

  const floor = await reactFloor();
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
  const breaches = checkBudgets(budgets, entrySize, reports);
  const table = budgetTable(entrySize, floor, reports);
  writeFileSync(join(outdir, 'budget-report.json'), JSON.stringify({ floor, entry: entrySize, routes: reports, breaches }, null, 1));
  // the native apps' offline package: every file the pages load, hashed, and one archive
  // (bridge/CONTRACT.md §10); after the worker and csp.txt, which it holds and names
  if (!dev) {
    const pkg = writeOfflinePackage(outdir, map.v);
    console.log(`offline package: ${pkg.version}, ${pkg.files.length} files, archive ${(pkg.archiveSize / 1024).toFixed(0)} KB`);
    precompress(outdir);
  }
  return { ok: breaches.length === 0, table, breaches };
}

async function main() {
  const run = async () => {
    const r = await build();
    console.log(r.table);
    if (r.ok) console.log(`budgets: all ${r.table.split('\n').length - 3} routes within budget`);
    else console.error(`BUDGET EXCEEDED:\n  ${r.breaches.join('\n  ')}`);
    return r.ok;
  };
  if (process.argv.includes('--watch')) {
    const { watch } = await import('node:fs');
    await run();
    let timer: NodeJS.Timeout | undefined;
    for (const dir of ['domain', 'runtime', 'kit', 'modules', 'bridge']) {
      watch(join(root, dir), { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => run().catch((e) => console.error(e)), 150);
      });
    }
    return;
  }
  // Budgets are enforced only on the production build: dev output is unminified.
  if (!(await run()) && !dev) process.exit(1);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
