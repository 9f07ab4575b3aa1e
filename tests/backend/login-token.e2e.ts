// Login against the family's token exchange as it answers without its old web layer (issue 35):
// { access_token, token_type, user, client, scope, createdAt } and no `success`. The auth layer
// sets `success` as that layer did, so the login screen lands on the page it came from instead
// of saying 系统繁忙 to an investor the server has logged in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, loginAnswer, submitLogin, submitRefused } from '../support/login';
import { sessionCookies, upstream } from './helpers';

const s = phoneSession();
const tokenExchange = (on: boolean) => upstream('/__upstream/token-exchange', { method: 'POST', body: JSON.stringify({ on }) });

beforeAll(() => tokenExchange(true));
afterAll(() => tokenExchange(false));

describe('backend mode: the token exchange answer without success', () => {
  it('logs in and lands on the page it came from, the token in the HttpOnly cookie only', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    // the investor opened a login-only page and was sent to log in
    await page.goto('/dashboard/invest');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/invest');
    const answer = loginAnswer(page);
    await submitLogin(page, DEMO.investor);
    const body = await (await answer).json();
    await page.waitForURL((u) => u.pathname === '/dashboard/invest');
    expect(body).toMatchObject({ success: true, token_type: 'Bearer' });
    expect(body).not.toHaveProperty('access_token');
    expect(new URL(page.url()).pathname).toBe('/dashboard/invest');
    expect(await page.getByText('系统繁忙').count()).toBe(0);
    const { ccat, hint } = await sessionCookies(page.context(), baseURL());
    expect(ccat).toMatchObject({ httpOnly: true });
    expect(hint?.value).toBe('1');
    await shot(page, 'login-token-exchange');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('a refusal keeps its code: 用户名或密码错误, no session', async () => {
    const page = await s.open('/login');
    const r = await submitRefused(page, { mobile: DEMO.newbie.mobile, password: 'wrong-pass' });
    expect(await r.json()).toMatchObject({ success: false, error_description: { result: 'FAILED' } });
    await page.locator('p[role=alert].auth-error').getByText('用户名或密码错误').waitFor();
    expect(await sessionCookies(page.context(), baseURL())).toEqual({ ccat: undefined, hint: undefined });
  });
});
