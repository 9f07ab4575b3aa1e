// Home without network (issue 36): one 网络未连接 for the whole screen, not a 加载失败 box a
// block, and everything back by itself when the network returns — no tap, no reload. Browsers
// fail two ways: the network emulated offline (navigator.onLine false, the worker's cache
// opening the screen) and requests refused as internetdisconnected while the browser keeps
// saying it is online (Chromium 150, WebViews as old). A tap into a loan offline says it too.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot } from '../support/phone';

const s = phoneSession();
const OFFLINE = '网络未连接，请检查网络后重试';
/** what the server answers: the API and the web layer's check, not the build's files */
const SERVER = /\/(api\/|getClientIp$)/;

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });

/** One offline line on the screen, no block's own failure, no loan. */
async function saysOfflineOnce(page: Page) {
  await expect.poll(() => page.getByText(OFFLINE).count(), { timeout: 10_000 }).toBe(1);
  expect(await page.getByText('加载失败').count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(1);
  expect(await page.locator('.home-loan').count()).toBe(0);
}

/** Back by itself: loans, banners and articles, and the offline line gone. */
async function comesBack(page: Page) {
  await page.locator('.home-loan').first().waitFor({ timeout: 15_000 });
  await page.locator('.home-banner').first().waitFor();
  await page.getByRole('heading', { level: 2, name: /^平台介绍/ }).waitFor();
  expect(await page.getByText(OFFLINE).count()).toBe(0);
  expect(await page.getByText('加载失败').count()).toBe(0);
}

describe('home without network', () => {
  it('opened offline from the worker: says so once, and fills itself when the network returns', async () => {
    const page = await s.open('/notice', { serviceWorkers: 'allow', width: 375 });
    await page.locator('.ct-row').first().waitFor();
    await controlled(page);
    await page.context().setOffline(true);
    await page.goto('/');
    await saysOfflineOnce(page);
    await shot(page, 'home-offline-before');
    const reloads: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && reloads.push(f.url()));
    await page.context().setOffline(false);
    await comesBack(page);
    expect(reloads).toEqual([]);
    await shot(page, 'home-offline-after');
  });

  it('requests refused while the browser says online: says so once, fills itself, and a loan tapped offline says 网络未连接', async () => {
    const page = await s.newPage({ width: 375 });
    // the old browser: no online or offline event, ever
    await page.addInitScript(() => {
      for (const t of ['online', 'offline']) addEventListener(t, (e) => e.stopImmediatePropagation(), true);
    });
    const refuse = (r: { abort: (code: string) => Promise<void> }) => r.abort('internetdisconnected');
    const server = (u: URL) => SERVER.test(u.pathname);
    await page.route(server, refuse);
    await page.goto('/');
    await saysOfflineOnce(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await page.unroute(server, refuse);
    await comesBack(page);
    // offline again, a tap into a loan: the loan's screen says why, once
    await page.route(server, refuse);
    await page.locator('.home-loan').first().click();
    await expect.poll(() => page.getByText(OFFLINE).count(), { timeout: 10_000 }).toBe(1);
    await page.unroute(server, refuse);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByText(OFFLINE).count(), { timeout: 15_000 }).toBe(0);
  });
});
