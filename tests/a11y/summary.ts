import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Row } from './routes.a11y';

// Listed after the e2e global setup, so this teardown runs first. Prints the per-route table
// from test-results/a11y-report.json and the suite's one summary line, last.
const file = 'test-results/a11y-report.json';

export default function summary() {
  // a report left by an earlier run must not pass for this one's
  rmSync(file, { force: true });
  return () => {
    if (!existsSync(file)) return console.log('a11y: no report written (the route audit did not run)');
    const r = JSON.parse(readFileSync(file, 'utf8')) as { routes: number; modes: number; rows: Row[] };
    const modes = [...new Set(r.rows.map((x) => x.mode))];
    const w = Math.max(...r.rows.map((x) => x.route.length), 5);
    const cell = (c?: Row['counts']) => (c ? `${c.serious}/${c.critical}` : '-').padStart(8);
    console.log(`${'route'.padEnd(w)}  ${modes.map((m) => m.padStart(22)).join('')}   (serious/critical nodes)`);
    const byRoute = new Map<string, Map<string, Row>>();
    for (const x of r.rows) (byRoute.get(x.route) ?? byRoute.set(x.route, new Map()).get(x.route)!).set(x.mode, x);
    for (const [route, m] of byRoute) console.log(`${route.padEnd(w)}  ${modes.map((mode) => cell(m.get(mode)?.counts).padStart(22)).join('')}`);
    const serious = r.rows.reduce((n, x) => n + x.counts.serious, 0);
    const critical = r.rows.reduce((n, x) => n + x.counts.critical, 0);
    console.log(`a11y: ${byRoute.size} routes × ${modes.length} modes, ${serious} serious, ${critical} critical`);
  };
}
