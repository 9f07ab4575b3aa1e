// The investor's account home on a phone (SPEC §2 /dashboard, /dashboard/subhome, repayment
// calendar): totals that match the sandbox ledger to the fen, the asset donut, the hide toggle
// across a reload, account settings, and the calendar's default and monthly windows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatFen, toFen } from '../../domain/format/money';
import { defaultWindow, monthWindow, shiftMonth } from '../../modules/account/api/calendar';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO } from '../support/login';
import { sandbox } from '../support/sandbox';

const s = phoneSession();

/** The total as the ledger makes it (SPEC §9), added up here in fen. */
async function ledgerTotal() {
  const { fund } = await sandbox.ledger<{ fund: Record<string, number> }>(DEMO.investor.mobile);
  const { offline } = await sandbox.holdings(DEMO.investor.mobile);
  const offlineFen = offline.filter((o) => o.status === 'INTERESTED').reduce((t, o) => t + toFen(o.amount), 0);
  const lines = [fund.availableAmount!, fund.frozenAmount!, fund.outstandingPrincipal!].map(toFen);
  lines.push(offlineFen, toFen(fund.outstandingInterest!));
  return { lines, total: lines.reduce((a, b) => a + b, 0) };
}

/** Periods the calendar must list for a window, as the API counts them. */
async function periodsIn(page: Page, w: { from: number; to: number; status: string }) {
  const r = await page.request.get(`/api/v2/user/MYSELF/investRepayments/1/1?status=${w.status}&from=${w.from}&to=${w.to}`);
  return ((await r.json()) as { data: { totalSize: number } }).data.totalSize;
}

describe('account home', () => {
  it("shows the ledger's total to the fen, draws the donut, and keeps figures hidden across a reload", async () => {
    const page = await s.loginAt('/dashboard');
    const errors = watchErrors(page);
    const want = await ledgerTotal();
    const total = page.locator('.dash-total');
    await expect.poll(() => total.innerText()).toBe(formatFen(want.total));
    expect(await page.locator('.dash-figures dd').allInnerTexts()).toEqual(want.lines.map((f) => formatFen(f)));
    expect(await page.title()).toBe('我的账户');

    // the donut: a ring of arcs, big enough to read at phone width, its parts in words
    const donut = page.getByRole('img', { name: /^资产构成：可用余额/ });
    const box = (await donut.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(96);
    const arcs = await donut.locator('circle[stroke-dasharray]').count();
    expect(arcs).toBe(want.lines.filter((f) => f > 0).length);
    // every menu row is a thumb-sized target
    for (const h of await page.locator('.home-menu .ui-cell').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
      expect(h).toBeGreaterThanOrEqual(44);
    }
    expect(await page.getByRole('link', { name: '会员中心' }).count()).toBe(1);
    await shot(page, 'dashboard-home');

    await page.getByRole('button', { name: '隐藏金额' }).tap();
    await page.reload();
    await page.getByRole('button', { name: '显示金额' }).waitFor();
    expect(await total.innerText()).toBe('****');
    expect(new Set(await page.locator('.dash-figures dd').allInnerTexts())).toEqual(new Set(['****']));
    expect(await page.locator('.dash-donut circle[stroke-dasharray]').count()).toBe(0);
    await shot(page, 'dashboard-hidden');
    await page.getByRole('button', { name: '显示金额' }).tap();
    expect(await total.innerText()).toBe(formatFen(want.total));
    expect(unexpected(errors)).toEqual([]);
  });

  it('opens account settings with the masked card and risk state, then the repayment calendar by window', async () => {
    const page = await s.loginAt('/dashboard/subhome');
    const errors = watchErrors(page);
    const card = page.locator('a.ui-cell', { hasText: '银行卡' });
    await expect.poll(() => card.innerText()).toMatch(/6222 \*{4} \*{4} \d{4}[\s\S]*共 2 张/);
    await page
      .locator('.ui-cell', { hasText: '风险测评' })
      .getByText(/成长型 · \d{4}-\d{2}-\d{2}测评/)
      .waitFor();
    await page.locator('.ui-cell', { hasText: '微信绑定' }).getByRole('button', { name: '解除绑定' }).waitFor();
    await shot(page, 'dashboard-subhome');

    await page.goto('/dashboard/repayments');
    const items = page.locator('.rep-item');
    // by month, as a grid: this month (Beijing), then the next
    await page.locator('.rep-step strong', { hasText: `${+shiftMonth('', 0).slice(5)}月` }).waitFor();
    await page.locator('.rep-grid').waitFor();
    await page.getByRole('button', { name: '下一月' }).tap();
    const month = shiftMonth('', 1);
    await page.waitForURL((u) => u.searchParams.get('month') === month);
    const inMonth = await periodsIn(page, monthWindow(month)!);
    await page.locator('.rep-step strong', { hasText: `${+month.slice(5)}月` }).waitFor();
    await expect.poll(() => (inMonth ? items.count() : page.getByText(/暂无待回款/).count())).toBe(inMonth || 1);
    await shot(page, 'dashboard-repayments-month');

    // the six months ahead as a list
    await page.getByRole('button', { name: '未来6个月' }).tap();
    await page.waitForURL((u) => u.searchParams.get('view') === 'list' && !u.searchParams.has('month'));
    const w = defaultWindow();
    const want = await periodsIn(page, w);
    expect(want).toBeGreaterThan(20);
    await expect.poll(() => items.count()).toBe(want);
    expect(await page.locator('.rep-month').count()).toBeGreaterThanOrEqual(6);
    await shot(page, 'dashboard-repayments');

    // 已回款: the six months behind, in the URL beside the window; a reload keeps both
    await page.getByRole('tab', { name: '已回款' }).tap();
    await page.waitForURL((u) => u.searchParams.get('status') === 'REPAYED');
    const paid = await periodsIn(page, defaultWindow(Date.now(), 'REPAYED'));
    expect(paid).toBeGreaterThan(0);
    await page.getByRole('button', { name: '近6个月' }).waitFor();
    await expect.poll(() => items.count()).toBe(paid);
    expect(new Set(await page.locator('.rep-item .rep-status').allInnerTexts())).toEqual(new Set(['已回款']));
    await shot(page, 'dashboard-repayments-paid');
    await page.reload();
    expect(await page.getByRole('tab', { name: '已回款' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => items.count()).toBe(paid);
    expect(unexpected(errors)).toEqual([]);
  });
});
