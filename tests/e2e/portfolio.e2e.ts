// The investor's holdings on a phone (issue 13): my investments by every tab, a detail with
// its schedule and contract, a fund product's net-value chart and records, and a cycle
// product redeemed once under a double tap. The sandbox's records are the judge.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVESTOR_INVEST_IDS } from '../../server/sandbox/seed/investments';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO } from '../support/login';
import { sandbox } from '../support/sandbox';

const s = phoneSession();

const SETTLED = INVESTOR_INVEST_IDS.SETTLED!;
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
    const input = page.locator('.ui-paypw-input');
    await input.waitFor();
    expect(await page.locator('.ui-paypw-input').count()).toBe(1);
    await input.fill('123456');
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
