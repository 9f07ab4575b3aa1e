// A request waterfall for one screen under added latency: `tsx bench/waterfall.ts <path> [--login]`
// against a running app (APP=http://…, or APP=https://… with SPKI=<hash> for the bench's h2
// front: node --import tsx bench/serve.ts --dist D --tls DIR). For finding which request waits on which.
import { chromium } from 'playwright-core';
import { CHROMIUM, loginCookies, addCookies, INVESTOR, cdp } from './browser';

const base = process.env.APP ?? 'http://127.0.0.1:8080';
const path = process.argv[2] ?? '/';
const trust = process.env.SPKI ? [`--ignore-certificate-errors-spki-list=${process.env.SPKI}`] : [];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', ...trust] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: base });
// over the h2 front the login goes to the plain server (PLAIN=http://…): node's fetch speaks HTTP/1.1 only
if (process.argv.includes('--login')) await addCookies(ctx, base, await loginCookies(process.env.PLAIN ?? base, INVESTOR));
const page = await ctx.newPage();
const s = await cdp(page);
await s.send('Network.enable');
await s.send('Network.setCacheDisabled', { cacheDisabled: true });
await s.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
const t0 = Date.now();
const rows: string[] = [];
page.on('requestfinished', (r) => {
  const t = r.timing();
  rows.push(
    `${String(Math.round(t.startTime - t0 + 0)).padStart(6)} ${String(Math.round(t.responseEnd)).padStart(6)} ${r.url().replace(base, '').slice(0, 90)}`,
  );
});
const sel = process.env.SEL;
await page.goto(path, { waitUntil: 'networkidle' });
console.log(rows.join('\n'));
const marks = await page.evaluate((sel) => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const boot = performance.getEntriesByName('h5-boot')[0]?.startTime;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  return {
    navStart: nav.startTime,
    responseEnd: Math.round(nav.responseEnd),
    dcl: Math.round(nav.domContentLoadedEventEnd),
    boot: Math.round(boot ?? -1),
    fcp: Math.round(fcp ?? -1),
    has: sel ? !!document.querySelector(sel) : null,
  };
}, sel);
console.log(marks);
await browser.close();
