// The full bench (every phase, Chromium, Lighthouse, the peer): scripts/bench.ts loads this once
// bench/node_modules is installed. It lives in bench/ so that only bench/tsconfig.json, which
// sees those packages, follows its imports; the root typecheck and `npm test` never reach it.
//   --only a,b   some phases (PHASES in bench/run.ts; `lcp` is issue 37's loan-detail LCP
//                against the peer, Lighthouse and DevTools-throttled, HTTP/1.1 and HTTP/2 + TLS)
//   --out DIR    write report.md and report.json to DIR instead of bench/ (a partial run
//                while developing the bench leaves the committed report alone)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { renderReport, summaryTable } from './render';
import { PHASES, runBench, type Phase } from './run';

/**
 * The peer bundles the root's React (bench installs none of its own, see bench/.npmrc): say so
 * if a React of its own ever appears here, since the floor and ours would then differ from it.
 */
function checkOneReact(root: string, log: (l: string) => void) {
  const own = join(root, 'bench/node_modules/react/package.json');
  if (!existsSync(own)) return;
  const version = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  const app = version(createRequire(join(root, 'package.json')).resolve('react/package.json'));
  log(`bench: bench/node_modules holds React ${version(own)} (the app's is ${app}); the peer is measured with it`);
}

export async function main(root: string, argv: string[]): Promise<void> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = arg('--only');
  const phases = only ? new Set(only.split(',').map((s) => s.trim()) as Phase[]) : undefined;
  for (const p of phases ?? []) if (!PHASES.includes(p)) throw new Error(`unknown phase ${p} (${PHASES.join(', ')})`);
  const dist = arg('--dist');
  const log = (l: string) => console.error(l);
  checkOneReact(root, log);
  const { report, verdicts } = await runBench({ root, dist: dist && resolve(root, dist), only: phases, log });
  const md = renderReport(report, verdicts);
  const out = resolve(root, arg('--out') ?? 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'report.md'), md + '\n');
  writeFileSync(join(out, 'report.json'), JSON.stringify({ ...report, verdicts }, null, 1) + '\n');
  console.log(summaryTable(verdicts));
  console.log(
    `\nbench: wall time ${(report.wallMs / 1000).toFixed(0)} s; report in ${join(out, 'report.md')}${report.phaseErrors.length ? `; ${report.phaseErrors.length} phase errors (see the report)` : ''}`,
  );
}
