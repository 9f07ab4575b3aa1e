// DESIGN: runtime ← bridge ← modules. A layer imports only from layers to its left; modules
// never import each other. runtime/boot.tsx is the composition root (the entry) and may
// name every layer. The sandbox (server/) shares the client's rules rather than copying them,
// so the two cannot drift: it may import runtime files that are pure (no package, no browser,
// only other pure files), never the rest of the runtime, the bridge or the modules.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const root = resolve(__dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const IMPORT = /(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** Every relative import of a file, as a path from the project root. */
export function importsOf(file: string, src = readFileSync(join(root, file), 'utf8')): string[] {
  return [...src.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? m[3]!)
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(root, resolve(dirname(join(root, file)), s)));
}

const layer = (p: string) => p.split('/')[0]!;
const feature = (p: string) => (p.startsWith('modules/') ? p.split('/')[1] : undefined);

function violations(): string[] {
  const out: string[] = [];
  for (const file of [...files('runtime'), ...files('bridge'), ...files('modules')]) {
    if (file === 'runtime/boot.tsx' || file === 'modules/index.ts') continue;
    for (const target of importsOf(file)) {
      const from = layer(file);
      const to = layer(target);
      if (from === 'runtime' && (to === 'bridge' || to === 'modules')) out.push(`${file} → ${target}`);
      if (from === 'bridge' && to === 'modules') out.push(`${file} → ${target}`);
      if (from === 'modules' && to === 'modules' && feature(file) !== feature(target)) out.push(`${file} → ${target}`);
    }
  }
  return out;
}

/** Why a runtime file is not pure (a package, a browser global, an impure import), or null. */
export function impurity(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  if (!/\.ts$/.test(file)) return `${file} is not a plain .ts file`;
  const src = readFileSync(join(root, file), 'utf8');
  const pkg = [...src.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).find((s) => !s.startsWith('.'));
  if (pkg) return `${file} imports the package ${pkg}`;
  const code = src.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const host = /\b(window|document|localStorage|sessionStorage|navigator|location|history|fetch|XMLHttpRequest)\b/.exec(code);
  if (host) return `${file} uses the browser's ${host[1]}`;
  for (const target of importsOf(file, src)) {
    const t = /\.tsx?$/.test(target) ? target : `${target}.ts`;
    if (layer(t) !== 'runtime') return `${file} imports ${target}, outside the runtime`;
    const why = impurity(t, seen);
    if (why) return why;
  }
  return null;
}

function sandboxViolations(): string[] {
  const out: string[] = [];
  for (const file of files('server')) {
    for (const target of importsOf(file)) {
      const to = layer(target);
      if (to === 'bridge' || to === 'modules') out.push(`${file} → ${target}`);
      if (to !== 'runtime') continue;
      const why = impurity(/\.tsx?$/.test(target) ? target : `${target}.ts`);
      if (why) out.push(`${file} → ${target}: ${why}`);
    }
  }
  return out;
}

describe('layers: runtime ← bridge ← modules', () => {
  it('no file imports from a layer to its right, and modules do not import each other', () => {
    expect(violations()).toEqual([]);
  });

  it('the api client knows no router: navigation plugs its early answers in (apiConfig.adopt)', () => {
    const api = files('runtime/api').flatMap((f) => importsOf(f).map((t) => `${f} → ${t}`));
    expect(api.filter((l) => l.includes('runtime/router'))).toEqual([]);
  });

  it('the sandbox imports only pure runtime files: the rules it shares with the client', () => {
    expect(sandboxViolations()).toEqual([]);
  });

  it('a pure file names no package and no browser global, and imports only pure files', () => {
    expect(impurity('runtime/domain/rules/invest-amount.ts')).toBeNull();
    expect(impurity('runtime/format/dates.ts')).toBeNull();
    expect(impurity('runtime/domain/user-info.ts')).toMatch(/imports the package zod/);
    expect(impurity('runtime/session/cookies.ts')).toMatch(/browser's document/);
    expect(impurity('runtime/domain/opening-checklist.tsx')).toMatch(/not a plain .ts file/);
  });

  it('the check sees static, re-exported and lazy imports', () => {
    const src = "import { a } from '../bridge/x';\nexport * from '../modules/y';\nconst z = () => import('../modules/z');\nimport '../bridge/side';";
    expect(importsOf('runtime/file.ts', src)).toEqual(['bridge/x', 'modules/y', 'modules/z', 'bridge/side']);
  });
});
