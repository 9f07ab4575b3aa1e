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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, phoneSession } from '../support/phone';
import { DEMO, loginAt } from '../support/login';
import { close, listen, sandbox } from '../support/sandbox';
import { typePin } from '../support/keypad';

const CHARGE = '/api/v2/multiPayment/router/charge';

const s = phoneSession({ bfcache: true });
let proxy: Server;
let origin: string;

beforeAll(async () => {
  const app = new URL(baseURL());
  proxy = createServer((req, res) => {
    const up = request({ host: app.hostname, port: app.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      const headers = { ...r.headers };
      if (String(headers['cache-control']).includes('no-store') && String(headers['content-type']).startsWith('text/html'))
        headers['cache-control'] = 'no-cache';
      res.writeHead(r.statusCode ?? 502, headers);
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  origin = await listen(proxy);
});
afterAll(() => proxy && close(proxy));

async function investorPhone(): Promise<{ page: Page; charges: string[] }> {
  const page = await s.newPage({ baseURL: origin });
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
  await loginAt(page);
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

const nothingFor = (page: Page, ms: number) => page.waitForTimeout(ms);

const restored = (page: Page) =>
  page.evaluate(() => ({
    kept: !!(window as unknown as { __kept?: boolean }).__kept,
    shows: JSON.parse(sessionStorage.getItem('shows') ?? '[]') as boolean[],
  }));

const ledger = () => sandbox.ledger(DEMO.investor.mobile).then((j) => j.records.filter((f) => f.type === 'DEPOSIT'));

describe('bfcache', () => {
  it('after a recharge, back from another page restores it and sends nothing again', async () => {
    const { page, charges } = await investorPhone();
    const before = (await ledger()).length;
    await page.evaluate(() => history.pushState(null, '', '/dashboard/recharge'));
    await page.fill('#rc-amount', '100');
    await page.click('button[type=submit]');
    await typePin(page, '123456');
    await page.locator('.ui-result-msg', { hasText: '成功充值100.00元' }).waitFor();
    expect(charges).toHaveLength(1);

    await awayAndBack(page);
    // the very page, from memory: its scripts did not run again, and it still shows the result
    expect(await restored(page)).toEqual({ kept: true, shows: [false, true] });
    expect(new URL(page.url()).pathname).toBe('/dashboard/recharge');
    await page.locator('.ui-result-msg', { hasText: '成功充值100.00元' }).waitFor();
    // a restored page does not pick up where a payment left off: nothing is sent, ever (the
    // time waited is the observation: there is no event for a request that never comes)
    await nothingFor(page, 1500);
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
