// @vitest-environment node
// The sandbox's auth rules (SPEC §7), through HTTP against an in-process sandbox whose
// clock and state the test owns.
import { beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../server/sandbox/clock';
import { CODE_TTL_MS } from '../../server/sandbox/routes/auth-codes';
import { serveSandbox } from '../support/sandbox';

// the clock runs on from test to test: only the state goes back to the seed
const clock = createClock(Date.UTC(2026, 10, 1, 2, 30));
const srv = serveSandbox(clock);
beforeEach(() => srv.sandbox.reset());

interface Res {
  status: number;
  body: any;
  cookie: string;
}
async function call(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}, cookie = ''): Promise<Res> {
  const qs = new URLSearchParams(params).toString();
  const res = await fetch(srv.base + path + (method === 'GET' && qs ? `?${qs}` : ''), {
    method,
    headers: { cookie, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: method === 'POST' ? qs : undefined,
  });
  const set = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, body: await res.json(), cookie: set };
}
const post = (p: string, f?: Record<string, string>, cookie?: string) => call('POST', p, f, cookie);
const get = (p: string, q?: Record<string, string>, cookie?: string) => call('GET', p, q, cookie);
const code = (r: Res) => r.body?.error?.[0]?.message ?? r.body?.error_description?.result;
const lastCode = (purpose: string, mobile: string) => srv.sandbox.state.codes.get(`${purpose}:${mobile}`)!.code;

let seq = 0;
const fresh = () => `1390000${String(++seq).padStart(4, '0')}`;

async function registerUser(mobile: string, extra: Record<string, string> = {}) {
  expect((await get('/api/web/register/smsCaptcha', { mobile })).body.success).toBe(true);
  return post('/api/web/register/submitFromMobile', { mobile, password: 'pass1234', mobile_captcha: lastCode('register', mobile), source: 'H5', ...extra });
}

describe('registered-mobile check and invite codes', () => {
  it('check_mobile: success true (data null) only for a free mobile; a registered one is 200 success false', async () => {
    expect((await post('/api/v2/register/check_mobile', { mobile: fresh() })).body).toEqual({ success: true, data: null, error: [] });
    const taken = await post('/api/v2/register/check_mobile', { mobile: '13800000001' });
    expect([taken.status, taken.body.success, code(taken)]).toEqual([200, false, 'MOBILE_USED']);
    expect(code(await post('/api/v2/register/check_mobile', { mobile: '123' }))).toBe('INVALID_MOBILE');
  });

  it('knows VIP8888 (any case) and the referrer mobile; the info carries the 8888 gift', async () => {
    expect((await post('/api/v2/users/check/inviteCode', { inviteCode: 'vip8888' })).body.success).toBe(true);
    expect((await post('/api/v2/users/check/inviteCode', { inviteCode: '13800000004' })).body.success).toBe(true);
    expect(code(await post('/api/v2/users/check/inviteCode', { inviteCode: 'NOPE99' }))).toBe('INVALID_INVITE_CODE');
    const info = await post('/api/v2/users/getReferralInfo', { inviteCode: 'VIP8888' });
    // { name } as the family sends it; the gift is the sandbox's extra
    expect(info.body).toMatchObject({ success: true, data: { name: '李**' }, error: [] });
    expect(info.body.data.couponPackages.map((p: { parValue: number }) => p.parValue)).toEqual([8888]);
    const plain = await post('/api/v2/users/getReferralInfo', { inviteCode: 'WANG88' });
    expect(plain.body.data.couponPackages).toEqual([]);
  });
});

describe('register', () => {
  it('creates the user with fund, privileges and the default gifts, plus 8888 for VIP8888', async () => {
    const plain = fresh();
    expect((await registerUser(plain)).body.success).toBe(true);
    const vip = fresh();
    const r = await registerUser(vip, { inviteCode: 'VIP8888' });
    expect(r.body.success).toBe(true);
    const s = srv.sandbox.state;
    const u = s.users.find((x) => x.mobile === vip)!;
    // the family's answer (RegisterResponseModule.java), the web layer's token beside it, logged in
    expect(r.body).toMatchObject({ success: true, error: [], data: { user: { id: u.id, mobile: vip, loginName: vip, idNumber: null, enabled: true } } });
    expect(r.body.access_token).toMatch(/^[0-9a-f]{48}$/);
    expect(r.cookie).toContain(`ccat=${r.body.access_token}`);
    expect((await get('/api/v2/user/MYSELF', {}, r.cookie)).status).toBe(200);
    expect(u).toMatchObject({ accountStatus: 0, paymentPassword: null, memberLevel: 'L0', referrerId: s.demo.referrer.userId });
    expect(s.userFunds[u.id]!.availableAmount).toBe(0);
    expect(s.userPrivileges[u.id]!.length).toBeGreaterThan(0);
    const values = (id: string) => s.coupons.filter((c) => c.userId === id).map((c) => c.couponPackage.parValue);
    expect(values(u.id)).toContain(8888);
    expect(values(s.users.find((x) => x.mobile === plain)!.id)).not.toContain(8888);
    // and the new account logs in
    expect((await post('/api/web/login', { loginName: vip, password: 'pass1234', source: 'MOBILE' })).body.access_token).toBeTruthy();
  });

  it('refuses a registered mobile (MOBILE_USED on send, MOBILE_EXISTS on submit) and a bad invite code', async () => {
    expect(code(await get('/api/web/register/smsCaptcha', { mobile: '13800000002' }))).toBe('MOBILE_USED');
    const r = await post('/api/web/register/submitFromMobile', { mobile: '13800000002', password: 'pass1234', mobile_captcha: '123456' });
    expect(code(r)).toBe('MOBILE_EXISTS');
    const m = fresh();
    await get('/api/web/register/smsCaptcha', { mobile: m });
    expect(
      code(
        await post('/api/web/register/submitFromMobile', { mobile: m, password: 'pass1234', mobile_captcha: lastCode('register', m), inviteCode: 'NOPE99' }),
      ),
    ).toBe('INVALID_INVITE_CODE');
    // the code was not spent on a refused invite code
    expect((await post('/api/web/register/submitFromMobile', { mobile: m, password: 'pass1234', mobile_captcha: lastCode('register', m) })).body.success).toBe(
      true,
    );
  });

  it('REGISTER_FAILED for a password the rules refuse', async () => {
    const m = fresh();
    await get('/api/web/register/smsCaptcha', { mobile: m });
    expect(code(await post('/api/web/register/submitFromMobile', { mobile: m, password: '123', mobile_captcha: lastCode('register', m) }))).toBe(
      'REGISTER_FAILED',
    );
  });

  it('a code expires after 10 minutes of sandbox time', async () => {
    const m = fresh();
    await get('/api/web/register/smsCaptcha', { mobile: m });
    const c = lastCode('register', m);
    clock.advance(CODE_TTL_MS + 1000);
    expect(code(await post('/api/web/register/submitFromMobile', { mobile: m, password: 'pass1234', mobile_captcha: c }))).toBe('INVALID_MOBILE_CAPTCHA');
  });

  it('the fifth wrong code burns it: TOO_MANY_ATTEMPT, and the right one no longer works', async () => {
    const m = fresh();
    await get('/api/web/register/smsCaptcha', { mobile: m });
    const right = lastCode('register', m);
    const wrong = right === '000000' ? '111111' : '000000';
    const submit = (c: string) => post('/api/web/register/submitFromMobile', { mobile: m, password: 'pass1234', mobile_captcha: c });
    for (let i = 0; i < 4; i++) expect(code(await submit(wrong))).toBe('INVALID_MOBILE_CAPTCHA');
    expect(code(await submit(wrong))).toBe('TOO_MANY_ATTEMPT');
    expect(code(await submit(right))).toBe('TOO_MANY_ATTEMPT');
  });

  it('asks for the graphic captcha on a resend (403), refuses wrong and empty answers, uses each once', async () => {
    const m = fresh();
    await get('/api/web/register/smsCaptcha', { mobile: m });
    const again = await get('/api/web/register/smsCaptcha', { mobile: m });
    // the literal of oauth2/src/endpoints/v2/users.js:19-28
    expect([again.status, again.body]).toEqual([
      403,
      { data: null, error: [{ message: 'IMG_CAPTCHA_REQUIRED', type: 'captcha', value: null, code: 0 }], success: false },
    ]);
    const cap = (await get('/api/v2/captcha', { timestamp: '1' })).body;
    expect(Object.keys(cap).sort()).toEqual(['captcha', 'created_at', 'token', 'ttl']);
    expect(Math.abs(cap.created_at - clock.now())).toBeLessThan(1000); // the sandbox clock runs on
    expect(cap.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(code(await get('/api/web/register/smsCaptcha', { mobile: m, captcha_token: cap.token }))).toBe('IMG_CAPTCHA_NULL');
    const cap2 = (await get('/api/v2/register/captcha')).body;
    expect(code(await get('/api/web/register/smsCaptcha', { mobile: m, captcha_token: cap2.token, captcha_answer: 'zzzzz' }))).toBe('INVALID_CAPTCHA');
    const cap3 = (await get('/api/v2/captcha')).body;
    const answer = (await get('/__sandbox/captcha', { token: cap3.token })).body.answer as string;
    expect(answer).toMatch(/^[0-9a-zA-Z]{5}$/);
    expect((await get('/api/web/register/smsCaptcha', { mobile: m, captcha_token: cap3.token, captcha_answer: answer.toLowerCase() })).body.success).toBe(true);
    expect(code(await get('/api/web/register/smsCaptcha', { mobile: m, captcha_token: cap3.token, captcha_answer: answer }))).toBe('INVALID_CAPTCHA');
  });

  it('a captcha expires with the sandbox clock', async () => {
    const m = fresh();
    await get('/api/web/register/smsCaptcha', { mobile: m });
    const cap = (await get('/api/v2/captcha')).body;
    const answer = srv.sandbox.state.captchas.get(cap.token)!.code;
    clock.advance(cap.ttl * 1000 + 1);
    expect(code(await get('/api/web/register/smsCaptcha', { mobile: m, captcha_token: cap.token, captcha_answer: answer }))).toBe('INVALID_CAPTCHA');
  });
});

describe('login by SMS and voice codes', () => {
  it('refuses unregistered and disabled mobiles before sending', async () => {
    expect(code(await get('/api/v2/users/login/sendSmsCaptcha', { mobile: fresh() }))).toBe('USER_NOT_EXISTS');
    expect(code(await get('/api/v2/users/login/sendSmsCaptcha', { mobile: '13800000005' }))).toBe('USER_DISABLED');
  });

  it('logs in with the latest code; wrong → FAILED_SMSCAPTCHA; 5 wrong → TOO_MANY_ATTEMPT', async () => {
    const mobile = '13800000001';
    await get('/api/v2/users/login/sendSmsCaptcha', { mobile });
    const login = (smsCaptcha: string) => post('/api/web/login', { loginName: mobile, smsCaptcha, source: 'MOBILE' });
    const right = lastCode('login', mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(code(await login(wrong))).toBe('FAILED_SMSCAPTCHA');
    const ok = await login(right);
    expect(ok.body.access_token).toBeTruthy();
    // the family's login answer (oauth2 exchanges/password.js:36-55 plus success)
    expect(ok.body).toMatchObject({
      token_type: 'Bearer',
      scope: [],
      success: true,
      client: { name: 'mobile' },
      user: { mobile, enabled: true },
      accountStatus: expect.any(Number),
      createdAt: expect.any(Number),
    });
    expect(ok.body.user.idNumber).toBeUndefined();
    expect(ok.cookie).toContain('ccat=');
    expect(code(await login(right))).toBe('FAILED_SMSCAPTCHA'); // single use
    await get('/api/v2/users/login/sendSmsCaptcha', { mobile });
    for (let i = 0; i < 4; i++) await login(wrong);
    expect(code(await login(wrong))).toBe('TOO_MANY_ATTEMPT');
  });

  it('a voice code needs a text code first, then replaces it', async () => {
    const mobile = '13800000003';
    const voice = () => post('/api/v2/users/sendAudioCaptcha', { mobile, smsType: 'CONFIRM_CREDITMARKET_QUICKLOGIN' });
    expect(code(await voice())).toBe('AUDIO_CAPTCHA_FAILED');
    await get('/api/v2/users/login/sendSmsCaptcha', { mobile });
    const sms = lastCode('login', mobile);
    expect((await voice()).body.success).toBe(true);
    const hook = (await get('/__sandbox/code', { mobile, purpose: 'login' })).body;
    expect(hook.code).toBe(lastCode('login', mobile));
    expect(code(await post('/api/v2/users/sendAudioCaptcha', { mobile, smsType: 'NOPE' }))).toBe('AUDIO_CAPTCHA_FAILED');
    // the voice code replaced the text one (two random codes: equal one time in a million)
    expect(sms).not.toBe(hook.code);
    expect(code(await post('/api/web/login', { loginName: mobile, smsCaptcha: sms }))).toBe('FAILED_SMSCAPTCHA');
    expect((await post('/api/web/login', { loginName: mobile, smsCaptcha: hook.code })).body.access_token).toBeTruthy();
  });

  it('password login keeps its rules: FAILED, USER_DISABLED, TOO_MANY_ATTEMPT after 5', async () => {
    const login = (loginName: string, password: string) => post('/api/web/login', { loginName, password, source: 'MOBILE' });
    // refusals as the family's web layer relays them: HTTP 200, success false
    const first = await login('13800000003', 'nope');
    expect([first.status, first.body]).toEqual([200, { error: 'invalid_request', error_description: { result: 'FAILED', failedAttempts: 1 }, success: false }]);
    expect(first.cookie).toBe('');
    expect(code(await login('13800000005', 'demo1234'))).toBe('USER_DISABLED');
    for (let i = 0; i < 3; i++) expect(code(await login('13800000003', 'nope'))).toBe('FAILED');
    expect(code(await login('13800000003', 'nope'))).toBe('TOO_MANY_ATTEMPT');
    expect(code(await login('13800000003', 'demo1234'))).toBe('TOO_MANY_ATTEMPT');
  });
});

describe('WeChat', () => {
  it('wx-code-bound logs the investor in; wx-code-unbound answers a new socialUserId; others are refused', async () => {
    const bound = await post('/api/web/login', { wxCode: 'wx-code-bound', source: 'WEIXIN' });
    expect(bound.body.access_token).toBeTruthy();
    const me = await get('/api/v2/user/MYSELF', {}, bound.cookie);
    expect(me.body.mobile).toBe('13800000002');
    const a = await post('/api/web/login', { wxCode: 'wx-code-unbound', source: 'WEIXIN' });
    const b = await post('/api/web/login', { wxCode: 'wx-code-unbound', source: 'WEIXIN' });
    expect([a.status, a.body.success, a.body.error]).toEqual([200, false, 'invalid_request']);
    expect(a.body.error_description.socialUserId).toMatch(/^wx-social-/);
    expect(a.body.error_description.socialUserId).not.toBe(b.body.error_description.socialUserId);
    expect(code(await post('/api/web/login', { wxCode: 'stale', source: 'WEIXIN' }))).toBe('INVALID_WX_CODE');
    const who = await get('/api/v2/auth/weixin', { socialUserId: a.body.error_description.socialUserId });
    expect(who.body.data.nickname).toBeTruthy();
  });

  it('bind_social binds once; a bound social account cannot move; cancel unbinds', async () => {
    const sid = (await post('/api/web/login', { wxCode: 'wx-code-unbound', source: 'WEIXIN' })).body.error_description.socialUserId;
    const newbie = (await post('/api/web/login', { loginName: '13800000001', password: 'demo1234' })).cookie;
    expect(code(await post('/api/v2/user/MYSELF/bind_social', { socialType: 'WEIXIN', socialId: 'wx-social-bound' }, newbie))).toBe('SOCIAL_USER_BOUND');
    expect(code(await post('/api/v2/user/MYSELF/bind_social', { socialType: 'WEIXIN', socialId: 'made-up' }, newbie))).toBe('INVALID_SOCIAL_USER');
    expect((await post('/api/v2/user/MYSELF/bind_social', { socialType: 'WEIXIN', socialId: sid }, newbie)).body.success).toBe(true);
    expect(srv.sandbox.state.users.find((u) => u.mobile === '13800000001')!.socialIds?.weixin).toBe(sid);
    expect((await post('/api/v2/user/MYSELF/bind_social', { socialType: 'WEIXIN', socialId: sid })).status).toBe(401);
    const investor = (await post('/api/web/login', { wxCode: 'wx-code-bound', source: 'WEIXIN' })).cookie;
    expect((await post('/api/v2/users/cancel/socialUser/MYSELF', { socialType: 'WEIXIN' }, investor)).body.success).toBe(true);
    const again = await post('/api/web/login', { wxCode: 'wx-code-bound', source: 'WEIXIN' });
    expect(again.body.error_description.socialUserId).toBe('wx-social-bound');
  });

  it('register/weixin creates an account bound to the social user', async () => {
    const sid = (await post('/api/web/login', { wxCode: 'wx-code-unbound', source: 'WEIXIN' })).body.error_description.socialUserId;
    const m = fresh();
    await get('/api/web/register/smsCaptcha', { mobile: m });
    const form = { mobile: m, password: 'pass1234', mobile_captcha: lastCode('register', m), socialType: 'WEIXIN', socialId: sid };
    const reg = await post('/api/v2/users/register/weixin', form);
    expect(reg.body).toMatchObject({ success: true, data: { user: { mobile: m } } });
    expect(reg.body.access_token).toBeUndefined(); // not through the web layer: no login
    expect(reg.cookie).toBe('');
    expect(srv.sandbox.state.users.find((u) => u.mobile === m)!.socialIds?.weixin).toBe(sid);
    expect(code(await post('/api/v2/users/register/weixin', { ...form, mobile: fresh() }))).toBe('SOCIAL_USER_BOUND');
  });
});

describe('password reset and change, logout', () => {
  it('reset: MOBILE_NOT_EXISTS, wrong code, then the new password works and lifts a lock', async () => {
    expect(code(await get('/api/v2/users/smsCaptcha/changePwd', { mobile: fresh() }))).toBe('MOBILE_NOT_EXISTS');
    const mobile = '13800000003';
    for (let i = 0; i < 5; i++) await post('/api/web/login', { loginName: mobile, password: 'nope' });
    await get('/api/v2/users/smsCaptcha/changePwd', { mobile });
    const reset = (captcha: string) => post('/api/v2/auth/reset_password/password', { mobile, captcha, newPassword: 'fresh5678' });
    const right = lastCode('reset', mobile);
    expect(code(await reset(right === '000000' ? '111111' : '000000'))).toBe('INVALID_MOBILE_CAPTCHA');
    expect((await reset(right)).body.success).toBe(true);
    expect((await post('/api/web/login', { loginName: mobile, password: 'fresh5678' })).body.access_token).toBeTruthy();
    expect(code(await post('/api/v2/auth/reset_password/password', { mobile: fresh(), captcha: '1', newPassword: 'fresh5678' }))).toBe('MOBILE_NOT_EXISTS');
  });

  it('reset code: the first goes out at once, a resend needs the picture of /register/captcha', async () => {
    const mobile = '13800000003';
    expect((await get('/api/v2/users/smsCaptcha/changePwd', { mobile })).body.success).toBe(true);
    const first = lastCode('reset', mobile);
    const again = await get('/api/v2/users/smsCaptcha/changePwd', { mobile });
    expect([again.status, again.body]).toEqual([
      403,
      { data: null, error: [{ message: 'IMG_CAPTCHA_REQUIRED', type: 'captcha', value: null, code: 0 }], success: false },
    ]);
    const cap = (await get('/api/v2/register/captcha', { timestamp: '1' })).body;
    expect(Object.keys(cap).sort()).toEqual(['captcha', 'created_at', 'token', 'ttl']);
    expect(code(await get('/api/v2/users/smsCaptcha/changePwd', { mobile, captcha_token: cap.token }))).toBe('IMG_CAPTCHA_NULL');
    const cap2 = (await get('/api/v2/register/captcha')).body;
    expect(code(await get('/api/v2/users/smsCaptcha/changePwd', { mobile, captcha_token: cap2.token, captcha_answer: 'zzzzz' }))).toBe('INVALID_CAPTCHA');
    expect(lastCode('reset', mobile)).toBe(first);
    const cap3 = (await get('/api/v2/register/captcha')).body;
    const answer = (await get('/__sandbox/captcha', { token: cap3.token })).body.answer as string;
    expect((await get('/api/v2/users/smsCaptcha/changePwd', { mobile, captcha_token: cap3.token, captcha_answer: answer })).body.success).toBe(true);
    // a new code, and the picture used up
    const second = lastCode('reset', mobile);
    expect(code(await get('/api/v2/users/smsCaptcha/changePwd', { mobile, captcha_token: cap3.token, captcha_answer: answer }))).toBe('INVALID_CAPTCHA');
    // the registered-mobile rule comes first; a used code lets the next go out at once
    expect(code(await get('/api/v2/users/smsCaptcha/changePwd', { mobile: fresh() }))).toBe('MOBILE_NOT_EXISTS');
    expect((await post('/api/v2/auth/reset_password/password', { mobile, captcha: second, newPassword: 'fresh5678' })).body.success).toBe(true);
    expect((await get('/api/v2/users/smsCaptcha/changePwd', { mobile })).body.success).toBe(true);
  });

  it('change: login-required, the current password must match', async () => {
    expect((await post('/api/v2/user/MYSELF/change_password', { currentPassword: 'demo1234', newPassword: 'x' })).status).toBe(401);
    const cookie = (await post('/api/web/login', { loginName: '13800000001', password: 'demo1234' })).cookie;
    const change = (currentPassword: string, newPassword: string) =>
      post('/api/v2/user/MYSELF/change_password', { mobile: '13800000001', currentPassword, newPassword }, cookie);
    expect(code(await change('wrong', 'newpass99'))).toBe('INCORRECT_CURRENT_PASSWORD');
    expect(code(await change('demo1234', 'a b'))).toBe('INVALID_PASSWORD');
    expect((await change('demo1234', 'newpass99')).body.success).toBe(true);
    expect(code(await post('/api/web/login', { loginName: '13800000001', password: 'demo1234' }))).toBe('FAILED');
  });

  it('logout revokes the token and clears the cookies', async () => {
    const cookie = (await post('/api/web/login', { loginName: '13800000001', password: 'demo1234' })).cookie;
    const out = await post('/logout', {}, cookie);
    expect(out.cookie).toContain('ccat=');
    expect((await get('/api/v2/user/MYSELF', {}, cookie)).status).toBe(401);
  });
});
