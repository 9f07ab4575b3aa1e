// npm run bench: builds the app, the React floor and the peer, measures them in Chromium and
// with Lighthouse, and writes bench/report.md + bench/report.json (issue 15's targets, pass/fail).
//   tsx scripts/bench.ts                      full run (< 10 min on 2 cores)
//   tsx scripts/bench.ts --dist DIR           full run on an existing build (no build step)
//   tsx scripts/bench.ts --only taps,peer     some phases only (peer, redirects, roundtrips, taps, longtasks, lighthouse)
//   tsx scripts/bench.ts --sizes [--dist dist]  sizes only, from an existing build: no browser,
//                                             exit 0 even when over (the build's budgets enforce),
//                                             1 only when the build cannot be read
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderReport, sizesText, summaryTable } from '../bench/render';
import { PHASES, runBench, type Phase } from '../bench/run';
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
  const only = arg('--only');
  const phases = only ? new Set(only.split(',').map((s) => s.trim()) as Phase[]) : undefined;
  for (const p of phases ?? []) if (!PHASES.includes(p)) throw new Error(`unknown phase ${p} (${PHASES.join(', ')})`);
  const dist = arg('--dist');
  const { report, verdicts } = await runBench({ root, dist: dist && resolve(root, dist), only: phases, log: (l) => console.error(l) });
  const md = renderReport(report, verdicts);
  writeFileSync(join(root, 'bench/report.md'), md + '\n');
  writeFileSync(join(root, 'bench/report.json'), JSON.stringify({ ...report, verdicts }, null, 1) + '\n');
  console.log(summaryTable(verdicts));
  console.log(`\nbench: wall time ${(report.wallMs / 1000).toFixed(0)} s; report in bench/report.md${report.phaseErrors.length ? `; ${report.phaseErrors.length} phase errors (see the report)` : ''}`);
}

(process.argv.includes('--sizes') ? sizesOnly() : full()).catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
