// Builds the peer with esbuild as build.ts builds ours (minified, split, same targets, content
// hashes), writes a shell as a bundler's HTML plugin would (entry CSS, modulepreload of the
// entry's static imports) and precompressed files, and measures its direct-open critical path
// for /loan/:id the way our build report does: the sum of each file's compressed size.
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { addSizes, sizeOf } from '../sizes';
import type { Size } from '../types';

// build.ts's targets (iOS 14.5 / Android Chrome 80 WebViews)
export const TARGET = ['es2020', 'chrome80', 'safari14.1', 'ios14.5'];

export interface PeerBuild {
  dir: string;
  /** URL paths of the critical path of /loan/:id, in load order */
  files: string[];
  critical: Size;
}

function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) precompress(file);
    else if (/\.(js|css|html)$/.test(name)) {
      const buf = readFileSync(file);
      writeFileSync(file + '.gz', gzipSync(buf, { level: 9 }));
      writeFileSync(file + '.br', brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

export async function buildPeer(outdir: string, root = process.cwd()): Promise<PeerBuild> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const assets = join(outdir, 'assets');
  const entry = relative(root, resolve(root, 'bench/peer/main.tsx'));
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: assets,
    publicPath: '/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'c/[name]-[hash]',
    assetNames: 'a/[name]-[hash]',
    metafile: true,
    jsx: 'automatic',
    target: TARGET,
    charset: 'utf8',
    legalComments: 'none',
    loader: { '.svg': 'file', '.png': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const outputs = result.metafile!.outputs;
  const url = (out: string) => `/assets/${relative(assets, join(root, out))}`;
  const closure = (out: string, seen = new Set<string>()) => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const i of outputs[out]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) closure(i.path, seen);
    return seen;
  };
  const entryOut = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === entry && o.endsWith('.js'));
  if (!entryOut) throw new Error('peer: no entry output');
  const pageOut = Object.keys(outputs).find((o) => o.endsWith('.js') && Object.keys(outputs[o]!.inputs).some((i) => i.endsWith('bench/peer/loan-detail.tsx')));
  if (!pageOut) throw new Error('peer: no loan-detail chunk');
  const entryJs = [...closure(entryOut)];
  const entryCss = outputs[entryOut]!.cssBundle ? [outputs[entryOut]!.cssBundle!] : [];
  const pageJs = [...closure(pageOut)].filter((f) => !entryJs.includes(f));
  const pageCss = outputs[pageOut]!.cssBundle ? [outputs[pageOut]!.cssBundle!] : [];
  // what a browser fetches to show /loan/:id opened directly: the entry's files, then the route's
  const critical = [...entryJs, ...entryCss, ...pageJs, ...pageCss];
  const html = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>理财</title>
${entryCss.map((f) => `<link rel="stylesheet" href="${url(f)}">`).join('\n')}
${entryJs
  .slice(1)
  .map((f) => `<link rel="modulepreload" href="${url(f)}">`)
  .join('\n')}
<script type="module" src="${url(entryOut)}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
  writeFileSync(join(outdir, 'index.html'), html);
  precompress(outdir);
  return { dir: outdir, files: critical.map(url), critical: addSizes(...critical.map((f) => sizeOf(readFileSync(join(root, f))))) };
}
