// A new investor's walk through the app in Chromium, with the app server as the auth layer in
// front of the sandbox in backend mode, answering in the shapes the backend family's public
// front ends show (tests/fixtures/backend): home, the list, a loan, a claim, login, the account
// home, 我的出借, the repayment calendar and an invest. (The recharge and logout are walked in
// session.e2e.ts.) No screen may show 加载失败, and no figure the backend sends may show --.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, loginAt } from '../support/login';
import { backendToken, upstream } from './helpers';
import { agree } from '../support/consent';
import { typePin } from '../support/keypad';

const s = phoneSession();
let page: Page;
let errors: string[];
beforeAll(async () => {
  page = await (await s.context()).newPage();
  errors = watchErrors(page);
});

// A refused call is a 4xx on the wire, which Chromium logs; anything else is a real error.
const real = () => errors.filter((e) => !e.includes('Failed to load resource'));
const noFailure = async () => expect(await page.getByText(/加载失败|暂时无法获取/).count()).toBe(0);

interface Loan {
  id: string;
  status: string;
  balance: number;
  loanRequest: { productKey: string; investRule?: { minAmount?: number } | null };
}

describe('backend mode: a visitor becomes an investor', () => {
  it('home shows the loans, grouped by product, from the flat list the backend sends', async () => {
    await page.goto('/');
    await page.locator('.home-loan').first().waitFor();
    expect(await page.locator('.home-block h2').count()).toBeGreaterThan(1);
    await page.locator('.home-banner img').first().waitFor();
    await noFailure();
    await shot(page, 'backend-home');
  });

  it('a loan opens from home, and a transferred claim opens from its list', async () => {
    await page.locator('.home-loan').first().click();
    await page.waitForURL((u) => /^\/loan\/[^/]+$/.test(u.pathname));
    await page
      .getByText(/预期年化|年化/)
      .first()
      .waitFor();
    await noFailure();
    const claims = await upstream<{ results: { id: string }[] }>('/api/v2/creditassign/list/filter?status=OPEN&currentPage=0&pageSize=10');
    await page.goto(`/assignment/${claims.results[0]!.id}`);
    await page
      .getByText(/转让价格|转让金额/)
      .first()
      .waitFor();
    await noFailure();
    await shot(page, 'backend-claim');
  });

  it('logs in and the account home shows every figure: no --', async () => {
    await loginAt(page);
    const lines = page.locator('.dash-figures dd');
    await expect.poll(() => lines.count()).toBe(5);
    await expect.poll(() => lines.allInnerTexts()).not.toContain('--');
    await expect.poll(() => page.locator('.dash-total').innerText()).toMatch(/^[\d,]+\.\d{2}$/);
    await expect.poll(() => page.locator('.dash-level').innerText()).not.toMatch(/--/);
    await shot(page, 'backend-dashboard');
  });

  it('the list shows the loans of its tab', async () => {
    await page.goto('/list');
    await page.locator('.pd-item').first().waitFor();
    await noFailure();
  });

  it("我的出借 lists the investments from the backend's { dates, result } page, and the offline ones", async () => {
    await page.goto('/dashboard/invest');
    await page.locator('.pf-card').first().waitFor();
    await noFailure();
    await shot(page, 'backend-invest-list');
    await page.goto('/dashboard/invest?type=offline');
    // the offline rows (productName, investAmount, revenue), each opening its detail
    await page.locator('a.pf-card[href^="/dashboard/offline-detail/"]').first().waitFor();
    await noFailure();
  });

  it('the repayment calendar lists the periods, wrapped twice as the backend sends them', async () => {
    await page.goto('/dashboard/repayments');
    await page.locator('.rep-item').first().waitFor();
    await noFailure();
    await shot(page, 'backend-calendar');
  });

  it("an R2 loan's invest form opens for the investor graded from surveyScore.rank, and the tender goes through", async () => {
    const home = await upstream<{ data: Loan[] }>('/api/v3/loans/getMobileHomepageLoans');
    const loan = home.data.find(
      (l) => l.status === 'OPENED' && l.loanRequest.productKey !== 'NEW' && l.balance >= (l.loanRequest.investRule?.minAmount ?? 100) + 100,
    )!;
    const min = loan.loanRequest.investRule?.minAmount ?? 100;
    await page.goto(`/loan/${loan.id}/invest`);
    await page.locator('#inv-amount').waitFor();
    await page.fill('#inv-amount', String(min));
    await agree(page);
    await page.click('.inv-submit');
    const skip = page.getByRole('button', { name: '不使用' });
    const pw = page.getByRole('group', { name: '支付密码，6位数字' });
    await Promise.race([skip.waitFor(), pw.waitFor()]);
    if (await skip.isVisible()) await skip.click();
    await typePin(pw, '123456');
    await page.getByRole('heading', { name: /成功/ }).waitFor();
    await shot(page, 'backend-invest-done');
    // the backend has it, with the client's address: the web layer's /getClientIp
    const auth = { headers: { authorization: `Bearer ${await backendToken(DEMO.investor.mobile)}` } };
    const list = await upstream<{ result: { results: { loanId: string; amount: number }[] } }>('/api/v2/user/MYSELF/invest/list/1/20', auth);
    expect(list.result.results.some((i) => i.loanId === loan.id && i.amount === min)).toBe(true);
    expect(real()).toEqual([]);
  });
});
