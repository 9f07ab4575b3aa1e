// Issue 15's targets and how a bench run is judged against them: pure, so it is unit-tested.
import { kb, median, ms, seconds, times } from './stats';
import type { BenchReport, LhRoute, RouteSize, SizesReport } from './types';

export const TARGETS = {
  /** critical path (JS + CSS gzip) of a directly opened route, as a multiple of the React floor */
  floorFactor: 1.45,
  /** issue 28: loan detail's LCP as a multiple of the peer's, same Lighthouse run */
  peerLcpRatio: 0.85,
  /** issue 28: a second open shows content after one data round trip (≤ 1.5 measured) */
  warmRoundTrips: 1.5,
  /** our loan detail's critical path as a multiple of the peer's */
  peerRatio: 0.7,
  performance: 97,
  lcpMs: 1800,
  cls: 0.02,
  /** 4 round trips of 300 ms plus a little rendering */
  roundTripMs: 1250,
  tapMs: 100,
  tapCpu: 4,
  longTaskMs: 200,
} as const;

/** pass null: the figure could not be measured in this run */
export interface Verdict {
  target: string;
  measured: string;
  pass: boolean | null;
}

/** The gzip bytes a route's critical path may have: the floor factor, plus DOMPurify where it sanitises. */
export const routeLimit = (floorGzip: number, sanitises: boolean, dompurifyGzip: number, factor: number = TARGETS.floorFactor) =>
  Math.floor(floorGzip * factor) + (sanitises ? dompurifyGzip : 0);

export const withinLimit = (r: RouteSize) => r.critical.gzip <= r.limit;

export function sizesLine(s: SizesReport) {
  const within = s.routes.filter(withinLimit).length;
  return `bench sizes: ${s.routes.length} routes, ${within} within ${s.factor}× floor, ${s.routes.length - within} over`;
}

function sizesVerdict(s: SizesReport): Verdict {
  const over = s.routes.filter((r) => !withinLimit(r));
  const worst = [...s.routes].sort((a, b) => b.critical.gzip - b.limit - (a.critical.gzip - a.limit))[0];
  const worstText = worst ? `; furthest: ${worst.path} ${kb(worst.critical.gzip)} KB = ${times(worst.ratio)}${worst.sanitises ? ' (sanitiser)' : ''}` : '';
  return {
    target: `Every route's critical path ≤ ${s.factor}× floor (${kb(Math.floor(s.floor.gzip * s.factor))} KB gz; + DOMPurify ${kb(s.dompurify.gzip)} KB where it sanitises)`,
    measured: `${s.routes.length - over.length}/${s.routes.length} within${worstText}`,
    pass: s.routes.length > 0 && over.length === 0,
  };
}

/** The route where a metric is worst (highest, or lowest with `low`), skipping unmeasured ones. */
function worstOf(routes: LhRoute[], pick: (r: LhRoute) => number, low = false) {
  const measured = routes.filter((r) => Number.isFinite(pick(r)));
  if (!measured.length || measured.length < routes.length) return null;
  return measured.reduce((a, b) => ((low ? pick(b) < pick(a) : pick(b) > pick(a)) ? b : a));
}

function lighthouseVerdicts(routes: LhRoute[]): Verdict[] {
  const perf = worstOf(routes, (r) => r.median.performance, true);
  const lcp = worstOf(routes, (r) => r.median.lcp);
  const cls = worstOf(routes, (r) => r.median.cls);
  const where = routes.length ? ` (${routes.length} routes)` : '';
  return [
    {
      target: `Lighthouse mobile performance ≥ ${TARGETS.performance} on every route${where}`,
      measured: perf ? `lowest ${Math.round(perf.median.performance)} (${perf.label})` : '--',
      pass: perf ? perf.median.performance >= TARGETS.performance : null,
    },
    {
      target: `LCP ≤ ${seconds(TARGETS.lcpMs)} on every route`,
      measured: lcp ? `highest ${seconds(lcp.median.lcp)} (${lcp.label})` : '--',
      pass: lcp ? lcp.median.lcp <= TARGETS.lcpMs : null,
    },
    {
      target: `CLS ≤ ${TARGETS.cls} on every route`,
      measured: cls ? `highest ${cls.median.cls.toFixed(3)} (${cls.label})` : '--',
      pass: cls ? cls.median.cls <= TARGETS.cls : null,
    },
  ];
}

function peerVerdicts(r: Partial<BenchReport>): Verdict[] {
  const out: Verdict[] = [];
  const p = r.peer;
  out.push({
    target: `Loan detail critical path ≤ ${TARGETS.peerRatio}× the peer's (react-router + antd-mobile)`,
    measured: p ? `${kb(p.ours.gzip)} / ${kb(p.critical.gzip)} KB gz = ${times(p.ratio)}` : '--',
    pass: p ? p.ratio <= TARGETS.peerRatio : null,
  });
  const ours = r.lighthouse?.find((l) => l.path.startsWith('/loan/'));
  const peer = r.peerLighthouse;
  const both = ours && peer && Number.isFinite(ours.median.lcp) && Number.isFinite(peer.median.lcp);
  out.push({
    target: `Loan detail LCP ≤ ${TARGETS.peerLcpRatio}× the peer's (same run)`,
    measured: both ? `ours ${seconds(ours.median.lcp)} vs peer ${seconds(peer.median.lcp)} = ${times(ours.median.lcp / peer.median.lcp)}` : '--',
    pass: both ? ours.median.lcp <= TARGETS.peerLcpRatio * peer.median.lcp : null,
  });
  return out;
}

export function evaluate(r: Partial<BenchReport> & { sizes: SizesReport }, latencyMs = 300): Verdict[] {
  const out: Verdict[] = [sizesVerdict(r.sizes), ...peerVerdicts(r)];
  if (r.lighthouse) out.push(...lighthouseVerdicts(r.lighthouse));
  for (const t of r.roundTrips ?? []) {
    const m = median(t.runs);
    out.push({
      target: `Round trips to content ≤ ${seconds(TARGETS.roundTripMs)} at ${latencyMs} ms latency: ${t.label}`,
      measured: Number.isFinite(m) ? `${ms(m)} = ${(m / latencyMs).toFixed(1)} RT` : '--',
      pass: Number.isFinite(m) ? m <= TARGETS.roundTripMs : null,
    });
  }
  for (const t of r.warm ?? []) {
    const m = median(t.runs);
    const files = t.networkFiles.length ? `; ${t.networkFiles.length} build files from the network` : '';
    out.push({
      target: `Second open ≤ ${TARGETS.warmRoundTrips} round trips at ${latencyMs} ms latency (service worker): ${t.label}`,
      measured: Number.isFinite(m) ? `${ms(m)} = ${(m / latencyMs).toFixed(2)} RT${files}` : `-- (${t.errors[0] ?? 'no run'})`,
      pass: Number.isFinite(m) ? m / latencyMs <= TARGETS.warmRoundTrips && !t.networkFiles.length : null,
    });
  }
  if (r.offline?.length) {
    const failed = r.offline.filter((c) => c.error);
    out.push({
      target: 'No network: a cached route and an uncached page both say so in Chinese, with a retry',
      measured: failed.length
        ? `${failed.length} of ${r.offline.length} failed: ${failed[0]!.error}`
        : r.offline.map((c) => `${c.path} ${ms(c.shownMs)}`).join(', '),
      pass: !failed.length,
    });
  }
  if (r.update) {
    const u = r.update;
    const ok = u.steps.filter((x) => x.ok).length;
    out.push({
      target: 'Update: an open tab meets a new deploy and never shows a broken screen',
      measured: `${ok}/${u.steps.length} steps, ${u.broken} broken screens${u.error ? `; ${u.error}` : ''}; the new worker fetched ${u.download.files} of ${u.precache.files} files (${kb(u.download.gzip)} of ${kb(u.precache.gzip)} KB gz)`,
      pass: !u.error && u.broken === 0 && ok === u.steps.length && u.steps.length > 0,
    });
  }
  for (const p of r.package ?? []) {
    const m = median(p.runs);
    out.push({
      target: `Offline package (native-host simulator) ≤ ${TARGETS.warmRoundTrips} round trips: ${p.label}`,
      measured: Number.isFinite(m)
        ? `${ms(m)} = ${(m / latencyMs).toFixed(2)} RT (without the package ${ms(median(p.coldRuns))}); ${p.fromPackage} answers from the package, ${p.network.length} build files from the network`
        : `-- (${p.errors[0] ?? 'no run'})`,
      pass: Number.isFinite(m) ? m / latencyMs <= TARGETS.warmRoundTrips && !p.network.length : null,
    });
  }
  for (const t of (r.taps ?? []).filter((x) => x.cpu === TARGETS.tapCpu)) {
    const m = median(t.fromRelease);
    out.push({
      target: `Tap → content ≤ ${TARGETS.tapMs} ms median at ${t.cpu}× CPU: ${t.step}`,
      measured: Number.isFinite(m) ? `${ms(m)} (from press ${ms(median(t.fromPress))})` : '--',
      pass: Number.isFinite(m) ? m <= TARGETS.tapMs : null,
    });
  }
  if (r.longTasks?.length) {
    const ours = r.longTasks.filter((l) => !l.floor);
    const floor = r.longTasks.find((l) => l.floor && !l.error);
    const measured = ours.filter((l) => !l.error);
    const worst = measured.reduce<(typeof measured)[number] | null>((a, b) => (!a || b.longest > a.longest ? b : a), null);
    const all = measured.length === ours.length;
    out.push({
      target: `No long task over ${TARGETS.longTaskMs} ms during boot (first 5 s, ${r.longTasks[0]!.cpu}× CPU)`,
      measured: worst
        ? `longest ${ms(worst.longest)} (${worst.label})${floor ? `; React alone: ${ms(floor.longest)}` : ''}${all ? '' : `; ${ours.length - measured.length} not measured`}`
        : '--',
      pass: worst && all ? worst.longest <= TARGETS.longTaskMs : null,
    });
  }
  if (r.redirects?.length) {
    const done = r.redirects.filter((c) => !c.error);
    const wasted = done.reduce((n, c) => n + c.wasted.length, 0);
    const bytes = done.reduce((n, c) => n + c.wasted.reduce((s, q) => s + q.bytes, 0), 0);
    out.push({
      target: 'Guarded redirects fetch nothing for the screen they leave (shell knows the guard)',
      measured: `${wasted} files, ${kb(bytes)} KB wasted over ${done.length} cases${done.length < r.redirects.length ? `; ${r.redirects.length - done.length} failed` : ''}`,
      pass: done.length === r.redirects.length ? wasted === 0 : null,
    });
  }
  return out;
}

export const passCount = (v: Verdict[]) => ({
  pass: v.filter((x) => x.pass === true).length,
  fail: v.filter((x) => x.pass === false).length,
  unmeasured: v.filter((x) => x.pass === null).length,
});
