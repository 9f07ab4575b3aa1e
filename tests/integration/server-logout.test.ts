// @vitest-environment node
// Logout in sandbox mode: the cookies are cleared in the answer that revoked the token, never
// without it, so a failed logout (SANDBOX_FAULTS) leaves the client a cookie to retry with.
// In backend mode the auth layer clears them always and keeps revoking upstream itself.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginForm, send, type Wire } from './server-http';
import { appPerFile } from '../support/sandbox';
import { stackPerFile } from './backend-stack';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
const CLEARED = ['ccat=; Max-Age=0; HttpOnly; Path=/; SameSite=Lax', 'ccat_present=; Max-Age=0; Path=/; SameSite=Lax'];

const app = appPerFile({ dist: '/nonexistent' });
let origin = '';
beforeAll(() => {
  origin = app.origin;
});
afterEach(() => send(origin, '/__sandbox/faults', { method: 'POST', headers: JSON_TYPE, body: '[]' }));

const cookieOf = (w: Wire) => w.cookies.map((c) => c.split(';')[0]).join('; ');
const session = async () => cookieOf(await send(origin, '/api/web/login', { ...loginForm(), headers: FORM }));
const faults = (rules: unknown[]) => send(origin, '/__sandbox/faults', { method: 'POST', headers: JSON_TYPE, body: JSON.stringify(rules) });
/** The browser's jar after an answer: what it had, minus what the answer cleared. */
const jarAfter = (cookie: string, answer: Wire) => {
  const cleared = answer.cookies.filter((c) => /Max-Age=0/.test(c)).map((c) => c.split('=')[0]);
  return cookie
    .split('; ')
    .filter((c) => !cleared.includes(c.split('=')[0]!))
    .join('; ');
};

describe('sandbox mode: POST /logout', () => {
  it('clears both cookies and ends the session when it succeeds', async () => {
    const cookie = await session();
    const r = await send(origin, '/logout', { method: 'POST', headers: { cookie, origin, 'sec-fetch-site': 'same-origin' } });
    expect(r.status).toBe(200);
    expect(r.cookies).toEqual(CLEARED);
    expect((await send(origin, '/api/v2/user/MYSELF', { headers: { cookie } })).status).toBe(401);
  });

  // the retry that follows a failed logout carries the cookie: the answer that clears it is the
  // one that revoked the token, so a cleared cookie never leaves a live token behind
  it.each([
    ['error500', { kind: 'error500' }, 500],
    ['error500 503', { kind: 'error500', status: 503 }, 503],
    ['html (a captive portal)', { kind: 'html' }, 200],
    ['denied', { kind: 'denied' }, 401],
  ])('keeps cookie and token together when the logout fails with %s, and the retry ends both', async (_name, rule, status) => {
    const cookie = await session();
    await faults([{ path: '/logout', ...rule }]);
    const r = await send(origin, '/logout', { method: 'POST', headers: { cookie } });
    expect(r.status).toBe(status);
    expect(r.cookies).toEqual([]);
    expect(jarAfter(cookie, r)).toBe(cookie);
    expect((await send(origin, '/api/v2/user/MYSELF', { headers: { cookie } })).status).toBe(200);
    await faults([]);
    const retry = await send(origin, '/logout', { method: 'POST', headers: { cookie: jarAfter(cookie, r) } });
    expect(retry.cookies).toEqual(CLEARED);
    expect((await send(origin, '/api/v2/user/MYSELF', { headers: { cookie } })).status).toBe(401);
  });

  it.each([
    ['malformed', { kind: 'malformed' }, 200],
    ['shape', { kind: 'shape' }, 200],
    ['latency', { kind: 'latency', ms: 50 }, 200],
  ])('clears both cookies with the token when the work was done and the answer is %s', async (_name, rule, status) => {
    const cookie = await session();
    await faults([{ path: '/logout', ...rule }]);
    const r = await send(origin, '/logout', { method: 'POST', headers: { cookie } });
    expect(r.status).toBe(status);
    expect(r.cookies).toEqual(CLEARED);
    expect(jarAfter(cookie, r)).toBe('');
    expect((await send(origin, '/api/v2/user/MYSELF', { headers: { cookie } })).status).toBe(401);
  });

  it('marks them Secure over HTTPS (a trusted proxy said so)', async () => {
    const cookie = await session();
    const r = await send(origin, '/logout', { method: 'POST', headers: { cookie, 'x-forwarded-proto': 'https' } });
    expect(r.cookies).toEqual(CLEARED.map((c) => `${c}; Secure`));
  });

  it('a dropped answer carries nothing, but the work was done: the token is dead on the server', async () => {
    const cookie = await session();
    await faults([{ path: '/logout', kind: 'drop', count: 1 }]);
    await expect(send(origin, '/logout', { method: 'POST', headers: { cookie } })).rejects.toThrow();
    expect((await send(origin, '/api/v2/user/MYSELF', { headers: { cookie } })).status).toBe(401);
  });

  it('leaves other calls, and a logout that is not a POST, alone', async () => {
    const cookie = await session();
    await faults([{ path: '/api/v2/user/MYSELF', kind: 'error500' }]);
    expect((await send(origin, '/api/v2/user/MYSELF', { headers: { cookie } })).cookies).toEqual([]);
    const get = await send(origin, '/logout', { headers: { cookie } });
    expect(get.cookies).toEqual([]);
  });
});

describe('backend mode (the auth layer), for comparison', () => {
  const s = stackPerFile();

  it('clears both cookies when the backend fails the logout', async () => {
    const cookie = cookieOf(await send(s.app, '/api/web/login', { ...loginForm(), headers: FORM }));
    await send(s.upstream, '/__upstream/logout', { method: 'POST', body: JSON.stringify({ fail: 'status' }) });
    const r = await send(s.app, '/logout', { method: 'POST', headers: { cookie } });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ success: true, data: { upstream: false }, error: [] });
    expect(r.cookies).toEqual(CLEARED);
  });
});
