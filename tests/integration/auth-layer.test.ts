// @vitest-environment node
// The app server as the backend family's auth layer (server/auth-layer.ts), in front of the
// sandbox in backend mode: the token goes from the login answer into the HttpOnly cookie and
// never to the page, logout always ends the session here, the hand-off is checked.
import { describe, expect, it, vi } from 'vitest';
import { backendToken, cookieHeader, form, INVESTOR, raw, stackPerFile, startStack } from './backend-stack';
import { fixtures, shapeDiff } from '../contract/fixtures';
import { DEMO, loginFields } from '../support/login';

const TOKEN_EXCHANGE = fixtures.find((f) => f.name === 'post-api-web-login-token-exchange')!;

const s = stackPerFile();

const login = (headers: Record<string, string> = {}, path = '/api/web/login', who = INVESTOR) => {
  const f = form(who);
  return raw(s.app, path, { ...f, headers: { ...f.headers, ...headers } });
};

describe('login through the auth layer', () => {
  it('sets the HttpOnly ccat cookie and the hint, and keeps the token out of the body', async () => {
    const r = await login();
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('access_token');
    // the rest of the family's answer as it came (no expires_in: the layer's default lifetime)
    expect(r.json()).toMatchObject({ token_type: 'Bearer', success: true, scope: [], user: { mobile: INVESTOR.loginName } });
    const [ccat, hint] = r.cookies;
    expect(ccat).toMatch(/^ccat=[0-9a-f]{48}; Max-Age=86400; HttpOnly; Path=\/; SameSite=Lax$/);
    expect(hint).toBe('ccat_present=1; Max-Age=86400; Path=/; SameSite=Lax');
    expect(r.headers['cache-control']).toBe('no-store');
    // the backend reads the cookie as it is
    const me = await raw(s.app, '/api/v2/user/MYSELF', { headers: { cookie: cookieHeader(r.cookies) } });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ mobile: INVESTOR.loginName });
  });

  it('adds Secure when the proxy in front says the request came over HTTPS', async () => {
    const r = await login({ 'x-forwarded-proto': 'https' });
    expect(r.cookies).toHaveLength(2);
    for (const c of r.cookies) expect(c).toMatch(/; Secure$/);
  });

  it('passes a refused login through as the backend answered it (HTTP 200, success false), with no cookie', async () => {
    const r = await login({}, '/api/web/login', { ...INVESTOR, password: 'wrong' });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ error: 'invalid_request', error_description: { result: 'FAILED', failedAttempts: 1 }, success: false });
    expect(r.cookies).toEqual([]);
  });

  it("says success on the token exchange's own answer (no success field) as the family's web layer did", async () => {
    await raw(s.upstream, '/__upstream/token-exchange', { method: 'POST', body: JSON.stringify({ on: true }) });
    const r = await login();
    const { access_token: _token, success: _success, ...fields } = TOKEN_EXCHANGE.response.body as Record<string, unknown>;
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('access_token');
    expect(r.json()).toMatchObject({ success: true, token_type: 'Bearer', scope: [] });
    // the answer the page gets has every field of the recorded token answer, with its types
    expect(shapeDiff(fields, r.json())).toEqual([]);
    expect(r.cookies[0]).toMatch(/^ccat=[0-9a-f]{48};/);
    expect((await raw(s.app, '/api/v2/user/MYSELF', { headers: { cookie: cookieHeader(r.cookies) } })).status).toBe(200);
    // a refusal keeps its code, and sets no cookie
    const no = await login({}, '/api/web/login', { ...INVESTOR, password: 'wrong' });
    expect(no.json()).toMatchObject({ success: false, error_description: { result: 'FAILED' } });
    expect(no.cookies).toEqual([]);
  });

  it("turns a registration's token into the cookie and passes the new account on", async () => {
    const mobile = '19900001234';
    expect((await raw(s.app, `/api/web/register/smsCaptcha?mobile=${mobile}`)).json()).toMatchObject({ success: true });
    const { code } = (await raw(s.upstream, `/__sandbox/code?mobile=${mobile}&purpose=register`)).json() as { code: string };
    const r = await raw(s.app, '/api/web/register/submitFromMobile', form({ mobile, password: 'pass1234', mobile_captcha: code, source: 'H5' }));
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('access_token');
    expect(r.json()).toMatchObject({ success: true, error: [], data: { user: { mobile } } });
    expect(r.cookies[0]).toMatch(/^ccat=[0-9a-f]{48}; Max-Age=86400; HttpOnly; Path=\/; SameSite=Lax$/);
    const me = await raw(s.app, '/api/v2/user/MYSELF', { headers: { cookie: cookieHeader(r.cookies) } });
    expect(me.json()).toMatchObject({ mobile });
  });

  // the sandbox's router, like many, ignores case and a trailing slash and decodes the path;
  // an extension it does not match
  it.each([
    ['/api/web/login/', true],
    ['/api/Web/LOGIN', true],
    ['/api/web/%6cogin', true],
    ['/api/web/login.json', false],
  ] as const)('takes the token out of %s too (spellings a backend router may still match)', async (path, matched) => {
    const r = await login({}, path);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.text).not.toContain('access_token');
    expect({ status: r.status, session: /^ccat=\w+/.test(r.cookies[0] ?? '') }).toEqual(
      matched ? { status: 200, session: true } : { status: 404, session: false },
    );
  });
});

describe('logout through the auth layer', () => {
  it('tells the backend (the token is revoked) and clears both cookies', async () => {
    const { cookies } = await login();
    const r = await raw(s.app, '/logout', { method: 'POST', headers: { cookie: cookieHeader(cookies) } });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ success: true, data: { upstream: true }, error: [] });
    expect(r.cookies).toEqual(['ccat=; Max-Age=0; HttpOnly; Path=/; SameSite=Lax', 'ccat_present=; Max-Age=0; Path=/; SameSite=Lax']);
    expect((await raw(s.app, '/api/v2/user/MYSELF', { headers: { cookie: cookieHeader(cookies) } })).status).toBe(401);
  });

  it.each(['status', 'drop'] as const)('still ends the session here when the backend fails (%s) and says so', async (fail) => {
    await raw(s.upstream, '/__upstream/logout', { method: 'POST', body: JSON.stringify({ fail }) });
    const { cookies } = await login();
    const r = await raw(s.app, '/logout', { method: 'POST', headers: { cookie: cookieHeader(cookies) } });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ success: true, data: { upstream: false }, error: [] });
    expect(r.cookies.map((c) => c.split(';')[0])).toEqual(['ccat=', 'ccat_present=']);
  });

  it('keeps revoking the token upstream when the backend failed the logout, until it agrees', async () => {
    await raw(s.upstream, '/__upstream/logout', { method: 'POST', body: JSON.stringify({ fail: 'status' }) });
    // another investor: the login throttles have counted this file's many logins of the first
    const { cookies } = await login({}, '/api/web/login', loginFields(DEMO.newbie));
    expect(cookies).toHaveLength(2);
    const r = await raw(s.app, '/logout', { method: 'POST', headers: { cookie: cookieHeader(cookies) } });
    expect(r.json()).toEqual({ success: true, data: { upstream: false }, error: [] });
    const upstreamMe = () => raw(s.upstream, '/api/v2/user/MYSELF', { headers: { cookie: cookieHeader(cookies) } }).then((x) => x.status);
    // the backend still honours the token: the layer's first retry fails too (503)
    expect(await upstreamMe()).toBe(200);
    await raw(s.upstream, '/__upstream/logout', { method: 'POST', body: JSON.stringify({ fail: null }) });
    await vi.waitFor(async () => expect(await upstreamMe()).toBe(401), { timeout: 8000, interval: 200 });
    const tries = s.up.seen.filter((x) => x.url === '/logout');
    expect(tries.length).toBeGreaterThanOrEqual(2);
    // each retry carried the token's cookie, and no other
    expect(tries.at(-1)!.headers.cookie).toBe(cookieHeader(cookies).split('; ')[0]);
  });

  it('ends the session here when the backend is unreachable', async () => {
    const down = await startStack({ apiTarget: 'http://127.0.0.1:9' });
    try {
      const r = await raw(down.app, '/logout', { method: 'POST', headers: { cookie: 'ccat=abc; ccat_present=1' } });
      expect(r.status).toBe(200);
      expect(r.json()).toEqual({ success: true, data: { upstream: false }, error: [] });
      expect(r.cookies).toHaveLength(2);
      // any other call: the standard envelope the client knows as a network failure
      const other = await raw(down.app, '/api/v2/cms/mobileBanners');
      expect(other.status).toBe(502);
      expect(other.json()).toMatchObject({ success: false, data: null, error: [{ message: 'COMMUNICATION_ERROR' }] });
    } finally {
      await down.close();
    }
  });
});

describe('the login hand-off through the auth layer', () => {
  const handoff = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    raw(s.app, '/api/web/handoff', { method: 'POST', headers, body: JSON.stringify(body) });

  it('checks the app token with the backend and turns it into the cookies', async () => {
    const token = await backendToken(s.upstream);
    const r = await handoff({ accessToken: token }, { 'content-type': 'application/json; charset=utf-8', origin: s.app });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ success: true, data: { userId: expect.any(String) }, error: [] });
    expect(r.cookies[0]).toBe(`ccat=${token}; Max-Age=86400; HttpOnly; Path=/; SameSite=Lax`);
    expect(r.cookies[1]).toMatch(/^ccat_present=1;/);
    // checked with Bearer and without the visitor's own cookie
    const check = s.up.seen.filter((x) => x.url === '/api/v2/user/MYSELF').at(-1)!;
    expect(check.headers.authorization).toBe(`Bearer ${token}`);
    expect(check.headers.cookie).toBeUndefined();
  });

  it('refuses an unknown token with 401 access_denied', async () => {
    const r = await handoff({ accessToken: 'not-a-live-token' });
    expect(r.status).toBe(401);
    expect(r.json()).toMatchObject({ error: 'access_denied' });
    expect(r.cookies).toEqual([]);
  });

  it.each([
    ['text/plain; x=application/json'],
    ['text/plain'],
    ['application/x-www-form-urlencoded'],
    ['application/json-patch+json'],
    ['application/jsonx'],
    [''],
  ])('refuses media type %j (a cross-site page sends those without a preflight)', async (type) => {
    const token = await backendToken(s.upstream);
    const r = await handoff({ accessToken: token }, type ? { 'content-type': type } : {});
    expect(r.status).toBe(415);
    expect(r.cookies).toEqual([]);
  });

  it.each(['http://evil.example', 'null', 'https://127.0.0.1', 'http://localhost'])('refuses a foreign Origin %s', async (origin) => {
    const token = await backendToken(s.upstream);
    const r = await handoff({ accessToken: token }, { 'content-type': 'application/json', origin });
    expect(r.status).toBe(403);
    expect(r.cookies).toEqual([]);
  });

  it('takes the scheme of its own origin from the proxy in front', async () => {
    const token = await backendToken(s.upstream);
    const https = s.app.replace('http:', 'https:');
    const r = await handoff({ accessToken: token }, { 'content-type': 'application/json', origin: https, 'x-forwarded-proto': 'https' });
    expect(r.status).toBe(200);
    expect(r.cookies[0]).toMatch(/; Secure$/);
  });

  it('refuses a missing or malformed token without asking the backend', async () => {
    const before = s.up.seen.length;
    expect((await handoff({})).status).toBe(400);
    expect((await handoff({ accessToken: 'a b; c' })).status).toBe(400);
    expect(s.up.seen.length).toBe(before);
  });
});
