// The value moves that spend something other than money from the card: a cash coupon redeemed
// into the balance, a coupon transferred, points exchanged for an interest coupon or a gift, a
// lottery chance drawn. Each descriptor for the matrix (matrix.ts); the rows are in
// ../value.faults.ts.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sandboxCaptcha } from '../../support/sandbox';
import { loginAt } from '../../support/login';
import { hook, type Run, type ValueMove, type Witness } from '../matrix';

/** Another investor, verified, with the points a row of gift exchanges needs (the demo investor's run short). */
export const REFERRER = { mobile: '13800000004', password: 'demo1234' };

let n = 0;

/** A coupon of the run's own, its name no other run's: its card and its ledger line are told apart. */
async function seedCoupon(run: Run, what: string) {
  const name = `矩阵${what}${Date.now() % 100000}-${n++}`;
  const c = await hook<{ id: string }>('/__sandbox/coupon', { mobile: run.mobile, type: 'CASH', parValue: 11 + (n % 80), name });
  Object.assign(run.data, { id: c.id, name });
}

const card = (page: Page, name: string) => page.locator('.cpn').filter({ has: page.getByRole('heading', { name, exact: true }) });
const couponIs = (w: Witness, id: string, status: string) => (w.coupons.some((c) => c.id === id && c.status === status) ? 1 : 0);

export const couponRedeem: ValueMove = {
  name: 'coupon-redeem',
  call: '/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha',
  seed: (run) => seedCoupon(run, '兑换红包'),
  // the sheet open on a picture, its answer learned from the sandbox: `act` types it
  ready: async ({ page, data }) => {
    await page.goto('/dashboard/coupon?type=CASH');
    const pic = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/v2/captcha'));
    pic.catch(() => {}); // no card to tap (already redeemed): the click below says so
    await card(page, data.name!).getByRole('button', { name: '兑换' }).click({ timeout: 10_000 });
    const { token } = (await (await pic).json()) as { token: string };
    data.answer = await sandboxCaptcha(token);
    await page.locator('.ui-gcap img').waitFor();
  },
  // the fifth character sends it
  act: async ({ page, data }) => {
    await page.locator('.ui-gcap-input').fill(data.answer!);
  },
  button: ({ page, data }) => card(page, data.name!).getByRole('button', { name: '兑换' }),
  effects: (b, a, { data }) => {
    const n = (w: Witness) => w.records.filter((r) => r.type === 'COUPON_CASH' && r.description === `${data.name}兑换`).length;
    return n(a) - n(b);
  },
  success: /已存入账户余额/,
  close: ({ page }) => page.click('.ui-popup-close'),
};

export const couponAssign: ValueMove = {
  name: 'coupon-assign',
  call: '/api/v2/coupon/assign',
  seed: (run) => seedCoupon(run, '转让红包'),
  ready: async ({ page, data }) => {
    await page.goto(`/dashboard/coupon-assign?placementId=${encodeURIComponent(data.id!)}`);
    await card(page, data.name!).waitFor();
    await page.fill('#cpa-mobile', REFERRER.mobile);
  },
  act: async ({ page }) => {
    await page.click('.cpa-form button[type=submit]');
    await page.click('.ui-dialog-ok');
  },
  button: ({ page }) => page.locator('.cpa-form button[type=submit]'),
  // a placement leaves PLACED once (the server refuses a second transfer of it)
  effects: (b, a, { data }) => couponIs(a, data.id!, 'ASSIGNED') - couponIs(b, data.id!, 'ASSIGNED'),
  success: /红包转让成功|红包已转让/,
  kept: '#cpa-mobile',
};

export const specialInterest: ValueMove = {
  name: 'special-interest',
  call: '/api/v2/redeemgift/user/MYSELF/redeem/interestRise',
  seed: async (run) => {
    // 2 000 to 11 000 yuan at 0.1% for 360 days: 100 to 1 000 points, a distinct record each
    run.data.yuan = String(2000 + 1000 * (n++ % 10));
  },
  ready: async ({ page, data }) => {
    await page.goto('/dashboard/member/specialInterest');
    await page.fill('#si-amount', data.yuan!);
    // the screen opens on the cheapest priced coupon: down to the lowest rate
    const minus = page.getByRole('button', { name: '降低加息幅度' });
    while (await minus.isEnabled()) await minus.click();
    await page.getByRole('button', { name: '360天' }).click();
    await expect.poll(() => page.locator('[data-testid="cost"]').innerText(), { timeout: 10_000 }).toMatch(/[1-9]/);
  },
  // 确认兑换, then 确认 on the question that says the cost and what remains
  act: async ({ page }) => {
    await page.click('.mb > button.ui-btn-block');
    await page.locator('.ui-dialog-text', { hasText: '兑换后剩余积分' }).waitFor();
    await page.click('.ui-dialog-ok');
  },
  button: ({ page }) => page.locator('.mb > button.ui-btn-block'),
  effects: (b, a, { data }) => {
    const n = (w: Witness) => w.pointRecords.filter((r) => r.description.includes(`（${data.yuan}元·360天）`)).length;
    return n(a) - n(b);
  },
  success: /加息券已发放/,
  kept: '#si-amount',
};

const GIFT = '0.5%加息券';
const giftCard = (page: Page) => page.locator('.mb-gift').filter({ has: page.getByRole('heading', { name: GIFT, exact: true }) });

export const giftExchange: ValueMove = {
  name: 'gift',
  call: '/api/v2/redeemgift/redeem',
  user: async (page) => {
    await loginAt(page, '/dashboard', REFERRER);
    return REFERRER.mobile;
  },
  ready: async ({ page }) => {
    await page.goto('/dashboard/member/integralGift');
    await giftCard(page).getByRole('button', { name: '兑换' }).waitFor();
  },
  // 兑换, then 确认 on the question that says the cost and what remains
  act: async ({ page }) => {
    await giftCard(page).getByRole('button').click();
    await page
      .locator('.ui-dialog-text', { hasText: `兑换“${GIFT}”` })
      .filter({ hasText: '兑换后剩余积分' })
      .waitFor();
    await page.click('.ui-dialog-ok');
  },
  button: ({ page }) => giftCard(page).getByRole('button'),
  effects: (b, a) => {
    const n = (w: Witness) => w.pointRecords.filter((r) => r.description === `兑换${GIFT}`).length;
    return n(a) - n(b);
  },
  success: /兑换成功|成功兑换/,
};

export const lotteryDraw: ValueMove = {
  name: 'lottery',
  call: '/api/v2/commonapi/commonpost',
  // every draw wins the 50元红包 cell, so each one is a win the witness counts
  seed: async ({ mobile }) => {
    await hook('/__sandbox/lottery', { mobile, chances: 5, next: [1, 1, 1, 1, 1] });
  },
  ready: async ({ page }) => {
    await page.goto('/ninePlay');
    await expect.poll(() => page.locator('.nine-chances strong').innerText(), { timeout: 10_000 }).toMatch(/\d/);
  },
  act: async ({ page }) => {
    await page.click('.nine-go');
  },
  button: ({ page }) => page.locator('.nine-go'),
  effects: (b, a) => a.lotteryWins.length - b.lotteryWins.length,
  success: /恭喜您抽中/,
};
