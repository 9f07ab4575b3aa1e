// The investor's own details on a phone (SPEC §2 /dashboard/personinfo, address, email,
// mobile-change): a freshly registered user (the shared DEMO accounts keep their numbers) fills
// an address through the region picker, binds an e-mail, then changes the mobile number — a
// wrong old code first — and logs in again with the new one.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { loginAt, loginFields } from '../support/login';
import { freshMobile, registerByApi, sandboxCode } from '../support/sandbox';

const s = phoneSession();

const OLD_SMS = 'CHANGE_MOBILE';
const NEW_SMS = 'BIND_NEW_MOBILE';
const mask = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;
const row = (page: Page, label: string) => page.locator('.pi-row', { hasText: label });

describe('profile', () => {
  it('address, e-mail and a mobile change, then a login with the new number', async () => {
    const { mobile, password } = await registerByApi(freshMobile());
    const page = await s.newPage();
    const errors = watchErrors(page);
    // no card yet: the account prompt comes first
    await loginAt(page, '/dashboard/personinfo', { mobile, password }, { prompt: true });
    await row(page, '收货地址').getByText('未设置').waitFor();
    expect(await row(page, '手机号码').textContent()).toContain(mask(mobile));
    expect(await row(page, '真实姓名').textContent()).toContain('未认证');
    const box = await row(page, '电子邮箱').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'profile-personinfo-new');

    // ---- the address: province → city → district, and the municipality case on the way
    await row(page, '收货地址').tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/address');
    await page.locator('#addr-province').waitFor();
    expect(await page.inputValue('#addr-mobile')).toBe(mobile);
    await page.selectOption('#addr-province', '重庆市');
    expect(await page.inputValue('#addr-city')).toBe('重庆市');
    await page.selectOption('#addr-province', '广东省');
    expect(await page.inputValue('#addr-city')).toBe('');
    await page.selectOption('#addr-city', '深圳市');
    await page.selectOption('#addr-region', '南山区');
    await page.fill('#addr-name', '陈晓');
    await page.fill('#addr-detail', '科技园');
    await page.getByRole('button', { name: '保存' }).tap();
    await page.getByRole('alert').getByText('详细地址不能少于5个字').waitFor();
    expect(await page.inputValue('#addr-region')).toBe('南山区');
    const select = await page.locator('#addr-region').boundingBox();
    expect(select!.height).toBeGreaterThanOrEqual(44);
    await page.fill('#addr-detail', '科技园南区高新南一道8号');
    await shot(page, 'profile-address');
    await page.getByRole('button', { name: '保存' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/personinfo');
    await row(page, '收货地址').getByText('广东省 深圳市 南山区 科技园南区高新南一道8号').waitFor();
    expect(await row(page, '收货地址').textContent()).toContain(`陈晓 ${mask(mobile)}`);

    // ---- the e-mail
    await row(page, '电子邮箱').tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/email');
    await page.fill('#em-email', 'chenxiao@example');
    await page.getByRole('button', { name: '保存' }).tap();
    await page.getByRole('alert').getByText('请输入正确的邮箱地址').waitFor();
    await page.fill('#em-email', 'chenxiao@example.cn');
    await page.getByRole('button', { name: '保存' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/personinfo');
    await row(page, '电子邮箱').getByText('chenxiao@example.cn').waitFor();
    await shot(page, 'profile-personinfo-filled');

    // ---- the mobile change: a wrong old code brings step 1 back, then it goes through
    await row(page, '手机号码').tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/mobile-change');
    await page.locator('.ui-captcha-btn').first().tap();
    await page.getByText(`验证码已发送至${mask(mobile)}`).waitFor();
    const oldCode = await sandboxCode(mobile, OLD_SMS);
    const wrong = String((Number(oldCode) + 1) % 1e6).padStart(6, '0');
    await page.fill('#mc-old-code', wrong);
    await page.getByRole('button', { name: '下一步' }).tap();
    const next = freshMobile();
    await page.fill('#mc-mobile', next);
    await page.locator('.ui-captcha-btn').last().tap();
    await page.getByText('验证码已发送至新手机号').waitFor();
    await page.fill('#mc-new-code', await sandboxCode(next, NEW_SMS));
    await shot(page, 'profile-mobile-step2');
    await page.getByRole('button', { name: '确认修改' }).tap();
    await page.getByRole('alert').getByText('原手机验证码错误或已失效').waitFor();
    expect(await page.locator('#mc-old-code').isVisible()).toBe(true);
    expect(await page.inputValue('#mc-old-code')).toBe(wrong);
    await shot(page, 'profile-mobile-wrong-old');
    await page.fill('#mc-old-code', oldCode);
    await page.getByRole('button', { name: '下一步' }).tap();
    expect(await page.inputValue('#mc-mobile')).toBe(next);
    await page.getByRole('button', { name: '确认修改' }).tap();
    await page.waitForURL((u) => u.pathname === '/dashboard/personinfo');
    await row(page, '手机号码').getByText(mask(next)).waitFor();
    await shot(page, 'profile-mobile-changed');

    // ---- the new number logs in; the old one no longer does
    const out = await page.request.post('/logout');
    expect(out.ok()).toBe(true);
    // the family refuses a login with HTTP 200 and success false
    const old = await page.request.post('/api/web/login', { form: loginFields({ mobile, password }) });
    expect(old.ok() && (await old.json()).success !== false).toBe(false);
    await loginAt(page, '/dashboard/personinfo', { mobile: next, password }, { prompt: true });
    await row(page, '手机号码').getByText(mask(next)).waitFor();
    await row(page, '电子邮箱').getByText('chenxiao@example.cn').waitFor();
    expect(unexpected(errors)).toEqual([]);
  });
});
