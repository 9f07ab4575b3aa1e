// 开户 as one checklist (issue 26 item 4): a new investor who taps 出借 sees every step left
// with its progress, and each step returns to the loan they started from, ticked, until the
// invest form shows. The account home shows the same list while a step is left.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bindCardHere } from '../support/bind-card';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { loginAt } from '../support/login';
import { freshMobile, registerByApi } from '../support/sandbox';
import { typePin } from '../support/keypad';

const s = phoneSession();

const LOAN = '70E061DD-21D1-DE1B-2918-83899D922F03'; // GDSY, R2
const INVEST = `/loan/${LOAN}/invest`;

async function checklist(page: Page, done: number) {
  const list = page.getByRole('region', { name: '开户进度' });
  await list.locator('.opening-count', { hasText: `${done}/3` }).waitFor();
  expect(await list.locator('li.is-done').count()).toBe(done);
  return list;
}

describe('开户 checklist', () => {
  it('a new investor goes from the loan through card, password and survey, and back to the loan each time', async () => {
    const { mobile, password } = await registerByApi(freshMobile());
    const page = await s.newPage();
    const errors = watchErrors(page);
    // a new account has no card: the account prompt comes first; the checklist is where the loan is
    await loginAt(page, INVEST, { mobile, password }, { prompt: true });

    const list = await checklist(page, 0);
    expect(await list.innerText()).toMatch(/实名绑卡[\s\S]*设置支付密码[\s\S]*风险测评/);
    await shot(page, 'opening-0');
    await list.getByRole('link', { name: '下一步：实名绑卡' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/payment/bind-card' && u.searchParams.get('next') === INVEST);
    await bindCardHere(page, mobile, '开户测');
    // the card's result, then 继续 on to the payment password, the loan carried as next
    await shot(page, 'opening-1');
    await page.getByRole('link', { name: '继续' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/payment/password' && u.searchParams.get('next') === INVEST);
    await typePin(page.locator('#pw-new'), '246810');
    await typePin(page.locator('#pw-again'), '246810');
    await page.click('button[type=submit]');

    // the password's result offers the next step at once
    await page.getByRole('heading', { name: '支付密码设置成功' }).waitFor();
    await page.getByRole('link', { name: '下一步：风险测评' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/risk' && u.searchParams.get('next') === INVEST);
    for (let n = 1; n <= 10; n++) {
      await page.locator('.risk-progress', { hasText: `第 ${n} / 10 题` }).waitFor();
      await page.locator('.ui-choice').nth(2).tap();
    }
    await page.getByRole('button', { name: '提交' }).tap();
    await page.getByRole('link', { name: '继续出借' }).tap();

    // all done: the invest form, no checklist
    await page.waitForURL((u) => u.pathname === INVEST);
    await page.locator('form.inv').waitFor();
    expect(await page.getByRole('region', { name: '开户进度' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it('the account home shows the steps left, and nothing once they are done', async () => {
    const { mobile, password } = await registerByApi(freshMobile());
    const page = await s.loginAt('/dashboard', { mobile, password }, { prompt: true });
    const list = await checklist(page, 0);
    expect(await list.getByRole('link', { name: '下一步：实名绑卡' }).getAttribute('href')).toBe('/dashboard/payment/bind-card?next=%2Fdashboard');
    await shot(page, 'opening-dashboard');

    // the seasoned investor has every step done: no list
    const done = await s.newPage();
    // the list is decided by the survey, from the account home's own userinfo call
    const decided = done.waitForResponse((r) => r.url().includes('/api/v2/user/MYSELF/userinfo') && new URL(done.url()).pathname === '/dashboard');
    await loginAt(done, '/dashboard');
    await done.locator('.dash-head').waitFor();
    await decided;
    // and React has committed what that answer decided
    await done.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await done.getByRole('region', { name: '开户进度' }).count()).toBe(0);
  });
});
