// A logout that is true (issue 35): the screen says 已退出登录 only when the server's answer
// ended the session; when that answer is lost (abort, a hang past the time-out, a 500, a
// proxy's 502) it says the logout did not finish, this phone is locked out of the session
// anyway, and the next open sends the owed logout before any other call: whatever happened,
// the browser's own cookies no longer open /api/v2/user/MYSELF after that open.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { phoneSession, shot } from '../support/phone';

const s = phoneSession();

const ENDED = '已退出登录';
const OWED = '退出未完成：网络异常，已在本机锁定登录，联网后将自动完成退出';
const LOGOUT = '**/logout';

/** /api/v2/user/MYSELF as typed into this browser: its cookies, no client of ours. */
const myself = (page: Page) => page.evaluate(() => fetch('/api/v2/user/MYSELF', { credentials: 'include' }).then((r) => r.status));

async function logOut(page: Page) {
  await page.goto('/more');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.click('.ui-dialog-ok');
}

/** The calls to the server of the next open, in the order they left. */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(api\/|logout$|getClientIp$)/.test(path)) calls.push(path);
  });
  return calls;
}

const held: Route[] = [];
const FAULTS: [string, (r: Route) => unknown][] = [
  ['abort', (r) => r.abort('connectionreset')],
  // held until the test lets the network come back (then dropped: the client gave up long before)
  ['hang', (r) => void held.push(r)],
  ['500', (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":[{"message":"SYSTEM_ERROR"}]}' })],
  ['502', (r) => r.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' })],
];

describe('logout says only what is true', () => {
  it('says 已退出登录 when the server ended the session, and the cookie opens nothing', async () => {
    const page = await s.loginAt('/dashboard');
    await page.getByText('王建国').waitFor();
    await logOut(page);
    await page.getByText(ENDED, { exact: true }).waitFor();
    await shot(page, 'logout-ended');
    expect(await myself(page)).toBe(401);
  });

  for (const [name, fault] of FAULTS) {
    it(`under ${name}: says it did not finish, locks this phone out, and the next open ends it first`, async () => {
      const page = await s.loginAt('/dashboard');
      await page.getByText('王建国').waitFor();
      await page.route(LOGOUT, fault);
      await logOut(page);
      await page.getByText(OWED).waitFor({ timeout: 15_000 });
      expect(await page.getByText(ENDED, { exact: true }).count()).toBe(0);
      await shot(page, `logout-owed-${name}`);
      // the truth of the message: the server still honours the cookie…
      expect(await myself(page)).toBe(200);
      // …but this phone shows nothing of the session, also after a reload
      await page.goto('/dashboard');
      await page.waitForURL((u) => u.pathname === '/login');
      expect(await page.getByText('王建国').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('logout_owed'))).toBe('1');
      // the phone is closed, the network comes back: the next open's first call is the owed
      // logout (with the page open, its own retries would have ended the session already)
      await page.goto('about:blank');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const r of held.splice(0)) await r.abort('connectionreset').catch(() => {});
      const calls = callsOf(page);
      const owed = page.waitForResponse((r) => new URL(r.url()).pathname === '/logout' && r.request().method() === 'POST');
      await page.goto('/');
      expect((await owed).status()).toBe(200);
      expect(calls[0]).toBe('/logout');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('logout_owed'))).toBeNull();
      expect(await myself(page)).toBe(401);
    });
  }

  it('a login after a failed logout is not ended by a late retry', async () => {
    const page = await s.loginAt('/dashboard');
    await page.route(LOGOUT, (r) => r.abort('connectionreset'));
    await logOut(page);
    await page.getByText(OWED).waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // logging in again: the owed logout goes first (it ends the old token), then the login
    await page.goto('/login?next=%2Fdashboard');
    await page.fill('#login-mobile', '13800000002');
    await page.fill('#login-password', 'demo1234');
    await page.click('button[type=submit]');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('王建国').waitFor();
    // past the retries' first backoffs: the new session lives on
    await page.waitForTimeout(6000);
    expect(await myself(page)).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('logout_owed'))).toBeNull();
  });
});
