// Login journeys on a phone: password with next, SMS code, voice code after the 30 s
// threshold (page.clock), forgot password, WeChat code for bound and unbound users.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO, submitLogin } from '../support/login';
import { freshMobile, registerByApi, sandbox, sandboxCaptcha, sandboxCode } from '../support/sandbox';

// the captcha countdown is client-side: a fake browser clock instead of real waits
const { open, done, newPage } = phoneSession();

/** The WeChat account bound to whoever is logged in on this page (null when none). */
const boundWeixin = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/v2/auth/weixin')
      .then((r) => r.json())
      .then((r) => (r.success ? (r.data.socialUserId as string) : null)),
  );

/** The payment-state prompt of accounts without card or payment password: skip it. */
async function skipPaymentPrompt(page: Page) {
  const dlg = page.getByRole('dialog');
  await dlg.getByText('为了资金安全').waitFor();
  await dlg.getByRole('button', { name: '跳过' }).click();
}

describe('login', () => {
  it('password login goes on to next (card and payment password set: no prompt)', async () => {
    const page = await open('/login?next=%2Fmore');
    const errors = watchErrors(page);
    await submitLogin(page, DEMO.investor);
    await page.waitForURL((u) => u.pathname === '/more');
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await done();
  });

  it('without a bank card the payment-state prompt offers bind card, or skip to next', async () => {
    // a fresh account: the demo newbie may have bound a card in another journey of this run
    const fresh = await registerByApi(freshMobile());
    const page = await open('/login?next=%2Fmore');
    await submitLogin(page, fresh);
    const dlg = page.getByRole('dialog');
    await dlg.getByText('为了资金安全，出借前请先设置银行卡').waitFor();
    await shot(page, 'auth-login-payment-prompt');
    await dlg.getByRole('button', { name: '立即设置' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/payment/bind-card' && u.searchParams.get('next') === '/more');
    await done();
  });

  it('SMS-code login: the send button counts down, the code logs in', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/login');
    const errors = watchErrors(page);
    await page.getByRole('button', { name: '验证码登录' }).click();
    await page.fill('#login-mobile', mobile);
    const send = page.getByRole('button', { name: '获取验证码' });
    await send.click();
    const counting = page.getByRole('button', { name: /重新发送\(\d+s\)/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    await shot(page, 'auth-login-sms');
    await page.fill('#login-code', await sandboxCode(mobile, 'login'));
    await page.click('button[type=submit]');
    await skipPaymentPrompt(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(unexpected(errors)).toEqual([]);
    await done();
  });

  it('voice-code login once under 30 s are left (fake browser clock)', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/login', { clock: true });
    await page.getByRole('button', { name: '验证码登录' }).click();
    await page.fill('#login-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送\(60s\)/ }).waitFor();
    const voice = page.getByRole('button', { name: '收不到短信？试试语音验证码' });
    expect(await voice.count()).toBe(0);
    const sms = await sandboxCode(mobile, 'login');
    await page.clock.fastForward(31_000);
    await voice.click();
    await page.getByText('语音验证码已发送，请注意接听来电').waitFor();
    await page.getByRole('button', { name: /重新发送\((59|60)s\)/ }).waitFor();
    await shot(page, 'auth-login-voice');
    const spoken = await sandboxCode(mobile, 'login');
    expect(spoken).toMatch(/^\d{6}$/);
    if (spoken === sms) throw new Error('the voice call should bring a new code');
    await page.fill('#login-code', spoken);
    await page.click('button[type=submit]');
    await skipPaymentPrompt(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await done();
  });

  it('an unregistered mobile is told to register, with a link that carries mobile and referral', async () => {
    const mobile = freshMobile();
    const page = await open('/login?rel=VIP8888&next=%2Flist');
    await submitLogin(page, { mobile, password: 'whatever1' });
    await page.getByRole('alert').getByText('请先注册').waitFor();
    await shot(page, 'auth-login-unregistered');
    await page.getByRole('link', { name: '立即注册' }).click();
    await page.waitForURL((u) => u.pathname === '/register');
    const u = new URL(page.url());
    expect([u.searchParams.get('mobile'), u.searchParams.get('rel'), u.searchParams.get('next')]).toEqual([mobile, 'VIP8888', '/list']);
    expect(await page.inputValue('#reg-mobile')).toBe(mobile);
    expect(await page.inputValue('#reg-referral')).toBe('VIP8888');
    await done();
  });

  it('prefills the mobile from ?mobile=', async () => {
    const page = await open('/login?mobile=13800000002');
    await page.locator('#login-mobile').waitFor();
    expect(await page.inputValue('#login-mobile')).toBe('13800000002');
    await done();
  });
});

describe('forgot password', () => {
  it('resets with the SMS code, then the new password logs in', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL('**/password/forgot');
    await page.fill('#forgot-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送/ }).waitFor();
    await page.fill('#forgot-code', await sandboxCode(mobile, 'reset'));
    await page.fill('#forgot-password', 'newpass88');
    await page.getByRole('button', { name: '显示' }).click();
    expect(await page.locator('#forgot-password').getAttribute('type')).toBe('text');
    await shot(page, 'auth-forgot');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('mobile') === mobile);
    expect(await page.inputValue('#login-mobile')).toBe(mobile);
    await page.fill('#login-password', 'newpass88');
    await page.click('button[type=submit]');
    await skipPaymentPrompt(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await done();
  });
});

describe('forgot password: a resend behind the picture captcha', () => {
  it('asks for the picture of /api/v2/register/captcha, refreshes it on a wrong answer, sends, and the reset works', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open(`/password/forgot?mobile=${mobile}`, { clock: true });
    const errors = watchErrors(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送\(60s\)/ }).waitFor();
    await page.clock.fastForward(61_000);
    await sandbox.clock(61_000); // the web layer takes a code a minute per mobile, by the server's time
    const pictures: string[] = [];
    page.on('request', (r) => /\/captcha\?/.test(r.url()) && pictures.push(new URL(r.url()).pathname));
    const first = page.waitForResponse((r) => r.url().includes('/api/v2/register/captcha'));
    await page.getByRole('button', { name: '获取验证码' }).click();
    const sheet = page.getByRole('dialog', { name: '请输入图形验证码' });
    await sheet.waitFor();
    expect(await page.getByRole('button', { name: '发送中…' }).isDisabled()).toBe(true);
    await (await first).finished();
    await sheet.locator('img').waitFor();
    await shot(page, 'auth-forgot-captcha');
    const second = page.waitForResponse((r) => r.url().includes('/api/v2/register/captcha'));
    await sheet.getByRole('textbox').fill('zzzzz');
    await sheet.getByText('验证码错误，请重新输入').waitFor();
    const { token } = (await (await second).json()) as { token: string };
    await sheet.locator('img').waitFor();
    const sent = page.waitForRequest((r) => r.url().includes('/smsCaptcha/changePwd') && r.url().includes('captcha_token='));
    await sheet.getByRole('textbox').fill(await sandboxCaptcha(token));
    expect(new URL((await sent).url()).searchParams.get('captcha_token')).toBe(token);
    await page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
    expect(await sheet.count()).toBe(0);
    expect(pictures).toEqual(['/api/v2/register/captcha', '/api/v2/register/captcha']);

    await page.fill('#forgot-code', await sandboxCode(mobile, 'reset'));
    await page.fill('#forgot-password', 'newpass99');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('mobile') === mobile);
    await page.fill('#login-password', 'newpass99');
    await page.click('button[type=submit]');
    await skipPaymentPrompt(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(unexpected(errors)).toEqual([]);
    await done();
  });
});

describe('change password', () => {
  it('checks the current password, then changes it; /more logs out', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/password/change');
    await page.waitForURL('**/login?next=%2Fpassword%2Fchange');
    await submitLogin(page, { mobile, password: 'pass1234' });
    await skipPaymentPrompt(page);
    await page.waitForURL('**/password/change');
    await page.fill('#change-current', 'wrong-one');
    await page.fill('#change-new', 'brandnew9');
    await page.fill('#change-again', 'brandnew9');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByRole('alert').getByText('原登录密码不正确').waitFor();
    expect(await page.inputValue('#change-new')).toBe('brandnew9');
    await shot(page, 'auth-change-password');
    await page.fill('#change-current', 'pass1234');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL((u) => u.pathname === '/more');
    // /more: the way out, after a confirmation (once the success toast is gone)
    await page.getByText('登录密码修改成功').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '退出登录' }).click();
    await shot(page, 'auth-more-logout');
    await page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await done();
  });
});

describe('WeChat code', () => {
  it('a bound account goes to /dashboard; the code leaves the URL', async () => {
    const page = await newPage();
    const exchanges: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/web/login') && exchanges.push(r.postData() ?? ''));
    await page.goto('/login?code=wx-code-bound&state=s1');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('总资产（元）').waitFor();
    expect(await page.evaluate(() => location.href)).not.toMatch(/code=|state=/);
    // the code was exchanged exactly once, and a reload does not exchange it again
    await page.reload();
    await page.getByText('总资产（元）').waitFor();
    expect(exchanges).toEqual(['wxCode=wx-code-bound&source=WEIXIN']);
    await done();
  });

  it('an unbound account goes to /bindmobile and registers a new mobile bound to WeChat', async () => {
    const page = await open('/login?code=wx-code-unbound');
    await page.waitForURL((u) => u.pathname === '/bindmobile');
    const u = new URL(page.url());
    expect(u.searchParams.get('socialUserId')).toMatch(/^wx-social-/);
    expect(page.url()).not.toContain('code=');
    const mobile = freshMobile();
    await page.fill('#bind-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.locator('#bind-password').waitFor();
    // the password field comes with the mobile check; the code is sent once the countdown runs
    await page.getByRole('button', { name: /重新发送/ }).waitFor();
    await page.fill('#bind-code', await sandboxCode(mobile, 'register'));
    await page.getByRole('button', { name: '随机生成8位密码' }).click();
    expect(await page.inputValue('#bind-password')).toMatch(/^(?=.*\d)(?=.*[a-zA-Z])[a-zA-Z\d]{8}$/);
    await shot(page, 'auth-bindmobile');
    await page.getByRole('button', { name: '注册并绑定' }).click();
    await page.waitForURL((x) => x.pathname === '/authentication');
    await done();
  });

  it('/bindmobile with a registered mobile logs in by SMS code and binds', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/login?code=wx-code-unbound');
    await page.waitForURL((u) => u.pathname === '/bindmobile');
    await page.fill('#bind-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送/ }).waitFor();
    expect(await page.locator('#bind-password').count()).toBe(0);
    await page.fill('#bind-code', await sandboxCode(mobile, 'login'));
    const sid = new URL(page.url()).searchParams.get('socialUserId');
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await skipPaymentPrompt(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(await boundWeixin(page)).toBe(sid);
    await done();
  });

  it('/prebind keeps an unbound WeChat account and binds it to the account that logs in', async () => {
    const { mobile, password } = await registerByApi(freshMobile());
    const page = await open('/prebind?code=wx-code-unbound');
    await page.getByText('登录已有账户，完成与微信的绑定').waitFor();
    expect(page.url()).not.toContain('code=');
    await shot(page, 'auth-prebind');
    await page.fill('#login-mobile', mobile);
    await page.fill('#login-password', password);
    await page.getByRole('button', { name: '登录并绑定' }).click();
    await skipPaymentPrompt(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(await boundWeixin(page)).toMatch(/^wx-social-/);
    await done();
  });

  it('/login?bind_social_weixin= binds that WeChat account after a password login', async () => {
    const { mobile, password } = await registerByApi(freshMobile());
    const page = await newPage();
    const res = await page.request.post('/api/web/login', { form: { wxCode: 'wx-code-unbound', source: 'WEIXIN' } });
    const sid = (await res.json()).error_description.socialUserId as string;
    await page.goto(`/login?bind_social_weixin=${sid}`);
    await page.fill('#login-mobile', mobile);
    await page.fill('#login-password', password);
    await page.getByRole('button', { name: '登录并绑定' }).click();
    await skipPaymentPrompt(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(await boundWeixin(page)).toBe(sid);
    await done();
  });

  it('/bindweixin greets the WeChat user and offers both ways', async () => {
    const page = await open('/login?code=wx-code-unbound');
    await page.waitForURL((u) => u.pathname === '/bindmobile');
    const id = new URL(page.url()).searchParams.get('socialUserId')!;
    await page.goto(`/bindweixin?socialUserId=${id}`);
    await page.getByText(/微信用户「.+」，您好/).waitFor();
    await shot(page, 'auth-bindweixin');
    expect(await page.getByRole('link', { name: '已有账户，登录并绑定' }).getAttribute('href')).toBe(`/prebind?socialUserId=${id}`);
    expect(await page.getByRole('link', { name: '没有账户，手机号注册' }).getAttribute('href')).toBe(`/bindmobile?socialUserId=${id}`);
    await done();
  });
});
