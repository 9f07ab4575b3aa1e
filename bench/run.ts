// `npm run bench`: one run from a fresh build to bench/report.md and report.json. Every phase
// is measured from outside (the build's report, the network, timings in Chromium), and a phase
// that fails is reported as such while the others still run.
// Phases (`--only a,b`): peer, redirects, roundtrips (each screen over HTTP/1.1 and over
// HTTP/2 + TLS), warm, offline, update, package, taps, longtasks, lighthouse, and lcp (issue 37:
// loan-detail LCP against the peer, Lighthouse and DevTools-throttled Chromium, over both
// protocols; it builds the peer itself).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { INVESTOR, launchChromium, loginCookies, phone, addCookies, type Chromium, type Cookie } from './browser';
import { devtoolsLcp, SLOW_4G } from './lcp-devtools';
import { lighthouseRoute, lighthouseTurns, lighthouseVersion } from './lighthouse-run';
import { makeCert } from './tls-front';
import { buildPeer, TARGET } from './peer/build';
import { writeFloorPage } from '../scripts/build/floor';
import { CONTENT, fetchedBefore, longTasks, redirectCase, roundTrips, taps, type ScreenSpec } from './probes';
import { criticalFiles, readSizes } from './sizes';
import { offlineOpens, packageOpen, updateJourney, warmOpen } from './offline-probes';
import { evaluate, type Verdict } from './targets';
import type { BenchReport, LhRoute } from './types';

export const SETTINGS = {
  latencyMs: 300,
  lighthouseRuns: 3,
  roundTripRuns: 3,
  warmRuns: 3,
  tapRuns: 10,
  /** how long a finger rests on the glass in a quick tap */
  pressMs: 80,
  longTaskWindowMs: 5000,
  longTaskCpu: 4,
  longTaskRuns: 3,
  /** loan-detail LCP: Lighthouse and DevTools-throttled runs per page and protocol */
  lcpRuns: 5,
};

const FLOOR_LABEL = 'React floor alone (react + react-dom, one element)';

export const PHASES = ['peer', 'redirects', 'roundtrips', 'warm', 'offline', 'update', 'package', 'taps', 'longtasks', 'lighthouse', 'lcp'] as const;
export type Phase = (typeof PHASES)[number];

export interface RunOptions {
  root: string;
  /** an existing build to measure instead of building (development of the bench itself) */
  dist?: string;
  only?: Set<Phase>;
  log: (line: string) => void;
}

const errText = (e: unknown) => String((e as Error)?.message ?? e).split('\n')[0]!;

function run(cmd: string, args: string[], cwd: string, log: (l: string) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (d: Buffer) => (tail = (tail + d.toString()).slice(-4000));
    p.stdout.on('data', keep);
    p.stderr.on('data', keep);
    p.on('error', reject);
    p.on('exit', (code) => {
      if (code) log(tail.trim().split('\n').slice(-6).join('\n'));
      resolve(code ?? 1);
    });
  });
}

/** Our build into `dir`, as the brief asks: `tsx build.ts --outdir <dir>` (budget breaches still leave a build). */
async function buildOurs(root: string, dir: string, log: (l: string) => void): Promise<string | null> {
  const code = await run(process.execPath, ['--import', 'tsx', 'build.ts', '--outdir', dir], root, log);
  if (!existsSync(join(dir, 'budget-report.json'))) throw new Error(`build failed (exit ${code})`);
  return code ? `build exited ${code} (budgets exceeded?); measured anyway` : null;
}

interface Servers {
  app: string;
  peer: string | null;
  floor: string | null;
  /** the same app and peer over HTTP/2 + TLS (bench/tls-front.ts) */
  appH2: string;
  peerH2: string | null;
  stop(): void;
}

async function startServers(root: string, dist: string, peer: string | null, floor: string | null, tls: string): Promise<Servers> {
  const args = ['--import', 'tsx', 'bench/serve.ts', '--dist', dist, '--tls', tls, ...(peer ? ['--peer', peer] : []), ...(floor ? ['--floor', floor] : [])];
  const child: ChildProcess = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let timer: NodeJS.Timeout | undefined;
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    timer = setTimeout(() => reject(new Error('bench server did not start in 60 s')), 60_000);
  }).finally(() => clearTimeout(timer));
  child.stdout!.resume();
  const urls = JSON.parse(line) as Omit<Servers, 'stop'>;
  return { ...urls, stop: () => void (child.exitCode === null && child.kill('SIGTERM')) };
}

interface HomeLoan {
  id: string;
  status: string;
  balance: number;
  loanRequest: { productKey: string; investRule?: { minAmount?: number } | null };
}

/** An open loan on the homepage that the investor may buy: the tap journey goes home → it → invest. */
async function pickLoan(c: Chromium, base: string, cookies: Cookie[]): Promise<string> {
  const res = await fetch(`${base}/api/v3/loans/getMobileHomepageLoans`);
  // the backend sends one flat list in an envelope (the homepage groups it itself)
  const body = (await res.json()) as { data: HomeLoan[] };
  const candidates = body.data.filter(
    (l) => l.status === 'OPENED' && l.loanRequest.productKey !== 'NEW' && l.balance >= (l.loanRequest.investRule?.minAmount ?? 100),
  );
  const ctx = await phone(c.browser, base);
  await addCookies(ctx, base, cookies);
  try {
    for (const l of candidates) {
      const page = await ctx.newPage();
      try {
        await page.goto(`/loan/${l.id}/invest`);
        await page.locator('#inv-amount').waitFor({ state: 'visible', timeout: 15_000 });
        return l.id;
      } catch {
        /* a gate stops the investor on this one: next */
      } finally {
        await page.close();
      }
    }
  } finally {
    await ctx.close();
  }
  throw new Error(`no homepage loan the investor can invest in (${candidates.length} open)`);
}

export async function runBench(o: RunOptions): Promise<{ report: BenchReport; verdicts: Verdict[] }> {
  const t0 = Date.now();
  const load0 = loadavg()[0]!;
  const want = (p: Phase) => !o.only || o.only.has(p);
  const work = mkdtempSync(join(tmpdir(), 'bench-'));
  const phaseErrors: string[] = [];
  const lap = (what: string) => o.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${what}`);

  let dist = o.dist;
  if (!dist) {
    dist = join(work, 'dist');
    lap('building the app (tsx build.ts --outdir …)');
    const note = await buildOurs(o.root, dist, o.log);
    if (note) phaseErrors.push(note);
  }
  lap('sizes');
  const sizes = await readSizes(dist, o.root);
  const report: BenchReport = {
    startedAt: new Date(t0).toISOString(),
    wallMs: 0,
    machine: { cpus: cpus().length, node: process.version, chromium: '--', lighthouse: await lighthouseVersion().catch(() => '--'), load: [load0, NaN] },
    settings: { ...SETTINGS, loanId: '--' },
    sizes,
    peer: null,
    redirects: [],
    lighthouse: [],
    peerLighthouse: null,
    roundTrips: [],
    taps: [],
    longTasks: [],
    phaseErrors,
  };

  let peerDir: string | null = null;
  if (want('peer') || want('lcp')) {
    lap('peer build');
    try {
      const p = await buildPeer(join(work, 'peer'), o.root);
      peerDir = p.dir;
      const ours = sizes.routes.find((r) => r.path === '/loan/:id');
      if (!ours) throw new Error('our build has no /loan/:id route');
      report.peer = { critical: p.critical, files: p.files.length, ours: ours.critical, ratio: ours.critical.gzip / p.critical.gzip };
    } catch (e) {
      phaseErrors.push(`peer build: ${errText(e)}`);
    }
  }

  let floorDir: string | null = null;
  if (want('longtasks')) {
    floorDir = join(work, 'floor');
    await writeFloorPage(floorDir, o.root, [...TARGET]).catch((e) => {
      phaseErrors.push(`floor page: ${errText(e)}`);
      floorDir = null;
    });
  }

  // the certificate of the HTTP/2 fronts: made for this run, its key gone with `work`
  const tls = makeCert(work);
  const servers = await startServers(o.root, dist, peerDir, floorDir, work);
  let chromium: Chromium | null = null;
  try {
    const base = servers.app;
    await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
    const cookies = await loginCookies(base, INVESTOR);
    chromium = await launchChromium(tls.spki);
    report.machine.chromium = chromium.version;
    const browser = chromium.browser;
    lap('choosing a loan');
    const loanId = await pickLoan(chromium, base, cookies);
    report.settings.loanId = loanId;
    const loanPath = `/loan/${loanId}?from=app`;

    const phase = async (p: Phase, what: string, fn: () => Promise<void>) => {
      if (!want(p)) return;
      lap(what);
      try {
        await fn();
      } catch (e) {
        phaseErrors.push(`${p}: ${errText(e)}`);
      }
    };

    await phase('redirects', 'guarded redirects', async () => {
      // what each landing screen needs anyway: its critical path, and whatever it fetches
      // before showing when opened directly (a lazy part it starts at once is not waste)
      const needs = async (path: string, selector: string, loggedIn: boolean) => {
        const direct = await fetchedBefore(browser, base, path, selector, loggedIn ? cookies : null);
        return { path, selector, files: [...criticalFiles(dist!, path), ...direct.requests.map((q) => q.url)] };
      };
      const login = await needs('/login', CONTENT.login, false);
      const dashboard = await needs('/dashboard', CONTENT.dashboard, true);
      for (const spec of [
        { name: '/dashboard logged out', open: '/dashboard', loggedIn: false, landing: login },
        { name: '/list logged out', open: '/list', loggedIn: false, landing: login },
        { name: '/login logged in', open: '/login', loggedIn: true, landing: dashboard },
      ])
        report.redirects.push(await redirectCase(browser, base, { ...spec, left: criticalFiles(dist!, spec.open) }, cookies));
    });

    // issue 28's five: the first open (cold cache) and the second (the service worker's cache)
    const screens: ScreenSpec[] = [
      { label: '/', path: '/', selector: CONTENT.home, loggedIn: false },
      { label: '/loan/<id>?from=app', path: loanPath, selector: CONTENT.loan, loggedIn: false },
      { label: '/notice', path: '/notice', selector: CONTENT.notice, loggedIn: false },
      { label: '/list (logged in)', path: '/list', selector: CONTENT.list, loggedIn: true },
      { label: '/dashboard (logged in)', path: '/dashboard', selector: CONTENT.dashboard, loggedIn: true },
    ];
    await phase('roundtrips', `round trips (${SETTINGS.latencyMs} ms latency), HTTP/1.1 and HTTP/2 + TLS`, async () => {
      // the same screens from the same servers, the protocol the one difference; by turns
      report.roundTripsH2 = [];
      for (const s of screens) {
        report.roundTrips.push(await roundTrips(browser, base, s, SETTINGS.roundTripRuns, SETTINGS.latencyMs, cookies));
        report.roundTripsH2.push(await roundTrips(browser, servers.appH2, s, SETTINGS.roundTripRuns, SETTINGS.latencyMs, cookies));
      }
    });

    await phase('warm', `second open from the service worker (${SETTINGS.latencyMs} ms latency)`, async () => {
      report.warm = [];
      for (const s of screens) report.warm.push(await warmOpen(browser, base, s, SETTINGS.warmRuns, SETTINGS.latencyMs, cookies));
    });

    await phase('offline', 'no network, worker installed', async () => {
      report.offline = await offlineOpens(browser, base);
    });

    await phase('update', 'an open tab meets a new deploy', async () => {
      report.update = await updateJourney(browser, dist!);
    });

    await phase('package', `the offline package in the native-host simulator (${SETTINGS.latencyMs} ms per network answer)`, async () => {
      report.package = [];
      for (const s of screens.filter((x) => !x.loggedIn)) report.package.push(await packageOpen(browser, dist!, s, SETTINGS.warmRuns, SETTINGS.latencyMs));
    });

    await phase('taps', 'tap → content at 1× and 4× CPU', async () => {
      const card = `.home-loan[href="/loan/${loanId}"]`;
      const invest = `.ld-act a[href="/loan/${loanId}/invest"]`;
      const spec = {
        start: '/',
        steps: [
          { step: 'home → loan detail', ready: card, link: card, next: CONTENT.loan },
          { step: 'loan detail → invest', ready: invest, link: invest, next: CONTENT.invest },
        ],
      };
      for (const cpu of [1, 4]) report.taps.push(...(await taps(browser, base, spec, cpu, SETTINGS.tapRuns, SETTINGS.pressMs, cookies)));
    });

    const lhRoutes: ScreenSpec[] = [
      { label: '/', path: '/', selector: CONTENT.home, loggedIn: false },
      { label: '/loan/<id>?from=app', path: loanPath, selector: CONTENT.loan, loggedIn: false },
      { label: '/register', path: '/register', selector: '', loggedIn: false },
      { label: '/list (logged in)', path: '/list', selector: CONTENT.list, loggedIn: true },
      { label: '/dashboard (logged in)', path: '/dashboard', selector: CONTENT.dashboard, loggedIn: true },
    ];

    await phase('longtasks', `long tasks during boot (${SETTINGS.longTaskCpu}× CPU)`, async () => {
      const lt = (s: ScreenSpec, at: string) => longTasks(browser, at, s, SETTINGS.longTaskCpu, SETTINGS.longTaskWindowMs, SETTINGS.longTaskRuns, cookies);
      // React's own start-up on this machine, the yardstick for ours
      if (servers.floor) report.longTasks.push({ ...(await lt({ label: FLOOR_LABEL, path: '/', selector: '', loggedIn: false }, servers.floor)), floor: true });
      for (const s of lhRoutes) report.longTasks.push(await lt(s, base));
    });

    await phase('lighthouse', `Lighthouse (${SETTINGS.lighthouseRuns} runs per route)`, async () => {
      // Lighthouse opens its tabs in the browser's default context: the session is its cookies
      const main = browser.contexts()[0]!;
      const lh = (l: ScreenSpec, at = base): Promise<LhRoute> => lighthouseRoute(chromium!.port, at, l.label, l.path, l.loggedIn, SETTINGS.lighthouseRuns);
      await main.clearCookies();
      for (const l of lhRoutes.filter((x) => !x.loggedIn)) report.lighthouse.push(await lh(l));
      if (servers.peer) report.peerLighthouse = await lh({ label: 'peer /loan/<id>', path: `/loan/${loanId}`, selector: '', loggedIn: false }, servers.peer);
      await addCookies(main, base, cookies);
      for (const l of lhRoutes.filter((x) => x.loggedIn)) report.lighthouse.push(await lh(l));
      await main.clearCookies();
    });

    await phase(
      'lcp',
      `loan-detail LCP vs the peer (${SETTINGS.lcpRuns} runs each): Lighthouse and DevTools throttling, HTTP/1.1 and HTTP/2 + TLS`,
      async () => {
        if (!servers.peer || !servers.peerH2) throw new Error('no peer build');
        const pages = (app: string, peer: string) => [
          { base: app, label: '/loan/<id>?from=app', path: loanPath, selector: CONTENT.loan },
          { base: peer, label: 'peer /loan/<id>', path: `/loan/${loanId}`, selector: '.peer-rate' },
        ];
        const h1 = pages(base, servers.peer);
        const h2 = pages(servers.appH2, servers.peerH2);
        await browser.contexts()[0]!.clearCookies();
        const lh = async (p: typeof h1) => {
          const [ours, peer] = await lighthouseTurns(chromium!.port, p, SETTINGS.lcpRuns);
          return { ours: ours!, peer: peer! };
        };
        const dt = async (p: typeof h1) => {
          const [ours, peer] = await devtoolsLcp(
            browser,
            p.map((x) => ({ ...x, url: x.base + x.path })),
            SETTINGS.lcpRuns,
          );
          return { ours: ours!, peer: peer! };
        };
        const lighthouse = { h1: await lh(h1), h2: await lh(h2) };
        lap('loan-detail LCP, DevTools throttling');
        const devtools = { h1: await dt(h1), h2: await dt(h2) };
        report.loanLcp = { throttling: SLOW_4G, runs: SETTINGS.lcpRuns, lighthouse, devtools };
      },
    );
  } catch (e) {
    phaseErrors.push(`setup: ${errText(e)}`);
  } finally {
    await chromium?.close();
    servers.stop();
    rmSync(work, { recursive: true, force: true });
  }
  report.wallMs = Date.now() - t0;
  report.machine.load[1] = loadavg()[0]!;
  lap('done');
  return { report, verdicts: evaluate(report, SETTINGS.latencyMs) };
}
