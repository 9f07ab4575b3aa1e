import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO, launch, loginWithPassword, phone, shot, watchErrors } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('foundation: guards, session, redirects, preload, in-app mode', () => {
  it('sends a visitor from /dashboard to login, and back to /dashboard after password login', async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/login?next=%2Fdashboard');
    await shot(page, 'login');
    await loginWithPassword(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('总资产（元）').waitFor();
    await shot(page, 'dashboard');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it.each(['//evil.example', 'https://x', '/\\evil.example'])('ignores an unsafe next=%s and lands on /dashboard', async (next) => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await loginWithPassword(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(new URL(page.url()).origin).toBe(new URL(ctx.pages()[0]!.url()).origin);
    await ctx.close();
  });

  it('redirects an unknown path to the homepage', async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL((u) => u.pathname === '/');
    await ctx.close();
  });

  it('sends a logged-in user away from /login to /dashboard', async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto('/login');
    await loginWithPassword(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await ctx.close();
  });

  it('shows a wrong password in Chinese and keeps what was typed', async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto('/login');
    await loginWithPassword(page, { mobile: DEMO.newbie.mobile, password: 'wrong-one' });
    await page.getByText('用户名或密码错误').waitFor();
    expect(await page.inputValue('#login-mobile')).toBe(DEMO.newbie.mobile);
    expect(await page.inputValue('#login-password')).toBe('wrong-one');
    await ctx.close();
  });

  it('requests the page chunk of a directly opened route before the entry has run', async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    const started: string[] = [];
    page.on('request', (r) => started.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.locator('.home').waitFor();
    const manifest = JSON.parse((await page.locator('#route-manifest').textContent()) ?? '{}') as { routes: { path: string; js: string[] }[] };
    const home = manifest.routes.find((r) => r.path === '/')!;
    const homeChunk = home.js.find((f) => /\/home-[A-Z0-9]+\.js$/.test(f))!;
    expect(homeChunk).toBeTruthy();
    const entry = started.find((p) => /\/assets\/boot-[A-Z0-9]+\.js$/.test(p))!;
    // preloaded from the shell: a modulepreload link for the page chunk exists in the head…
    expect(await page.locator(`link[rel=modulepreload][href="${homeChunk}"]`).count()).toBe(1);
    // …and its request began before the entry started executing (the entry marks that moment;
    // without the preload the chunk would only be asked for by the entry's own import())
    const timing = await page.evaluate((h) => {
      const res = performance.getEntriesByType('resource').find((x) => x.name.endsWith(h))!;
      return { homeStart: res.startTime, boot: performance.getEntriesByName('h5-boot')[0]!.startTime };
    }, homeChunk);
    expect(entry).toBeTruthy();
    expect(timing.homeStart).toBeLessThan(timing.boot);
    await ctx.close();
  });

  it('scrolls to the top on navigation and restores the position on back', async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto('/');
    const card = page.locator('.home-loan').nth(3);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, 200));
    const y = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(scrollY))));
    expect(y).toBeGreaterThan(300);
    await card.click();
    await page.waitForURL((u) => u.pathname.startsWith('/loan/'));
    await page.waitForFunction(() => document.title === '项目详情' && !document.querySelector('.ui-state'));
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await page.locator('.home').waitFor();
    await page.waitForFunction((want) => Math.abs(scrollY - want) < 2, y);
    await ctx.close();
  });

  it('hides header and footer with from=app, for the whole visit', async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto('/?from=app');
    await page.locator('.home').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('.app-tabs').count()).toBe(0);
    await page.goto('/login');
    await page.locator('#login-mobile').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    await shot(page, 'login-in-app');
    await ctx.close();
  });

  it('shows header and tab bar in a plain browser', async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto('/');
    await page.locator('.home').waitFor();
    expect(await page.locator('.app-header').count()).toBe(1);
    expect(await page.locator('.app-tabs').count()).toBe(1);
    await shot(page, 'home');
    await ctx.close();
  });
});
