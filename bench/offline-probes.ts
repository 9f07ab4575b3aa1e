// Issue 28's rows: a second open (the service worker's cache: only data on the network), no
// network, an open tab meeting a new deploy. Measured from outside like probes.ts: the
// network, the DOM and timings.
import { readFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { addCookies, cdp, phone, type Cookie } from './browser';
import { CONTENT, shownAt, watch, type ScreenSpec } from './probes';
import type { OfflineCase, PackageOpen, UpdateJourney, WarmOpen } from './types';
import { createSimulator } from '../examples/native-host/serve';
import { deployServer, goInPage as go } from '../tests/support/deploy';
import { nextBuild } from '../scripts/next-build';

const API = /^\/(api\/|getClientIp$|vitals$|csp-report$|sandbox-assets\/)/;
const errText = (e: unknown) => String((e as Error)?.message ?? e).split('\n')[0]!;

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000, polling: 100 });

/** The frame in which `selector` first has a box, in ms from navigation start: the same watch as the first-open rows. */
async function shownIn(page: Page): Promise<number> {
  return (await shownAt(page, 30_000)).shown;
}

/**
 * A second open: the route once (the worker installs and takes control), then the same route in
 * a new tab of that phone with `latencyMs` added to every request. Also lists what of the build
 * still came from the network on the second open (nothing, when the cache works).
 */
export async function warmOpen(browser: Browser, base: string, s: ScreenSpec, runs: number, latencyMs: number, cookies: Cookie[]): Promise<WarmOpen> {
  const out: WarmOpen = { label: s.label, path: s.path, selector: s.selector, loggedIn: s.loggedIn, runs: [], median: NaN, errors: [], networkFiles: [] };
  for (let i = 0; i < runs; i++) {
    const ctx = await phone(browser, base, 'allow');
    try {
      if (s.loggedIn) await addCookies(ctx, base, cookies);
      const first = await ctx.newPage();
      await first.goto(s.path);
      await first.locator(s.selector).first().waitFor({ state: 'visible', timeout: 30_000 });
      await controlled(first);
      await first.close();
      const page = await ctx.newPage();
      const session = await cdp(page);
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (!r.fromServiceWorker() && !API.test(path) && !out.networkFiles.includes(path)) out.networkFiles.push(path);
      });
      await page.addInitScript(watch(s.selector));
      await page.goto(s.path, { waitUntil: 'commit' });
      out.runs.push(await shownIn(page));
    } catch (e) {
      out.errors.push(errText(e));
    } finally {
      await ctx.close();
    }
  }
  const sorted = [...out.runs].sort((a, b) => a - b);
  out.median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
  return out;
}

/** The words a screen without network shows: a cached route's screen, or the offline page. */
const OFFLINE_WORDS = { route: '网络未连接，请检查网络后重试', page: '网络未连接' } as const;

/** With the worker installed and the network gone: a route of the cache, and a page that is not. */
export async function offlineOpens(browser: Browser, base: string): Promise<OfflineCase[]> {
  const ctx = await phone(browser, base, 'allow');
  const out: OfflineCase[] = [];
  try {
    const page = await ctx.newPage();
    await page.goto('/notice');
    await page.locator(CONTENT.notice).first().waitFor({ state: 'visible', timeout: 30_000 });
    await controlled(page);
    await ctx.setOffline(true);
    for (const c of [
      { label: '/news (a route: its shell from the cache)', path: '/news', kind: 'route' as const },
      { label: '/no-such-page (no route: the offline page)', path: '/no-such-page', kind: 'page' as const },
    ]) {
      try {
        await page.goto(c.path, { waitUntil: 'commit' });
        const text = OFFLINE_WORDS[c.kind];
        await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
        const retry =
          c.kind === 'route' ? '自动重试（网络恢复时）' : `链接「重新加载」${(await page.getByRole('link', { name: '重新加载' }).count()) ? '有' : '无'}`;
        out.push({ ...c, shownMs: await page.evaluate(() => performance.now()), text, retry });
      } catch (e) {
        out.push({ ...c, shownMs: NaN, text: '', retry: '', error: errText(e) });
      }
    }
  } finally {
    await ctx.close();
  }
  return out;
}

const sizeOf = (file: string) => {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};

/**
 * An open tab meets a new build (scripts/next-build.ts: this build with one screen changed,
 * deployed over it): the tab's next screen, the 新版本 prompt, declining, accepting, a fresh
 * open; and what the new worker downloaded against the whole precache.
 */
export async function updateJourney(browser: Browser, dist: string, screen = 'notice-list-'): Promise<UpdateJourney> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-next-'));
  const next = join(dir, 'next');
  const steps: UpdateJourney['steps'] = [];
  const server = await deployServer(dist);
  const out: UpdateJourney = { steps, broken: 0, download: { files: 0, raw: 0, gzip: 0 }, precache: { files: 0, raw: 0, gzip: 0 } };
  const ctx = await phone(browser, server.origin, 'allow');
  try {
    const { renamed } = nextBuild(dist, next, screen);
    const step = async (name: string, fn: () => Promise<string | void>) => {
      const t = Date.now();
      try {
        const note = await fn();
        steps.push({ step: name, ok: true, ms: Date.now() - t, note: note || undefined });
      } catch (e) {
        steps.push({ step: name, ok: false, ms: Date.now() - t, note: errText(e) });
        throw e;
      }
    };
    const broken = async (...pages: Page[]) => {
      for (const p of pages) out.broken += await p.getByText('加载失败').count();
    };
    const tab = await ctx.newPage();
    const other = await ctx.newPage();
    await step('open / on the current build, worker in control', async () => {
      await tab.goto('/');
      await tab.locator(CONTENT.home).first().waitFor({ timeout: 30_000 });
      await controlled(tab);
      await other.goto('/');
      await other.locator(CONTENT.home).first().waitFor({ timeout: 30_000 });
    });
    server.deploy(next);
    await step(`deploy; the open tab's next screen (/notice, chunk ${renamed[0]![0]} now gone from the server)`, async () => {
      await go(tab, '/notice');
      await tab.locator(CONTENT.notice).first().waitFor({ timeout: 15_000 });
      await broken(tab);
    });
    await step('the worker finds the new build; both tabs offer 新版本', async () => {
      await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await tab.getByText('发现新版本').waitFor({ timeout: 60_000 });
      await other.getByText('发现新版本').waitFor({ timeout: 10_000 });
    });
    await step('稍后: the tab stays on its build and keeps working', async () => {
      await tab.getByRole('button', { name: '稍后' }).click();
      await go(tab, '/');
      await tab.locator(CONTENT.home).first().waitFor({ timeout: 15_000 });
      await broken(tab);
    });
    await step('立即更新: the other tab reopens on the new build', async () => {
      const asked: string[] = [];
      other.on('request', (r) => asked.push(r.url()));
      const reloaded = other.waitForEvent('load');
      await other.getByRole('button', { name: '立即更新' }).click();
      await reloaded;
      await go(other, '/notice');
      await other.locator(CONTENT.notice).first().waitFor({ timeout: 15_000 });
      await broken(other);
      if (!asked.some((u) => u.endsWith(renamed[0]![1]))) throw new Error('the new build’s chunk was not loaded');
    });
    await step('a fresh open is the new build', async () => {
      const fresh = await ctx.newPage();
      const asked: string[] = [];
      fresh.on('request', (r) => asked.push(r.url()));
      await fresh.goto('/notice');
      await fresh.locator(CONTENT.notice).first().waitFor({ timeout: 15_000 });
      await broken(fresh);
      if (!asked.some((u) => u.endsWith(renamed[0]![1]))) throw new Error('not the new build');
    });
    // what the new worker fetched from the server, against everything it holds
    const list = JSON.parse(/files:(\[[^\]]*\])/.exec(readFileSync(join(next, 'sw.js'), 'utf8'))![1]!) as string[];
    const file = (u: string) => join(next, u);
    for (const u of new Set(server.asked)) {
      if (!list.includes(u) || !existsSync(file(u)) || !statSync(file(u)).isFile()) continue;
      const s = sizeOf(file(u));
      out.download.files++;
      out.download.raw += s.raw;
      out.download.gzip += s.gzip;
    }
    for (const u of list) {
      const s = sizeOf(file(u));
      out.precache.files++;
      out.precache.raw += s.raw;
      out.precache.gzip += s.gzip;
    }
  } catch (e) {
    out.error = errText(e);
  } finally {
    await ctx.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

/**
 * The native app's offline package (examples/native-host: it intercepts as bridge/CONTRACT.md
 * §10 says): the route opened in a fresh WebView, the package's files answered at once (they are
 * on the phone) and everything else after `latencyMs` (a mobile network); beside it the same
 * open with no package, every file over that network.
 */
export async function packageOpen(browser: Browser, dist: string, s: ScreenSpec, runs: number, latencyMs: number): Promise<PackageOpen> {
  const out: PackageOpen = { label: s.label, path: s.path, version: '', runs: [], coldRuns: [], fromPackage: 0, network: [], errors: [] };
  for (const withPackage of [true, false]) {
    const sim = createSimulator({ dist, package: withPackage, networkDelayMs: latencyMs });
    await new Promise<void>((r) => sim.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(sim.address() as { port: number }).port}`;
    try {
      if (withPackage) {
        const c = await sim.offline!.check();
        out.version = sim.offline!.installed() ?? '';
        if (!out.version) throw new Error(`package not installed: ${JSON.stringify(c)}`);
      }
      for (let i = 0; i < runs; i++) {
        // a WebView of the app: no service worker (the package is its cache), cold HTTP cache
        const ctx = await phone(browser, base);
        try {
          const page = await ctx.newPage();
          if (withPackage && i === 0) {
            page.on('response', (r) => {
              const path = new URL(r.url()).pathname;
              if (r.headers()['x-offline-package']) out.fromPackage++;
              else if (!API.test(path) && !path.startsWith('/examples/native-host/') && !out.network.includes(path)) out.network.push(path);
            });
          }
          await page.addInitScript(watch(s.selector));
          await page.goto(s.path, { waitUntil: 'commit' });
          (withPackage ? out.runs : out.coldRuns).push(await shownIn(page));
        } finally {
          await ctx.close();
        }
      }
    } catch (e) {
      out.errors.push(errText(e));
    } finally {
      await new Promise<void>((r) => (sim.closeAllConnections(), sim.close(() => r())));
    }
  }
  return out;
}
