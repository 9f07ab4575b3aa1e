// npm run bench: builds the app, the React floor and the peer, measures them in Chromium and
// with Lighthouse, and writes bench/report.md + bench/report.json (issue 15's targets, pass/fail).
//   tsx scripts/bench.ts                      full run (< 10 min on 2 cores)
//   tsx scripts/bench.ts --dist DIR           full run on an existing build (no build step)
//   tsx scripts/bench.ts --only taps,peer     some phases only (peer, redirects, roundtrips, warm, offline, update, package, taps, longtasks, lighthouse)
//   tsx scripts/bench.ts --sizes [--dist dist]  sizes only, from an existing build: no browser,
//                                             exit 0 even when over (the build's budgets enforce),
//                                             1 only when the build cannot be read
// The full run needs bench/'s own packages (Lighthouse, the peer's antd-mobile and react-router),
// kept out of the root install so that `npm ci` does not pay for them: it installs them into
// bench/node_modules first when missing or older than bench/package-lock.json. The sizes part
// runs on the root install alone (`npm test` runs it).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { sizesText } from '../bench/render';
import { readSizes } from '../bench/sizes';

const root = process.cwd();
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function sizesOnly() {
  const dist = resolve(root, arg('--dist') ?? 'dist');
  try {
    console.log(sizesText(await readSizes(dist, root)));
  } catch (e) {
    console.error(`bench sizes: cannot read the build in ${dist}: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}

async function full() {
  execFileSync(process.execPath, ['scripts/ensure-deps.mjs', 'bench'], { cwd: root, stdio: 'inherit' });
  // a specifier in a variable, so the root typecheck does not follow it into bench/run.ts and the
  // packages only bench/node_modules holds; bench/tsconfig.json checks that side
  const entry = '../bench/main.ts';
  const { main } = (await import(entry)) as { main: (root: string, argv: string[]) => Promise<void> };
  await main(root, process.argv.slice(2));
}

(process.argv.includes('--sizes') ? sizesOnly() : full()).catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
