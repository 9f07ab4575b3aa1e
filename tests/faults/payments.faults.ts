// Recharge and withdraw (the money the investor moves between card and balance) under every
// fault of the matrix (matrix.ts).
import { expect } from 'vitest';
import { matrix, payPassword, type ValueMove } from './matrix';
import { distinctYuan, newRecords } from './moves/count';

const recharge: ValueMove = {
  name: 'recharge',
  call: '/api/v2/multiPayment/router/charge',
  seed: async (run) => {
    run.data.yuan = distinctYuan(201);
  },
  ready: async ({ page, data }) => {
    await page.goto('/dashboard/recharge');
    await page.fill('#rc-amount', data.yuan!);
  },
  act: async ({ page }) => {
    await page.click('.pay-main');
    await payPassword(page);
  },
  button: ({ page }) => page.locator('.pay-main'),
  effects: (b, a, { data }) => newRecords('DEPOSIT', Number(data.yuan))(b, a),
  success: /成功充值/,
  close: ({ page }) => page.click('.ui-popup-close'),
  kept: '#rc-amount',
};

const withdraw: ValueMove = {
  name: 'withdraw',
  call: '/api/v2/multiPayment/router/withdraw/MYSELF',
  seed: async (run) => {
    run.data.yuan = distinctYuan(101);
  },
  ready: async ({ page, data }) => {
    await page.goto('/dashboard/withdraw');
    await page.fill('#wd-amount', data.yuan!);
    // the button waits for the server's fee (实际到账), as a user would see it
    await expect.poll(() => page.locator('.pay-wd-facts dd').nth(2).innerText(), { timeout: 10_000 }).toMatch(/\d/);
  },
  act: async ({ page }) => {
    await page.click('.pay-main');
    await payPassword(page);
  },
  button: ({ page }) => page.locator('.pay-main'),
  effects: (b, a, { data }) => newRecords('WITHDRAW', Number(data.yuan))(b, a),
  success: /提现申请已提交/,
  close: ({ page }) => page.click('.ui-popup-close'),
  kept: '#wd-amount',
};

matrix(recharge, ['drop']);
matrix(withdraw, ['html']);
