// Lighthouse (the npm package) against the bench's Chromium: default mobile config (moto-class
// screen, simulated 4G and 4× CPU), performance only, n runs per URL, per-metric medians.
// Needs bench/node_modules (lighthouse, core-js): the full bench installs it first.
import { medianMetrics } from './lighthouse';
import type { LhMetrics, LhRoute, Protocols } from './types';

type Lighthouse = typeof import('lighthouse').default;
let loaded: Promise<Lighthouse> | undefined;

/** Node 20 lacks the iterator helpers Lighthouse uses: core-js supplies them first. */
export function loadLighthouse(): Promise<Lighthouse> {
  loaded ??= (async () => {
    const proto = (globalThis as { Iterator?: { prototype?: { map?: unknown } } }).Iterator?.prototype;
    // a specifier in a variable: core-js ships no types, and none are needed for a side effect
    const polyfill = 'core-js/actual/iterator/index.js';
    if (typeof proto?.map !== 'function') await import(polyfill);
    return (await import('lighthouse')).default;
  })();
  return loaded;
}

export async function lighthouseVersion(): Promise<string> {
  const { createRequire } = await import('node:module');
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
}

async function once(port: number, url: string, protocols: Protocols): Promise<LhMetrics> {
  const lighthouse = await loadLighthouse();
  const r = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  });
  if (!r) throw new Error('no result');
  const lhr = r.lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const num = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`${id}: no value${lhr.audits[id]?.errorMessage ? ` (${lhr.audits[id]!.errorMessage})` : ''}`);
    return v;
  };
  // which protocol the run really used (h2 through the bench's TLS front, or HTTP/1.1)
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url?: string; protocol?: string }> } | undefined)?.items ?? [];
  for (const q of requests.filter((x) => /^https?:/.test(x.url ?? ''))) protocols[q.protocol || 'unknown'] = (protocols[q.protocol || 'unknown'] ?? 0) + 1;
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('no performance score');
  return {
    performance: Math.round(score * 100),
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    fcp: num('first-contentful-paint'),
  };
}

const emptyRoute = (label: string, path: string, loggedIn: boolean): LhRoute => ({
  label,
  path,
  loggedIn,
  runs: [],
  median: medianMetrics([]),
  errors: [],
  protocols: {},
});

async function runInto(port: number, base: string, out: LhRoute) {
  try {
    out.runs.push(await once(port, base + out.path, out.protocols!));
  } catch (e) {
    out.errors.push(String((e as Error).message ?? e).split('\n')[0]!);
  }
  out.median = medianMetrics(out.runs);
}

export async function lighthouseRoute(port: number, base: string, label: string, path: string, loggedIn: boolean, runs: number): Promise<LhRoute> {
  const out = emptyRoute(label, path, loggedIn);
  for (let i = 0; i < runs; i++) await runInto(port, base, out);
  return out;
}

/**
 * Pages compared with one another, run by turns (a, b, then b, a, …) so that whatever the
 * machine is doing meanwhile falls on each alike.
 */
export async function lighthouseTurns(port: number, pages: Array<{ base: string; label: string; path: string }>, runs: number): Promise<LhRoute[]> {
  const out = pages.map((p) => emptyRoute(p.label, p.path, false));
  for (let i = 0; i < runs; i++) {
    const order = i % 2 ? [...out.keys()].reverse() : [...out.keys()];
    for (const k of order) await runInto(port, pages[k]!.base, out[k]!);
  }
  return out;
}
