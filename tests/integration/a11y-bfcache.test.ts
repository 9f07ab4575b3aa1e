// A page restored from the back/forward cache re-checks the session (runtime/session/bfcache):
// it is reloaded when the investor it shows is no longer the one logged in, and left alone
// otherwise, including when the session cannot be learned.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, session } from '../../runtime/session';
import { onRestore, watchPageShow } from '../../runtime/session/bfcache';
import { clearHint } from '../../runtime/session/cookies';
import { logout } from '../../runtime/session/logout';
import { loginByPassword } from '../../modules/auth/api/login';
import { signIn } from '../support/login';
import { nothingFor } from '../support/time';

const realFetch = globalThis.fetch;
afterEach(async () => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  await logout();
  flush();
});

async function loggedIn(mobile = '13800000002') {
  await signIn(mobile);
  expect(session.user?.mobile).toBe(mobile);
}

function answer(re: RegExp, res: () => Promise<Response>) {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    re.test(String(input instanceof Request ? input.url : input)) ? res() : realFetch(input, init)) as typeof fetch;
}

describe('bfcache restore', () => {
  it('keeps the page when the same investor is still logged in', async () => {
    await loggedIn();
    const reloadPage = vi.fn();
    expect(await onRestore(reloadPage)).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(session.user?.mobile).toBe('13800000002');
  });

  it('reloads when the investor logged out in another tab meanwhile', async () => {
    await loggedIn();
    // the other tab's logout cleared the cookies this tab shares
    clearHint();
    const reloadPage = vi.fn();
    expect(await onRestore(reloadPage)).toBe(true);
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(session.user).toBeNull();
  });

  it('reloads when the token expired while the page was away', async () => {
    await loggedIn();
    answer(/\/api\/v2\/user\/MYSELF(\?|$)/, async () => new Response(JSON.stringify({ error: 'access_denied' }), { status: 401 }));
    const reloadPage = vi.fn();
    expect(await onRestore(reloadPage)).toBe(true);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('reloads when someone else logged in on this device meanwhile', async () => {
    await loggedIn();
    await loginByPassword('13800000001', 'demo1234');
    const reloadPage = vi.fn();
    expect(await onRestore(reloadPage)).toBe(true);
    expect(session.user?.mobile).toBe('13800000001');
  });

  it('keeps the page when the session cannot be learned (no silent logout)', async () => {
    await loggedIn();
    answer(/\/api\/v2\/user\/MYSELF(\?|$)/, () => Promise.reject(new TypeError('Failed to fetch')));
    const reloadPage = vi.fn();
    expect(await onRestore(reloadPage)).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(session.user?.mobile).toBe('13800000002');
  });

  it('keeps a logged-out page that is still logged out', async () => {
    flush();
    const reloadPage = vi.fn();
    expect(await onRestore(reloadPage)).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('acts on a restore only, not on an ordinary page show', async () => {
    await loggedIn();
    const reloadSpy = vi.spyOn(location, 'reload').mockImplementation(() => {});
    watchPageShow();
    clearHint();
    const show = (persisted: boolean) => dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    show(false);
    // nothing may follow an ordinary show: a moment of nothing is the observation itself
    await nothingFor(50);
    expect(session.user?.mobile).toBe('13800000002');
    show(true);
    await vi.waitFor(() => expect(reloadSpy).toHaveBeenCalledOnce());
  });
});
