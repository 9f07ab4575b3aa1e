// Where boot's main-thread time goes: `tsx bench/profile-boot.ts <path>` against a running app
// (APP=http://…), 4× CPU; prints long tasks and the heaviest functions by self time.
import { chromium } from 'playwright-core';
import { CHROMIUM, cdp } from './browser';

const base = process.env.APP ?? 'http://127.0.0.1:8080';
const path = process.argv[2] ?? '/';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: base });
const page = await ctx.newPage();
const s = await cdp(page);
await s.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await s.send('Profiler.enable');
await s.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  const w = window as unknown as { __lt: [number, number][] };
  w.__lt = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
});
await s.send('Profiler.start');
await page.goto(path, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
const { profile } = (await s.send('Profiler.stop')) as {
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
    samples: number[];
    timeDeltas: number[];
  };
};
console.log(
  'long tasks',
  await page.evaluate(() => (window as unknown as { __lt: unknown }).__lt),
  'boot',
  await page.evaluate(() => Math.round(performance.getEntriesByName('h5-boot')[0]?.startTime ?? -1)),
);
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byName = new Map<string, number>();
for (const n of profile.nodes) {
  const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  byName.set(k, (byName.get(k) ?? 0) + (self.get(n.id) ?? 0));
}
for (const [k, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(Math.round(us / 1000)).padStart(6), 'ms', k);
await browser.close();
