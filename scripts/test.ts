// `npm test`: typecheck, lint (eslint + prettier), unit + integration (happy-dom + sandbox), production build with
// budgets, the budget-breach check, then the Chromium journeys. Ends with the failed tests by
// name, if any, and one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { availableParallelism } from 'node:os';

let passed = 0;
let failed = 0;
/** file › test, for the log's tail: a CI log often shows only its last lines */
const failures: string[] = [];
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const want = (step: string) => only.length === 0 || only.includes(step);

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(name: string, ok: boolean) {
  console.log(`${ok ? '✓' : '✗'} ${name}`);
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

function tally(name: string, report: string, ok: boolean) {
  if (!existsSync(report)) return check(`${name}: vitest produced no report`, false);
  const r = JSON.parse(readFileSync(report, 'utf8')) as Report;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  for (const f of r.testResults) {
    for (const t of f.assertionResults) if (t.status === 'failed') failures.push([relative(process.cwd(), f.name), ...t.ancestorTitles, t.title].join(' › '));
  }
  // a suite that failed to load counts, though it reports no failed test
  if (!ok && r.numFailedTests === 0) check(`${name}: a test file failed to run`, false);
}

/** `vitest run` of some projects in the background; its JSON report is tallied when it ends. */
function vitest(report: string, args: string[], env: Record<string, string> = {}) {
  const file = `test-results/${report}.json`;
  rmSync(file, { force: true });
  const child = spawn('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise<void>((resolve) => child.on('close', (code) => resolve(tally(report, file, code === 0))));
}

/** The browser steps need Debian's chromium and the build; says so once per step when not. */
function browserReady(step: string) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) check(`${step}: chromium is not installed (apt-get install chromium)`, false);
  else if (!built) check(`${step}: skipped because the build failed`, false);
  else return true;
  return false;
}

mkdirSync('test-results', { recursive: true });
if (want('typecheck')) check('typecheck (tsc --noEmit)', run('npx', ['tsc', '--noEmit', '-p', '.']));
if (want('lint')) check('lint (eslint + prettier --check)', run('npm', ['run', 'lint', '--silent']));
// vitest leaves a core free by default (one worker on two cores); nothing else runs meanwhile
if (want('unit')) await vitest('unit-integration', ['--project', 'unit', '--project', 'integration', '--maxWorkers', String(availableParallelism())]);
let built = existsSync('dist/index.html');
if (want('build')) {
  built = run('npx', ['tsx', 'build.ts']);
  check('production build within budgets', built);
}
// The journeys in E2E_SHARDS processes at once (vitest's --shard): each starts its own server
// and sandbox (global setup, free port), so shards share no state, and a journey mostly waits
// on the network and timers, so two finish well before one would on two cores. Measured on two
// cores: 669 s and 696 s for the two halves, so dealing files by their past durations (what
// this step did before) is not worth its bookkeeping.
if (want('e2e') && browserReady('e2e')) {
  const shards = Number(process.env.E2E_SHARDS ?? 2);
  await Promise.all(Array.from({ length: shards }, (_, i) => vitest(`e2e-${i + 1}`, ['--project', 'e2e', `--shard=${i + 1}/${shards}`])));
}
// the same build behind the app server as the auth layer of a backend-mode sandbox (API_TARGET)
if (want('backend') && browserReady('backend')) await vitest('backend', ['--project', 'backend']);
// the representative fault journeys (FAULTS_SHORT); `npm run test:faults` runs them all
if (want('faults') && browserReady('faults')) await vitest('faults', ['--project', 'faults'], { FAULTS_SHORT: '1' });
// Short forms of the hostile-input corpus and of axe over the routes (`npm run test:security`
// and `npm run test:a11y` run them whole), each printing its own summary line. Side by side:
// each starts its own server and sandbox, and both mostly wait on the browser.
const short = (['security', 'a11y'] as const).filter((step) => want(step) && browserReady(step));
await Promise.all(short.map((step) => vitest(step, ['--project', step], { [`${step.toUpperCase()}_SHORT`]: '1' })));
// the sizes part of `npm run bench` on this build: report only (the build's budgets enforce)
if (want('bench') && built) check('bench sizes report', run('npx', ['tsx', 'scripts/bench.ts', '--sizes', '--dist', 'dist']));
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
