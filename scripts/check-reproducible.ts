// The build is reproducible: this checkout's files, copied to another folder at another depth,
// build to a `dist/` byte for byte the same as this one's. Every CI rebuild of a commit then
// publishes the same file names and the same offline package version, so no phone and no
// browser's worker downloads an update for a build that did not change (bridge/CONTRACT.md §10).
//   tsx scripts/check-reproducible.ts [--dist dist]      (after `tsx build.ts`)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** Every file under `dir` by its path inside it, with a hash of its bytes. */
export function fingerprint(dir: string, base = '', out = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(join(dir, base))) {
    const rel = base ? `${base}/${name}` : name;
    if (statSync(join(dir, rel)).isDirectory()) fingerprint(dir, rel, out);
    else
      out.set(
        rel,
        createHash('sha256')
          .update(readFileSync(join(dir, rel)))
          .digest('hex'),
      );
  }
  return out;
}

/** What differs between two fingerprints: paths in one only, and paths whose bytes differ. */
export function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [p, h] of a)
    if (!b.has(p)) out.push(`only in the first: ${p}`);
    else if (b.get(p) !== h) out.push(`bytes differ: ${p}`);
  for (const p of b.keys()) if (!a.has(p)) out.push(`only in the second: ${p}`);
  return out.sort();
}

/** The checkout's own files (tracked, and new ones git does not ignore), as git lists them. */
function sourceFiles(root: string): string[] {
  const r = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ls-files: ${r.stderr}`);
  return r.stdout.split('\0').filter((f) => f && existsSync(join(root, f)));
}

/** Copies the checkout to a new folder two levels deeper than a temporary one, node_modules hard-linked. */
export function copyCheckout(root: string): { copy: string; cleanup: () => void } {
  const top = mkdtempSync(join(tmpdir(), 'h5-repro-'));
  const copy = join(top, 'another', 'checkout');
  for (const f of sourceFiles(root)) {
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    copyFileSync(join(root, f), join(copy, f));
  }
  // hard links: the same packages, at the copy's own path, in a second or two
  const linked = spawnSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')]);
  if (linked.status !== 0) throw new Error('could not link node_modules');
  rmSync(join(copy, 'node_modules', '.cache'), { recursive: true, force: true });
  return { copy, cleanup: () => rmSync(top, { recursive: true, force: true }) };
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('check-reproducible.ts')) {
  const root = process.cwd();
  const dist = resolve(root, arg('--dist') ?? 'dist');
  const { copy, cleanup } = copyCheckout(root);
  try {
    // one core there (esbuild's GOMAXPROCS): the same bytes whatever the machine's cores
    const built = spawnSync('npx', ['tsx', 'build.ts', '--outdir', 'dist'], {
      cwd: copy,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, GOMAXPROCS: '1' },
    });
    if (built.status !== 0) throw new Error('the second build failed');
    const diff = differences(fingerprint(dist), fingerprint(join(copy, 'dist')));
    if (diff.length) {
      console.error(`${diff.length} differences between ${dist} and a build of the same files in ${copy}:\n  ${diff.slice(0, 20).join('\n  ')}`);
      process.exitCode = 1;
    } else console.log(`reproducible: ${fingerprint(dist).size} files byte-identical from another checkout path`);
  } finally {
    cleanup();
  }
}
