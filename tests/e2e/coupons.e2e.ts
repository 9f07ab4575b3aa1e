// My coupons (SPEC §2 /dashboard/coupon, /dashboard/coupon-assign) on a phone: the tabs, a cash
// coupon redeemed behind the graphic captcha (a wrong answer first) raising the balance by
// exactly its par value, a transfer to another investor, and the popup an unverified
// investor gets. The coupons spent here are the test's own (added through the sandbox hook).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO } from '../support/login';
import { sandbox, sandboxCaptcha } from '../support/sandbox';

const s = phoneSession();

const REFERRER = '13800000004';

const { addCoupon, ledger } = sandbox;

const card = (page: Page, name: string) => page.locator('.cpn').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('my coupons', () => {
  it('the investor sees the tabs, redeems a cash coupon with the captcha, and transfers one', async () => {
    await addCoupon({ mobile: DEMO.investor.mobile, type: 'CASH', parValue: 8888, name: 'E2E大额红包' });
    await addCoupon({ mobile: DEMO.investor.mobile, type: 'CASH', parValue: 66.66, name: 'E2E兑换红包' });
    await addCoupon({ mobile: DEMO.investor.mobile, type: 'CASH', parValue: 20, minimumInvest: 2000, name: 'E2E转让红包' });
    const page = await s.loginAt('/dashboard/coupon');
    const errors = watchErrors(page);
    expect(await page.title()).toBe('我的红包');

    // 未使用: seeded ones of every type, the 1% coupon as a percentage, the disabled one greyed
    await card(page, '50元出借红包').waitFor();
    expect(await card(page, '1%积分加息券').locator('.cpn-value strong').textContent()).toBe('1.00%');
    // 12 coupons, pages of 10: the oldest arrives when the list is scrolled to its end
    expect(await page.locator('.cpn').count()).toBe(10);
    expect(await card(page, '888元生日红包').count()).toBe(0);
    await page.locator('.ui-list-foot').scrollIntoViewIfNeeded();
    await page.locator('.ui-list-foot', { hasText: '没有更多了' }).waitFor();
    expect(await card(page, '888元生日红包').locator('.cpn-value strong').textContent()).toBe('888.00元');
    expect(await page.locator('.cpn').count()).toBe(12);
    expect(await card(page, '20元活动红包').locator('.cpn-word').textContent()).toBe('不可用');
    // a long value stays on one line on a 390 px phone
    const big = card(page, 'E2E大额红包').locator('.cpn-value strong');
    expect(await big.textContent()).toBe('8,888.00元');
    expect((await big.boundingBox())!.height).toBeLessThan(36);
    expect(await card(page, '1%积分加息券').getByRole('button', { name: '兑换' }).count()).toBe(0);
    // a cash coupon with an investment condition is used when investing, not cashed
    expect(await card(page, '50元出借红包').getByRole('button', { name: '兑换' }).count()).toBe(0);
    expect(await card(page, '10元无门槛红包').getByRole('button', { name: '兑换' }).count()).toBe(1);
    const redeemBtn = card(page, 'E2E兑换红包').getByRole('button', { name: '兑换' });
    const box = await redeemBtn.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'coupons-placed');

    // 兑换: a wrong answer refreshes the picture, the right one redeems
    const before = (await ledger(DEMO.investor.mobile)).fund.availableAmount;
    const first = page.waitForResponse((r) => r.url().includes('/api/v2/captcha'));
    await redeemBtn.tap();
    const sheet = page.getByRole('dialog', { name: '兑换66.66元到账户余额' });
    await sheet.waitFor();
    await (await first).finished();
    await sheet.locator('img').waitFor();
    await shot(page, 'coupons-captcha');
    const second = page.waitForResponse((r) => r.url().includes('/api/v2/captcha'));
    await sheet.getByRole('textbox').fill('zzzzz');
    await sheet.getByText('验证码错误，请重新输入').waitFor();
    const { token } = (await (await second).json()) as { token: string };
    await sheet.locator('img').waitFor();
    expect((await ledger(DEMO.investor.mobile)).fund.availableAmount).toBe(before);
    await sheet.getByRole('textbox').fill(await sandboxCaptcha(token));
    await page.locator('.ui-toast', { hasText: '兑换成功，66.66元已存入账户余额' }).waitFor();
    expect(await sheet.count()).toBe(0);
    const after = await ledger(DEMO.investor.mobile);
    expect(Math.round(after.fund.availableAmount * 100) - Math.round(before * 100)).toBe(6666);
    expect(after.records[0]).toMatchObject({ type: 'COUPON_CASH', amount: 66.66 });
    await card(page, 'E2E转让红包').waitFor();
    expect(await card(page, 'E2E兑换红包').count()).toBe(0);

    // 已使用: redeemed, used and transferred ones, greyed with their word
    await page.getByRole('tab', { name: '已使用' }).tap();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'redeemed');
    expect(await card(page, 'E2E兑换红包').locator('.cpn-word').textContent()).toBe('已兑换');
    await page.locator('.cpn-word', { hasText: '已使用' }).first().waitFor();
    await page.locator('.cpn-word', { hasText: '已转让' }).first().waitFor();
    expect(await page.getByRole('button', { name: '转让' }).count()).toBe(0);
    await shot(page, 'coupons-redeemed');

    // 转让 to the referrer's mobile
    await page.getByRole('tab', { name: '未使用' }).tap();
    await card(page, 'E2E转让红包').getByRole('button', { name: '转让' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/coupon-assign');
    await card(page, 'E2E转让红包').waitFor();
    const input = page.getByLabel('对方手机号');
    await input.fill('1380000');
    await page.getByRole('button', { name: '确认转让' }).tap();
    await page.getByRole('alert').filter({ hasText: '请输入正确的手机号码' }).waitFor();
    expect(await input.inputValue()).toBe('1380000');
    await input.fill(REFERRER);
    await shot(page, 'coupons-assign');
    await page.getByRole('button', { name: '确认转让' }).tap();
    await page.locator('.ui-dialog-text', { hasText: `确定将该红包转让给 ${REFERRER} 吗` }).waitFor();
    await page.locator('.ui-dialog-ok').tap();
    await page.locator('.ui-toast', { hasText: '红包转让成功' }).waitFor();
    // back to the list after 1 s, where it is gone from 未使用
    await page.waitForURL((u) => u.pathname === '/dashboard/coupon');
    await card(page, '50元出借红包').waitFor();
    expect(await card(page, 'E2E转让红包').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it('filters by type (POST coupons {type}): the chip in the URL beside the tab, across a reload and the tabs', async () => {
    await addCoupon({ mobile: DEMO.investor.mobile, type: 'REBATE', parValue: 12, name: 'E2E返现券' });
    const page = await s.loginAt('/dashboard/coupon');
    const errors = watchErrors(page);
    await card(page, '50元出借红包').waitFor();
    const group = page.getByRole('group', { name: '红包类型' });
    expect(await group.getByRole('button').allInnerTexts()).toEqual(['全部', '现金红包', '加息券', '增值券', '返现券']);
    for (const h of await group.getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
      expect(h).toBeGreaterThanOrEqual(44);

    const asked = page.waitForRequest((r) => r.url().endsWith('/api/v2/coupon/MYSELF/coupons') && r.method() === 'POST');
    await group.getByRole('button', { name: '返现券' }).tap();
    expect(new URLSearchParams((await asked).postData() ?? '').get('type')).toBe('REBATE');
    await page.waitForURL((u) => u.searchParams.get('type') === 'REBATE');
    await card(page, 'E2E返现券').waitFor();
    await expect.poll(async () => new Set(await page.locator('.cpn-value span').allInnerTexts())).toEqual(new Set(['返现券']));
    expect(await group.getByRole('button', { name: '返现券' }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'coupons-type');

    // a reload opens on the same type; 已使用 keeps it
    await page.reload();
    await card(page, 'E2E返现券').waitFor();
    await page.getByRole('tab', { name: '已使用' }).tap();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'redeemed' && u.searchParams.get('type') === 'REBATE');
    await card(page, '50元返现券').waitFor();
    expect(await card(page, 'E2E返现券').count()).toBe(0);
    await group.getByRole('button', { name: '全部' }).tap();
    await page.waitForURL((u) => !u.searchParams.has('type'));
    await page.locator('.cpn-value span', { hasText: '现金红包' }).first().waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it('an unverified investor gets the real-name popup, on the list and on the transfer screen', async () => {
    const page = await s.loginAt('/dashboard/coupon', DEMO.unverified, { prompt: true });
    const c = page.locator('.cpn').first();
    await c.getByRole('button', { name: '转让' }).tap();
    const popup = page.getByRole('dialog', { name: '暂不能转让' });
    await popup.getByText('红包转让仅对实名认证用户开放', { exact: false }).waitFor();
    const link = popup.getByRole('link', { name: '去实名认证' });
    expect(await link.getAttribute('href')).toMatch(/^\/dashboard\/payment\/bind-card\?next=%2Fdashboard%2Fcoupon-assign%3FplacementId%3D/);
    await shot(page, 'coupons-unverified');
    await popup.getByRole('button', { name: '暂不认证' }).tap();
    expect(await popup.count()).toBe(0);
    expect(page.url()).toMatch(/\/dashboard\/coupon$/);

    // opened directly, the transfer screen says the same at once
    const { results } = await page.evaluate(() =>
      fetch('/api/v2/coupon/MYSELF/coupons/byStatus?status=PLACED&pageNo=1&pageSize=1')
        .then((r) => r.json())
        .then((b) => b.data),
    );
    await page.goto(`/dashboard/coupon-assign?placementId=${results[0].id}`);
    await page.getByRole('dialog', { name: '暂不能转让' }).waitFor();
  });
});
