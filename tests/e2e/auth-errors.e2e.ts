// SPEC §8 on the auth screens: every code in Chinese, and what was typed stays typed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot } from '../support/phone';
import { readLoginPicture, submitLogin, submitRefused } from '../support/login';
import { freshMobile, registerByApi, sandboxCode } from '../support/sandbox';

// the captcha countdown is client-side: a fake browser clock instead of real waits
const { open, done } = phoneSession();
const alertLine = (page: Page) => page.locator('p[role=alert].auth-error');

const passwordLogin = (page: Page, mobile: string, password: string) => submitLogin(page, { mobile, password });

async function smsMode(page: Page, mobile: string) {
  await page.getByRole('button', { name: '验证码登录' }).click();
  await page.fill('#login-mobile', mobile);
}

describe('login errors', () => {
  it('FAILED stays until the user types again (no time-out on reading); the fields keep their values', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/login', { clock: true });
    await passwordLogin(page, mobile, 'wrong-pass');
    await alertLine(page).getByText('用户名或密码错误').waitFor();
    await shot(page, 'auth-error-failed');
    expect([await page.inputValue('#login-mobile'), await page.inputValue('#login-password')]).toEqual([mobile, 'wrong-pass']);
    await page.clock.fastForward(5000);
    expect(await alertLine(page).textContent()).toBe('用户名或密码错误，还可尝试4次');
    expect(await page.inputValue('#login-password')).toBe('wrong-pass');
    await done();
  });

  it('TOO_MANY_ATTEMPT after 5 wrong passwords stays shown', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/login');
    for (let i = 0; i < 5; i++) {
      await submitRefused(page, { mobile, password: `wrong-${i}` });
    }
    // the lock says the way out that needs nobody (tests/e2e/login-failure.e2e.ts follows it)
    await alertLine(page).getByText('密码错误次数过多，账户已被锁定，使用验证码登录即可解锁').waitFor();
    expect(await page.inputValue('#login-password')).toBe('wrong-4');
    await done();
  });

  it('USER_DISABLED', async () => {
    const page = await open('/login');
    await passwordLogin(page, '13800000005', 'demo1234');
    await alertLine(page).getByText('账户已被冻结，请联系客服').waitFor();
    expect(await page.inputValue('#login-mobile')).toBe('13800000005');
    await done();
  });

  it('FAILED_SMSCAPTCHA for a wrong code; five wrong codes lock the account, and the screen says so (SPEC §8)', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/login');
    await smsMode(page, mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送/ }).waitFor();
    const right = await sandboxCode(mobile, 'login');
    const wrong = right === '000000' ? '111111' : '000000';
    await page.fill('#login-code', wrong);
    for (let i = 0; i < 5; i++) {
      const answered = page.waitForResponse('**/api/web/login');
      await page.click('button[type=submit]');
      // after three refusals of this mobile the web layer wants its picture read first
      if ((await answered).status() === 403) await readLoginPicture(page);
      await page.locator('button[type=submit]:not([disabled])').waitFor();
      if (i === 0) await alertLine(page).getByText('短信验证码错误或已失效').waitFor();
    }
    await alertLine(page)
      .getByText(/账户已被锁定/)
      .waitFor();
    expect([await page.inputValue('#login-mobile'), await page.inputValue('#login-code')]).toEqual([mobile, wrong]);
    await done();
  });

  it('an unknown code shows the unknown-error text', async () => {
    const page = await open('/login');
    // the family's refusal: HTTP 200, success false, the reason in error_description.result
    await page.route('**/api/web/login', (r) =>
      r.fulfill({ status: 200, json: { error: 'invalid_request', error_description: { result: 'SOMETHING_NEW' }, success: false } }),
    );
    await passwordLogin(page, '13800000002', 'demo1234');
    await alertLine(page).getByText('系统繁忙，请稍后重试').waitFor();
    await done();
  });

  it('the mobile is required and checked before any call', async () => {
    const page = await open('/login');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && calls.push(r.url()));
    await smsMode(page, '');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await alertLine(page).getByText('请输入手机号码').waitFor();
    await page.fill('#login-mobile', '1380000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await alertLine(page).getByText('请输入正确的手机号码').waitFor();
    expect(await page.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
    expect(calls).toEqual([]);
    await done();
  });
});

describe('code fetch failures', () => {
  it('SMS: the failure text, and the button is idle again at once', async () => {
    const page = await open('/login');
    await smsMode(page, '13800000002');
    await page.route('**/api/v2/users/login/sendSmsCaptcha**', (r) => r.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await alertLine(page).getByText('获取验证码失败，请重试').waitFor();
    expect(await page.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
    expect(await page.inputValue('#login-mobile')).toBe('13800000002');
    await done();
  });

  it('no connection: communication error', async () => {
    const page = await open('/login');
    await smsMode(page, '13800000002');
    await page.route('**/api/v2/users/login/sendSmsCaptcha**', (r) => r.abort('failed'));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await alertLine(page).getByText('通讯异常，请稍后重试').waitFor();
    expect(await page.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
    await done();
  });

  it('voice: its own failure text; the countdown runs on and voice is offered again', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/login', { clock: true });
    await smsMode(page, mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送\(60s\)/ }).waitFor();
    await page.clock.fastForward(31_000);
    await page.route('**/api/v2/users/sendAudioCaptcha', (r) => r.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: '收不到短信？试试语音验证码' }).click();
    await alertLine(page).getByText('获取语音验证码失败，请重试').waitFor();
    await page.getByRole('button', { name: '收不到短信？试试语音验证码' }).waitFor();
    expect(await page.getByRole('button', { name: /重新发送\(\d+s\)/ }).isDisabled()).toBe(true);
    await done();
  });

  it('an unregistered mobile asking for a login code is told to register', async () => {
    const page = await open('/login');
    await smsMode(page, freshMobile());
    await page.getByRole('button', { name: '获取验证码' }).click();
    await alertLine(page).getByText('请先注册').waitFor();
    await page.getByRole('link', { name: '立即注册' }).waitFor();
    await done();
  });
});

describe('register and reset errors', () => {
  it('a wrong SMS code is alerted (INVALID_MOBILE_CAPTCHA); the form keeps its values', async () => {
    const page = await open('/register');
    const mobile = freshMobile();
    await page.fill('#reg-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送/ }).waitFor();
    const right = await sandboxCode(mobile, 'register');
    await page.fill('#reg-code', right === '000000' ? '111111' : '000000');
    await page.fill('#reg-password', 'mypass123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '立即注册' }).click();
    const dlg = page.getByRole('dialog');
    await dlg.getByText('无效的手机验证码').waitFor();
    await shot(page, 'auth-error-register-code');
    await dlg.getByRole('button', { name: '确定' }).click();
    expect([await page.inputValue('#reg-mobile'), await page.inputValue('#reg-password')]).toEqual([mobile, 'mypass123']);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    // and with the right code it goes through
    await page.fill('#reg-code', right);
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.waitForURL((u) => u.pathname === '/authentication');
    await done();
  });

  it('REGISTER_FAILED and unknown codes are alerted in Chinese', async () => {
    const page = await open('/register');
    await page.fill('#reg-mobile', freshMobile());
    await page.fill('#reg-code', '123456');
    await page.fill('#reg-password', 'mypass123');
    await page.getByRole('checkbox').check();
    let answer = 'REGISTER_FAILED';
    await page.route('**/api/web/register/submitFromMobile', (r) =>
      r.fulfill({ status: 400, json: { success: false, data: null, error: [{ message: answer }] } }),
    );
    await page.getByRole('button', { name: '立即注册' }).click();
    const dlg = page.getByRole('dialog');
    await dlg.getByText('注册失败，请稍后重试').waitFor();
    await dlg.getByRole('button', { name: '确定' }).click();
    answer = 'BRAND_NEW_CODE';
    await page.getByRole('button', { name: '立即注册' }).click();
    await dlg.getByText('系统繁忙，请稍后重试').waitFor();
    await dlg.getByRole('button', { name: '确定' }).click();
    expect(await page.inputValue('#reg-code')).toBe('123456');
    await done();
  });

  it('an unknown invite code is said next to the field and stops the submit', async () => {
    const page = await open('/register?ref=NOPE99');
    await page.getByText('邀请码无效').waitFor();
    await page.fill('#reg-mobile', freshMobile());
    await page.fill('#reg-code', '123456');
    await page.fill('#reg-password', 'mypass123');
    await page.getByRole('checkbox').check();
    const submits: string[] = [];
    page.on('request', (r) => r.url().includes('submitFromMobile') && submits.push(r.url()));
    await page.getByRole('button', { name: '立即注册' }).click();
    await alertLine(page).getByText('邀请码无效').waitFor();
    expect(submits).toEqual([]);
    expect(await page.inputValue('#reg-referral')).toBe('NOPE99');
    await done();
  });

  it('the agreement must be accepted', async () => {
    const page = await open('/register');
    await page.fill('#reg-mobile', freshMobile());
    await page.fill('#reg-code', '123456');
    await page.fill('#reg-password', 'mypass123');
    await page.getByRole('button', { name: '立即注册' }).click();
    await alertLine(page).getByText('请阅读并同意《注册服务协议》').waitFor();
    await done();
  });

  it('forgot password: MOBILE_NOT_EXISTS for an unregistered mobile, and a wrong code', async () => {
    const page = await open('/password/forgot');
    const nobody = freshMobile();
    await page.fill('#forgot-mobile', nobody);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await alertLine(page).getByText('该手机号尚未注册').waitFor();
    await shot(page, 'auth-error-forgot');
    expect(await page.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe(`/register?mobile=${nobody}`);
    const { mobile } = await registerByApi(freshMobile());
    await page.fill('#forgot-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送/ }).waitFor();
    const right = await sandboxCode(mobile, 'reset');
    await page.fill('#forgot-code', right === '000000' ? '111111' : '000000');
    await page.fill('#forgot-password', 'another12');
    await page.getByRole('button', { name: '重置密码' }).click();
    await alertLine(page).getByText('无效的手机验证码').waitFor();
    expect(await page.inputValue('#forgot-password')).toBe('another12');
    await done();
  });
});
