// Login and the session under faults. Login: a Chinese error, the typed mobile kept, and the
// same form logs in once the network is back. Session (DESIGN "Session"): a failing
// GET /api/v2/user/MYSELF is "unknown", never a silent logout.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, loginAt, submitLogin } from '../support/login';
import { clearFaults, errorView, expectChineseRetry, injectedNow, isChinese, journey, phones, setFaults, watch, type FaultRule } from './kit';

const newPage = phones();

describe('login: POST /api/web/login fails', () => {
  const kinds = ['error500', 'abort', 'html'] as const;
  for (const kind of kinds) {
    journey(
      `login ${kind}: a Chinese error, the typed mobile kept, then the same form logs in`,
      async () => {
        const page = await newPage();
        const w = await watch(page);
        await page.goto('/login');
        await setFaults([{ path: '/api/web/login', kind, method: 'POST' }]);
        const before = (await w.seen()).length;
        await submitLogin(page, DEMO.investor);
        // the error may flash and fade: any Chinese text the app said after the tap counts
        await expect.poll(async () => (await w.seen()).slice(before).some(isChinese), { timeout: 15_000 }).toBe(true);
        expect(await injectedNow()).toBeGreaterThan(0);
        expect(new URL(page.url()).pathname).toBe('/login');
        expect(await page.inputValue('#login-mobile')).toBe(DEMO.investor.mobile);

        await clearFaults();
        await page.locator('button[type=submit]:not([disabled])').waitFor();
        if (!(await page.inputValue('#login-password'))) await page.fill('#login-password', DEMO.investor.password);
        await page.click('button[type=submit]');
        await page.waitForURL((u) => u.pathname === '/dashboard');
        expect(w.errors()).toEqual([]);
      },
      { short: kind === 'html' },
    );
  }
});

describe('session: GET /api/v2/user/MYSELF fails while logged in', () => {
  const account = (p: Page) => p.locator('.dash-figures');
  const cases: { name: string; rule: Omit<FaultRule, 'path'>; recover: 'retry' | 'reload'; short?: boolean }[] = [
    { name: '503', rule: { kind: 'error500', status: 503 }, recover: 'retry', short: true },
    { name: '500', rule: { kind: 'error500' }, recover: 'reload' },
    { name: 'abort', rule: { kind: 'abort' }, recover: 'retry' },
  ];
  for (const c of cases) {
    journey(
      `session ${c.name}: /dashboard shows an error with 重试, not /login; after the fault, ${c.recover} shows the account`,
      async () => {
        const page = await newPage();
        const w = await watch(page);
        await loginAt(page);
        await setFaults([{ path: '/api/v2/user/MYSELF', method: 'GET', ...c.rule }]);
        await page.goto('/dashboard');
        await errorView(page).or(page.locator('#login-mobile')).first().waitFor({ timeout: 20_000 });
        expect(await injectedNow()).toBeGreaterThan(0);
        expect(new URL(page.url()).pathname, 'logged out by a server failure').toBe('/dashboard');
        await expectChineseRetry(page);

        await clearFaults();
        if (c.recover === 'retry') await errorView(page).getByRole('button', { name: '重试' }).click();
        else await page.reload();
        await account(page).waitFor({ timeout: 15_000 });
        expect(new URL(page.url()).pathname).toBe('/dashboard');
        expect(await account(page).innerText()).toMatch(/可用余额[\s\S]*\d/);
        expect(w.errors()).toEqual([]);
      },
      { short: c.short },
    );
  }
});
