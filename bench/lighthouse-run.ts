// Lighthouse (the npm package) against the bench's Chromium: default mobile config (moto-class
// screen, simulated 4G and 4× CPU), performance only, n runs per URL, per-metric medians.
// Needs bench/node_modules (lighthouse, core-js): the full bench installs it first.
import { medianMetrics } from './lighthouse';
import type { LhMetrics, LhRoute } from './types';

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

async function once(port: number, url: string): Promise<LhMetrics> {
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

export async function lighthouseRoute(port: number, base: string, label: string, path: string, loggedIn: boolean, runs: number): Promise<LhRoute> {
  const out: LhRoute = { label, path, loggedIn, runs: [], median: medianMetrics([]), errors: [] };
  for (let i = 0; i < runs; i++) {
    try {
      out.runs.push(await once(port, base + path));
    } catch (e) {
      out.errors.push(String((e as Error).message ?? e).split('\n')[0]!);
    }
  }
  out.median = medianMetrics(out.runs);
  return out;
}
