// A build's next deploy, made from a copy of it with one screen changed: for the update
// journeys (tests/e2e/service-worker.e2e.ts, the bench's update row), which need two builds
// that differ as real ones do, without a second 40-second build. The screen's chunk gets new
// bytes and a new hashed name; every hashed file that names it changes and is renamed in turn
// (the route map module), the shells and the worker name the new files, and the build's
// version changes, and its offline package is made again from the changed files. Precompressed
// twins are dropped (the server then compresses on the fly).
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createHash } from 'node:crypto';
import { PACKAGE_DIR, writeOfflinePackage } from './build/offline-package';

const TEXT = /\.(html|js|css|json|txt)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const f = join(dir, name);
    if (statSync(f).isDirectory()) walk(f, out);
    else out.push(f);
  }
  return out;
}

const swap = (name: string, tag: string) =>
  name.replace(
    /-([A-Za-z0-9]{8})\.(js|css)$/,
    (_, h: string, ext: string) =>
      `-${createHash('sha256')
        .update(h + tag)
        .digest('hex')
        .slice(0, 8)
        .toUpperCase()}.${ext}`,
  );

/**
 * Copies the build `from` into `to` as its next deploy, the screen whose chunk name starts with
 * `screen` (e.g. "notice-list-") changed. Returns the old and new version and the renamed files.
 */
export function nextBuild(from: string, to: string, screen: string, tag = 'next'): { version: [string, string]; renamed: [string, string][] } {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  for (const f of walk(to)) if (/\.(gz|br)$/.test(f)) rmSync(f);
  const files = () => walk(to).filter((f) => TEXT.test(f) && !f.endsWith('.map'));
  const sw = readFileSync(join(to, 'sw.js'), 'utf8');
  const oldV = /v:"([0-9a-f]{12})"/.exec(sw)?.[1];
  if (!oldV) throw new Error('next-build: no version in sw.js (not a production build?)');
  const newV = createHash('sha256')
    .update(oldV + tag)
    .digest('hex')
    .slice(0, 12);
  const page = readdirSync(join(to, 'assets')).find((n) => n.startsWith(screen) && n.endsWith('.js'));
  if (!page) throw new Error(`next-build: no chunk named ${screen}*.js`);
  const pagePath = join(to, 'assets', page);
  writeFileSync(pagePath, readFileSync(pagePath, 'utf8') + `\n/* ${tag} */\n`);
  const renamed: [string, string][] = [];
  // rename each changed hashed file and rewrite the files naming it, until nothing else changes
  let changed = [pagePath];
  while (changed.length) {
    const next: string[] = [];
    for (const f of changed) {
      const name = basename(f);
      const fresh = swap(name, tag);
      renameSync(f, join(f, '..', fresh));
      renamed.push([name, fresh]);
      for (const g of files()) {
        const text = readFileSync(g, 'utf8');
        if (!text.includes(name)) continue;
        writeFileSync(g, text.split(name).join(fresh));
        if (g.includes(`${join(to, 'assets')}/`) && !next.includes(g)) next.push(g);
      }
    }
    changed = next;
  }
  for (const g of files()) {
    const text = readFileSync(g, 'utf8');
    if (text.includes(oldV)) writeFileSync(g, text.split(oldV).join(newV));
  }
  // the offline package made again from the files as they now are, as the build makes it: its
  // hashes, names and version all the next build's (a signed manifest of the copy goes with it)
  if (existsSync(join(to, PACKAGE_DIR))) writeOfflinePackage(to, newV);
  return { version: [oldV, newV], renamed };
}
