// Back/forward cache (issue 16 item 6), in Chromium with the cache on (Playwright turns it off
// by default). Our server sends the shell `no-store`, which keeps Chromium from caching the
// page at all; Safari's page cache is not so strict. So the phone here talks to the app
// through a small proxy that sends the shell `no-cache` instead, and the page really is
// restored from memory, as a browser that ignores no-store would restore it:
// - after a recharge, leaving the site and coming back restores the page and sends nothing:
//   the ledger has the one charge;
// - after a logout made while the page was away, the restored page re-checks the session and
//   no longer shows the private screen (runtime/session/bfcache.ts, wired at start).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { baseURL, CHROMIUM, DEMO, loginWithPassword } from '../e2e/browser';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CHARGE = '/api/v2/multiPayment/router/charge';

let browser: Browser;
let proxy: Server;
let origin: string;

beforeAll(async () => {
  const app = new URL(baseURL());
  proxy = createServer((req, res) => {
    const up = request({ host: app.hostname, port: app.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      const headers = { ...r.headers };
      if (String(headers['cache-control']).includes('no-store') && String(headers['content-type']).startsWith('text/html')) headers['cache-control'] = 'no-cache';
      res.writeHead(r.statusCode ?? 502, headers);
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => proxy?.close(r));
});

async function investorPhone(): Promise<{ page: Page; charges: string[] }> {
  const ctx = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const page = await ctx.newPage();
  // every show of an app page and whether it came from the cache, kept across page loads
  await page.addInitScript(() =>
    addEventListener('pageshow', (e) => {
      if (location.pathname.startsWith('/sandbox-assets/')) return;
      sessionStorage.setItem('shows', JSON.stringify([...(JSON.parse(sessionStorage.getItem('shows') ?? '[]') as boolean[]), e.persisted]));
    }),
  );
  const charges: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(CHARGE)) charges.push(r.url());
  });
  await page.goto('/login?next=%2Fdashboard');
  await loginWithPassword(page, DEMO.investor);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  return { page, charges };
}

/** Leaves for another document of the site and comes back with the browser's back button. */
async function awayAndBack(page: Page, meanwhile?: () => Promise<unknown>) {
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await page.goto('/sandbox-assets/news-1.svg');
  await meanwhile?.();
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'complete');
}

const restored = (page: Page) =>
  page.evaluate(() => ({ kept: !!(window as unknown as { __kept?: boolean }).__kept, shows: JSON.parse(sessionStorage.getItem('shows') ?? '[]') as boolean[] }));

const ledger = () =>
  fetch(`${baseURL()}/__sandbox/ledger?mobile=${DEMO.investor.mobile}`)
    .then((r) => r.json() as Promise<{ records: { type: string; amount: number; status: string }[] }>)
    .then((j) => j.records.filter((f) => f.type === 'DEPOSIT'));

describe('bfcache', () => {
  it('after a recharge, back from another page restores it and sends nothing again', async () => {
    const { page, charges } = await investorPhone();
    const before = (await ledger()).length;
    await page.evaluate(() => history.pushState(null, '', '/dashboard/recharge'));
    await page.fill('#rc-amount', '100');
    await page.click('button[type=submit]');
    await page.locator('.ui-paypw-input').fill('123456');
    await page.locator('.ui-result-msg', { hasText: '成功充值100.00元' }).waitFor();
    expect(charges).toHaveLength(1);

    await awayAndBack(page);
    // the very page, from memory: its scripts did not run again, and it still shows the result
    expect(await restored(page)).toEqual({ kept: true, shows: [false, true] });
    expect(new URL(page.url()).pathname).toBe('/dashboard/recharge');
    await page.locator('.ui-result-msg', { hasText: '成功充值100.00元' }).waitFor();
    // a restored page does not pick up where a payment left off: nothing is sent, ever
    await page.waitForTimeout(1500);
    expect(charges).toHaveLength(1);
    expect((await ledger()).length).toBe(before + 1);
    await page.context().close();
  });

  it('after a logout while away, the restored private screen goes to the login screen', async () => {
    const { page } = await investorPhone();
    await page.evaluate(() => history.pushState(null, '', '/dashboard/funds'));
    await page.locator('.pay-fund').first().waitFor();
    // the logout happens elsewhere (another tab): the server clears the cookies this page shares
    await awayAndBack(page, () => page.context().request.post('/logout'));
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/funds');
    // restored from memory first (true), then reloaded by the session check (false)
    expect((await restored(page)).shows).toEqual([false, true, false]);
    await expect(page.locator('.pay-fund').count()).resolves.toBe(0);
    await page.context().close();
  });
});
