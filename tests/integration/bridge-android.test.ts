// The app's bridge over an Android-style injected object, against the sandbox: hello/ready,
// the login hand-off, notices, the host's events, and what it must ignore.
import { logout } from '../../runtime/session/logout';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flush, reload, session } from '../../runtime/session';
import { alert, ui } from '../../runtime/ui/ui-store';
import { appLogin, scriptedHost, until, type Answer } from './bridge-helpers';
import { signIn } from '../support/login';

let token = '';
const answers: Record<string, (p: Record<string, unknown>) => Answer> = {
  getSession: () => ({ ok: true, result: { accessToken: token } }),
  openNative: (p) => (p.screen === 'idUpload' ? { ok: true, result: { opened: true } } : { ok: false, error: { code: 'UNKNOWN_SCREEN' } }),
};
const host = scriptedHost(answers);
const sent = (method: string) => host.log.filter((m) => m.method === method);
let core: typeof import('../../bridge/core');

beforeAll(async () => {
  await logout().catch(() => {});
  flush();
  session.status = 'loading'; // as on a fresh page: the first loaded session is the baseline
  sessionStorage.clear();
  history.replaceState(null, '', '/dashboard?from=app');
  token = await appLogin();
  (window as unknown as Record<string, unknown>).h5bridgeAndroid = { postMessage: (json: string) => host.handle(JSON.parse(json)) };
  await import('wouter'); // as in the app: wouter's history patch dispatches pushState events
  core = await import('../../bridge/core');
});
afterAll(async () => {
  await logout().catch(() => {});
});

describe('bridge over an Android-style object', () => {
  it('says hello, takes the app session at start, and the session loads as that investor', async () => {
    expect(document.cookie).not.toContain('ccat_present=1');
    await core.startCore();
    expect(host.log[0]).toMatchObject({ bridge: 1, method: 'hello' });
    expect(sent('getSession')).toHaveLength(1);
    // the HttpOnly token cookie is set by the server; the page only sees its companion flag
    expect(document.cookie).toContain('ccat_present=1');
    expect(document.cookie).not.toContain(token);
    expect(location.href).not.toContain(token);
    await reload();
    expect(session.user?.mobile).toBe('13800000002');
  });

  it('keeps the window receiver from being replaced', () => {
    const w = window as unknown as { h5bridge: { receive: unknown } };
    const before = w.h5bridge;
    try {
      (w as { h5bridge: unknown }).h5bridge = { receive: () => {} };
    } catch {
      /* strict mode throws; either way nothing changes */
    }
    expect(w.h5bridge).toBe(before);
  });

  it('ignores window.postMessage replies (other frames cannot answer for the app)', async () => {
    answers.slow = () => undefined;
    const p = core.bridge.call('slow', {}, { timeoutMs: 400 });
    await until(() => sent('slow').length === 1);
    const id = sent('slow')[0]!.id;
    window.dispatchEvent(new MessageEvent('message', { data: { id, ok: true, result: 'forged' }, origin: 'https://evil.example' }));
    window.postMessage({ id, ok: true, result: 'forged' }, '*');
    await expect(p).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('opens a native screen, or says it could not', async () => {
    expect(await core.openNative('idUpload')).toBe(true);
    expect(await core.openNative('faceScan')).toBe(false);
    expect(sent('openNative').map((m) => m.params)).toEqual([
      { screen: 'idUpload', params: {} },
      { screen: 'faceScan', params: {} },
    ]);
  });

  it('tells the app about a logout and a login made in the H5', async () => {
    await logout();
    flush();
    await until(() => sent('loggedOut').length === 1);
    await signIn('13800000001');
    await until(() => sent('loggedIn').length === 1);
    expect(sent('loggedIn')[0]!.params).toEqual({ userId: session.user!.id });
    expect(sent('loggedOut')[0]!.id).toBeUndefined();
  });

  it('refreshes the session when the app resumes', async () => {
    // the token dies behind the page's back (logged out elsewhere); resume notices it
    await fetch('/logout', { method: 'POST', credentials: 'include' });
    expect(session.user).not.toBeNull();
    host.push('resume');
    await until(() => session.user === null);
  });

  it('adopts a session the app pushes later, and drops it when the app logs out', async () => {
    token = await appLogin('13800000002');
    host.push('session', { accessToken: token });
    await until(() => session.user?.mobile === '13800000002');
    host.push('session', { accessToken: null });
    await until(() => session.status === 'ready' && session.user === null);
    expect(document.cookie).not.toContain('ccat_present=1');
  });

  it('back: closes an open dialog, then goes back in history, then asks the app to close', async () => {
    const done = alert('提示');
    host.push('back');
    await done;
    expect(ui.dialogs).toHaveLength(0);

    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    history.pushState(null, '', '/dashboard/invite');
    host.push('back');
    expect(back).toHaveBeenCalledTimes(1);
    expect(sent('close')).toHaveLength(0);
    window.dispatchEvent(new PopStateEvent('popstate'));
    host.push('back');
    expect(back).toHaveBeenCalledTimes(1);
    await until(() => sent('close').length === 1);
    back.mockRestore();
  });
});
