// The three outcomes of loading a session (DESIGN "Session"), against the sandbox with one
// call made to fail: unknown keeps the hint and says so; expired drops it and says 登录超时.
import { afterEach, describe, expect, it } from 'vitest';
import { flush, reload, session } from '../../runtime/session';
import { hasHint, logoutOwed } from '../../runtime/session/cookies';
import { logout } from '../../runtime/session/logout';
import { loginByPassword } from '../../modules/auth/api/login';
import { ui } from '../../runtime/ui/ui-store';

const realFetch = globalThis.fetch;
afterEach(async () => {
  globalThis.fetch = realFetch;
  await logout();
  flush();
});

/** Fails calls whose URL matches `re` with `answer`; the rest reach the sandbox. */
function failing(re: RegExp, answer: () => Response | Promise<never>) {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    re.test(String(input instanceof Request ? input.url : input)) ? Promise.resolve().then(answer) : realFetch(input, init)) as typeof fetch;
}

describe('session states', () => {
  it('a 503 on the user record keeps the hint and reports an error, not a logout', async () => {
    await loginByPassword('13800000002', 'demo1234');
    failing(/\/api\/v2\/user\/MYSELF(\?|$)/, () => new Response('<h1>503</h1>', { status: 503 }));
    await reload();
    expect(session.status).toBe('error');
    expect(session.error).toContain('暂时无法获取账户信息');
    expect(hasHint()).toBe(true);
    globalThis.fetch = realFetch;
    await reload();
    expect(session.status).toBe('ready');
    expect(session.user?.mobile).toBe('13800000002');
  });

  it('a failed side call marks its part failed instead of showing zero', async () => {
    await loginByPassword('13800000002', 'demo1234');
    failing(/\/userfund/, () => Promise.reject(new TypeError('Failed to fetch')));
    await reload();
    expect(session.status).toBe('ready');
    expect(session.fund).toBeNull();
    expect(session.failed).toContain('fund');
  });

  it('access denied drops the hint and says 登录超时 once', async () => {
    await loginByPassword('13800000002', 'demo1234');
    failing(/\/api\/v2\/user\/MYSELF(\?|$)/, () => new Response(JSON.stringify({ error: 'access_denied' }), { status: 401 }));
    await reload();
    expect(session.user).toBeNull();
    expect(hasHint()).toBe(false);
    expect(ui.toast?.text).toBe('登录超时，请重新登录');
  });

  it('logout locks this device out even when the server cannot be reached, and owes the logout', async () => {
    await loginByPassword('13800000002', 'demo1234');
    await reload();
    failing(/\/logout/, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await logout()).toBe(false);
    expect(hasHint()).toBe(false);
    expect(logoutOwed()).toBe(true);
    expect(session.user).toBeNull();
  });
});
