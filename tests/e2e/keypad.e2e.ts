// The secure keypad (issue 36) in Chromium: a new investor sets a payment password on the
// in-page keypad after binding a card, changes it, and pays a recharge with it; while the
// keypad is up, no text input ever holds the focus (so no system keyboard could open).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bindCardHere } from '../support/bind-card';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { loginAt } from '../support/login';
import { freshMobile, registerByApi } from '../support/sandbox';
import { typePin } from '../support/keypad';

const s = phoneSession();
const PIN = 'group';

/** Records, from every page load on, each text field that takes the focus while a keypad is up. */
async function watchFocus(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { inputFocus: string[] };
    w.inputFocus = [];
    document.addEventListener(
      'focusin',
      (e) => {
        const t = e.target as HTMLElement;
        if (document.querySelector('.ui-kp') && /^(INPUT|TEXTAREA)$/.test(t.tagName)) w.inputFocus.push(t.id || t.tagName);
      },
      true,
    );
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { inputFocus: string[] }).inputFocus)).toEqual([]);
    expect(await page.evaluate(() => !!document.querySelector('.ui-kp') && /^(INPUT|TEXTAREA)$/.test(document.activeElement?.tagName ?? ''))).toBe(false);
  };
}

async function bindCard(page: Page, mobile: string) {
  await page.goto('/dashboard/payment/bind-card?next=%2Fdashboard');
  await bindCardHere(page, mobile, '键盘测');
}

describe('安全键盘', () => {
  it('sets, changes and pays with the payment password on the keypad, never focusing a text input', async () => {
    const { mobile, password } = await registerByApi(freshMobile());
    const page = await s.newPage({ width: 375 });
    const errors = watchErrors(page);
    const noInputFocused = await watchFocus(page);
    await loginAt(page, '/dashboard', { mobile, password }, { prompt: true });
    await bindCard(page, mobile);

    // set: the first pad takes the keys as the screen opens, then hands on to 确认密码
    await page.goto('/dashboard/payment/password?next=%2Fdashboard');
    const pad = page.getByRole(PIN, { name: '支付密码', exact: true });
    await pad.waitFor();
    expect(await page.locator('form input').count()).toBe(0);
    await page.getByText('安全键盘 · 数字不经过系统输入法').waitFor();
    await typePin(page, '2470');
    await page.getByRole('button', { name: '删除', exact: true }).tap();
    await typePin(page, '581');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pw-again');
    await noInputFocused();
    await shot(page, 'keypad-set');
    await typePin(page, '247581');
    // all typed: the keypad makes way for 确定
    await page.locator('.ui-kp').waitFor({ state: 'detached' });
    await page.click('button[type=submit]');
    await page.getByRole('heading', { name: '支付密码设置成功' }).waitFor();
    // 开户 flows on: the survey is next for a new investor
    expect(await page.getByRole('link', { name: '下一步：风险测评' }).getAttribute('href')).toBe('/dashboard/risk?next=%2Fdashboard');
    await shot(page, 'keypad-set-result');

    // change: old, new, again, each on the keypad
    await page.goto('/dashboard/payment/password');
    await page.getByRole('tab', { name: '修改支付密码', selected: true }).waitFor();
    await typePin(page.locator('#pw-old'), '247581');
    await typePin(page.locator('#pw-new'), '369052');
    await typePin(page.locator('#pw-again'), '369052');
    await noInputFocused();
    await page.click('button[type=submit]');
    await page.getByText('支付密码修改成功').waitFor();

    // pay: the old password is refused, the new one recharges
    await page.goto('/dashboard/recharge');
    await page.fill('#rc-amount', '88.80');
    await page.click('.pay-main');
    const sheet = page.getByRole('dialog').filter({ has: page.getByRole(PIN, { name: '支付密码，6位数字' }) });
    await sheet.waitFor();
    expect(await sheet.locator('input, textarea').count()).toBe(0);
    await shot(page, 'keypad-sheet');
    await typePin(sheet, '247581');
    await sheet
      .locator('.ui-paypw-foot')
      .getByText(/^支付密码错误/)
      .waitFor();
    expect(await sheet.locator('.ui-paypw-dot').count()).toBe(0);
    // a physical keyboard types too (desktop browsers); Backspace deletes
    await page.keyboard.type('3690');
    await page.keyboard.press('Backspace');
    expect(await sheet.locator('.ui-paypw-dot').count()).toBe(3);
    await noInputFocused();
    await page.keyboard.type('052');
    await page.locator('.ui-result-msg', { hasText: '成功充值88.80元' }).waitFor();
    await noInputFocused();
    expect(unexpected(errors)).toEqual([]);
  });

  it('gives every key at least 60 px in 长辈模式 and labels each for a screen reader', async () => {
    const page = await s.loginAt('/dashboard/recharge', undefined, { width: 375, elder: true });
    await page.fill('#rc-amount', '10');
    await page.click('.pay-main');
    const keys = page.locator('.ui-kp-key');
    await keys.first().waitFor();
    const names = await keys.evaluateAll((ks) => ks.map((k) => k.getAttribute('aria-label')));
    expect(names).toEqual(['数字1', '数字2', '数字3', '数字4', '数字5', '数字6', '数字7', '数字8', '数字9', '数字0', '删除']);
    for (const k of await keys.all()) expect((await k.boundingBox())!.height).toBeGreaterThanOrEqual(60);
    await shot(page, 'keypad-sheet-elder');
    await page.click('.ui-popup-close');

    // the change screen: its pads are tapped to type into, so they are 60 px targets as well
    await page.goto('/dashboard/payment/password?mode=update');
    await page.locator('.ui-kp').waitFor();
    for (const id of ['#pw-old', '#pw-new', '#pw-again']) expect((await page.locator(id).boundingBox())!.height).toBeGreaterThanOrEqual(60);
    for (const k of await keys.all()) expect((await k.boundingBox())!.height).toBeGreaterThanOrEqual(60);
    await shot(page, 'keypad-change-elder');
  });
});
