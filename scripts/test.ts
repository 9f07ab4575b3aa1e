// `npm test`: typecheck, unit + integration (happy-dom + sandbox), production build with
// budgets, the budget-breach check, then the Chromium journeys. Ends with one line:
// "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { availableParallelism } from 'node:os';

let passed = 0;
let failed = 0;
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const want = (step: string) => only.length === 0 || only.includes(step);

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(name: string, ok: boolean) {
  console.log(`${ok ? '✓' : '✗'} ${name}`);
  if (ok) passed++;
  else failed++;
}

const reportArgs = (report: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

function tally(name: string, report: string, ok: boolean) {
  if (!existsSync(report)) return check(`${name}: vitest produced no report`, false);
  const r = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number; success: boolean };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // a suite that failed to load counts, though it reports no failed test
  if (!ok && r.numFailedTests === 0) check(`${name}: a test file failed to run`, false);
}

function vitest(name: string, args: string[], env: Record<string, string> = {}) {
  const report = `test-results/${name}.json`;
  rmSync(report, { force: true });
  tally(name, report, run('npx', ['vitest', 'run', ...args, ...reportArgs(report)], env));
}

/**
 * Seconds per e2e file: the last run's reports here, else tests/e2e/durations.json (seconds
 * measured on a two-core machine, committed so a clean clone deals the shards evenly too).
 */
function e2eWeights(): Map<string, number> {
  const w = new Map<string, number>();
  try {
    for (const [f, s] of Object.entries(JSON.parse(readFileSync('tests/e2e/durations.json', 'utf8')) as Record<string, number>)) w.set(f, s);
  } catch {
    // without it every file weighs the same
  }
  for (const f of readdirSync('test-results').filter((n) => /^e2e-\d+\.json$/.test(n))) {
    try {
      const r = JSON.parse(readFileSync(`test-results/${f}`, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
      for (const t of r.testResults) w.set(basename(t.name), (t.endTime - t.startTime) / 1000);
    } catch {
      // an unreadable report only loses its weights
    }
  }
  return w;
}

/**
 * The browser journeys in `shards` processes at once. Each process starts its own server and
 * sandbox (global setup, free port), so shards share no state; much of a journey is waiting on
 * the network and timers, so two shards finish well before one would on two cores. Files are
 * dealt longest first to the shard with the least work (vitest's own --shard splits by count,
 * which put both long journeys in one shard).
 */
async function vitestSharded(name: string, args: string[], shards: number) {
  const weights = e2eWeights();
  const files = readdirSync('tests/e2e').filter((n) => n.endsWith('.e2e.ts'));
  const weight = (f: string) => weights.get(f) ?? 20;
  const groups = Array.from({ length: shards }, () => ({ files: [] as string[], total: 0 }));
  for (const f of files.sort((a, b) => weight(b) - weight(a))) {
    const g = groups.reduce((a, b) => (b.total < a.total ? b : a));
    g.files.push(`tests/e2e/${f}`);
    g.total += weight(f);
  }
  const runs = groups
    .filter((g) => g.files.length)
    .map((g, i) => {
      const report = `test-results/${name}-${i + 1}.json`;
      rmSync(report, { force: true });
      const child = spawn('npx', ['vitest', 'run', ...args, ...g.files, ...reportArgs(report)], { stdio: 'inherit' });
      return new Promise<{ report: string; ok: boolean }>((resolve) => child.on('close', (code) => resolve({ report, ok: code === 0 })));
    });
  for (const { report, ok } of await Promise.all(runs)) tally(`${name} ${report}`, report, ok);
}

mkdirSync('test-results', { recursive: true });
if (want('typecheck')) check('typecheck (tsc --noEmit)', run('npx', ['tsc', '--noEmit', '-p', '.']));
// vitest leaves a core free by default (one worker on two cores); nothing else runs meanwhile
if (want('unit')) vitest('unit-integration', ['--maxWorkers', String(availableParallelism())]);
let built = existsSync('dist/index.html');
if (want('build')) {
  built = run('npx', ['tsx', 'build.ts']);
  check('production build within budgets', built);
}
if (want('e2e')) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) check('e2e: chromium is not installed (apt-get install chromium)', false);
  else if (!built) check('e2e: skipped because the build failed', false);
  else await vitestSharded('e2e', ['--config', 'vitest.e2e.config.ts'], Number(process.env.E2E_SHARDS ?? 2));
}
// the same build behind the app server as the auth layer of a backend-mode sandbox (API_TARGET)
if (want('backend')) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) check('backend: chromium is not installed (apt-get install chromium)', false);
  else if (!built) check('backend: skipped because the build failed', false);
  else vitest('backend', ['--config', 'vitest.backend.config.ts']);
}
// the representative fault journeys (FAULTS_SHORT); `npm run test:faults` runs them all
if (want('faults')) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) check('faults: chromium is not installed (apt-get install chromium)', false);
  else if (!built) check('faults: skipped because the build failed', false);
  else vitest('faults', ['--config', 'vitest.faults.config.ts'], { FAULTS_SHORT: '1' });
}
// short forms of the hostile-input corpus and of axe over the routes; `npm run test:security`
// and `npm run test:a11y` run them whole. Each prints its own summary line.
// They run side by side: each starts its own server and sandbox, and both mostly wait on the
// browser.
const browserSuites = (
  [
    ['security', 'vitest.security.config.ts', { SECURITY_SHORT: '1' }],
    ['a11y', 'vitest.a11y.config.ts', { A11Y_SHORT: '1' }],
  ] as const
).filter(([step]) => want(step));
if (browserSuites.length) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) check('security/a11y: chromium is not installed (apt-get install chromium)', false);
  else if (!built) check('security/a11y: skipped because the build failed', false);
  else {
    const runs = browserSuites.map(([step, config, env]) => {
      const report = `test-results/${step}.json`;
      rmSync(report, { force: true });
      const child = spawn('npx', ['vitest', 'run', '--config', config, ...reportArgs(report)], { stdio: 'inherit', env: { ...process.env, ...env } });
      return new Promise<{ step: string; report: string; ok: boolean }>((resolve) => child.on('close', (code) => resolve({ step, report, ok: code === 0 })));
    });
    for (const { step, report, ok } of await Promise.all(runs)) tally(step, report, ok);
  }
}
// the sizes part of `npm run bench` on this build: report only (the build's budgets enforce)
if (want('bench') && built) check('bench sizes report', run('npx', ['tsx', 'scripts/bench.ts', '--sizes', '--dist', 'dist']));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
