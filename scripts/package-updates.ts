// What an update of the offline package costs a phone (docs/offline.md): this checkout built as
// it is, then with one string changed in one screen, then with one string changed in the
// runtime, each released with an incremental package from the first. Prints, per change, the
// files renamed or changed, their bytes file by file (gzip), the incremental package and the
// whole archive. About a minute: three builds of a copy of the checkout.
//   tsx scripts/package-updates.ts
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyCheckout } from './check-reproducible';
import { releasePackage } from './build/release';
import { packageDiff } from './package-diff';
import type { OfflineManifest, PackageBuild } from './build/offline-package';

const CHANGES = [
  { label: 'one string in one screen (关于我们)', file: 'modules/content/pages/about.tsx', from: "'公司简介'", to: "'公司介绍'" },
  {
    label: 'one string in the runtime (an error message)',
    file: 'runtime/api/messages.ts',
    from: '网络异常，请检查网络后重试',
    to: '网络异常，请检查网络后再试',
  },
];

const { copy, cleanup } = copyCheckout(process.cwd());
try {
  const build = (out: string) => {
    const r = spawnSync('npx', ['tsx', 'build.ts', '--outdir', out], { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`build into ${out} failed`);
    return JSON.parse(readFileSync(join(copy, out, 'offline-package/build.json'), 'utf8')) as PackageBuild;
  };
  const before = build('dist-before');
  const kept = join(copy, 'release-before');
  cpSync(join(copy, 'dist-before/offline-package'), kept, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  console.log('| change | files renamed or changed | file by file (gzip) | incremental package | whole archive |\n| --- | --- | --- | --- | --- |');
  for (const [i, c] of CHANGES.entries()) {
    const path = join(copy, c.file);
    const source = readFileSync(path, 'utf8');
    if (!source.includes(c.from)) throw new Error(`${c.file} no longer has ${c.from}: pick another string`);
    writeFileSync(path, source.replace(c.from, c.to));
    const out = `dist-change-${i}`;
    const after = build(out);
    writeFileSync(path, source);
    const release = releasePackage(join(copy, out), { privateKey, keyId: 'measure', sequence: 2, previous: [kept] }) as OfflineManifest;
    const d = packageDiff(before, after, join(copy, out));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `| ${c.label} | ${d.changed.length + d.added.length} | ${d.gzip === null ? '?' : kb(d.gzip)} | ${kb(release.patches[0]!.size)} | ${kb(release.archiveSize)} |`,
    );
  }
} finally {
  cleanup();
}
