// The measurements made in Chromium from outside the app: requests on guarded redirects,
// round trips to content under added latency, tap → content, long tasks during boot. They read
// only the network, the DOM and timings, so they keep working as the build and shell change.
import type { Browser, BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { addCookies, cdp, phone, type Cookie } from './browser';
import type { LongTasks, RedirectCase, RequestRecord, RoundTrip, TapStep } from './types';

/**
 * Selectors that appear only once a screen's data has rendered (the runtime shows its own
 * loading state until the loader and the chunk are both in).
 */
export const CONTENT = {
  home: '.home-loan',
  loan: '.ld .dh-rate',
  notice: '.ct-row',
  list: '.pd-list .pd-item',
  dashboard: '.dash-total',
  login: '#login-mobile',
  invest: '.inv-loan',
} as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let t: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => (t = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)))]).finally(() =>
    clearTimeout(t),
  );
}

/**
 * In the page: records, in window.__bench, the time of the first animation frame in which the
 * selector is in the DOM with a box (performance.now(), from navigation start), and the
 * timestamps of the next pointerdown and click. Plain JS text: a function would be serialised
 * with the helpers tsx adds to it (__name), which do not exist in the page.
 */
export const watch = (sel: string) => `(() => {
  const sel = ${JSON.stringify(sel)};
  const b = (window.__bench = { shown: null, down: null, up: null });
  addEventListener('pointerdown', (e) => { if (b.down === null) b.down = e.timeStamp; }, { capture: true, once: true });
  addEventListener('click', (e) => { if (b.up === null) b.up = e.timeStamp; }, { capture: true, once: true });
  let asked = false;
  const check = () => {
    const el = document.querySelector(sel);
    if (!asked && el && el.getClientRects().length) {
      asked = true;
      requestAnimationFrame(() => { if (b.shown === null) b.shown = performance.now(); });
    }
    return asked;
  };
  if (check()) return;
  const mo = new MutationObserver(() => { if (check()) mo.disconnect(); });
  mo.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

export const shownAt = (page: Page, timeout: number) =>
  page
    // functions, not strings: a string predicate is eval'd in the page, which our CSP forbids
    .waitForFunction(() => (window as unknown as { __bench?: { shown: number | null } }).__bench?.shown, null, { timeout, polling: 50 })
    .then(() => page.evaluate(() => (window as unknown as { __bench: { shown: number; down: number | null; up: number | null } }).__bench));

async function freshPage(browser: Browser, base: string, cookies: Cookie[] | null): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await phone(browser, base);
  if (cookies) await addCookies(ctx, base, cookies);
  return { ctx, page: await ctx.newPage() };
}

// ---------------------------------------------------------------- guarded redirects

export interface RedirectSpec {
  name: string;
  open: string;
  loggedIn: boolean;
  /**
   * where the app should land and its content selector; files: what the landing screen needs
   * anyway (its critical path, and what it fetches before showing when opened directly)
   */
  landing: { path: string; selector: string; files: string[] };
  /** the critical path of the screen opened, which the guard turns away */
  left: string[];
}

const assetType = (r: Request): RequestRecord['type'] | null =>
  r.resourceType() === 'script' || /\.m?js(\?|$)/.test(r.url()) ? 'js' : r.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(r.url()) ? 'css' : null;

/** Opens `open` in a fresh phone and lists the JS and CSS requested before `selector` showed. */
export async function fetchedBefore(browser: Browser, base: string, open: string, selector: string, cookies: Cookie[] | null) {
  const { ctx, page } = await freshPage(browser, base, cookies);
  const started: Request[] = [];
  page.on('request', (r) => assetType(r) && started.push(r));
  try {
    await page.addInitScript(watch(selector));
    await page.goto(open, { waitUntil: 'commit' });
    const t = await shownAt(page, 20_000);
    // anything requested after the landing screen showed belongs to that screen
    const before = started.slice();
    const requests = await Promise.all(
      before.map(async (r): Promise<RequestRecord> => {
        const sizes = await withTimeout(r.sizes(), 10_000, r.url()).catch(() => ({ responseBodySize: 0 }));
        return { url: new URL(r.url()).pathname, type: assetType(r)!, bytes: sizes.responseBodySize };
      }),
    );
    return { landed: new URL(page.url()).pathname, ms: t.shown, requests };
  } finally {
    await ctx.close();
  }
}

export async function redirectCase(browser: Browser, base: string, spec: RedirectSpec, cookies: Cookie[] | null): Promise<RedirectCase> {
  const head = { name: spec.name, open: spec.open, loggedIn: spec.loggedIn };
  try {
    const r = await fetchedBefore(browser, base, spec.open, spec.landing.selector, spec.loggedIn ? cookies : null);
    // the screen turned away's own files, which the landing does not need: what the shell's
    // knowledge of the guard must spare (the code of screens the landing's links lead to,
    // fetched once it is up, is the landing's business, not waste of the screen left)
    const own = new Set(spec.landing.files);
    const left = new Set(spec.left);
    return { ...head, ...r, wasted: r.requests.filter((q) => left.has(q.url) && !own.has(q.url)) };
  } catch (e) {
    return { ...head, landed: '', ms: NaN, requests: [], wasted: [], error: String((e as Error).message ?? e).split('\n')[0] };
  }
}

// ---------------------------------------------------------------- round trips to content

export interface ScreenSpec {
  label: string;
  path: string;
  selector: string;
  loggedIn: boolean;
}

/**
 * Counts, by protocol, the http(s) responses a page receives (CDP Network.responseReceived,
 * response.protocol: 'http/1.1', 'h2'): the proof that a run went over the protocol it names.
 * Needs Network.enable on the session.
 */
export function countProtocols(session: CDPSession, into: Record<string, number>) {
  session.on('Network.responseReceived', (e) => {
    if (!/^https?:/.test(e.response.url)) return;
    const p = e.response.protocol ?? 'unknown';
    into[p] = (into[p] ?? 0) + 1;
  });
}

export async function roundTrips(browser: Browser, base: string, s: ScreenSpec, runs: number, latencyMs: number, cookies: Cookie[] | null): Promise<RoundTrip> {
  const out: RoundTrip = { label: s.label, path: s.path, selector: s.selector, loggedIn: s.loggedIn, runs: [], median: NaN, errors: [], protocols: {} };
  for (let i = 0; i < runs; i++) {
    const { ctx, page } = await freshPage(browser, base, s.loggedIn ? cookies : null);
    try {
      const session = await cdp(page);
      countProtocols(session, out.protocols!);
      await session.send('Network.enable');
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      await session.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
      await page.addInitScript(watch(s.selector));
      await page.goto(s.path, { waitUntil: 'commit', timeout: 30_000 });
      out.runs.push((await shownAt(page, 30_000)).shown);
    } catch (e) {
      out.errors.push(String((e as Error).message ?? e).split('\n')[0]!);
    } finally {
      await ctx.close();
    }
  }
  return out;
}

// ---------------------------------------------------------------- tap → content

/** A touch as a finger makes it: touchstart, held `pressMs`, touchend (the click comes from it). */
async function tap(page: Page, selector: string, pressMs: number) {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  if (!box) throw new Error(`${selector}: no box to tap`);
  const point = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
  const s = await cdp(page);
  await s.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await sleep(pressMs);
  await s.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await s.detach();
}

export interface TapSpec {
  /** the screen to start from, its link to tap, and the next screen's content */
  steps: Array<{ step: string; ready: string; link: string; next: string }>;
  start: string;
}

/**
 * Each run opens the start screen in a fresh page (cache disabled, CPU throttled), waits for
 * the network to settle, then taps through the steps, timing each until the next content.
 */
export async function taps(browser: Browser, base: string, spec: TapSpec, cpu: number, runs: number, pressMs: number, cookies: Cookie[]): Promise<TapStep[]> {
  const out = spec.steps.map((s): TapStep => ({ step: s.step, cpu, fromRelease: [], fromPress: [], errors: [] }));
  const ctx = await phone(browser, base);
  await addCookies(ctx, base, cookies);
  try {
    for (let i = 0; i < runs; i++) {
      const page = await ctx.newPage();
      try {
        const s = await cdp(page);
        await s.send('Network.enable');
        await s.send('Network.setCacheDisabled', { cacheDisabled: true });
        await s.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        await page.goto(spec.start, { timeout: 30_000 });
        for (const [k, step] of spec.steps.entries()) {
          await page.locator(step.ready).first().waitFor({ state: 'visible', timeout: 20_000 });
          await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
          await sleep(200);
          await page.evaluate(watch(step.next));
          await tap(page, step.link, pressMs);
          const t = await shownAt(page, 20_000).catch((e) => {
            throw new Error(`${step.step}: ${String(e.message).split('\n')[0]} (at ${page.url()})`);
          });
          if (t.up == null || t.down == null) throw new Error(`${step.step}: the tap made no click`);
          out[k]!.fromRelease.push(t.shown - t.up);
          out[k]!.fromPress.push(t.shown - t.down);
        }
      } catch (e) {
        const msg = String((e as Error).message ?? e).split('\n')[0]!;
        const k = spec.steps.findIndex((s) => msg.startsWith(s.step));
        out[Math.max(0, k)]!.errors.push(msg);
      } finally {
        await page.close();
      }
    }
  } finally {
    await ctx.close();
  }
  return out;
}

// ---------------------------------------------------------------- long tasks

const OBSERVE_LONG_TASKS = `(() => {
  const t = (window.__longtasks = []);
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) t.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

export async function longTasks(
  browser: Browser,
  base: string,
  s: ScreenSpec,
  cpu: number,
  windowMs: number,
  runs: number,
  cookies: Cookie[] | null,
): Promise<LongTasks> {
  const longest: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { ctx, page } = await freshPage(browser, base, s.loggedIn ? cookies : null);
    try {
      const session = await cdp(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.addInitScript(OBSERVE_LONG_TASKS);
      await page.goto(s.path, { waitUntil: 'commit', timeout: 30_000 });
      await page.waitForFunction((ms) => performance.now() >= ms, windowMs, { timeout: windowMs + 20_000, polling: 250 });
      const all = await page.evaluate(() => (window as unknown as { __longtasks: Array<[number, number]> }).__longtasks);
      const tasks = all.filter(([start]) => start < windowMs).map(([, d]) => d);
      longest.push(Math.round(Math.max(0, ...tasks)));
      counts.push(tasks.length);
    } catch (e) {
      return { label: s.label, path: s.path, cpu, longest: NaN, count: 0, error: String((e as Error).message ?? e).split('\n')[0] };
    } finally {
      await ctx.close();
    }
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { label: s.label, path: s.path, cpu, longest: mid(longest), runs: longest, count: mid(counts) };
}
