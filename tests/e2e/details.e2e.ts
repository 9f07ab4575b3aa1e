// Issue 17's small interactions in Chromium: back on a first page, the calculator's sums,
// 全部提现, unbinding the default card, card numbers in fours, the password pad. One phone,
// one login.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { loginAt } from '../support/login';
import { DEMO_LOANS } from '../../server/sandbox/seed/index';

const s = phoneSession();
const back = (page: Page) => page.getByRole('button', { name: '返回' }).click();
const fen = (t: string) => Math.round(Number(t.replace(/,/g, '')) * 100);

describe('details', () => {
  it('back stays in the site; money adds up; withdraw, unbind, card and password entries behave', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    const loan = `/loan/${DEMO_LOANS.opened}`;

    // a shared link opened in a tab that already has history: back goes home, not off the site
    await page.goto('about:blank');
    await page.goto(loan);
    await page.getByRole('link', { name: '还款计划与收益计算' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/info'));
    await back(page);
    await page.waitForURL((u) => u.pathname === loan);
    await back(page);
    await page.waitForURL((u) => u.pathname === '/');

    // the calculator: the rows add up to the 预期收益 shown
    await page.goto(`${loan}/info?tab=profit`);
    await page.fill('#li-amount', '10000');
    await page.getByRole('button', { name: '计算收益' }).click();
    const shown = fen(await page.locator('.li-result b').innerText());
    const interest = await page.locator('.li-plan tbody td:nth-of-type(2)').allInnerTexts();
    expect(interest.length).toBeGreaterThan(1);
    expect(interest.reduce((t, x) => t + fen(x), 0)).toBe(shown);
    expect(fen(await page.locator('.li-plan tfoot td:nth-of-type(2)').innerText())).toBe(shown);
    await page.locator('.li-plan').scrollIntoViewIfNeeded();
    await shot(page, 'details-calculator');

    // 全部提现 clears the error the earlier amount had
    await loginAt(page, '/dashboard/withdraw');
    await page.fill('#wd-amount', '99999999');
    await page.click('form button[type=submit]');
    await page.getByText('提现金额不能超过可用余额').waitFor();
    await page.getByRole('button', { name: '全部提现' }).click();
    await expect.poll(() => page.locator('.pay-error').innerText()).toBe('');
    const balance = (await page.locator('.pay-wd-facts dd').first().innerText()).replace(' 元', '');
    expect(fen(await page.inputValue('#wd-amount'))).toBe(fen(balance));
    await shot(page, 'details-withdraw-all');

    // the default card is not offered for unbinding while money is in the account (it says
    // why); another card is still confirmed
    await page.goto('/dashboard/bank-card');
    const main = page.locator('.pay-card', { hasText: '默认卡' });
    await main.getByText('默认卡用于充值、提现与回款，账户有资金时不可解绑').waitFor();
    expect(await main.getByRole('button', { name: '解绑' }).count()).toBe(0);
    await shot(page, 'details-unbind-default');
    await page.locator('.pay-card').nth(1).getByRole('button', { name: '解绑' }).click();
    await page.locator('.ui-dialog-text', { hasText: /^确定解绑/ }).waitFor();
    await page.getByRole('button', { name: '取消' }).click();

    // card numbers in fours while typed, edited in the middle and pasted
    await page.goto('/dashboard/payment/bind-card');
    const card = page.locator('#bind-card');
    await card.pressSequentially('6222020000000001');
    expect(await card.inputValue()).toBe('6222 0200 0000 0001');
    const caret = () => card.evaluate((el: HTMLInputElement) => el.selectionStart);
    await card.evaluate((el: HTMLInputElement) => el.setSelectionRange(5, 5)); // '6222 |0200'
    await page.keyboard.press('Backspace'); // takes the 2 before the space
    expect(await card.inputValue()).toBe('6220 2000 0000 001');
    expect(await caret()).toBe(3);
    await page.keyboard.type('2');
    expect(await card.inputValue()).toBe('6222 0200 0000 0001');
    expect(await caret()).toBe(4);
    // a number pasted with dashes and spaces arrives as one insertion
    await card.fill('');
    await page.keyboard.insertText('6222-0200 0000-0001');
    expect(await card.inputValue()).toBe('6222 0200 0000 0001');
    await page.getByText(/^中国工商银行（/).waitFor();
    await shot(page, 'details-bind-card');

    // the password screen types on the six-box pad, moving on when one is full
    await page.goto('/dashboard/payment/password');
    await page.locator('#pw-again').waitFor({ state: 'attached' });
    expect(await page.locator('.pay-pad .ui-paypw-boxes').count()).toBe(3);
    await page.click('#pw-old');
    await page.keyboard.type('123456');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pw-new');
    await page.keyboard.type('135');
    expect(await page.locator('.pay-pad').nth(1).locator('.ui-paypw-dot').count()).toBe(3);
    await shot(page, 'details-pay-password');

    expect(unexpected(errors)).toEqual([]);
    await s.done();
  });
});
