// Value moves other than payments under faults: a cash coupon redeemed and a bank card bound
// with the first answer lost (`drop` once). Chromium resends the POST by itself and the resend
// meets the state the first request left (the coupon redeemed and its picture spent, the
// code used), so it is refused; the screen must still say what happened, and it happened once.
import { describe, expect, inject } from 'vitest';
import { DEMO, sandboxCaptcha, sandboxCode } from '../e2e/browser';
import { injectedNow, isChinese, journey, ledger, login, phones, setFaults, watch } from './kit';

const newPage = phones();
const INVESTOR = DEMO.investor.mobile;

async function hook<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(inject('baseURL') + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

const REDEEM = '/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha';
const CONFIRM = '/api/v2/multiPayment/router/MYSELF/confirmBindCard';

describe('value moves under faults', () => {
  journey(`coupon redeem drop-once on ${REDEEM}: redeemed once, and the screen says so`, async () => {
    const page = await newPage();
    const w = await watch(page);
    await login(page);
    await hook('/__sandbox/coupon', { mobile: INVESTOR, type: 'CASH', parValue: 17.17, name: '故障兑换红包' });
    const before = await ledger(INVESTOR);
    await page.goto('/dashboard/coupon');
    const card = page.locator('article', { has: page.getByRole('heading', { name: '故障兑换红包' }) });
    await setFaults([{ path: REDEEM, method: 'POST', kind: 'drop', count: 1 }]);
    const from = (await w.seen()).length;
    const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha'));
    await card.getByRole('button', { name: '兑换' }).tap();
    const { token } = (await (await captcha).json()) as { token: string };
    const sheet = page.getByRole('dialog', { name: '兑换17.17元到账户余额' });
    await sheet.locator('img').waitFor();
    await sheet.getByRole('textbox').fill(await sandboxCaptcha(token));
    await expect.poll(async () => (await w.seen()).slice(from).some((t) => /红包已兑换|兑换成功/.test(t)), { timeout: 20_000 }).toBe(true);
    expect(await injectedNow(), 'the fault never hit the call').toBeGreaterThan(0);
    const said = (await w.seen()).slice(from);
    expect.soft(said.filter((t) => /失败|错误/.test(t)), 'a failure said, but the coupon was redeemed').toEqual([]);
    expect.soft(said.some(isChinese)).toBe(true);
    const after = await ledger(INVESTOR);
    expect.soft(after.records.filter((r) => r.description === '故障兑换红包兑换'), 'redemption records').toHaveLength(1);
    expect.soft(Math.round((after.fund.availableAmount - before.fund.availableAmount) * 100), 'balance moved by').toBe(1717);
    expect(w.errors()).toEqual([]);
  }, { short: true });

  journey(`bind card drop-once on ${CONFIRM}: bound once, and the screen says so`, async () => {
    const page = await newPage();
    const w = await watch(page);
    await login(page);
    const CARD = '6217000000000003';
    await page.goto('/dashboard/payment/bind-card?next=%2Fdashboard%2Fbank-card');
    await page.fill('#bind-card', CARD);
    await page.locator('.pay-hint', { hasText: /限额|暂不支持快捷支付/ }).first().waitFor();
    await page.click('.ui-captcha-btn');
    await page.getByText(/重新发送/).waitFor();
    await page.fill('#bind-code', await sandboxCode(INVESTOR, 'BIND_CARD'));
    await setFaults([{ path: CONFIRM, method: 'POST', kind: 'drop', count: 1 }]);
    const from = (await w.seen()).length;
    await page.click('button[type=submit]');
    await page.waitForURL((u) => u.pathname === '/dashboard/bank-card', { timeout: 20_000 });
    expect(await injectedNow(), 'the fault never hit the call').toBeGreaterThan(0);
    const said = (await w.seen()).slice(from);
    expect.soft(said, 'what the screen said').toContain('银行卡绑定成功');
    expect.soft(said.filter((t) => /失败|错误/.test(t)), 'a failure said, but the card was bound').toEqual([]);
    // the card list the screen went on to: the new card, once
    await page.getByText(/0003/).first().waitFor();
    expect.soft(await page.getByText(/0003/).count(), 'the new card listed').toBe(1);
    expect(w.errors()).toEqual([]);
  }, { short: true });
});
