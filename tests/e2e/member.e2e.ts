// The member area on a phone (SPEC §2 Member area): the seasoned investor's level, bar,
// privileges and points; a special-interest coupon asked about first (what it costs and what
// remains; 取消 spends nothing), exchanged once on a double tap and found in 我的红包; a gift
// redeemed after the same question; the withdrawal privilege's remaining count; the points records.
// The sandbox's own records (its test hook) are the judge of what was spent.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pointsNeeded } from '../../modules/member/rules/member';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO } from '../support/login';
import { sandbox } from '../support/sandbox';

const s = phoneSession();

const M = '/dashboard/member';

interface Ledger {
  points: number;
  records: { points: number; description: string; clientOrderId?: string }[];
  coupons: { id: string; status: string; couponPackage: { displayName: string; parValue: number; minimumInvest: number; minimumDuration: number } }[];
}
const ledger = () => sandbox.member<Ledger>(DEMO.investor.mobile);

const text = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]`).innerText();
const dialogOk = async (page: Page, says: string | RegExp) => {
  await page.locator('.ui-dialog-text', { hasText: says }).waitFor();
  await page.locator('.ui-dialog-ok').tap();
};

describe('member area', () => {
  it('shows the level and exchanges a special-interest coupon once, which 我的红包 then lists', async () => {
    const before = await ledger();
    const page = await s.loginAt(`${M}/memberCenter`);
    const errors = watchErrors(page);
    await page.locator('#mb-level-h', { hasText: '黄金会员' }).waitFor();
    expect(await page.title()).toBe('会员中心');
    // The sandbox's userinfo carries SPEC's membership: what was lent in all and the gap to the
    // next level, by the level rule (435,000 lent, 500,000 for 铂金), never -- for the seasoned investor.
    const bar = page.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('87');
    expect(await page.locator('.mb-hero').innerText()).toMatch(/累计出借 435,000.00 元/);
    expect(await page.locator('.mb-hero').innerText()).toMatch(/距铂金会员（L4）还差 65,000.00 元/);
    expect(await text(page, 'points')).toBe(before.points.toLocaleString('en-US'));
    expect(await page.locator('.mb-priv', { hasText: '免费提现' }).innerText()).toContain('已开通');
    expect(await page.locator('.mb-priv', { hasText: '贵宾卡' }).innerText()).toContain('L5开通');
    for (const box of [await page.locator('.mb-priv').first().boundingBox(), await page.getByRole('button', { name: 'L6' }).boundingBox()]) {
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await shot(page, 'member-center');

    await page.getByRole('link', { name: '兑换加息券' }).tap();
    await page.waitForURL((u) => u.pathname === `${M}/specialInterest`);
    await page.locator('#si-amount').fill('10000');
    // the screen opens on the cheapest priced coupon: down to the lowest rate, then up to 1%
    const minus = page.getByRole('button', { name: '降低加息幅度' });
    while (await minus.isEnabled()) await minus.tap();
    const plus = page.getByRole('button', { name: '提高加息幅度' });
    for (let i = 0; i < 9; i++) await plus.tap();
    await page.getByRole('button', { name: '90天' }).tap();
    const cost = pointsNeeded(10_000, 90, 1_000_000, 100);
    await page.locator('[data-testid="cost"]', { hasText: cost.toLocaleString('en-US') }).waitFor();
    expect(await text(page, 'par')).toBe('1%');
    await shot(page, 'member-special-interest');

    // nothing is spent before the question is answered: 取消 spends nothing
    const question = `确认使用${cost.toLocaleString('en-US')}积分兑换1%加息券？\n（单笔出借满10,000元、期限90天及以上项目可用）\n当前积分：${before.points.toLocaleString('en-US')}\n兑换后剩余积分：${(before.points - cost).toLocaleString('en-US')}`;
    await page.getByRole('button', { name: '确认兑换' }).tap();
    const dialog = page.locator('.ui-dialog');
    expect(await dialog.locator('.ui-dialog-text').innerText()).toBe(question);
    expect(await dialog.locator('.ui-dialog-title').innerText()).toBe('确认兑换');
    const box0 = (await dialog.boundingBox())!;
    expect(box0.x + box0.width).toBeLessThanOrEqual(390);
    await shot(page, 'member-special-interest-confirm');
    await dialog.getByRole('button', { name: '取消' }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(await ledger()).toMatchObject({ points: before.points, records: before.records });
    expect(await text(page, 'points')).toBe(before.points.toLocaleString('en-US'));

    // two taps in a row on 确认兑换: one question, one exchange
    const box = (await page.getByRole('button', { name: '确认兑换' }).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await dialogOk(page, '兑换后剩余积分');
    await dialogOk(page, '兑换成功，加息券已发放至“我的红包”');
    await page.waitForURL((u) => u.pathname === '/dashboard/coupon');

    const after = await ledger();
    expect(after.points).toBe(before.points - cost);
    expect(after.records.length).toBe(before.records.length + 1);
    expect(after.records[0]).toMatchObject({ points: -cost });
    const fresh = after.coupons.filter((c) => !before.coupons.some((b) => b.id === c.id));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({
      status: 'PLACED',
      couponPackage: { displayName: '1%积分加息券', parValue: 100, minimumInvest: 10_000, minimumDuration: 90 },
    });
    // 我的红包 lists it (and so does the call behind it)
    await page.locator('.cpn', { hasText: '1%积分加息券' }).first().waitFor();
    await shot(page, 'member-coupon-listed');
    const listed = await page.evaluate(async () => {
      const r = await fetch('/api/v2/coupon/MYSELF/coupons/byStatus?status=PLACED&pageNo=1&pageSize=10');
      type P = { results: { id: string }[] };
      const b = (await r.json()) as P | { data: P };
      return ('data' in b ? b.data : b).results.map((c) => c.id);
    });
    expect(listed).toContain(fresh[0]!.id);
    expect(unexpected(errors)).toEqual([]);
  });

  it('redeems a gift, lists it in the records, and counts the free withdrawals left', async () => {
    const before = await ledger();
    const page = await s.loginAt(`${M}/integralGift`);
    const errors = watchErrors(page);
    const card = page.locator('.mb-gift', { hasText: '10000mAh移动电源' });
    await card.waitFor();
    expect(await page.locator('.mb-gift', { hasText: '真空保温杯' }).getByRole('button').isDisabled()).toBe(true);
    await shot(page, 'member-gifts');
    // the question first: 取消 spends nothing
    const question = `确认使用6,000积分兑换“10000mAh移动电源”？\n礼品将寄往您的收货地址\n当前积分：${before.points.toLocaleString('en-US')}\n兑换后剩余积分：${(before.points - 6_000).toLocaleString('en-US')}`;
    await card.getByRole('button').tap();
    expect(await page.locator('.ui-dialog-text').innerText()).toBe(question);
    await shot(page, 'member-gift-confirm');
    await page.locator('.ui-dialog').getByRole('button', { name: '取消' }).tap();
    await page.locator('.ui-dialog').waitFor({ state: 'detached' });
    expect((await ledger()).points).toBe(before.points);
    await card.getByRole('button').tap();
    await dialogOk(page, question);
    await page.waitForURL((u) => u.pathname === `${M}/exchangeResult` && !u.searchParams.has('from'));
    await page.getByRole('heading', { name: '兑换成功' }).waitFor();
    expect(await page.locator('.mb-done dl').innerText()).toMatch(/兑换10000mAh移动电源[\s\S]*6,000/);
    expect(await text(page, 'points')).toBe((before.points - 6_000).toLocaleString('en-US'));
    await shot(page, 'member-exchange-result');
    expect((await ledger()).points).toBe(before.points - 6_000);

    const asked: URL[] = [];
    page.on('request', (r) => r.url().includes('/point/record/user/MYSELF/list') && asked.push(new URL(r.url())));
    await page.getByRole('link', { name: '查看积分记录' }).tap();
    await page.waitForURL((u) => u.pathname === `${M}/integralRecord`);
    const first = page.locator('.mb-rec').first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/兑换10000mAh移动电源[\s\S]*-6,000/);
    // 10 to a page: the first page, and the next one as the list's end scrolls into view
    await page.locator('.ui-list-foot').waitFor();
    expect(asked.map((u) => [u.searchParams.get('page'), u.searchParams.get('pageSize')])[0]).toEqual(['1', '10']);
    expect(asked.every((u) => u.searchParams.get('pageSize') === '10')).toBe(true);
    // a page asked for shows its rows once its answer is in
    await expect.poll(async () => (await page.locator('.mb-rec').count()) - 10 * asked.length, { timeout: 5000 }).toBe(0);
    await shot(page, 'member-records');

    const withdraw = await page.evaluate(async () => {
      const r = await fetch('/api/v2/privilege/user/MYSELF');
      return ((await r.json()) as { data: { type: string; total: number; used: number }[] }).data.find((p) => p.type === 'WITHDRAW')!;
    });
    // on to the privilege screen inside the app (no second page load)
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `${M}/WithdrawalPrivileges`);
    await page.locator('[data-testid="withdraw-left"]').waitFor();
    expect(await text(page, 'withdraw-left')).toBe(`${Math.max(0, withdraw.total - withdraw.used)}次`);
    expect(await page.locator('.mb-mine').innerText()).toMatch(/黄金会员（L3）[\s\S]*3次/);
    await shot(page, 'member-withdrawal');
    expect(unexpected(errors)).toEqual([]);
  });
});
