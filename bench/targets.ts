// Issue 15's targets and how a bench run is judged against them: pure, so it is unit-tested.
import { kb, median, ms, seconds, times } from './stats';
import type { BenchReport, LhRoute, Protocols, RoundTrip, RouteSize, SizesReport } from './types';

export const TARGETS = {
  /** critical path (JS + CSS gzip) of a directly opened route, as a multiple of the React floor */
  floorFactor: 1.45,
  /** issue 37: loan detail's LCP as a multiple of the peer's, same Lighthouse run, HTTP/1.1 and HTTP/2 */
  peerLcpRatio: 0.9,
  /** issue 37: the same in a real Chromium under DevTools throttling, both protocols */
  peerLcpRatioDevtools: 0.75,
  /** issue 28: a second open shows content after one data round trip (≤ 1.5 measured) */
  warmRoundTrips: 1.5,
  /** our loan detail's critical path as a multiple of the peer's */
  peerRatio: 0.7,
  performance: 97,
  lcpMs: 1800,
  cls: 0.02,
  /** issue 37: cold content within this many round trips (ms / latency) over HTTP/1.1 … */
  roundTripsH1: 3,
  /** … and over HTTP/2 + TLS */
  roundTripsH2: 2.5,
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

export const H1 = 'http/1.1';
export const H2 = 'h2';
const PROTOCOL_NAME = { [H1]: 'HTTP/1.1', [H2]: 'HTTP/2 + TLS' } as const;

/** 'h2', or every protocol seen with its count when there is more than one */
export function protocolText(p: Protocols | undefined): string {
  const seen = Object.entries(p ?? {});
  if (seen.length === 1) return seen[0]![0];
  return seen.length ? seen.map(([k, n]) => `${k} ×${n}`).join(', ') : '--';
}

/** Some other protocol (or none) was seen: the figure is not of the protocol named. Unknown (no record) is not held against it. */
const offProtocol = (p: Protocols | undefined, want: string) => p !== undefined && (Object.keys(p).length !== 1 || !(want in p));

/** ours / peer as `0.82×`; to three places near the limit, where two would hide which side it falls on */
export const ratioText = (r: number, limit: number) => (Math.abs(r - limit) < 0.005 ? `${r.toFixed(3)}×` : times(r));

interface LcpSide {
  lcp: number;
  protocols?: Protocols;
}

function lcpVerdict(how: string, limit: number, want: typeof H1 | typeof H2, ours: LcpSide | undefined, peer: LcpSide | undefined | null): Verdict {
  const target = `Loan detail LCP ≤ ${limit}× the peer's (${how}, ${PROTOCOL_NAME[want]}; same run)`;
  if (!ours || !peer || !Number.isFinite(ours.lcp) || !Number.isFinite(peer.lcp)) return { target, measured: '--', pass: null };
  const known = ours.protocols || peer.protocols ? ` (${protocolText(ours.protocols)} / ${protocolText(peer.protocols)})` : '';
  const off = offProtocol(ours.protocols, want) || offProtocol(peer.protocols, want);
  return {
    target,
    measured: `ours ${seconds(ours.lcp)} vs peer ${seconds(peer.lcp)} = ${ratioText(ours.lcp / peer.lcp, limit)}${known}${off ? ` not all ${want}` : ''}`,
    pass: off ? null : ours.lcp <= limit * peer.lcp,
  };
}

const lhSide = (l: LhRoute | null | undefined): LcpSide | undefined => (l ? { lcp: l.median.lcp, protocols: l.protocols } : undefined);

/** issue 37: the loan detail against the peer, Lighthouse and DevTools throttling, both protocols */
function loanLcpVerdicts(r: Partial<BenchReport>): Verdict[] {
  const l = r.loanLcp;
  // without the lcp phase, the lighthouse phase's own pair (HTTP/1.1)
  const h1 = l?.lighthouse.h1 ?? { ours: r.lighthouse?.find((x) => x.path.startsWith('/loan/')), peer: r.peerLighthouse };
  const out = [lcpVerdict('Lighthouse simulated', TARGETS.peerLcpRatio, H1, lhSide(h1.ours), lhSide(h1.peer))];
  if (!l) return out;
  const dt = (s: { median: number; protocols: Protocols }) => ({ lcp: s.median, protocols: s.protocols });
  out.push(
    lcpVerdict('Lighthouse simulated', TARGETS.peerLcpRatio, H2, lhSide(l.lighthouse.h2.ours), lhSide(l.lighthouse.h2.peer)),
    lcpVerdict('DevTools throttling', TARGETS.peerLcpRatioDevtools, H1, dt(l.devtools.h1.ours), dt(l.devtools.h1.peer)),
    lcpVerdict('DevTools throttling', TARGETS.peerLcpRatioDevtools, H2, dt(l.devtools.h2.ours), dt(l.devtools.h2.peer)),
  );
  return out;
}

function roundTripVerdict(t: RoundTrip, want: typeof H1 | typeof H2, latencyMs: number): Verdict {
  const limit = want === H2 ? TARGETS.roundTripsH2 : TARGETS.roundTripsH1;
  const m = median(t.runs);
  const off = offProtocol(t.protocols, want);
  return {
    target: `Round trips to content ≤ ${limit} RT over ${PROTOCOL_NAME[want]} (cold, ${latencyMs} ms latency): ${t.label}`,
    measured: Number.isFinite(m) ? `${ms(m)} = ${(m / latencyMs).toFixed(2)} RT${off ? `; responses ${protocolText(t.protocols)}` : ''}` : '--',
    pass: Number.isFinite(m) && !off ? m / latencyMs <= limit : null,
  };
}

function peerVerdicts(r: Partial<BenchReport>): Verdict[] {
  const out: Verdict[] = [];
  const p = r.peer;
  out.push({
    target: `Loan detail critical path ≤ ${TARGETS.peerRatio}× the peer's (react-router + antd-mobile)`,
    measured: p ? `${kb(p.ours.gzip)} / ${kb(p.critical.gzip)} KB gz = ${times(p.ratio)}` : '--',
    pass: p ? p.ratio <= TARGETS.peerRatio : null,
  });
  out.push(...loanLcpVerdicts(r));
  return out;
}

export function evaluate(r: Partial<BenchReport> & { sizes: SizesReport }, latencyMs = 300): Verdict[] {
  const out: Verdict[] = [sizesVerdict(r.sizes), ...peerVerdicts(r)];
  if (r.lighthouse) out.push(...lighthouseVerdicts(r.lighthouse));
  // each screen over HTTP/1.1, then over HTTP/2 + TLS
  for (const t of r.roundTrips ?? []) {
    out.push(roundTripVerdict(t, H1, latencyMs));
    const h2 = r.roundTripsH2?.find((x) => x.label === t.label);
    if (h2) out.push(roundTripVerdict(h2, H2, latencyMs));
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
