// Registration journeys on a phone: VIP referral link to the 8888 coupon screen, plain
// registration to /authentication, the agreement sheet, the graphic captcha on a resend and
// the taken-mobile choice.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { freshMobile, registerByApi, sandbox, sandboxCaptcha, sandboxCode } from '../support/sandbox';

const session = phoneSession();
const newPage = session.newPage;
const done = session.done;
async function open(path: string, o: { clock?: boolean } = {}): Promise<Page> {
  const page = await session.open(path, o);
  await page.locator('#reg-mobile').waitFor();
  return page;
}

/** Every URL the page asked for, to prove the password never travels in one. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  return urls;
}

async function fillAndSendCode(page: Page, mobile: string) {
  await page.fill('#reg-mobile', mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
  await page.fill('#reg-code', await sandboxCode(mobile, 'register'));
}

describe('register', () => {
  it('with a VIP referral link: referral checked, SMS code, coupon screen with 8888, then authentication', async () => {
    const page = await open('/register?ref=VIP8888');
    const errors = watchErrors(page);
    const urls = watchUrls(page);
    expect(await page.inputValue('#reg-referral')).toBe('VIP8888');
    await page.getByText(/推荐人：李\*+，注册即得8888元VIP专属红包/).waitFor();
    const mobile = freshMobile();
    await fillAndSendCode(page, mobile);
    await page.getByRole('button', { name: '随机生成8位密码' }).click();
    const password = await page.inputValue('#reg-password');
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-zA-Z])[a-zA-Z\d]{8}$/);
    expect(await page.locator('#reg-password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: '隐藏' }).click();
    expect(await page.locator('#reg-password').getAttribute('type')).toBe('password');
    await page.getByRole('checkbox').check();
    await shot(page, 'auth-register-vip');
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.getByText('恭喜您获得').waitFor();
    expect(await page.locator('.auth-coupon strong').textContent()).toBe('8888元');
    await shot(page, 'auth-register-coupon');
    await page.getByRole('button', { name: '立即实名认证' }).click();
    await page.waitForURL((u) => u.pathname === '/authentication');
    const go = page.getByRole('link', { name: '立即实名认证' });
    await go.waitFor();
    expect(await go.getAttribute('href')).toBe('/dashboard/payment/bind-card?next=%2Fdashboard');
    await shot(page, 'auth-authentication');
    // logged in as the new account, and the password went nowhere but the two POST bodies
    const me = await page.evaluate(() => fetch('/api/v2/user/MYSELF').then((r) => r.json()));
    expect(me.mobile).toBe(mobile);
    expect(urls.filter((u) => u.includes(password))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(password);
    expect(unexpected(errors)).toEqual([]);
    await done();
  });

  it('without a referral: straight to /authentication, which leads to bind card', async () => {
    const page = await open('/register');
    const mobile = freshMobile();
    await fillAndSendCode(page, mobile);
    await page.fill('#reg-password', 'mypass123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.waitForURL((u) => u.pathname === '/authentication');
    await page.getByRole('link', { name: '立即实名认证' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/payment/bind-card' && u.searchParams.get('next') === '/dashboard');
    await done();
  });

  it('a referrer mobile link (rel=) registers as referral; carries next to /authentication', async () => {
    const page = await open('/register?rel=13800000002&next=%2Flist');
    await page.getByText('推荐人：王**').waitFor();
    await fillAndSendCode(page, freshMobile());
    await page.fill('#reg-password', 'mypass123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.waitForURL((u) => u.pathname === '/authentication' && u.searchParams.get('next') === '/list');
    await done();
  });

  it('the agreement sheet shows the first REGISTER_AGREEMENT text; DOMPurify loads only then', async () => {
    // DOMPurify travels in a shared chunk with a hashed name: find it by its content (its
    // trusted-types policy is named 'dompurify')
    const page = await newPage();
    const purify: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('.js') && /dompurify/i.test(await r.text().catch(() => ''))) purify.push(r.url());
    });
    await page.goto('/register');
    await page.locator('#reg-mobile').waitFor();
    await page.waitForLoadState('networkidle');
    expect(purify).toEqual([]);
    await page.getByRole('button', { name: '《注册服务协议》' }).click();
    const sheet = page.getByRole('dialog', { name: /注册服务协议/ });
    await sheet.getByText('第一条 注册与账户').waitFor();
    await expect.poll(() => purify.length).toBe(1);
    await shot(page, 'auth-register-agreement');
    await sheet.getByRole('button', { name: '我已阅读并同意' }).click();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await done();
  });

  it('asks for the graphic captcha when the server does (a resend), and refreshes it on a wrong answer', async () => {
    const page = await open('/register', { clock: true });
    const mobile = freshMobile();
    await page.fill('#reg-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /重新发送\(60s\)/ }).waitFor();
    await page.clock.fastForward(61_000);
    await sandbox.clock(61_000); // the web layer takes a code a minute per mobile, by the server's time
    const first = page.waitForResponse((r) => r.url().includes('/api/v2/captcha'));
    await page.getByRole('button', { name: '获取验证码' }).click();
    const sheet = page.getByRole('dialog', { name: '请输入图形验证码' });
    await sheet.waitFor();
    expect(await page.getByRole('button', { name: '发送中…' }).isDisabled()).toBe(true);
    await (await first).finished();
    await sheet.locator('img').waitFor();
    await shot(page, 'auth-register-captcha');
    const second = page.waitForResponse((r) => r.url().includes('/api/v2/captcha'));
    await sheet.getByRole('textbox').fill('zzzzz');
    await sheet.getByText('验证码错误，请重新输入').waitFor();
    const { token } = await (await second).json();
    await sheet.locator('img').waitFor();
    await sheet.getByRole('textbox').fill(await sandboxCaptcha(token));
    await page.getByRole('button', { name: /重新发送\(\d+s\)/ }).waitFor();
    expect(await sheet.count()).toBe(0);
    expect(await page.inputValue('#reg-mobile')).toBe(mobile);
    await done();
  });

  it('a registered mobile: choose to re-enter (mobile kept and selected) or to go to login', async () => {
    const { mobile } = await registerByApi(freshMobile());
    const page = await open('/register?ref=VIP8888');
    await page.fill('#reg-mobile', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const dlg = page.getByRole('dialog', { name: '手机号已注册' });
    await dlg.waitFor();
    await shot(page, 'auth-register-taken');
    await dlg.getByRole('button', { name: '重新输入' }).click();
    expect(await page.inputValue('#reg-mobile')).toBe(mobile);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reg-mobile');
    expect(await page.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await dlg.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('mobile') === mobile && u.searchParams.get('ref') === 'VIP8888');
    expect(await page.inputValue('#login-mobile')).toBe(mobile);
    await done();
  });

  it('MOBILE_EXISTS at submit (taken meanwhile on another device) offers the same choice', async () => {
    const page = await open('/register');
    const mobile = freshMobile();
    await fillAndSendCode(page, mobile);
    await page.fill('#reg-password', 'mypass123');
    await page.getByRole('checkbox').check();
    // the check says free, the register call finds it taken
    await page.route('**/api/v2/register/check_mobile', (r) => r.fulfill({ json: { success: true, data: true, error: [] } }));
    const other = await page.request.post('/api/web/register/submitFromMobile', {
      form: { mobile, password: 'other999', mobile_captcha: await sandboxCode(mobile, 'register') },
    });
    expect((await other.json()).success).toBe(true);
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.getByRole('dialog', { name: '手机号已注册' }).waitFor();
    await done();
  });

  it('a logged-in visitor is sent from /register to /dashboard', async () => {
    const { mobile, password } = await registerByApi(freshMobile());
    const page = await newPage();
    await page.request.post('/api/web/login', { form: { loginName: mobile, password, source: 'MOBILE' } });
    await page.goto('/register');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await done();
  });
});
