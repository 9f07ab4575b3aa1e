// The investor's holdings on a phone (issue 13): my investments by every tab, a detail with
// its schedule and contract, a fund product's net-value chart and records, and a cycle
// product redeemed once under a double tap. The sandbox's records are the judge.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVESTOR_INVEST_IDS } from '../../server/sandbox/seed/investments';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO } from '../support/login';
import { sandbox } from '../support/sandbox';
import { typePin } from '../support/keypad';

const s = phoneSession();

const SETTLED = INVESTOR_INVEST_IDS.SETTLED!;
// an OPEN claim nobody has bought from: 15,270.24 principal of a 1-year loan (the issue's)
const CLAIM = 'ED71FD47-06A6-1DC5-F164-BA839ABF6B4D';
const CYCLE = INVESTOR_INVEST_IDS['SETTLED-4']!;

const badges = (page: Page) => page.locator('.pf-card .pf-badge').allInnerTexts();
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).tap();

async function statusOf(id: string) {
  return (await sandbox.investments(DEMO.investor.mobile)).investments.find((i) => i.id === id)?.status;
}

describe('my investments', () => {
  it('filters by every tab, opens a detail with its schedule and contract, and a fund with its chart and records', async () => {
    const page = await s.loginAt('/dashboard/invest');
    const errors = watchErrors(page);
    await page.locator('.pf-card').first().waitFor();
    expect(await badges(page)).not.toContain('已结清');
    const card = await page.locator('.pf-card').first().boundingBox();
    expect(card!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'portfolio-inhand');

    await tab(page, '转让中');
    await page.waitForURL((u) => u.searchParams.get('tab') === 'ASSIGN');
    await page.locator('a.pf-card[href^="/dashboard/assignment/"]').waitFor();
    await tab(page, '已结清');
    await expect.poll(async () => new Set(await badges(page))).toEqual(new Set(['已结清', '已赎回']));
    await tab(page, '线下出借');
    await page.waitForURL((u) => u.searchParams.get('type') === 'offline');
    // 已结清 stays chosen: the offline side shows its cleared investment
    await expect.poll(() => badges(page)).toEqual(['已结清']);
    await tab(page, '持有中');
    await expect.poll(() => badges(page)).toEqual(['还款中', '还款中']);
    await shot(page, 'portfolio-offline');
    await page.locator('a.pf-card').first().tap();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/offline-detail/'));
    await page.getByText('收款账号').waitFor();
    await shot(page, 'portfolio-offline-detail');

    // a directly opened detail: the route's id is all it needs
    await page.goto(`/dashboard/invest/${SETTLED}`);
    await page.getByRole('heading', { name: '回款计划' }).waitFor();
    expect(await page.locator('.pf-repay tbody tr').count()).toBeGreaterThan(1);
    await page.getByRole('link', { name: '转让' }).waitFor();
    // the contract opens in a screen of ours (tests/e2e/contract.e2e.ts walks it)
    const contract = page.getByRole('link', { name: '查看借款协议' });
    expect(await contract.getAttribute('href')).toBe(`/dashboard/invest/${SETTLED}/contract`);
    // the document it reads carries the session cookie to a page only the owner gets
    const doc = await page.request.get(`/api/v2/user/MYSELF/invest/${SETTLED}/contract`);
    expect(doc.status()).toBe(200);
    expect(await doc.text()).toContain('借款协议');
    await shot(page, 'portfolio-detail');
    await page.locator('.pf-repay').scrollIntoViewIfNeeded();
    await shot(page, 'portfolio-detail-schedule');

    await page.goto('/dashboard/invest');
    await page.getByRole('link', { name: /基金产品/ }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/frfinvest');
    await expect.poll(() => badges(page)).toEqual(expect.arrayContaining(['持有中', '赎回中']));
    await shot(page, 'portfolio-funds');
    await page.locator('a.pf-card', { hasText: '持有中' }).tap();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard/frfinvest-detail/'));
    const chart = page.getByRole('img', { name: /净值走势/ });
    await chart.waitFor();
    expect((await chart.boundingBox())!.width).toBeGreaterThan(300);
    await page.getByText(/最新净值 \d\.\d{4}/).waitFor();
    await shot(page, 'portfolio-fund-chart');
    await tab(page, '交易记录');
    await page.getByText('认购', { exact: true }).waitFor();
    await shot(page, 'portfolio-fund-records');

    // a redeemed holding opens on its records
    await page.goto('/dashboard/frfinvest?tab=CLEARED');
    await page.locator('a.pf-card').first().tap();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'record');
    await page.getByText('赎回', { exact: true }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('redemption', () => {
  it('redeems a cycle product once under a double tap', async () => {
    const page = await s.loginAt(`/dashboard/invest/${CYCLE}`);
    const errors = watchErrors(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v2/invest/redeem')) posts++;
    });
    await page.getByText(/当前第2个周期/).waitFor();
    await page.getByRole('link', { name: '申请赎回' }).tap();
    await page.waitForURL((u) => u.pathname === `/dashboard/redeem/${CYCLE}`);
    await page.getByText('可赎回时间').waitFor();
    // the date the form says the money comes back: the result must say the same
    const ends = (await page.locator('dd', { hasText: '（周期结束日）' }).innerText()).replace('（周期结束日）', '');
    expect(ends).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await shot(page, 'portfolio-redeem');

    const go = page.getByRole('button', { name: '确认赎回' });
    await go.dblclick();
    const input = page.getByRole('group', { name: '支付密码，6位数字' });
    await input.waitFor();
    expect(await page.getByRole('group', { name: '支付密码，6位数字' }).count()).toBe(1);
    await typePin(input, '123456');
    await page.getByRole('heading', { name: '赎回申请已提交' }).waitFor();
    await shot(page, 'portfolio-redeemed');
    expect(posts).toBe(1);
    expect(await statusOf(CYCLE)).toBe('REDEEMING');
    // the shared result: the amount, the day it comes back (the cycle's end, as the form said), the steps
    const view = page.locator('.ui-result');
    expect(await view.locator('.ui-result-amount').innerText()).toMatch(/^[\d,]+\.\d\d\s*元$/);
    expect(await view.locator('.ui-result-msg').innerText()).toBe(`本周期结束（${ends}）后，本金和本周期收益将返还至您的账户余额。`);
    const rows = await view.locator('.ui-result-rows > div').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' '))).toEqual([expect.stringMatching(/^项目 .+/), `预计到账 ${ends}`, '到账至 账户余额']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const steps = await view.locator('.ui-result-steps li').allInnerTexts();
    expect(steps.map((r) => r.replace(/\s+/g, ' '))).toEqual([`申请提交 ${today}`, `本周期照常计息 至${ends}`, `本金和收益到账 预计${ends}`]);

    await page.getByRole('link', { name: '查看出借详情' }).tap();
    await page.getByText('赎回中', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: '申请赎回' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});

/** Buys all of a claim as an investor does: the consent the screen asks (a tick, an agreement to read), then the password. */
async function buyClaim(page: Page, id: string) {
  await page.goto(`/assignment/${id}/invest`);
  const submit = page.locator('.inv-submit');
  await submit.waitFor();
  const tick = page.getByRole('checkbox', { name: /我已阅读并同意/ });
  if (await tick.count()) await tick.check();
  await submit.click();
  const password = page.getByRole('group', { name: '支付密码，6位数字' });
  // the agreement, or the 风险提示书 a first investment acknowledges, opened in place
  const read = page.getByRole('button', { name: /^我已阅读并/ });
  for (let i = 0; i < 4 && !(await password.isVisible()); i++) {
    await Promise.race([password.waitFor(), read.waitFor()]);
    if (await read.isVisible()) {
      await read.click();
      await read.waitFor({ state: 'hidden' });
      // the screen may go on to the password by itself a moment later (a click on 确认购买 then
      // meets the sheet's mask): 确认购买 again only when it has not
      await password.waitFor({ timeout: 5000 }).catch(() => submit.click({ timeout: 5000 }));
    }
  }
  await typePin(password, '123456');
  await page.getByRole('heading', { name: '购买成功' }).waitFor();
}

describe('a claim bought', () => {
  it('shows in 我的出借, its detail and 出借动态 the price the ledger took, the claim rate, the term left and the day bought', async () => {
    const page = await s.loginAt('/dashboard/invest');
    const errors = watchErrors(page);
    const claim = (await (await page.request.get(`/api/v2/creditassign/creditAssignDetail/${CLAIM}`)).json()) as Record<string, unknown>;
    const a = (claim.creditassign ?? claim.creditAssign ?? claim) as { creditAmount: number; actualRate: number; remainPeriod: number };
    const before = new Set((await sandbox.investments(DEMO.investor.mobile)).investments.map((i) => i.id));
    await buyClaim(page, CLAIM);

    // the ledger is the judge: what went out for the purchase, and the investment it made
    const ledger = await sandbox.ledger<{ records: { type: string; operation: string; amount: number }[] }>(DEMO.investor.mobile);
    const paid = ledger.records.find((r) => r.type === 'CREDIT_ASSIGN' && r.operation === 'OUT')!;
    expect(paid.amount).toBeGreaterThan(a.creditAmount);
    const made = (await sandbox.investments(DEMO.investor.mobile)).investments.find((i) => !before.has(i.id))!;
    const money = paid.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const rate = `${(a.actualRate * 100).toFixed(2)}%`;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

    await page.goto('/dashboard/invest');
    const card = page.locator(`a.pf-card[href="/dashboard/invest/${made.id}"]`);
    await card.waitFor();
    const facts = (await card.locator('.pf-card-facts > span').allInnerTexts()).map((t) => t.replace(/\s+/g, ''));
    expect(facts).toEqual([`支付金额(元)${money}`, `年化利率${rate}`, `剩余期限${a.remainPeriod}天`]);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'portfolio-bought-card');

    await card.tap();
    await page.waitForURL((u) => u.pathname === `/dashboard/invest/${made.id}`);
    const dd = (label: string) =>
      page
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .innerText();
    await page.getByText('支付金额(元)').waitFor();
    expect(await page.locator('.pf-head-amount').innerText()).toBe(money);
    expect(await dd('年化利率')).toBe(rate);
    expect(await dd('剩余期限')).toBe(`${a.remainPeriod}天`);
    expect(await dd('买入时间')).toMatch(new RegExp(`^${today} `));
    expect(await dd('起息日')).toBe(today);
    const moves = (await page.locator('.pf-moves li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(moves).toEqual([`${today} 购买债权 资金转出 ${money}元`]);
    await shot(page, 'portfolio-bought-detail');
    await page.locator('.pf-moves').scrollIntoViewIfNeeded();
    await shot(page, 'portfolio-bought-moves');
    expect(unexpected(errors)).toEqual([]);
  });

  it('an overdue card says 已逾期 as its detail does; 转让中 holds only transfers; an unknown investment says so with a way on', async () => {
    const page = await s.loginAt('/dashboard/invest');
    const OVERDUE = INVESTOR_INVEST_IDS.OVERDUE!;
    const card = page.locator(`a.pf-card[href="/dashboard/invest/${OVERDUE}"]`);
    // the list is newest first: scroll until the overdue one has loaded
    for (let i = 0; i < 5 && !(await card.count()); i++) await page.locator('.pf-card').last().scrollIntoViewIfNeeded();
    await card.waitFor();
    const foot = await card.locator('.pf-card-foot').innerText();
    expect(foot).toMatch(/^已逾期\d+天/);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'portfolio-overdue-card');
    await card.tap();
    await page.getByRole('note').waitFor();
    expect(await page.getByRole('note').innerText()).toContain(foot.match(/已逾期\d+天/)![0]);

    await page.goto('/dashboard/invest?tab=ASSIGN');
    await page.locator('a.pf-card').first().waitFor();
    expect(await badges(page)).not.toContain('募集中');
    const hrefs = await page.locator('a.pf-card').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => h!.startsWith('/dashboard/assignment/'))).toBe(true);
    await shot(page, 'portfolio-assign');

    await page.goto('/dashboard/invest/no-such-investment');
    await page.getByText('出借记录不存在').waitFor();
    const on = page.getByRole('link', { name: '查看我的出借' });
    expect(await on.getAttribute('href')).toBe('/dashboard/invest');
    expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
    await shot(page, 'portfolio-missing');

    // a network failure is not a missing record: it stays a failure, and 重试 gets the detail
    await page.route('**/api/v2/user/MYSELF/invest/list/**', (r) => r.abort('connectionreset'));
    await page.goto(`/dashboard/invest/${SETTLED}`);
    const retry = page.getByRole('button', { name: '重试' });
    await retry.waitFor();
    expect(await page.getByText('出借记录不存在').count()).toBe(0);
    await page.unroute('**/api/v2/user/MYSELF/invest/list/**');
    await retry.click();
    await page.getByRole('heading', { name: '回款计划' }).waitFor();
  });
});
