// `npm test`: typecheck, lint (eslint + prettier), unit + integration (happy-dom + sandbox), production build with
// budgets, the budget-breach check, then the Chromium journeys. Ends with the failed tests by
// name, if any, and one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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

/** `cmd` in the background; whether it exited 0. */
const runAsync = (cmd: string, args: string[]) =>
  new Promise<boolean>((resolve) => spawn(cmd, args, { stdio: 'inherit' }).on('close', (code) => resolve(code === 0)));

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
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string; failureMessages?: string[] }[] }[];
}

function tally(name: string, report: string, ok: boolean) {
  if (!existsSync(report)) return check(`${name}: vitest produced no report`, false);
  const r = JSON.parse(readFileSync(report, 'utf8')) as Report;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  for (const f of r.testResults) {
    for (const t of f.assertionResults)
      if (t.status === 'failed') failures.push([relative(process.cwd(), f.name), ...t.ancestorTitles, t.title].join(' › ') + why(t.failureMessages));
  }
  // a suite that failed to load counts, though it reports no failed test
  if (!ok && r.numFailedTests === 0) check(`${name}: a test file failed to run`, false);
}

/**
 * The first lines of a failure, under its name in the tail: a CI log that keeps only its last
 * lines still says which expectation failed, and where.
 */
function why(messages: string[] = []) {
  const lines = messages
    .join('\n')
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n');
  // the message, and the first frame in our own code
  const own = lines.find((l) => /^\s+at .*\/(tests|scripts)\//.test(l) && !l.includes('node_modules'));
  const head = [...lines.filter((l) => l.trim() && !/^\s+at /.test(l)).slice(0, 5), ...(own ? [own] : [])];
  return head.length ? `\n      ${head.map((l) => l.trim().slice(0, 300)).join('\n      ')}` : '';
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
// each mostly one core: side by side
const [typed, linted] = await Promise.all([
  want('typecheck') ? runAsync('npx', ['tsc', '--noEmit', '-p', '.']) : null,
  want('lint') ? runAsync('npm', ['run', 'lint', '--silent']) : null,
]);
if (typed !== null) check('typecheck (tsc --noEmit)', typed);
if (linted !== null) check('lint (eslint + prettier --check)', linted);
// vitest leaves a core free by default (one worker on two cores); nothing else runs meanwhile
if (want('unit')) await vitest('unit-integration', ['--project', 'unit', '--project', 'integration', '--maxWorkers', String(availableParallelism())]);
let built = existsSync('dist/index.html');
if (want('build')) {
  built = run('npx', ['tsx', 'build.ts']);
  check('production build within budgets', built);
  // the same files built in another folder at another depth: the same dist/, byte for byte
  if (built) check('build reproducible from another checkout path', run('npx', ['tsx', 'scripts/check-reproducible.ts']));
}
// The journeys in E2E_SHARDS processes at once: each starts its own server and sandbox (global
// setup, free port), so shards share no state, and a journey mostly waits on the network and
// timers: on two cores the whole run kept one core busy on average with two shards (15.7 min),
// so three run side by side (about 1,100 s of journeys). Files are dealt longest first to
// the shard with the least work (vitest's --shard deals by name, which left one half 90 s
// longer): a file's weight is its last run's duration where this machine has a report of it,
// else its duration in tests/e2e/durations.json (a clean run's, committed: a fresh clone in CI
// has no report), else its size (one journey ≈ 300 bytes a second).
// The fault journeys' short form (the longest of the steps after, ~135 s) runs beside them: it
// too mostly waits on its browser, and after the journeys it alone set the run's end.
const short = (step: string) => vitest(step, ['--project', step], { [`${step.toUpperCase()}_SHORT`]: '1' });
const faultsBeside = want('e2e') && want('faults') && browserReady('faults');
if (want('e2e') && browserReady('e2e')) {
  const shards = Number(process.env.E2E_SHARDS ?? 3);
  await Promise.all([...dealt(shards).map((files, i) => vitest(`e2e-${i + 1}`, ['--project', 'e2e', ...files])), faultsBeside ? short('faults') : null]);
}
// Then the backend-mode walk (the build behind the app server as the auth layer of a
// backend-mode sandbox), the representative fault journeys (FAULTS_SHORT; `npm run test:faults`
// runs them all) when the journeys did not run, and the short forms of the hostile-input corpus and of axe over the routes
// (`npm run test:security`, `npm run test:a11y`), side by side: each starts its own servers on
// free ports and mostly waits on its browser.
const after = (['backend', 'faults', 'security', 'a11y'] as const).filter((step) => want(step) && (step !== 'faults' || !want('e2e')) && browserReady(step));
await Promise.all(after.map((step) => (step === 'backend' ? vitest('backend', ['--project', 'backend']) : short(step))));
// the sizes part of `npm run bench` on this build: report only (the build's budgets enforce)
if (want('bench') && built) check('bench sizes report', run('npx', ['tsx', 'scripts/bench.ts', '--sizes', '--dist', 'dist']));
/** The e2e files in `n` groups of about equal work (longest first, to the lightest group). */
function dealt(n: number): string[][] {
  const past = new Map<string, number>();
  for (const f of existsSync('test-results') ? readdirSync('test-results') : []) {
    if (!/^e2e-\d+\.json$/.test(f)) continue;
    try {
      const r = JSON.parse(readFileSync(`test-results/${f}`, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
      for (const t of r.testResults) past.set(relative(process.cwd(), t.name), (t.endTime - t.startTime) / 1000);
    } catch {
      // an unreadable report: sizes instead
    }
  }
  const files = readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => `tests/e2e/${f}`);
  const committed = JSON.parse(readFileSync('tests/e2e/durations.json', 'utf8')) as Record<string, number>;
  const weight = (f: string) => past.get(f) ?? committed[f] ?? statSync(f).size / 300;
  const groups = Array.from({ length: n }, () => ({ files: [] as string[], work: 0 }));
  for (const f of files.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const g = groups.reduce((a, b) => (b.work < a.work ? b : a));
    g.files.push(f);
    g.work += weight(f);
  }
  return groups.map((g) => g.files);
}

if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
