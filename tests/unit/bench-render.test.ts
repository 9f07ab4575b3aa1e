import { describe, expect, it } from 'vitest';
import { renderReport, sizesText, summaryTable, table } from '../../bench/render';
import { evaluate, routeLimit } from '../../bench/targets';
import type { BenchReport, SizesReport } from '../../bench/types';

const s = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.86) });
const sizes: SizesReport = {
  dist: '/tmp/d',
  floor: s(69_056),
  entry: s(60_000),
  dompurify: s(9_000),
  factor: 1.45,
  routes: [
    { path: '/', files: 7, tiny: 0, page: s(4000), critical: s(93_000), sanitises: false, ratio: 93_000 / 69_056, limit: routeLimit(69_056, false, 9000) },
    {
      path: '/notice/:id',
      files: 9,
      tiny: 2,
      page: s(5000),
      critical: s(110_000),
      sanitises: true,
      ratio: 110_000 / 69_056,
      limit: routeLimit(69_056, true, 9000),
    },
    {
      path: '/list',
      files: 12,
      tiny: 4,
      page: s(5000),
      critical: s(101_000),
      sanitises: false,
      ratio: 101_000 / 69_056,
      limit: routeLimit(69_056, false, 9000),
    },
  ],
  shell: { html: { raw: 20_000, gzip: 4000, brotli: 3500 }, map: { raw: 15_000, gzip: 3000, share: 0.75 }, inlineScripts: 2 },
};

describe('bench report text', () => {
  it('escapes pipes so a cell cannot break the table', () => {
    expect(table(['a', 'b'], [['x|y', 1]])).toBe('| a | b |\n| --- | --- |\n| x\\|y | 1 |');
  });
  it('puts each target with its figure and PASS, FAIL or NOT MEASURED, then the count', () => {
    const text = summaryTable([
      { target: 'A', measured: '1', pass: true },
      { target: 'B', measured: '2', pass: false },
      { target: 'C', measured: '--', pass: null },
    ]);
    expect(text.split('\n').slice(2, 5)).toEqual(['| A | 1 | PASS |', '| B | 2 | FAIL |', '| C | -- | NOT MEASURED |']);
    expect(text.endsWith('1 pass, 1 fail, 1 not measured')).toBe(true);
  });
  it('lists every route against its limit in the sizes part, ending with the one-line count', () => {
    const text = sizesText(sizes);
    expect(text).toContain('| / | 7 (0) | 4.0 | 93.0 | 80.0 | 1.35× | 100.1 | PASS |');
    expect(text).toContain('| /notice/:id | 9 (2) | 5.0 | 110.0 | 94.6 | 1.59× (sanitiser) | 109.1 | OVER |');
    expect(text).toContain('inline route map 15.0 KB raw (75% of the shell), 3.0 KB gzip on its own');
    expect(text.split('\n').at(-1)).toBe('bench sizes: 3 routes, 1 within 1.45× floor, 2 over');
  });
  it('writes the summary first, then every detail section, with failed phases named', () => {
    const report: BenchReport = {
      startedAt: '2025-01-01T00:00:00.000Z',
      wallMs: 420_000,
      machine: { cpus: 2, node: 'v20', chromium: 'Chromium 1', lighthouse: '12', load: [1.5, 3.25] },
      settings: { latencyMs: 300, lighthouseRuns: 3, roundTripRuns: 3, tapRuns: 10, pressMs: 80, longTaskWindowMs: 5000, longTaskCpu: 4, loanId: 'L1' },
      sizes,
      peer: null,
      redirects: [
        {
          name: '/list logged out',
          open: '/list',
          loggedIn: false,
          landed: '/login',
          ms: 850,
          requests: [{ url: '/assets/c/list-A.js', type: 'js', bytes: 1700 }],
          wasted: [{ url: '/assets/c/list-A.js', type: 'js', bytes: 1700 }],
        },
      ],
      lighthouse: [],
      peerLighthouse: null,
      roundTrips: [{ label: '/', path: '/', selector: '.home-loan', loggedIn: false, runs: [2400, 2300, 2350], median: 2350, errors: [] }],
      taps: [],
      longTasks: [],
      phaseErrors: ['lighthouse: PROTOCOL_TIMEOUT'],
    };
    const md = renderReport(report, evaluate(report));
    const at = (h: string) => md.indexOf(h);
    expect(at('## Summary')).toBeGreaterThan(0);
    expect(at('## Summary')).toBeLessThan(at('## Sizes'));
    for (const h of ['## The peer', '## Guarded redirects', '## Lighthouse', '## Round trips', '## Tap', '## Long tasks', '## Phases that failed'])
      expect(at(h)).toBeGreaterThan(at('## Sizes'));
    expect(md).toContain('| / | `.home-loan` | 2350 ms | 7.8 | 2400, 2300, 2350 |');
    expect(md).toContain('- /list logged out: `c/list-A.js` (1700 B)');
    expect(md).toContain('wall time 420 s');
    expect(md).toContain('2 CPUs (load average 1.5 → 3.3)');
  });
});
