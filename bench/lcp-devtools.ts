// Loan-detail LCP in a real Chromium under DevTools throttling (issue 37), the check on
// Lighthouse's simulation: it replays the observed load on a model network, this one loads
// the page through Chromium's own throttle, so a protocol's real request pattern counts.
import type { Browser } from 'playwright-core';
import { cdp, phone } from './browser';
import { countProtocols } from './probes';
import { median } from './stats';
import type { LcpSample, LoanLcp } from './types';

/**
 * Lighthouse's devtools mobile preset (constants.throttling.mobileSlow4G): 150 ms RTT × 3.75
 * request latency, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up, 4× CPU. Chromium's throttle
 * delays each request, not the TCP and TLS handshakes, so HTTP/2 + TLS pays no handshake here.
 */
export const SLOW_4G: LoanLcp['throttling'] = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9, cpu: 4 };

/**
 * In the page, after the load: the last 'largest-contentful-paint' entry (buffered, so every
 * one since navigation start) and its element. A string, not a function: tsx's helpers would
 * not exist in the page.
 */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const e = list.getEntries().at(-1);
    if (!e) return resolve(null);
    const el = e.element;
    const cls = el && typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    resolve({ t: e.startTime, el: el ? el.tagName.toLowerCase() + cls : e.url || '?' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(null), 2000);
})`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LcpPage {
  label: string;
  url: string;
  /** shown once the screen's data is in: the load is not over before it */
  selector: string;
}

async function once(browser: Browser, p: LcpPage, into: LcpSample) {
  const ctx = await phone(browser, new URL(p.url).origin);
  try {
    const page = await ctx.newPage();
    const s = await cdp(page);
    countProtocols(s, into.protocols);
    await s.send('Network.enable');
    await s.send('Network.setCacheDisabled', { cacheDisabled: true });
    const kbps = (k: number) => (k * 1024) / 8; // bytes per second, as Lighthouse converts
    await s.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: kbps(SLOW_4G.downloadKbps),
      uploadThroughput: kbps(SLOW_4G.uploadKbps),
    });
    await s.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpu });
    await page.goto(p.url, { waitUntil: 'load', timeout: 90_000 });
    await page.locator(p.selector).first().waitFor({ state: 'visible', timeout: 60_000 });
    // settled: no request for 500 ms, then a second more for a late paint to be reported
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    await sleep(1000);
    const r = (await page.evaluate(READ_LCP)) as { t: number; el: string } | null;
    if (!r) throw new Error('no largest-contentful-paint entry');
    into.runs.push(r.t);
    into.elements.push(r.el);
  } catch (e) {
    into.errors.push(String((e as Error).message ?? e).split('\n')[0]!);
  } finally {
    await ctx.close();
  }
  into.median = median(into.runs);
}

/** Each page `runs` times in a fresh phone (cache disabled), by turns (a, b, then b, a, …). */
export async function devtoolsLcp(browser: Browser, pages: LcpPage[], runs: number): Promise<LcpSample[]> {
  const out = pages.map((p): LcpSample => ({ label: p.label, url: p.url, runs: [], median: NaN, elements: [], protocols: {}, errors: [] }));
  for (let i = 0; i < runs; i++) {
    const order = i % 2 ? [...out.keys()].reverse() : [...out.keys()];
    for (const k of order) await once(browser, pages[k]!, out[k]!);
  }
  return out;
}
