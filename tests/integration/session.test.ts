import { afterEach, describe, expect, it, vi } from 'vitest';
import { askRestAfter, flush, reload, session, whenUser } from '../../runtime/session';
import { loginByPassword } from '../../modules/auth/api/login';
import { logout } from '../../runtime/session/logout';
import { nothingFor } from '../support/time';

afterEach(async () => {
  await logout().catch(() => {});
  flush();
});

describe('session against the sandbox', () => {
  it('stays logged out without the auth cookie, and asks the server nothing', async () => {
    await reload();
    expect(session.status).toBe('ready');
    expect(session.user).toBeNull();
    expect(session.flags.has_logged_in).toBe(false);
  });

  it('removes a stored return_url cookie at start', async () => {
    document.cookie = 'return_url=/somewhere; path=/';
    await reload();
    expect(document.cookie).not.toContain('return_url');
  });

  it('loads the seasoned investor with cards, payment password and invest history', async () => {
    await loginByPassword('13800000002', 'demo1234');
    await reload();
    expect(session.user?.mobile).toBe('13800000002');
    expect(session.fundAccounts.length).toBe(2);
    expect(session.flags).toEqual({
      has_logged_in: true,
      has_bank_card: true,
      has_payment_account: true,
      has_payment_password: true,
      is_newbie: false,
      verified: true,
    });
    expect(session.inviteCode).toBe('WANG88');
    expect(session.fund?.availableAmount).toBeGreaterThan(0);
    expect(session.bankConstraints.length).toBeGreaterThan(0);
  });

  it('derives newbie flags for the newbie', async () => {
    await loginByPassword('13800000001', 'demo1234');
    await reload();
    expect(session.flags).toMatchObject({ has_logged_in: true, has_bank_card: false, has_payment_password: false, is_newbie: true });
  });

  it('flushes the session after logout', async () => {
    await loginByPassword('13800000002', 'demo1234');
    await reload();
    await logout();
    await reload();
    expect(session.user).toBeNull();
    expect(document.cookie).not.toContain('ccat_present=1');
  });

  it('names the investor as soon as the user record is in, before the account’s other calls (whenUser)', async () => {
    await loginByPassword('13800000002', 'demo1234');
    Object.assign(session, { status: 'loading', user: null });
    const done = reload();
    await whenUser();
    expect(session.user?.mobile).toBe('13800000002');
    // status and flags wait for the whole session
    expect(session.status).toBe('loading');
    expect(session.flags.has_logged_in).toBe(false);
    await done;
    expect(session.status).toBe('ready');
    expect(session.flags.has_logged_in).toBe(true);
  });

  it('asks the account’s other parts only once a landing’s content is up (askRestAfter)', async () => {
    await loginByPassword('13800000002', 'demo1234');
    Object.assign(session, { status: 'loading', user: null });
    const asked = vi.spyOn(globalThis, 'fetch');
    let landed!: () => void;
    askRestAfter(new Promise<void>((r) => (landed = r)));
    const done = reload();
    await whenUser();
    await nothingFor(50);
    const paths = () => asked.mock.calls.map((c) => new URL(String(c[0] instanceof Request ? c[0].url : c[0]), location.href).pathname);
    expect(paths()).toEqual(['/api/v2/user/MYSELF']);
    expect(session.status).toBe('loading');
    landed();
    await done;
    expect(paths()).toContain('/api/v2/multiPayment/router/MYSELF/fundAccounts');
    expect(session.status).toBe('ready');
    expect(session.flags.has_bank_card).toBe(true);
    // the next load asks everything at once again
    asked.mockClear();
    await reload();
    expect(paths().length).toBe(8);
    asked.mockRestore();
  });

  it('settles whenUser without a user when logged out', async () => {
    Object.assign(session, { status: 'loading', user: null });
    await whenUser();
    expect(session.user).toBeNull();
    expect(session.status).toBe('ready');
  });
});
