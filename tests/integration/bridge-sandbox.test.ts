// The sandbox calls this issue adds, parsed by the client's own schemas where a screen reads
// them: the WeChat signature, the login hand-off, the user signature, and the invite
// screen's summary and list.
import { logout } from '../../runtime/session/logout';
import { afterEach, describe, expect, it } from 'vitest';
import { flush, reload, session } from '../../runtime/session';
import { loginByPassword } from '../../modules/auth/api/login';
import { getInvitees } from '../../modules/profile/api/invite';
import { getInviteSummary } from '../../kit/entity/invite-summary';
import { adoptToken } from '../../bridge/handoff';
import { wxSignature, WX_APP_ID } from '../../server/sandbox/routes/wechat';
import { appLogin } from './bridge-helpers';

afterEach(async () => {
  await logout().catch(() => {});
  flush();
});

const json = (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body), credentials: 'include' });

describe('POST /wx/signature', () => {
  it('echoes timestamp, nonceStr and url, and adds a valid signature and the appId', async () => {
    const req = { timestamp: 1700000000, nonceStr: 'abc123', url: 'https://h5.example.com/register?ref=WANG88' };
    const r = await json('/wx/signature', req);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ ...req, appId: WX_APP_ID, signature: wxSignature('abc123', '1700000000', req.url) });
  });

  it('refuses a URL with a # part (WeChat never signs one) and incomplete requests', async () => {
    expect((await json('/wx/signature', { timestamp: 1, nonceStr: 'n', url: 'https://h5.example.com/#/x' })).status).toBe(400);
    expect((await json('/wx/signature', { nonceStr: 'n', url: 'https://h5.example.com/' })).status).toBe(400);
  });
});

describe('POST /api/web/handoff', () => {
  it('turns an app token into this origin session', async () => {
    const token = await appLogin('13800000001');
    expect(await adoptToken(token)).toEqual({ userId: expect.any(String) });
    expect(document.cookie).toContain('ccat_present=1');
    await reload();
    expect(session.user?.mobile).toBe('13800000001');
  });

  it('refuses unknown tokens and form posts (no login CSRF from another site)', async () => {
    await expect(adoptToken('not-a-token')).rejects.toMatchObject({ code: 'INVALID_TOKEN', status: 401 });
    const token = await appLogin();
    const form = await json('/api/web/handoff', `accessToken=${token}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    // a cross-site page's simple request with a JSON-looking parameter is not JSON either
    const plain = await json('/api/web/handoff', { accessToken: token }, { 'content-type': 'text/plain; x=application/json' });
    expect(plain.status).toBe(415);
    expect(document.cookie).not.toContain('ccat_present=1');
  });
});

describe('user signature', () => {
  it('signs the current user for shared links; a visitor is refused', async () => {
    expect((await fetch('/api/v2/users/MYSELF/getUserSignature')).status).toBe(401);
    await loginByPassword('13800000002', 'demo1234');
    const r = await (await fetch('/api/v2/users/MYSELF/getUserSignature', { credentials: 'include' })).json();
    expect(r.data).toMatchObject({ userId: expect.any(String), sTime: expect.any(String), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});

describe('invite calls', () => {
  it('count the friends the investor invited and the red packets earned (a count, not yuan)', async () => {
    await loginByPassword('13800000002', 'demo1234');
    expect(await getInviteSummary()).toEqual({ count: 4, coupons: 1 });
    // the family's bare {count, totalCoupons}
    expect(await (await fetch('/api/v2/reward/getReferUserCountAndReward/MYSELF', { credentials: 'include' })).json()).toEqual({ count: 4, totalCoupons: 1 });
  });

  it('list them newest first, each under `user` in full from the sandbox, masked by the client, ten per page', async () => {
    await loginByPassword('13800000002', 'demo1234');
    const raw = await (await fetch('/api/v2/user/MYSELF/invite?pageNo=1&pageSize=10', { credentials: 'include' })).json();
    expect(raw.data.results[0].user).toMatchObject({ id: expect.any(String), mobile: expect.stringMatching(/^1\d{10}$/) });
    const p = await getInvitees(1);
    expect(p.total).toBe(4);
    expect(p.items).toHaveLength(4);
    expect(new Set(p.items.map((f) => f.id)).size).toBe(4);
    for (const f of p.items) {
      expect(f.mobile).toMatch(/^1\d\d\*{4}\d{4}$/);
      expect(f.name).toMatch(/^\S\*+$/);
    }
    const dates = p.items.map((f) => Number(f.registerDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((await getInvitees(2)).items).toEqual([]);
  });

  it('need a session', async () => {
    expect((await fetch('/api/v2/user/MYSELF/invite?pageNo=1&pageSize=10')).status).toBe(401);
  });
});
