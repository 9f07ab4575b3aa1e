// The size part of the bench: read from a build's budget-report.json and its shell, so it works
// on any build (dist/ or the bench's own) without a browser.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { routeLimit, TARGETS } from './targets';
import type { RouteSize, ShellSize, Size, SizesReport } from './types';

/** A request this small costs a round trip for almost no code (issue 15: /register had 11). */
export const TINY_FILE = 600;

export const sizeOf = (buf: Buffer | Uint8Array | string): Size => {
  const b = typeof buf === 'string' ? Buffer.from(buf) : buf;
  return {
    raw: b.length,
    gzip: gzipSync(b, { level: 9 }).length,
    brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

export const addSizes = (...s: Size[]): Size =>
  s.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

/** What the build writes (build.ts): only the fields the bench reads, checked loosely. */
interface BudgetReport {
  floor: Size;
  entry: Size;
  routes: Array<{ path: string; page: Size; critical: Size; sanitises?: boolean; files: string[] }>;
}

const isSize = (s: unknown): s is Size =>
  !!s && typeof s === 'object' && ['raw', 'gzip', 'brotli'].every((k) => typeof (s as Record<string, unknown>)[k] === 'number');

export function readBudgetReport(dist: string): BudgetReport {
  const file = join(dist, 'budget-report.json');
  if (!existsSync(file)) throw new Error(`${file} missing: build first (npx tsx build.ts --outdir ${dist})`);
  const r = JSON.parse(readFileSync(file, 'utf8')) as Partial<BudgetReport>;
  if (!isSize(r.floor) || !isSize(r.entry) || !Array.isArray(r.routes)) throw new Error(`${file}: no floor, entry or routes`);
  for (const route of r.routes) {
    if (typeof route?.path !== 'string' || !isSize(route.critical) || !isSize(route.page) || !Array.isArray(route.files)) {
      throw new Error(`${file}: a route without path, page, critical or files`);
    }
  }
  return r as BudgetReport;
}

/** DOMPurify on its own, bundled and minified as a page would carry it. */
export async function dompurifySize(root: string): Promise<Size> {
  const r = await esbuild.build({
    stdin: { contents: "export { default } from 'dompurify';", resolveDir: root },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    target: ['es2020'],
  });
  return sizeOf(r.outputFiles[0]!.contents);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The shell's bytes, and the inline route map's share of them (the largest inline script). */
export function shellSize(html: string): ShellSize {
  const inline = [...html.matchAll(INLINE_SCRIPT)].filter((m) => !/\bsrc\s*=/.test(m[1]!)).map((m) => m[2]!);
  const largest = inline.reduce<string | null>((a, b) => (a === null || b.length > a.length ? b : a), null);
  const raw = Buffer.byteLength(html);
  const mapRaw = largest ? Buffer.byteLength(largest) : 0;
  return {
    html: sizeOf(html),
    map: largest ? { raw: mapRaw, gzip: gzipSync(Buffer.from(largest), { level: 9 }).length, share: mapRaw / raw } : null,
    inlineScripts: inline.length,
  };
}

/** A file of the build by its URL (publicPath /assets by default, or any prefix ending in it). */
function fileSizeOf(dist: string, url: string): number | null {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
  const i = path.indexOf('/assets/');
  const file = join(dist, i >= 0 ? path.slice(i) : path);
  return existsSync(file) ? statSync(file).size : null;
}

export async function readSizes(dist: string, root = process.cwd()): Promise<SizesReport> {
  const report = readBudgetReport(dist);
  const shellFile = join(dist, 'index.html');
  if (!existsSync(shellFile)) throw new Error(`${shellFile} missing`);
  const dompurify = await dompurifySize(root);
  const factor = TARGETS.floorFactor;
  const routes: RouteSize[] = report.routes.map((r) => ({
    path: r.path,
    files: r.files.length,
    tiny: r.files.filter((f) => (fileSizeOf(dist, f) ?? Infinity) < TINY_FILE).length,
    page: r.page,
    critical: r.critical,
    sanitises: !!r.sanitises,
    ratio: r.critical.gzip / report.floor.gzip,
    limit: routeLimit(report.floor.gzip, !!r.sanitises, dompurify.gzip, factor),
  }));
  return { dist, floor: report.floor, entry: report.entry, dompurify, factor, routes, shell: shellSize(readFileSync(shellFile, 'utf8')) };
}

/** The critical-path files of a route pattern, as URL paths (for the redirect cases). */
export function criticalFiles(dist: string, path: string): string[] {
  const r = readBudgetReport(dist).routes.find((x) => x.path === path);
  return r ? r.files.map((f) => f.replace(/^https?:\/\/[^/]+/, '')) : [];
}
