// A session never ends silently (issue 11, findings 4–6): a failed session call keeps the
// investor logged in with a visible error, figures that failed show --, a failed logout
// still logs out, an expired token says 登录超时 once, and a forged hand-off is refused.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, watchErrors } from '../support/phone';

const s = phoneSession();

const MYSELF = '**/api/v2/user/MYSELF';

async function investorOnDashboard(): Promise<Page> {
  const page = await s.loginAt('/dashboard');
  await page.getByText('王建国').waitFor();
  return page;
}

const yuanOf = (t: string) => Math.round(Number(t.replace(/,/g, '')) * 100);

describe('session states', () => {
  for (const [name, fault] of [
    ['a 503', (p: Page) => p.route(MYSELF, (r) => r.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' }))],
    ['an abort', (p: Page) => p.route(MYSELF, (r) => r.abort('connectionreset'))],
  ] as const) {
    it(`keeps the investor logged in through ${name} on the session call, and recovers`, async () => {
      const page = await investorOnDashboard();
      const errors = watchErrors(page);
      await fault(page);
      await page.reload();
      await page.getByRole('alert').filter({ hasText: '网络异常，暂时无法获取账户信息' }).waitFor({ timeout: 15000 });
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await shot(page, 'session-unknown');
      await page.unroute(MYSELF);
      await page.getByRole('button', { name: '重试' }).click();
      await page.getByText('王建国').waitFor();
      // and a reload after recovery still shows the account: the hint was kept
      await page.reload();
      await page.getByText('王建国').waitFor();
      // the browser's own line for each failed request is expected; nothing else is
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    });
  }

  it('shows the figures the session holds when the statistic fails', async () => {
    const page = await investorOnDashboard();
    const shown = await page.locator('.dash-figures dd').allInnerTexts();
    await page.route('**/api/v2/statistic/user/MYSELF', (r) => r.fulfill({ status: 500, body: 'oops' }));
    await page.reload();
    // userfund and statistics/invest, read at login, hold every line of the total
    await expect.poll(() => page.locator('.dash-figures dd').allInnerTexts()).toEqual(shown);
    expect(await page.getByRole('alert').filter({ hasText: '资产数据加载失败' }).count()).toBe(0);
  });

  it('shows -- (never 0.00) for figures whose calls all failed, and fills them on retry', async () => {
    const page = await investorOnDashboard();
    // the asset lines: the statistic call, else the session's userfund and statistics/invest
    const FAILING = ['**/api/v2/statistic/user/MYSELF', '**/api/v2/user/*/userfund', '**/api/v2/user/*/statistics/invest'];
    for (const f of FAILING) await page.route(f, (r) => r.fulfill({ status: 500, body: 'oops' }));
    await page.reload();
    const first = page.locator('.dash-figures dd').first();
    await page.getByRole('alert').filter({ hasText: '资产数据加载失败' }).waitFor();
    expect(await first.innerText()).toBe('--');
    expect(await page.locator('.dash-total').innerText()).toBe('--');
    for (const f of FAILING) await page.unroute(f);
    await page.locator('.dash-stale button').click();
    await expect.poll(() => first.innerText()).toMatch(/^[\d,]+\.\d{2}$/);
  });

  it('shows a total that is the sum of the parts it shows', async () => {
    const page = await investorOnDashboard();
    const parts = await page.locator('.dash-figures dd').allInnerTexts();
    expect(parts.length).toBe(5);
    const sum = parts.reduce((a, t) => a + yuanOf(t), 0);
    expect(yuanOf(await page.locator('.dash-total').innerText())).toBe(sum);
    expect(await page.getByText('线下待收本金').count()).toBe(1);
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    const page = await investorOnDashboard();
    let refused = 0;
    await page.route('**/logout', (r) => (refused++, r.abort('connectionreset')));
    await page.goto('/more');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.click('.ui-dialog-ok');
    await page.getByText('退出未完成：网络异常，已在本机锁定登录，联网后将自动完成退出').waitFor();
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.getByText('王建国').count()).toBe(0);
    // the HttpOnly token outlived the failed call: the server still honours it
    const me = () => page.evaluate(() => fetch('/api/v2/user/MYSELF').then((r) => r.status));
    expect(await me()).toBe(200);
    // that open tried the owed logout too (refused): waited for, so its late attempt cannot
    // slip through once the network is back and clear the debt before the next open
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
    // the network is back: the next open delivers the logout it owed, and the token is dead
    await page.unroute('**/logout');
    const owed = page.waitForResponse((r) => new URL(r.url()).pathname === '/logout');
    await page.goto('/');
    expect((await owed).ok()).toBe(true);
    expect(await me()).toBe(401);
  });

  it('says 登录超时 once when the token has expired, then asks to log in', async () => {
    const page = await investorOnDashboard();
    await page.route(MYSELF, (r) =>
      r.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'access_denied', error_description: 'expired' }) }),
    );
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/dashboard');
    await page.getByText('登录超时，请重新登录').waitFor();
    await page.unroute(MYSELF);
    await page.reload();
    await page.locator('#login-mobile').waitFor();
    expect(await page.getByText('登录超时').count()).toBe(0);
  });

  it('refuses a hand-off that is not exactly application/json or comes from another origin', async () => {
    const page = await s.open('/');
    const statuses = await page.evaluate(async () => {
      const send = (headers: Record<string, string>) =>
        fetch('/api/web/handoff', { method: 'POST', headers, body: JSON.stringify({ accessToken: 'x' }) }).then((r) => r.status);
      return [await send({ 'content-type': 'text/plain; x=application/json' }), await send({ 'content-type': 'text/plain' })];
    });
    for (const st of statuses) expect(st).toBeGreaterThanOrEqual(400);
    expect(await page.evaluate(() => document.cookie)).not.toContain('ccat_present=1');
  });
});
