// The fund-flow filter (issue: behave like 蚂蚁财富 / 理财通 / 陆金所): eight groups a person
// understands instead of forty back-office types; each shows exactly the investor's records of
// the types it covers, read on as the list scrolls, and works with the status and direction.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FUND_GROUPS, fundTypeLabel, groupOf } from '../../modules/payment/rules/fund-types';
import { defaultRange, rangeMs } from '../../modules/payment/rules/funds-range';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';

const s = phoneSession();

interface Rec {
  type: string;
  operation: string;
}

/** Every record of the default range (ten years back to tomorrow, Beijing), as the sandbox holds them. */
async function records(page: Page): Promise<Rec[]> {
  const { startDate, endDate } = rangeMs(defaultRange());
  const out: Rec[] = [];
  for (let n = 1; ; n++) {
    const q = new URLSearchParams({
      type: 'ALL',
      allStatus: 'true',
      allOperation: 'true',
      startDate: String(startDate),
      endDate: String(endDate),
      page: String(n),
      pageSize: '100',
    });
    const r = (await (await page.request.get(`/api/v2/user/MYSELF/funds?${q}`)).json()) as { results: Rec[]; totalSize: number };
    out.push(...r.results);
    if (out.length >= r.totalSize || !r.results.length) return out;
  }
}

/** Scrolls the list to its end and reads the rows' type labels. */
async function allRows(page: Page): Promise<string[]> {
  const foot = page.locator('.ui-list-foot, .ui-state');
  // each scroll to the bottom asks for the next page, until the list says there is no more
  const end = page.getByText('没有更多了').or(page.locator('.ui-state[role="status"]'));
  await expect.poll(async () => (await page.mouse.wheel(0, 4000), await end.count()), { timeout: 20_000, interval: 150 }).toBeGreaterThan(0);
  await foot.first().waitFor();
  return page.locator('.pay-fund-type').allInnerTexts();
}

/** 收支 as the 筛选 sheet sets it: opened from the filter row, a chip, 确定. */
async function direction(page: Page, label: '全部收支' | '收入' | '支出') {
  await page.getByRole('button', { name: /^筛选/ }).tap();
  await page.getByRole('dialog', { name: '筛选' }).getByText(label, { exact: true }).tap();
  await page.getByRole('button', { name: '确定' }).tap();
}

const chip = (page: Page, name: string) => page.getByRole('group', { name: '类型' }).getByRole('button', { name, exact: true });

describe('the fund-flow filter', () => {
  it('offers 全部 and the groups, each showing exactly its types’ records', async () => {
    const page = await s.loginAt('/dashboard/funds');
    const errors = watchErrors(page);
    await page.locator('.pay-fund').first().waitFor();
    expect(await page.getByRole('group', { name: '类型' }).getByRole('button').allInnerTexts()).toEqual([
      '全部',
      '出借',
      '充值',
      '提现',
      '回款',
      '奖励',
      '费用',
      '其他',
    ]);
    expect(await chip(page, '全部').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#fd-type').count()).toBe(0);
    for (const b of await page.getByRole('group', { name: '类型' }).getByRole('button').all())
      expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'funds-groups');
    const all = await records(page);

    const asked: URL[] = [];
    page.on('request', (r) => r.url().includes('/MYSELF/funds?') && asked.push(new URL(r.url())));
    for (const g of FUND_GROUPS) {
      asked.length = 0;
      await chip(page, g.label).tap();
      expect(await chip(page, g.label).getAttribute('aria-pressed')).toBe('true');
      const want = all.filter((r) => groupOf(r.type) === g).map((r) => fundTypeLabel(r.type));
      if (!want.length) {
        await page.getByText(`暂无${g.label}记录`).waitFor();
        continue;
      }
      await page.locator('.pay-fund').first().waitFor();
      const got = await allRows(page);
      expect(got.sort(), g.label).toEqual(want.sort());
      // the backend is asked for every type and the group's are kept
      expect(asked.every((u) => u.searchParams.get('type') === 'ALL')).toBe(true);
      if (g.key === 'deposit') await shot(page, 'funds-deposit');
    }

    // with the direction: 回款 that went out is none
    await chip(page, '回款').tap();
    await page.locator('.pay-fund').first().waitFor();
    await direction(page, '支出');
    await page.getByText('暂无回款记录').waitFor();
    // 全部 again: the backend's own pages of ten
    await direction(page, '全部收支');
    asked.length = 0;
    await chip(page, '全部').tap();
    await page.locator('.pay-fund').first().waitFor();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect([asked[0]!.searchParams.get('type'), asked[0]!.searchParams.get('pageSize')]).toEqual(['ALL', '10']);
    expect(unexpected(errors)).toEqual([]);
  });
});
