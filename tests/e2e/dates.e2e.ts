// Dates that agree (issue: behave like 蚂蚁财富 / 理财通 / 陆金所), on a phone whose zone is New
// York: a redemption under way pays back at the end of the cycle it was asked in, the day the
// cycle note names, on the detail and the redemption screen alike, even when the backend's
// redeemTime is the (past) moment it was asked; an overdue loan's late period says 已逾期 in red
// and the periods after it say the loan is overdue.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVESTOR_INVEST_IDS } from '../../server/sandbox/seed/investments';
import { formatDate } from '../../domain/format/dates';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { loginAt } from '../support/login';

const s = phoneSession();

const REDEEMING = INVESTOR_INVEST_IDS.REDEEMING!;

const fact = (page: Page, label: string) => page.locator('.pf-facts > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');

/** The cycle note's current cycle: '（2026-09-24 至 2026-12-24）'. */
async function cycleOf(page: Page) {
  const note = await page.locator('.pf-section', { has: page.getByRole('heading', { name: '循环出借' }) }).innerText();
  const m = /（(\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})）/.exec(note)!;
  return { opens: m[1]!, ends: m[2]!, note };
}

describe('a redemption under way', () => {
  it('pays back on the day its cycle ends, which is still to come, on the detail and the redemption screen', async () => {
    const page = await s.loginAt(`/dashboard/invest/${REDEEMING}`);
    const errors = watchErrors(page);
    const arrival = fact(page, '赎回到账');
    await arrival.waitFor();
    const { ends, note } = await cycleOf(page);
    const today = formatDate(Date.now());
    expect(ends >= today).toBe(true);
    expect(await arrival.innerText()).toBe(`${ends}（本周期结束）`);
    expect(note).toContain(`已申请赎回，本金和本周期收益将于 ${ends}（本周期结束）返还至账户余额`);
    // the schedule ends with that cycle too
    expect(await page.locator('.pf-repay tbody tr').last().locator('td').nth(1).innerText()).toBe(ends);
    await shot(page, 'dates-redeeming');

    await page.goto(`/dashboard/redeem/${REDEEMING}`);
    await page.getByRole('heading', { name: '赎回申请已提交' }).waitFor();
    expect(await page.locator('.ui-result-msg').innerText()).toContain(`本周期结束（${ends}）后`);
    expect(unexpected(errors)).toEqual([]);
  });

  it('reads a redeemTime that records when it was asked (three days ago) as the end of that cycle', async () => {
    const page = await s.newPage();
    const asked = Date.now() - 3 * 864e5;
    await page.route('**/api/v2/user/MYSELF/invest/list/**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { result: { results: { id: string; redeemTime?: number }[] } };
      for (const r of body.result.results) if (r.id === REDEEMING) r.redeemTime = asked;
      await route.fulfill({ response: res, json: body });
    });
    await loginAt(page, `/dashboard/invest/${REDEEMING}`);
    const arrival = fact(page, '赎回到账');
    await arrival.waitFor();
    const { ends } = await cycleOf(page);
    expect(await arrival.innerText()).toBe(`${ends}（本周期结束）`);
    expect(await arrival.innerText()).not.toContain(formatDate(asked));
  });
});

describe('an overdue loan', () => {
  for (const [status, word] of [
    ['OVERDUE', '已逾期'],
    ['BREACH', '严重逾期'],
  ] as const) {
    it(`(${status}) says which period is late, in red, and that the later ones are affected`, async () => {
      const page = await s.loginAt(`/dashboard/invest/${INVESTOR_INVEST_IDS[status]}`);
      const errors = watchErrors(page);
      await page.locator('.pf-head .pf-badge', { hasText: word }).waitFor();
      const note = page.locator('.pf-overdue');
      await note.waitFor();
      expect(await note.innerText()).toMatch(/借款已逾期[\s\S]*已逾期\d+天[\s\S]*后续各期回款可能延迟/);
      const cells = await page.locator('.pf-repay tbody tr td:last-child').allInnerTexts();
      const firstLate = cells.findIndex((c) => c === '已逾期');
      expect(firstLate).toBeGreaterThan(0);
      expect(cells.slice(0, firstLate).every((c) => c === '已回款')).toBe(true);
      const rest = cells.slice(firstLate).filter((c) => c !== '已逾期');
      expect(rest.length).toBeGreaterThan(0);
      expect(rest.every((c) => c.replace(/\s/g, '') === '待回款（借款已逾期）')).toBe(true);
      // red for the late one; the words say it too
      const late = page.locator('.pf-repay td.pf-late').first();
      expect(await late.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)');
      await late.scrollIntoViewIfNeeded();
      await shot(page, `dates-${status.toLowerCase()}`);
      expect(unexpected(errors)).toEqual([]);
    });
  }

  it('a loan repaying on time has no such words', async () => {
    const page = await s.loginAt(`/dashboard/invest/${INVESTOR_INVEST_IDS.SETTLED}`);
    await page.getByRole('heading', { name: '回款计划' }).waitFor();
    expect(await page.locator('.pf-overdue').count()).toBe(0);
    expect(new Set(await page.locator('.pf-repay tbody tr td:last-child').allInnerTexts())).toEqual(new Set(['已回款', '待回款']));
  });
});
