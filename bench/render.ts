// Text forms of a bench run: the summary table (stdout and the top of report.md), the detail
// tables, and the sizes-only listing of the short form. Pure: figures in, text out.
import { kb, median, ms, seconds, times } from './stats';
import { passCount, protocolText, ratioText, sizesLine, TARGETS, withinLimit, type Verdict } from './targets';
import type { BenchReport, LcpSample, LhRoute, LoanLcp, RoundTrip, SizesReport } from './types';

const cell = (s: string | number) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const row = (cells: Array<string | number>) => `| ${cells.map(cell).join(' | ')} |`;

export function table(head: string[], rows: Array<Array<string | number>>, align?: string): string {
  const rule = align ?? head.map(() => '---').join(' | ');
  return [row(head), `| ${rule} |`, ...rows.map(row)].join('\n');
}

const result = (p: boolean | null) => (p === null ? 'NOT MEASURED' : p ? 'PASS' : 'FAIL');

export function summaryTable(v: Verdict[]): string {
  const c = passCount(v);
  const tail = `${c.pass} pass, ${c.fail} fail${c.unmeasured ? `, ${c.unmeasured} not measured` : ''}`;
  return `${table(
    ['Target', 'Measured', 'Result'],
    v.map((x) => [x.target, x.measured, result(x.pass)]),
  )}\n\n${tail}`;
}

/** The size part: shell, floor and every route against its limit. */
export function sizesSection(s: SizesReport): string {
  const sh = s.shell;
  const map = sh.map
    ? `inline route map ${kb(sh.map.raw)} KB raw (${(sh.map.share * 100).toFixed(0)}% of the shell), ${kb(sh.map.gzip)} KB gzip on its own`
    : 'no inline script';
  const lines = [
    `React floor (react + react-dom rendering one element): ${kb(s.floor.gzip)} KB gzip, ${kb(s.floor.brotli)} KB brotli. ` +
      `Limit ${s.factor}× = ${kb(Math.floor(s.floor.gzip * s.factor))} KB gzip; DOMPurify alone ${kb(s.dompurify.gzip)} KB gzip is added for sanitising routes.`,
    `Entry JS: ${kb(s.entry.raw)} KB min, ${kb(s.entry.gzip)} KB gzip, ${kb(s.entry.brotli)} KB brotli (${times(s.entry.gzip / s.floor.gzip)} floor).`,
    `Shell index.html: ${kb(sh.html.raw)} KB raw, ${kb(sh.html.gzip)} KB gzip, ${kb(sh.html.brotli)} KB brotli; ${map}; ${sh.inlineScripts} inline scripts.`,
    '',
    table(
      ['Route', 'Files (tiny)', 'Page gz', 'Critical gz', 'Critical br', '× floor', 'Limit gz', 'Result'],
      s.routes.map((r) => [
        r.path,
        `${r.files} (${r.tiny})`,
        kb(r.page.gzip),
        kb(r.critical.gzip),
        kb(r.critical.brotli),
        `${times(r.ratio)}${r.sanitises ? ' (sanitiser)' : ''}`,
        kb(r.limit),
        withinLimit(r) ? 'PASS' : 'OVER',
      ]),
      '--- | ---: | ---: | ---: | ---: | ---: | ---: | ---',
    ),
    '',
    `Files: JS + CSS on the direct-open critical path; tiny: under 600 B raw. KB = 1000 B.`,
  ];
  return lines.join('\n');
}

/** The short form's output: the size part and one closing line. */
export const sizesText = (s: SizesReport) => `${sizesSection(s)}\n\n${sizesLine(s)}`;

const lhRow = (l: LhRoute) => [
  l.label,
  l.runs.length ? Math.round(l.median.performance) : '--',
  seconds(l.median.lcp),
  Number.isFinite(l.median.cls) ? l.median.cls.toFixed(3) : '--',
  ms(l.median.tbt),
  seconds(l.median.fcp),
  l.runs.map((r) => `${Math.round(r.performance)}/${(r.lcp / 1000).toFixed(2)}s`).join(', ') + (l.errors.length ? ` (${l.errors.length} failed)` : ''),
];

/** A round-trip row's median, RT and runs (and failures), '--' when the screen was not measured. */
const roundTripCells = (t: RoundTrip | undefined, latencyMs: number) => {
  if (!t) return ['--', '--', '--'];
  const m = median(t.runs);
  return [
    ms(m),
    Number.isFinite(m) ? (m / latencyMs).toFixed(1) : '--',
    t.runs.map((x) => Math.round(x)).join(', ') + (t.errors.length ? ` (${t.errors.length} failed: ${t.errors[0]})` : ''),
  ];
};

/** issue 37: the loan detail against the peer, one row per way of measuring and protocol. */
function loanLcpSection(l: LoanLcp): string[] {
  const t = l.throttling;
  const runs = (xs: number[], errors: string[]) =>
    xs.map((x) => (x / 1000).toFixed(2)).join(', ') + (errors.length ? ` (${errors.length} failed: ${errors[0]})` : '');
  const lh = (how: string, limit: number, p: { ours: LhRoute; peer: LhRoute }) => [
    how,
    `${protocolText(p.ours.protocols)} / ${protocolText(p.peer.protocols)}`,
    seconds(p.ours.median.lcp),
    seconds(p.peer.median.lcp),
    ratioText(p.ours.median.lcp / p.peer.median.lcp, limit),
    `≤ ${limit}×`,
    runs(
      p.ours.runs.map((x) => x.lcp),
      p.ours.errors,
    ),
    runs(
      p.peer.runs.map((x) => x.lcp),
      p.peer.errors,
    ),
  ];
  const dt = (how: string, limit: number, p: { ours: LcpSample; peer: LcpSample }) => [
    how,
    `${protocolText(p.ours.protocols)} / ${protocolText(p.peer.protocols)}`,
    seconds(p.ours.median),
    seconds(p.peer.median),
    ratioText(p.ours.median / p.peer.median, limit),
    `≤ ${limit}×`,
    runs(p.ours.runs, p.ours.errors),
    runs(p.peer.runs, p.peer.errors),
  ];
  const elements = (s: LcpSample) => [...new Set(s.elements)].map((e) => `\`${e}\``).join(', ') || '--';
  return [
    `## Loan-detail LCP, ours vs the peer, over HTTP/1.1 and HTTP/2 + TLS (${l.runs} runs each, by turns; medians)`,
    '',
    table(
      ['Measured with', 'Protocol (ours / peer)', 'Ours', 'Peer', 'Ours / peer', 'Target', 'Runs ours (s)', 'Runs peer (s)'],
      [
        lh('Lighthouse, simulated', TARGETS.peerLcpRatio, l.lighthouse.h1),
        lh('Lighthouse, simulated', TARGETS.peerLcpRatio, l.lighthouse.h2),
        dt('Chromium, DevTools throttling', TARGETS.peerLcpRatioDevtools, l.devtools.h1),
        dt('Chromium, DevTools throttling', TARGETS.peerLcpRatioDevtools, l.devtools.h2),
      ],
    ),
    '',
    "Protocol: what the responses really came over (Lighthouse's network-requests audit; CDP Network.responseReceived in Chromium), one name when all agree. " +
      'HTTP/2 + TLS is an h2-only front with a self-signed certificate made for the run (bench/tls-front.ts), forwarding to the same app and peer servers as HTTP/1.1. ' +
      "Lighthouse: default mobile config, simulated throttling (it models the TLS handshake). DevTools throttling (CDP from the bench, not Lighthouse's devtools mode): Network.emulateNetworkConditions " +
      `${t.latencyMs} ms latency, ${t.downloadKbps.toFixed(2)} kbps down, ${t.uploadKbps} kbps up (Lighthouse's mobileSlow4G devtools values), Emulation.setCPUThrottlingRate ${t.cpu}, cache disabled, ` +
      "390×844 phone, a fresh context per run; LCP is the last PerformanceObserver 'largest-contentful-paint' entry (buffered) once the network is idle. " +
      "Chromium's throttle delays requests, not handshakes, so TLS costs nothing there.",
    '',
    `LCP elements in Chromium: ours ${elements(l.devtools.h1.ours)}; peer ${elements(l.devtools.h1.peer)}.`,
    '',
  ];
}

export function renderReport(r: BenchReport, verdicts: Verdict[]): string {
  const st = r.settings;
  const out: string[] = [
    '# Bench report (issues 15, 28, 37)',
    '',
    `Generated by \`npm run bench\` on ${r.startedAt}, wall time ${(r.wallMs / 1000).toFixed(0)} s; ` +
      `${r.machine.cpus} CPUs (load average ${r.machine.load.map((x) => x.toFixed(1)).join(' → ')}), Node ${r.machine.node}, ${r.machine.chromium}, Lighthouse ${r.machine.lighthouse}. ` +
      `Loan used: \`${st.loanId}\`.`,
    '',
    '## Summary',
    '',
    summaryTable(verdicts),
    '',
    '## Sizes (direct open; critical path = every JS and CSS file the route needs)',
    '',
    sizesSection(r.sizes),
    '',
    '## The peer (same loan-detail screen: React + react-router 7 + antd-mobile deep imports)',
    '',
  ];
  if (r.peer) {
    const ours = r.lighthouse.find((l) => l.path.startsWith('/loan/'));
    const p = r.peerLighthouse;
    out.push(
      table(
        ['Build', 'Files', 'Critical gz', 'Critical br', 'LH perf', 'LCP', 'CLS', 'TBT'],
        [
          [
            'ours /loan/:id',
            r.sizes.routes.find((x) => x.path === '/loan/:id')?.files ?? '--',
            kb(r.peer.ours.gzip),
            kb(r.peer.ours.brotli),
            ...(ours ? lhRow(ours).slice(1, 5) : ['--', '--', '--', '--']),
          ],
          ['peer /loan/:id', r.peer.files, kb(r.peer.critical.gzip), kb(r.peer.critical.brotli), ...(p ? lhRow(p).slice(1, 5) : ['--', '--', '--', '--'])],
        ],
      ),
      '',
      `Ours / peer critical gzip: ${times(r.peer.ratio)} (target ≤ ${TARGETS.peerRatio}×). Our Lighthouse figures are those of \`${ours?.label ?? '--'}\` below; the peer has no header, like ours in the app.`,
      '',
    );
  } else out.push('Not measured.', '');

  out.push('## Guarded redirects (requests made in Chromium before the landing screen shows)', '');
  out.push(
    table(
      ['Case', 'Landed on', 'Time', 'JS/CSS files', 'KB', 'Wasted files', 'Wasted KB'],
      r.redirects.map((c) =>
        c.error
          ? [c.name, `error: ${c.error}`, '--', '--', '--', '--', '--']
          : [
              c.name,
              c.landed,
              ms(c.ms),
              c.requests.length,
              kb(c.requests.reduce((n, q) => n + q.bytes, 0)),
              c.wasted.length,
              kb(c.wasted.reduce((n, q) => n + q.bytes, 0)),
            ],
      ),
    ),
    '',
    "Wasted: files of the screen turned away (its critical path in the build's report) fetched before the landing screen showed, beyond what the landing needs anyway (its own critical path, and what it fetches when opened directly). Bytes as received (compressed).",
    '',
  );
  for (const c of r.redirects.filter((x) => x.wasted.length)) {
    out.push(`- ${c.name}: ${c.wasted.map((q) => `\`${q.url.replace(/^.*\/assets\//, '')}\` (${q.bytes} B)`).join(', ')}`);
  }
  if (r.redirects.some((x) => x.wasted.length)) out.push('');

  out.push(`## Lighthouse mobile (default mobile config, simulated throttling; median of ${st.lighthouseRuns} per metric)`, '');
  out.push(
    table(['Route', 'Perf', 'LCP', 'CLS', 'TBT', 'FCP', 'Runs (perf/LCP)'], [...r.lighthouse, ...(r.peerLighthouse ? [r.peerLighthouse] : [])].map(lhRow)),
    '',
  );
  const lhErrors = [...r.lighthouse, ...(r.peerLighthouse ? [r.peerLighthouse] : [])].flatMap((l) => l.errors.map((e) => `- ${l.label}: ${e}`));
  if (lhErrors.length) out.push(...lhErrors, '');

  if (r.loanLcp) out.push(...loanLcpSection(r.loanLcp));

  out.push(`## Round trips to content (${st.latencyMs} ms added per request, bandwidth unlimited, cold cache; median of ${st.roundTripRuns})`, '');
  const h2 = r.roundTripsH2 ?? [];
  out.push(
    table(
      ['Screen', 'Content selector', 'HTTP/1.1', 'RT', 'Runs', 'HTTP/2 + TLS', 'RT', 'Runs', 'Protocol (h1 / h2)'],
      r.roundTrips.map((t) => {
        const t2 = h2.find((x) => x.label === t.label);
        return [
          t.label,
          `\`${t.selector}\``,
          ...roundTripCells(t, st.latencyMs),
          ...roundTripCells(t2, st.latencyMs),
          `${protocolText(t.protocols)} / ${protocolText(t2?.protocols)}`,
        ];
      }),
    ),
    '',
    `From navigation start to the first frame in which the selector is in the DOM and has a box; RT = ms / ${st.latencyMs}. ` +
      `Targets: ≤ ${TARGETS.roundTripsH1} RT over HTTP/1.1, ≤ ${TARGETS.roundTripsH2} RT over HTTP/2 + TLS. The same servers answer both (bench/tls-front.ts in front); ` +
      "Protocol: what Chromium reported for the responses (CDP Network.responseReceived). The added latency is per request: Chromium's throttle does not delay the TCP or TLS handshakes.",
    '',
  );

  if (r.warm?.length) {
    out.push(
      `## Second open (service worker installed by a first open; ${st.latencyMs} ms added per request; median of ${r.warm[0]!.runs.length + r.warm[0]!.errors.length})`,
      '',
    );
    out.push(
      table(
        ['Screen', 'Median', 'Round trips', 'Build files from the network', 'Runs'],
        r.warm.map((t) => {
          const m = median(t.runs);
          return [
            t.label,
            ms(m),
            Number.isFinite(m) ? (m / st.latencyMs).toFixed(2) : '--',
            t.networkFiles.length ? t.networkFiles.join(', ') : 'none',
            t.runs.map((x) => Math.round(x)).join(', ') + (t.errors.length ? ` (${t.errors.length} failed: ${t.errors[0]})` : ''),
          ];
        }),
      ),
      '',
      'The shell and every file from the cache; the data (and the CMS pictures it names) from the network, never cached. Same end as the first-open table above.',
      '',
    );
  }
  if (r.offline?.length) {
    out.push('## No network (worker installed)', '');
    out.push(
      table(
        ['Open', 'Shows', 'At', 'Retry'],
        r.offline.map((c) => [c.label, c.error ? `error: ${c.error}` : c.text, ms(c.shownMs), c.retry || '--']),
      ),
      '',
    );
  }
  if (r.update) {
    const u = r.update;
    out.push('## Update: an open tab meets a new deploy (this build with one screen changed: scripts/next-build.ts)', '');
    out.push(
      table(
        ['Step', 'Result', 'Time', 'Note'],
        u.steps.map((x) => [x.step, x.ok ? 'ok' : 'FAILED', ms(x.ms), x.note ?? '']),
      ),
      '',
    );
    out.push(
      `Broken screens seen: ${u.broken}. The new worker fetched ${u.download.files} files (${kb(u.download.raw)} KB raw, ${kb(u.download.gzip)} KB gzip) of the ${u.precache.files} it holds (${kb(u.precache.raw)} KB raw, ${kb(u.precache.gzip)} KB gzip): unchanged hashed files come from the previous build's cache.${u.error ? ` Error: ${u.error}` : ''}`,
      '',
    );
  }

  if (r.package?.length) {
    out.push(
      `## The app's offline package (examples/native-host serving bridge/CONTRACT.md §10; ${st.latencyMs} ms before every answer not from the package)`,
      '',
    );
    out.push(
      table(
        ['Screen', 'Package', 'With the package', 'Round trips', 'Without (all over the network)', 'From the package', 'Build files from the network'],
        r.package.map((p) => {
          const m = median(p.runs);
          return [
            p.label,
            p.version || '--',
            ms(m),
            Number.isFinite(m) ? (m / st.latencyMs).toFixed(2) : '--',
            ms(median(p.coldRuns)),
            p.fromPackage,
            (p.network.length ? p.network.join(', ') : 'none') + (p.errors.length ? ` (${p.errors[0]})` : ''),
          ];
        }),
      ),
      '',
      'Logged-in screens are left to the app login hand-off journey (tests/e2e/embed-simulator.e2e.ts): outside the frame there is no session to hand over.',
      '',
    );
  }

  out.push(`## Tap → content (logged in, touch tap held ${st.pressMs} ms, median of ${st.tapRuns}, cache disabled)`, '');
  out.push(
    table(
      ['Step', 'CPU', 'Median from release', 'Median from press', 'Runs from release'],
      r.taps.map((t) => [
        t.step,
        `${t.cpu}×`,
        ms(median(t.fromRelease)),
        ms(median(t.fromPress)),
        t.fromRelease.map((x) => Math.round(x)).join(', ') + (t.errors.length ? ` (${t.errors.length} failed: ${t.errors[0]})` : ''),
      ]),
    ),
    '',
    "Release: the touchend that makes the click (navigation starts there without preloading). Press: the touchstart/pointerdown, where preloading on tap can start. End: the frame in which the next screen's content selector has a box.",
    '',
  );

  out.push(
    `## Long tasks during boot (PerformanceObserver 'longtask', first ${st.longTaskWindowMs / 1000} s, ${st.longTaskCpu}× CPU, median of ${st.longTaskRuns ?? 1})`,
    '',
  );
  out.push(
    table(
      ['Route', 'Longest', 'Count', 'Runs (longest)'],
      r.longTasks.map((l) => [l.label, l.error ? `error: ${l.error}` : ms(l.longest), l.error ? '--' : l.count, l.runs?.map((x) => ms(x)).join(', ') ?? '--']),
    ),
    '',
  );
  if (r.longTasks.some((l) => l.floor))
    out.push("The floor's row is React alone starting on this machine: its module evaluation is one task, which no app built on it can split.", '');

  if (r.phaseErrors.length) out.push('## Phases that failed', '', ...r.phaseErrors.map((e) => `- ${e}`), '');
  return out.join('\n');
}
