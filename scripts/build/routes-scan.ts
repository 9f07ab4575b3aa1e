import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';

export interface ScannedRoute {
  path: string;
  /** page source file, relative to the project root */
  file: string;
}

const ENTRY = /path:\s*'([^']+)',\s*page:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/**
 * Reads every modules/<feature>/routes.ts for `path: '…', page: () => import('…')` pairs, so
 * the build can name each route's chunk. A route written any other way fails the build
 * rather than silently losing its preload.
 */
export function scanRoutes(root: string): ScannedRoute[] {
  const out: ScannedRoute[] = [];
  const modules = join(root, 'modules');
  for (const feature of readdirSync(modules, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const file = join(modules, feature.name, 'routes.ts');
    if (!existsSync(file)) continue;
    const src = readFileSync(file, 'utf8');
    const found = [...src.matchAll(ENTRY)];
    const declared = (src.match(/\bpath:\s*'/g) ?? []).length;
    if (found.length !== declared) {
      throw new Error(`${file}: ${declared} routes but ${found.length} in the form "path: '…', page: () => import('…')"`);
    }
    for (const [, path, spec] of found) {
      const abs = resolve(dirname(file), spec!);
      const src = ['.tsx', '.ts'].map((x) => abs + x).find(existsSync);
      if (!src) throw new Error(`${file}: page ${spec} not found`);
      out.push({ path: path!, file: src.slice(root.length + 1) });
    }
  }
  return out;
}
