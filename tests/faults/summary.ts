import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { FaultsReport } from '../../server/sandbox/faults';
import { VARIANT_NAMES, type Verdict } from './matrix';

const COUNTS = [
  ['double', 'double moves'],
  ['falseSuccess', 'false successes'],
  ['falseFailure', 'false failures'],
  ['silent', 'silent moves'],
  ['stuck', 'stuck screens'],
] as const;

/** The value-move matrix: a row per move, a column per variant, then the five counts. */
export function matrixTable(verdicts: Verdict[]): string {
  if (!verdicts.length) return '';
  const moves = [...new Set(verdicts.map((v) => v.move))];
  const cell = (m: string, n: string) => {
    const v = verdicts.find((x) => x.move === m && x.variant === n);
    if (!v) return '·';
    const bad = COUNTS.filter(([k]) => v[k]).map(([, label]) => label.split(' ')[0]);
    return bad.length ? `✗ ${bad.join('+')}` : `✓ ${v.effects}`;
  };
  const head = ['move', ...VARIANT_NAMES];
  const rows = moves.map((m) => [m, ...VARIANT_NAMES.map((n) => cell(m, n))]);
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(width[i]!)).join('  ');
  const sums = COUNTS.map(([k, label]) => `${verdicts.reduce((n, v) => n + v[k], 0)} ${label}`).join(', ');
  return [
    'value moves × faults (✓ n: honest, the move took effect n times):',
    line(head),
    ...rows.map(line),
    `matrix: ${moves.length} moves, ${verdicts.length} runs: ${sums}`,
  ].join('\n');
}

// Listed after tests/e2e/global-setup.ts, so this teardown runs first, while the server (and
// its count of injected faults) is still up. Prints the matrix and the suite's summary line.
export default function summary(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'faults-matrix-'));
  // read by the journeys' workers (matrix.ts), which inherit this process's environment
  process.env.FAULTS_MATRIX_DIR = dir;
  return async () => {
    // this project's journeys only: other projects may share the run
    const tests = project.vitest.state
      .getTestModules()
      .filter((m) => m.project.name === project.name)
      .flatMap((m) => [...m.children.allTests()])
      .filter((t) => t.result().state !== 'skipped');
    const passed = tests.filter((t) => t.result().state === 'passed').length;
    let injected: number | string = '?';
    try {
      const r = await fetch(project.getProvidedContext().baseURL + '/__sandbox/faults');
      injected = ((await r.json()) as FaultsReport).injected.total;
    } catch {
      // the server is gone: say so in the line rather than fail the run over a count
    }
    const verdicts = readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Verdict);
    rmSync(dir, { recursive: true, force: true });
    const table = matrixTable(verdicts);
    if (table) console.log(table);
    console.log(`faults: ${tests.length} journeys, ${injected} faults injected, ${passed} passed`);
  };
}
