// The shape of bench/report.json: what each phase measured, with the inputs needed to judge it.

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteSize {
  path: string;
  /** files on the direct-open critical path (JS + CSS) */
  files: number;
  /** of those, files under TINY_FILE bytes raw: each still costs a request */
  tiny: number;
  page: Size;
  critical: Size;
  sanitises: boolean;
  /** critical gzip / React floor gzip */
  ratio: number;
  /** the critical gzip this route may have: 1.45× floor (+ DOMPurify's own gzip bytes) */
  limit: number;
}

export interface ShellSize {
  html: Size;
  /** the inline route map (largest inline script): raw and standalone gzip bytes, share of the raw shell */
  map: { raw: number; gzip: number; share: number } | null;
  inlineScripts: number;
}

export interface SizesReport {
  dist: string;
  floor: Size;
  entry: Size;
  /** DOMPurify bundled alone, minified: what a sanitising route may add */
  dompurify: Size;
  factor: number;
  routes: RouteSize[];
  shell: ShellSize;
}

export interface PeerReport {
  critical: Size;
  files: number;
  /** our /loan/:id critical path from the same run */
  ours: Size;
  ratio: number;
}

export interface RequestRecord {
  url: string;
  type: 'js' | 'css';
  /** bytes received for the body (encoded, as sent) */
  bytes: number;
}

export interface RedirectCase {
  name: string;
  open: string;
  loggedIn: boolean;
  /** path shown at the end and the selector that proved it */
  landed: string;
  ms: number;
  requests: RequestRecord[];
  /** requests not on the landing screen's own critical path */
  wasted: RequestRecord[];
  error?: string;
}

export interface LhMetrics {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

export interface LhRoute {
  label: string;
  path: string;
  loggedIn: boolean;
  runs: LhMetrics[];
  /** per metric, the median of the runs */
  median: LhMetrics;
  errors: string[];
  /** the protocols of the requests Lighthouse saw (its network-requests audit), over all runs */
  protocols?: Protocols;
}

/** Loan-detail LCP in a real browser under DevTools throttling (bench/lcp-devtools.ts) */
export interface LcpSample {
  label: string;
  url: string;
  /** ms from navigation start, one per run */
  runs: number[];
  median: number;
  /** the LCP element of each run (tag.class, or the image URL) */
  elements: string[];
  protocols: Protocols;
  errors: string[];
}

/** issue 37: the loan detail's LCP against the peer's, measured two ways over two protocols */
export interface LoanLcp {
  /** Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate values of the DevTools runs */
  throttling: { latencyMs: number; downloadKbps: number; uploadKbps: number; cpu: number };
  runs: number;
  /** Lighthouse, simulated throttling (default mobile config) */
  lighthouse: { h1: { ours: LhRoute; peer: LhRoute }; h2: { ours: LhRoute; peer: LhRoute } };
  /** a real Chromium under DevTools throttling, PerformanceObserver 'largest-contentful-paint' */
  devtools: { h1: { ours: LcpSample; peer: LcpSample }; h2: { ours: LcpSample; peer: LcpSample } };
}

/** responses counted by the protocol Chromium reported for them ('http/1.1', 'h2') */
export type Protocols = Record<string, number>;

export interface RoundTrip {
  label: string;
  path: string;
  selector: string;
  loggedIn: boolean;
  runs: number[];
  median: number;
  errors: string[];
  protocols?: Protocols;
}

/** a second open, from the service worker's cache */
export interface WarmOpen extends RoundTrip {
  /** files of the build (not API data) that still came from the network on the second open */
  networkFiles: string[];
}

export interface OfflineCase {
  label: string;
  path: string;
  kind: 'route' | 'page';
  /** ms from navigation start to the Chinese words */
  shownMs: number;
  text: string;
  retry: string;
  error?: string;
}

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
}

export interface UpdateJourney {
  steps: { step: string; ok: boolean; ms: number; note?: string }[];
  /** error states seen on any screen of the journey */
  broken: number;
  /** what the new worker fetched from the server to install the new build */
  download: Bytes;
  /** everything the new build's worker holds */
  precache: Bytes;
  error?: string;
}

/** a route opened in the app from its offline package (examples/native-host) */
export interface PackageOpen {
  label: string;
  path: string;
  /** the package version the host installed */
  version: string;
  /** ms to content, files from the package and data after the network delay */
  runs: number[];
  /** the same open without a package: every file over that network */
  coldRuns: number[];
  /** answers of the first run that came from the package */
  fromPackage: number;
  /** build files (not API data) of the first run that came from the network */
  network: string[];
  errors: string[];
}

export interface TapStep {
  step: string;
  cpu: number;
  /** from the finger lifting (click) to the content frame */
  fromRelease: number[];
  /** from the finger touching (pointerdown) to the content frame */
  fromPress: number[];
  errors: string[];
}

export interface LongTasks {
  label: string;
  path: string;
  cpu: number;
  /** longest task in ms, 0 when none: the median over the runs */
  longest: number;
  /** each run's longest */
  runs?: number[];
  count: number;
  /** the React floor's page, not a route of ours */
  floor?: boolean;
  error?: string;
}

export interface BenchReport {
  startedAt: string;
  wallMs: number;
  /** load: the 1-minute load average at the start and the end (other work on the machine skews timings) */
  machine: { cpus: number; node: string; chromium: string; lighthouse: string; load: [number, number] };
  settings: {
    latencyMs: number;
    lighthouseRuns: number;
    roundTripRuns: number;
    tapRuns: number;
    pressMs: number;
    longTaskWindowMs: number;
    longTaskCpu: number;
    longTaskRuns?: number;
    lcpRuns?: number;
    loanId: string;
  };
  sizes: SizesReport;
  peer: PeerReport | null;
  redirects: RedirectCase[];
  lighthouse: LhRoute[];
  peerLighthouse: LhRoute | null;
  /** over HTTP/1.1 */
  roundTrips: RoundTrip[];
  /** the same screens over HTTP/2 + TLS (issue 37) */
  roundTripsH2?: RoundTrip[];
  loanLcp?: LoanLcp;
  taps: TapStep[];
  longTasks: LongTasks[];
  /** issue 28: the second open, no network, a new deploy, the native app's offline package */
  warm?: WarmOpen[];
  offline?: OfflineCase[];
  update?: UpdateJourney | null;
  package?: PackageOpen[];
  phaseErrors: string[];
}
