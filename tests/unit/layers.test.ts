// DESIGN: domain ← runtime ← kit ← bridge ← modules. Which layer imports which is lint
// (scripts/lint/architecture.js, tests/unit/lint-architecture.test.ts); what stays here is the
// purity the sandbox relies on, followed through imports. domain/ is pure (entities, schemas, rules, formats: no React, no
// browser, no call), so the sandbox (server/) builds its answers from the client's own rules:
// it may import domain/ and pure runtime files, never kit/, the bridge or the modules.
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

/** Why a file is not pure (a package other than zod, a browser global, an impure import), or null. */
export function impurity(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  if (!/\.ts$/.test(file)) return `${file} is not a plain .ts file`;
  const src = readFileSync(join(root, file), 'utf8');
  const pkg = [...src.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).find((s) => !s.startsWith('.') && s !== 'zod/mini');
  if (pkg) return `${file} imports the package ${pkg}`;
  const code = src.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const host = /\b(window|document|localStorage|sessionStorage|navigator|location|history|fetch|XMLHttpRequest)\b/.exec(code);
  if (host) return `${file} uses the browser's ${host[1]}`;
  for (const target of importsOf(file, src)) {
    const t = /\.tsx?$/.test(target) ? target : `${target}.ts`;
    if (layer(t) !== 'runtime' && layer(t) !== 'domain') return `${file} imports ${target}, outside the domain and the runtime`;
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
      if (to === 'bridge' || to === 'modules' || to === 'kit') out.push(`${file} → ${target}`);
      if (to !== 'runtime' && to !== 'domain') continue;
      const why = impurity(/\.tsx?$/.test(target) ? target : `${target}.ts`);
      if (why) out.push(`${file} → ${target}: ${why}`);
    }
  }
  return out;
}

describe('layers: domain ← runtime ← kit ← bridge ← modules', () => {
  it('every file of domain/ is pure: the sandbox and the screens read the same rules', () => {
    expect(
      files('domain')
        .map((f) => impurity(f))
        .filter(Boolean),
    ).toEqual([]);
  });

  it('the api client knows no router: navigation plugs its early answers in (apiConfig.adopt)', () => {
    const api = files('runtime/api').flatMap((f) => importsOf(f).map((t) => `${f} → ${t}`));
    expect(api.filter((l) => l.includes('runtime/router'))).toEqual([]);
  });

  it('the sandbox imports only the domain and pure runtime files: the rules it shares with the client', () => {
    expect(sandboxViolations()).toEqual([]);
  });

  it('a pure file names no package and no browser global, and imports only pure files', () => {
    expect(impurity('domain/rules/invest-amount.ts')).toBeNull();
    expect(impurity('domain/format/dates.ts')).toBeNull();
    expect(impurity('kit/entity/user-info.ts')).toMatch(/browser's/);
    expect(impurity('kit/entity/sms.ts')).toMatch(/outside the domain and the runtime|imports the package|browser's/);
    expect(impurity('kit/ui/rich-html.tsx')).toMatch(/not a plain .ts file/);
    expect(impurity('runtime/session/cookies.ts')).toMatch(/browser's document/);
    expect(impurity('kit/entity/opening-checklist.tsx')).toMatch(/not a plain .ts file/);
  });

  it('the check sees static, re-exported and lazy imports', () => {
    const src = "import { a } from '../bridge/x';\nexport * from '../modules/y';\nconst z = () => import('../modules/z');\nimport '../bridge/side';";
    expect(importsOf('runtime/file.ts', src)).toEqual(['bridge/x', 'modules/y', 'modules/z', 'bridge/side']);
  });
});

describe('one rule, client and sandbox', () => {
  // the shapes each rule had when the sandbox wrote its own: a mobile, a login password, an ID's check character
  const OWN_RULES = [/\/\^1\\d\{10\}\$\//, /\\S\{6,16\}/, /10X98765432/, /7, 9, 10, 5, 8, 4, 2, 1, 6, 3/, /到期一次性还本付息|到期还本付息'|'等额本息'/];
  const own = (src: string) => OWN_RULES.filter((re) => re.test(src)).map(String);

  it('the sandbox writes none of the rules domain/ holds', () => {
    const found = files('server').flatMap((f) => own(readFileSync(join(root, f), 'utf8')).map((r) => `${f}: ${r}`));
    expect(found).toEqual([]);
  });

  it('the check sees each of them', () => {
    expect(own('const isMobile = (s: string) => /^1\\d{10}$/.test(s);')).toHaveLength(1);
    expect(own('const PASSWORD = /^\\S{6,16}$/;')).toHaveLength(1);
    expect(own("const CHECK = '10X98765432';")).toHaveLength(1);
    expect(own("{ EqualInstallment: '等额本息' }")).toHaveLength(1);
  });
});
