// `npm run vitals` (scripts/vitals.ts): nearest-rank percentiles, per route and overall, the
// filters, and lines that are not reports.
import { describe, expect, it } from 'vitest';
import { percentile, readLines, sinceOf, summarise, vitalsTable, type Line } from '../../scripts/vitals';

const line = (
  route: string,
  lcp: number | null,
  inp: number | null,
  cls: number | null,
  t = '2026-11-20T10:00:00.000Z',
  build: string | null = 'AAAA1111',
): Line => ({
  t,
  route,
  lcp,
  inp,
  cls,
  build,
});

describe('percentile (nearest rank)', () => {
  it('is a value some visit had, whatever the order', () => {
    const v = [500, 100, 400, 200, 300];
    expect(percentile(v, 50)).toBe(300);
    expect(percentile(v, 75)).toBe(400);
    expect(percentile(v, 95)).toBe(500);
    expect(percentile(v, 20)).toBe(100);
  });
  it('on 1…100 the p-th percentile is p', () => {
    const v = Array.from({ length: 100 }, (_, i) => 100 - i);
    for (const p of [1, 50, 75, 95, 100]) expect(percentile(v, p)).toBe(p);
  });
  it('is NaN with no value, and the value itself with one', () => {
    expect(percentile([], 75)).toBeNaN();
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('summarise', () => {
  const lines = [
    line('/loan/:id', 1000, 80, 0.01),
    line('/loan/:id', 2000, null, 0.2),
    line('/loan/:id', 3000, 300, 0),
    line('/', 4000, 40, null, '2026-11-25T10:00:00.000Z', 'BBBB2222'),
  ];

  it('gives all visits first, then routes by visits, each metric counted where measured', () => {
    const [all, loan, home] = summarise(lines);
    expect(all).toMatchObject({ route: '(all)', visits: 4 });
    expect(all!.stats.lcp).toEqual({ n: 4, p50: 2000, p75: 3000, p95: 4000 });
    expect(loan).toMatchObject({ route: '/loan/:id', visits: 3 });
    expect(loan!.stats.inp).toEqual({ n: 2, p50: 80, p75: 300, p95: 300 });
    expect(loan!.stats.cls).toEqual({ n: 3, p50: 0.01, p75: 0.2, p95: 0.2 });
    expect(home!.stats.cls.n).toBe(0);
    expect(home!.stats.cls.p75).toBeNaN();
  });

  it('filters by time and by build', () => {
    expect(summarise(lines, { since: Date.parse('2026-11-24T00:00:00Z') }).map((r) => [r.route, r.visits])).toEqual([
      ['(all)', 1],
      ['/', 1],
    ]);
    expect(summarise(lines, { build: 'AAAA1111' })[0]!.visits).toBe(3);
    expect(summarise(lines, { build: 'nope' })).toHaveLength(1);
  });

  it('prints p75 against the good thresholds', () => {
    const text = vitalsTable(summarise(lines));
    const row = (r: string) => text.split('\n').find((l) => l.startsWith(r + ' '))!;
    // /loan/:id: LCP p75 3000 > 2500, INP p75 300 > 200, CLS p75 0.2 > 0.1
    expect(row('/loan/:id')).toMatch(/3000 ✗.*300 ✗.*0\.20 ✗/);
    expect(row('/')).toMatch(/4000 ✗.*40 ✓.* - /);
    expect(text).toContain('LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1');
  });
});

describe('reading the log', () => {
  it('skips lines that are not reports, a torn last line included', () => {
    const text = [JSON.stringify(line('/', 1, 1, 0)), 'garbage', '{"no":"route"}', '', JSON.stringify(line('/', 2, 2, 0)), '{"t":"2026'].join('\n');
    const r = readLines(text);
    expect(r.lines).toHaveLength(2);
    expect(r.skipped).toBe(3);
  });

  it('reads --since as days, hours, minutes before now, or a date', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(sinceOf('7d', now)).toBe(Date.parse('2026-11-19T12:00:00Z'));
    expect(sinceOf('24h', now)).toBe(Date.parse('2026-11-25T12:00:00Z'));
    expect(sinceOf('30m', now)).toBe(Date.parse('2026-11-26T11:30:00Z'));
    expect(sinceOf('2026-11-01', now)).toBe(Date.parse('2026-11-01'));
    expect(() => sinceOf('last week', now)).toThrow(/--since/);
  });
});
