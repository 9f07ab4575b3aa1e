// The investor's session in Chromium when the API is a real backend's (API_TARGET): the backend
// answers the login with the token in the body and sets no cookie; the app server, as the auth
// layer, keeps the token in the HttpOnly cookie. Login, balances, a recharge, and logout (also
// when the backend's logout fails).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, phoneSession, watchErrors } from '../support/phone';
import { DEMO, loginAt, submitRefused, type Who } from '../support/login';
import { formatFen, toFen } from '../../domain/format/money';
import { backendToken, deposits, failUpstreamLogout, sessionCookies, upstream, upstreamURL } from './helpers';
import { typePin } from '../support/keypad';

const s = phoneSession();

const investor = DEMO.investor;
// A refused call is a 4xx on the wire, which Chromium logs; anything else is a real error.
const real = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));

/** The investor's name and available balance, as the backend has them. */
async function backendView() {
  const auth = { headers: { authorization: `Bearer ${await backendToken(investor.mobile)}` } };
  const me = await upstream<{ id: string; name: string }>('/api/v2/user/MYSELF', auth);
  const fund = await upstream<{ availableAmount: number }>(`/api/v2/user/${me.id}/userfund`, auth);
  return { name: me.name, available: formatFen(toFen(fund.availableAmount)) };
}

async function loggedIn(): Promise<{ ctx: BrowserContext; page: Page; errors: string[]; loginBody: string }> {
  const page = await s.newPage();
  const errors = watchErrors(page);
  const loginBody = await (await loginAt(page, '/dashboard', investor)).text();
  return { ctx: page.context(), page, errors, loginBody };
}

const available = (page: Page) => page.locator('.dash-figures div', { hasText: '可用余额' }).locator('dd');

async function logoutFromMore(page: Page) {
  await page.goto('/more');
  await page.getByRole('button', { name: '退出登录' }).click();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/logout');
  await page.click('.ui-dialog-ok');
  const r = await answer;
  return { status: r.status(), body: (await r.json()) as unknown };
}

describe('backend mode: the login screen reads the refusals as the backend sends them', () => {
  // HTTP 200 { error, error_description: { result, failedAttempts }, success: false }, passed on
  // by the auth layer with no cookie (tbus web/src/ccc/login/middlewares.js ret())
  async function refused(who: Who, tries = 1) {
    const page = await s.open('/login');
    let last = { status: 0, body: '' };
    for (let i = 0; i < tries; i++) {
      const r = await submitRefused(page, who);
      last = { status: r.status(), body: await r.text() };
    }
    const alert = page.locator('p[role=alert].auth-error');
    return { ctx: page.context(), page, alert, last };
  }

  it('FAILED: a wrong password, the fields kept, no session', async () => {
    const { ctx, page, alert, last } = await refused({ mobile: investor.mobile, password: 'wrong-pass' });
    expect(last.status).toBe(200);
    expect(JSON.parse(last.body)).toMatchObject({ error: 'invalid_request', error_description: { result: 'FAILED' }, success: false });
    await alert.getByText('用户名或密码错误').waitFor();
    expect(await page.inputValue('#login-password')).toBe('wrong-pass');
    expect(await sessionCookies(ctx, baseURL())).toEqual({ ccat: undefined, hint: undefined });
  });

  it('TOO_MANY_ATTEMPT after five wrong passwords', async () => {
    const { alert } = await refused({ mobile: DEMO.unverified.mobile, password: 'wrong-pass' }, 5);
    await alert.getByText('密码错误次数过多，账户已被锁定，使用验证码登录即可解锁').waitFor();
  });

  it('USER_DISABLED', async () => {
    const { alert } = await refused({ mobile: '13800000005', password: 'demo1234' });
    await alert.getByText('账户已被冻结，请联系客服').waitFor();
  });
});

describe('backend mode: the investor session', () => {
  it('logs in with the password, lands on the dashboard with name and balances; the token stays HttpOnly', async () => {
    const want = await backendView();
    const { ctx, page, errors, loginBody } = await loggedIn();
    await page.locator('.dash-user', { hasText: want.name }).waitFor();
    await available(page).filter({ hasText: want.available }).waitFor();
    expect(await page.locator('.dash-figures dd', { hasText: '--' }).count()).toBe(0);

    // what the page saw of the login answer, and what it can read of the cookies
    expect(loginBody).not.toContain('access_token');
    const { ccat, hint } = await sessionCookies(ctx, baseURL());
    expect(ccat).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(ccat!.value).toMatch(/^\w{20,}$/);
    expect(hint?.value).toBe('1');
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain('ccat_present=1');
    expect(readable).not.toContain(ccat!.value);
    expect(real(errors)).toEqual([]);
  });

  it('recharges 100 yuan: one deposit in the backend ledger, the new balance on the dashboard', async () => {
    const before = await deposits(investor.mobile);
    const { page, errors } = await loggedIn();
    await page.goto('/dashboard/recharge');
    await page.fill('#rc-amount', '100');
    await page.click('.pay-main');
    const pw = page.getByRole('group', { name: '支付密码，6位数字' });
    await typePin(pw, '123456');
    await page.locator('.ui-result-msg', { hasText: '成功充值' }).waitFor();
    const after = await deposits(investor.mobile);
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({ type: 'DEPOSIT', amount: 100, status: 'SUCCESSFUL' });
    await page.goto('/dashboard');
    await available(page)
      .filter({ hasText: (await backendView()).available })
      .waitFor();
    expect(real(errors)).toEqual([]);
  });

  it('logs out from /more: the backend is told, the cookies are gone, /dashboard asks for the login', async () => {
    const { ctx, page, errors } = await loggedIn();
    const token = (await sessionCookies(ctx, baseURL())).ccat!.value;
    const out = await logoutFromMore(page);
    expect(out).toEqual({ status: 200, body: { success: true, data: { upstream: true }, error: [] } });
    expect(await sessionCookies(ctx, baseURL())).toEqual({ ccat: undefined, hint: undefined });
    // revoked in the backend too
    const me = await fetch(`${upstreamURL()}/api/v2/user/MYSELF`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(real(errors)).toEqual([]);
  });

  it.each(['status', 'drop'] as const)('logs out on this device when the backend logout fails (%s)', async (fail) => {
    await failUpstreamLogout(fail);
    try {
      const { ctx, page } = await loggedIn();
      const out = await logoutFromMore(page);
      expect(out).toEqual({ status: 200, body: { success: true, data: { upstream: false }, error: [] } });
      expect(await sessionCookies(ctx, baseURL())).toEqual({ ccat: undefined, hint: undefined });
      await page.goto('/dashboard');
      await page.waitForURL((u) => u.pathname === '/login');
    } finally {
      await failUpstreamLogout(null);
    }
  });
});
