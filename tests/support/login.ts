// Logging a demo account in, once for every kind of test: through the login screen in
// Chromium, over HTTP (a form POST, as the native app's client or another device does), and in
// happy-dom through the app's own API call. Tests of the login itself drive the form by hand.
import type { APIRequestContext, Page, Response } from 'playwright-core';
import { loginByPassword } from '../../modules/auth/api/login';
import { reload } from '../../runtime/session';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { sandboxCaptcha } from './sandbox';

/** The README's demo accounts (mobile, password, user id). */
export const DEMO = DEMO_ACCOUNTS;
export interface Who {
  mobile: string;
  password: string;
}

// ---- in Chromium

/** Fills the login screen `page` is on and submits it (a refused one too: nothing is awaited). */
export async function submitLogin(page: Page, who: Who) {
  await page.fill('#login-mobile', who.mobile);
  await page.fill('#login-password', who.password);
  await page.click('button[type=submit]');
}

/** The answer to the next login call of `page`. */
export const loginAnswer = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/web/login'));

/** The latest login picture token each page was given (the web layer's, server/guard). */
const pictureTokens = new WeakMap<Page, string>();
function watchLoginPictures(page: Page) {
  if (pictureTokens.has(page)) return;
  pictureTokens.set(page, '');
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.endsWith('/api/web/login/captcha')) return;
    r.json().then(
      (j: { token?: string }) => j.token && pictureTokens.set(page, j.token),
      () => {},
    );
  });
}

/**
 * Reads the picture the web layer asks for after a few refused logins, as a user would: types
 * its answer into the sheet, which sends the login again. That login's answer.
 */
export async function readLoginPicture(page: Page): Promise<Response> {
  watchLoginPictures(page);
  const sheet = page.getByRole('dialog', { name: '请输入图形验证码' });
  await sheet.locator('img').waitFor();
  const token = await waitFor(() => pictureTokens.get(page) || null);
  const answer = loginAnswer(page);
  await sheet.getByRole('textbox').fill(await sandboxCaptcha(token));
  pictureTokens.set(page, '');
  return answer;
}

const waitFor = async <T>(read: () => T | null): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const v = read();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no login picture was given');
};

/**
 * Submits a login the server refuses; its answer, once the form can be used again. When the
 * web layer wants its picture read first (after three refusals of a mobile), it is read.
 */
export async function submitRefused(page: Page, who: Who): Promise<Response> {
  watchLoginPictures(page);
  const answer = loginAnswer(page);
  await submitLogin(page, who);
  let r = await answer;
  if (r.status() === 403) r = await readLoginPicture(page);
  await page.locator('button[type=submit]:not([disabled])').waitFor();
  return r;
}

/** Whether the page's location is `path`: its path, and each parameter of its query. */
const at = (path: string) => {
  const want = new URL(path, 'http://h5.test');
  return (u: URL) => u.pathname === want.pathname && [...want.searchParams].every(([k, v]) => u.searchParams.get(k) === v);
};

/**
 * Logs `who` in from /login?next=`path` and waits until the app lands there. Accounts
 * without a card or payment password are asked to set one up first: `prompt` skips that
 * question (a caller knows its account has one, so a missing prompt fails the wait).
 */
export async function loginAt(page: Page, path = '/dashboard', who: Who = DEMO.investor, o: { prompt?: boolean } = {}): Promise<Response> {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  const answer = loginAnswer(page);
  await submitLogin(page, who);
  if (o.prompt) await page.getByRole('dialog').getByRole('button', { name: '跳过' }).click();
  await page.waitForURL(at(path));
  return await answer;
}

/** Starts `page` logged in as `who` (on /dashboard), or on / as a visitor. */
export async function landAs(page: Page, who: Who | null) {
  if (!who) return void (await page.goto('/'));
  await loginAt(page, '/dashboard', who);
}

// ---- over HTTP

/** The login form's fields as the app posts them. */
export const loginFields = (who: Who = DEMO.investor, source = 'MOBILE') => ({ loginName: who.mobile, password: who.password, source });

/** Logs in through a browser context's cookie jar (no screen), as the app's form would. */
export async function loginByRequest(request: APIRequestContext, who: Who = DEMO.investor, origin = '') {
  const r = await request.post(`${origin}/api/web/login`, { form: loginFields(who) });
  if (!r.ok()) throw new Error(`login of ${who.mobile} failed: ${r.status()}`);
  return r;
}

/**
 * Logs in with a form POST to `origin`; the session as a Cookie header, and the token in the
 * answer's body (which the auth layer removes in backend mode).
 */
export async function loginOverHttp(origin: string, who: Who = DEMO.investor): Promise<{ status: number; cookie: string; token?: string }> {
  const res = await fetch(`${origin}/api/web/login`, { method: 'POST', body: new URLSearchParams(loginFields(who)) });
  const body = (await res.json()) as { access_token?: string } | null;
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, cookie, token: body?.access_token };
}

// ---- in happy-dom

/**
 * Logs `mobile` in through the app's own API call and loads the session the screens read.
 * (The app's modules are imported with the file, not on the call: a test that resets the
 * module registry still signs in the session its screens read.)
 */
export async function signIn(mobile: string = DEMO.investor.mobile, password = 'demo1234') {
  await loginByPassword(mobile, password);
  await reload();
}
