import { describe, expect, it } from 'vitest';
import { evaluate, passCount, routeLimit, sizesLine, TARGETS, withinLimit } from '../../bench/targets';
import type { LhRoute, RouteSize, SizesReport } from '../../bench/types';

const s = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.86) });
const FLOOR = 69_056;
const PURIFY = 9_000;

const route = (path: string, gzip: number, sanitises = false): RouteSize => ({
  path,
  files: 8,
  tiny: 0,
  page: s(3000),
  critical: s(gzip),
  sanitises,
  ratio: gzip / FLOOR,
  limit: routeLimit(FLOOR, sanitises, PURIFY),
});

const sizes = (routes: RouteSize[]): SizesReport => ({
  dist: '/tmp/d',
  floor: s(FLOOR),
  entry: s(60_000),
  dompurify: s(PURIFY),
  factor: TARGETS.floorFactor,
  routes,
  shell: { html: s(1000), map: null, inlineScripts: 1 },
});

const lh = (label: string, performance: number, lcp: number, cls = 0): LhRoute => {
  const m = { performance, lcp, cls, tbt: 0, fcp: 800 };
  return { label, path: label, loggedIn: false, runs: [m, m, m], median: m, errors: [] };
};

const find = (v: ReturnType<typeof evaluate>, start: string) => v.find((x) => x.target.startsWith(start))!;

describe('route limit', () => {
  it('is 1.45× the floor (100.1 KB for the 69,056 B floor), plus DOMPurify on sanitising routes only', () => {
    expect(routeLimit(FLOOR, false, PURIFY)).toBe(100_131);
    expect(routeLimit(FLOOR, true, PURIFY)).toBe(100_131 + PURIFY);
  });
  it('passes a route at the limit and fails one byte over', () => {
    expect(withinLimit(route('/a', 100_131))).toBe(true);
    expect(withinLimit(route('/a', 100_132))).toBe(false);
    expect(withinLimit(route('/art', 100_132, true))).toBe(true);
  });
  it("counts routes within and over in the short form's line", () => {
    expect(sizesLine(sizes([route('/', 90_000), route('/b', 101_000), route('/c', 101_000, true)]))).toBe(
      'bench sizes: 3 routes, 2 within 1.45× floor, 1 over',
    );
  });
});

describe('bench verdicts', () => {
  it('fails the size target when one route is over, naming the furthest over', () => {
    const v = find(evaluate({ sizes: sizes([route('/', 90_000), route('/list', 101_000)]) }), 'Every route');
    expect(v.pass).toBe(false);
    expect(v.measured).toContain('1/2 within');
    expect(v.measured).toContain('/list');
  });
  it('judges Lighthouse on the worst route per metric', () => {
    const v = evaluate({ sizes: sizes([route('/', 90_000)]), lighthouse: [lh('/', 99, 1500), lh('/list', 96, 1700, 0.03)] });
    expect(find(v, 'Lighthouse mobile performance')).toMatchObject({ pass: false, measured: 'lowest 96 (/list)' });
    expect(find(v, 'LCP')).toMatchObject({ pass: true, measured: 'highest 1.70 s (/list)' });
    expect(find(v, 'CLS').pass).toBe(false);
  });
  it('does not pass a Lighthouse target when a route could not be measured', () => {
    const failed: LhRoute = { ...lh('/register', NaN, NaN), runs: [], errors: ['PROTOCOL_TIMEOUT'] };
    const v = evaluate({ sizes: sizes([route('/', 90_000)]), lighthouse: [lh('/', 99, 1500), failed] });
    expect(find(v, 'Lighthouse mobile performance').pass).toBeNull();
  });
  it('compares the loan detail with the peer on bytes and LCP (≤ 0.85× the peer)', () => {
    const base = { sizes: sizes([route('/loan/:id', 90_000)]) };
    const peer = { critical: s(135_000), files: 5, ours: s(90_000), ratio: 90_000 / 135_000 };
    const v = evaluate({ ...base, peer, lighthouse: [lh('/loan/<id>?from=app', 98, 1440)], peerLighthouse: { ...lh('peer', 97, 1700), path: '/loan/x' } });
    expect(find(v, 'Loan detail critical path').pass).toBe(true);
    expect(find(v, 'Loan detail LCP')).toMatchObject({ pass: true, measured: 'ours 1.44 s vs peer 1.70 s = 0.85×' });
    const slower = evaluate({
      ...base,
      peer: { ...peer, ratio: 0.71 },
      lighthouse: [lh('/loan/<id>?from=app', 98, 1600)],
      peerLighthouse: lh('peer', 97, 1700),
    });
    expect(find(slower, 'Loan detail critical path').pass).toBe(false);
    expect(find(slower, 'Loan detail LCP').pass).toBe(false);
  });
  it('holds the second open to 1.5 round trips with no build file from the network', () => {
    const warm = (label: string, runs: number[], networkFiles: string[] = []) => ({
      label,
      path: label,
      selector: 'x',
      loggedIn: false,
      runs,
      median: NaN,
      errors: [],
      networkFiles,
    });
    const v = evaluate(
      { sizes: sizes([]), warm: [warm('/', [400, 450, 420]), warm('/list', [460, 500, 470]), warm('/notice', [300, 300, 300], ['/assets/a.js'])] },
      300,
    );
    expect(v.filter((x) => x.target.startsWith('Second open')).map((x) => [x.measured, x.pass])).toEqual([
      ['420 ms = 1.40 RT', true],
      ['470 ms = 1.57 RT', false],
      ['300 ms = 1.00 RT; 1 build files from the network', false],
    ]);
  });
  it('fails the update journey on a broken screen or a failed step', () => {
    const bytes = { files: 2, raw: 2000, gzip: 1000 };
    const journey = (broken: number, ok: boolean) => ({
      steps: [
        { step: 'a', ok: true, ms: 1 },
        { step: 'b', ok, ms: 1 },
      ],
      broken,
      download: bytes,
      precache: bytes,
    });
    expect(find(evaluate({ sizes: sizes([]), update: journey(0, true) }), 'Update').pass).toBe(true);
    expect(find(evaluate({ sizes: sizes([]), update: journey(1, true) }), 'Update').pass).toBe(false);
    expect(find(evaluate({ sizes: sizes([]), update: journey(0, false) }), 'Update').pass).toBe(false);
  });
  it('reads round trips as multiples of the latency: ≤ 3 over HTTP/1.1, ≤ 2.5 over HTTP/2', () => {
    const rt = (label: string, runs: number[]) => ({ label, path: label, selector: 'x', loggedIn: false, runs, median: NaN, errors: [] });
    const v = evaluate(
      {
        sizes: sizes([]),
        roundTrips: [rt('/', [850, 900, 880]), rt('/notice', [1900, 1800, 1700])],
        roundTripsH2: [rt('/', [760, 740, 750]), rt('/notice', [700, 800, 900])],
      },
      300,
    );
    expect(v.filter((x) => x.target.startsWith('Round trips')).map((x) => [x.measured, x.pass])).toEqual([
      ['880 ms = 2.93 RT', true],
      ['750 ms = 2.50 RT', true],
      ['1800 ms = 6.00 RT', false],
      ['800 ms = 2.67 RT', false],
    ]);
  });
  it('judges taps at 4× CPU from the release only, and leaves 1× to the detail', () => {
    const tap = (cpu: number, ms: number) => ({ step: 'home → loan detail', cpu, fromRelease: [ms, ms, ms], fromPress: [ms + 80], errors: [] });
    const v = evaluate({ sizes: sizes([]), taps: [tap(1, 50), tap(4, 120)] });
    const taps = v.filter((x) => x.target.startsWith('Tap'));
    expect(taps).toHaveLength(1);
    expect(taps[0]).toMatchObject({ pass: false, measured: '120 ms (from press 200 ms)' });
  });
  it('takes the longest boot task over all routes', () => {
    const v = evaluate({
      sizes: sizes([]),
      longTasks: [
        { label: '/', path: '/', cpu: 4, longest: 150, count: 2 },
        { label: '/list', path: '/list', cpu: 4, longest: 201, count: 1 },
      ],
    });
    expect(find(v, 'No long task')).toMatchObject({ pass: false, measured: 'longest 201 ms (/list)' });
  });

  it('shows the React floor’s own boot task beside ours, without judging it', () => {
    const floor = { label: 'React floor', path: '/', cpu: 4, longest: 320, count: 1, floor: true };
    const v = evaluate({ sizes: sizes([]), longTasks: [floor, { label: '/', path: '/', cpu: 4, longest: 180, count: 2 }] });
    expect(find(v, 'No long task')).toMatchObject({ pass: true, measured: 'longest 180 ms (/); React alone: 320 ms' });
  });
  it("fails guarded redirects that fetch the left screen's files", () => {
    const c = (wasted: number) => ({
      name: 'x',
      open: '/list',
      loggedIn: false,
      landed: '/login',
      ms: 900,
      requests: [],
      wasted: Array.from({ length: wasted }, (_, i) => ({ url: `/assets/c/${i}.js`, type: 'js' as const, bytes: 1000 })),
    });
    expect(find(evaluate({ sizes: sizes([]), redirects: [c(0), c(0)] }), 'Guarded').pass).toBe(true);
    expect(find(evaluate({ sizes: sizes([]), redirects: [c(0), c(2)] }), 'Guarded')).toMatchObject({
      pass: false,
      measured: '2 files, 2.0 KB wasted over 2 cases',
    });
  });
  it('counts passes, failures and what was not measured', () => {
    const v = evaluate({ sizes: sizes([route('/', 90_000)]) });
    expect(passCount(v)).toEqual({ pass: 1, fail: 0, unmeasured: 2 });
  });
});
