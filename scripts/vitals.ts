// npm run vitals [-- FILE] [--since 7d|2026-11-01] [--build LABEL]: the field data the server
// logged (server/vitals.ts; FILE defaults to VITALS_LOG, else logs/vitals.ndjson) as
// percentiles per route pattern and overall: visits, and p50 / p75 / p95 of LCP, INP and CLS.
// p75 is the figure web.dev judges a page by; its "good" thresholds are shown beside it.
// Percentiles are nearest-rank (always a value some visit really had). A line that is not a
// report (a torn last line, another format) is skipped and counted.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Line {
  t: string;
  route: string;
  lcp: number | null;
  cls: number | null;
  inp: number | null;
  build: string | null;
}

type Metric = 'lcp' | 'inp' | 'cls';
/** web.dev's "good" at p75 */
export const GOOD: Record<Metric, number> = { lcp: 2500, inp: 200, cls: 0.1 };
const METRICS: Metric[] = ['lcp', 'inp', 'cls'];
const PERCENTILES = [50, 75, 95] as const;

/** Nearest rank: the smallest value with at least p % of the values at or below it; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

export interface Stat {
  /** visits that measured it */
  n: number;
  p50: number;
  p75: number;
  p95: number;
}
export interface Row {
  route: string;
  visits: number;
  stats: Record<Metric, Stat>;
}

const statOf = (values: number[]): Stat => {
  const [p50, p75, p95] = PERCENTILES.map((p) => percentile(values, p)) as [number, number, number];
  return { n: values.length, p50, p75, p95 };
};

function rowOf(route: string, lines: readonly Line[]): Row {
  const stats = {} as Record<Metric, Stat>;
  for (const m of METRICS) stats[m] = statOf(lines.map((l) => l[m]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v)));
  return { route, visits: lines.length, stats };
}

export interface Filter {
  /** ms since the epoch: lines before it are left out */
  since?: number;
  build?: string;
}

/** The reports of an NDJSON text, and how many lines were not one. */
export function readLines(text: string): { lines: Line[]; skipped: number } {
  const lines: Line[] = [];
  let skipped = 0;
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    try {
      const l = JSON.parse(raw) as Line;
      if (typeof l?.route === 'string' && typeof l.t === 'string') lines.push(l);
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return { lines, skipped };
}

/** All visits first, then each route pattern, the most visited first. */
export function summarise(all: readonly Line[], f: Filter = {}): Row[] {
  const lines = all.filter((l) => (f.since === undefined || Date.parse(l.t) >= f.since) && (f.build === undefined || l.build === f.build));
  const byRoute = new Map<string, Line[]>();
  for (const l of lines) byRoute.set(l.route, [...(byRoute.get(l.route) ?? []), l]);
  const routes = [...byRoute].map(([route, ls]) => rowOf(route, ls)).sort((a, b) => b.visits - a.visits || a.route.localeCompare(b.route));
  return [rowOf('(all)', lines), ...routes];
}

const fmt = (m: Metric, v: number) => (Number.isNaN(v) ? '-' : m === 'cls' ? v.toFixed(2) : String(Math.round(v)));
const judged = (m: Metric, v: number) => (Number.isNaN(v) ? '-' : `${fmt(m, v)} ${v <= GOOD[m] ? '✓' : '✗'}`);

export function vitalsTable(rows: readonly Row[]): string {
  const width = Math.max(24, ...rows.map((r) => r.route.length + 2));
  const cell = (s: string, w: number) => s.padStart(w);
  const head =
    'route'.padEnd(width) +
    cell('visits', 7) +
    METRICS.map((m) => cell(`${m.toUpperCase()} n`, 8) + cell('p50', 7) + cell('p75', 9) + cell('p95', 7)).join('  ');
  const body = rows.map(
    (r) =>
      r.route.padEnd(width) +
      cell(String(r.visits), 7) +
      METRICS.map((m) => {
        const s = r.stats[m];
        return cell(String(s.n), 8) + cell(fmt(m, s.p50), 7) + cell(judged(m, s.p75), 9) + cell(fmt(m, s.p95), 7);
      }).join('  '),
  );
  const legend = `good at p75 (web.dev): LCP ≤ ${GOOD.lcp} ms, INP ≤ ${GOOD.inp} ms, CLS ≤ ${GOOD.cls}; LCP and INP in ms`;
  return [legend, '', head, ...body].join('\n');
}

/** `7d`, `24h`, `30m` before `now`, or a date Date.parse reads. */
export function sinceOf(arg: string, now = Date.now()): number {
  const rel = /^(\d+)([dhm])$/.exec(arg);
  if (rel) return now - Number(rel[1]) * { d: 86_400_000, h: 3_600_000, m: 60_000 }[rel[2] as 'd' | 'h' | 'm'];
  const t = Date.parse(arg);
  if (Number.isNaN(t)) throw new Error(`--since ${arg}: not 7d / 24h / 30m or a date`);
  return t;
}

function main(argv: string[]) {
  const opt = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv.splice(i, 2)[1] : undefined;
  };
  const since = opt('--since');
  const build = opt('--build');
  const file = resolve(argv[0] ?? process.env.VITALS_LOG ?? 'logs/vitals.ndjson');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`vitals: cannot read ${file}: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
  const { lines, skipped } = readLines(text);
  const rows = summarise(lines, { since: since === undefined ? undefined : sinceOf(since), build });
  const scope = [since && `since ${since}`, build && `build ${build}`].filter(Boolean).join(', ');
  console.log(`field data: ${file}, ${rows[0]!.visits} visits${scope ? ` (${scope})` : ''}${skipped ? `, ${skipped} lines skipped` : ''}`);
  console.log(vitalsTable(rows));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
