// @vitest-environment happy-dom
// The auth calls against the backend family's recorded answers (tests/fixtures/backend), with the
// network stubbed: each goes through the client's own function, and the login screen shows the
// refusals the family sends (HTTP 200, success false, the reason in error_description.result).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiConfig } from '../../runtime/api/client';
import { isApiError, SCHEMA, type ApiError } from '../../runtime/api/api-error';
import { hasHint } from '../../runtime/session/cookies';
import { logout } from '../../runtime/session/logout';
import { emptySession, session } from '../../runtime/session/store';
import { isRegistered, loginByPassword, loginByWeixin, sendLoginSms, sendVoice, VOICE } from '../../modules/auth/api/login';
import { checkInviteCode, getReferralInfo, register, registerWeixin, sendRegisterSms } from '../../modules/auth/api/register';
import { changePassword, resetPassword, sendResetSms } from '../../modules/auth/api/password';
import { getCaptcha } from '../../kit/entity/captcha';
import { needsCaptcha, socialUserIdOf } from '../../modules/auth/rules/errors';
import { checkReferral } from '../../modules/auth/components/referral-check';
import Login from '../../modules/auth/pages/login';
import { fixtures, type Fixture } from '../contract/fixtures';
import { expectUnhandled, noStub } from '../support/unhandled';

const F = (name: string): Fixture => {
  const f = fixtures.find((x) => x.name === name);
  if (!f) throw new Error(`no fixture ${name}`);
  return f;
};
const LOGIN_OK = F('post-api-web-login-ok');
const LOGIN_FAILED = F('post-api-web-login-failed');
const REGISTERED = F('post-api-web-register-submitfrommobile');
const REFERRAL = F('post-api-v2-users-getreferralinfo');
const MOBILE_FREE = F('post-api-v2-register-check-mobile');
const MOBILE_TAKEN = F('post-api-v2-register-check-mobile-registered');

type Answer = { status?: number; body: unknown; contentType?: string } | 'network';
const fromFixture = (f: Fixture): Answer => ({ status: f.response.status, body: f.response.body, contentType: f.response.contentType });
const json = (body: unknown, status = 200): Answer => ({ status, body });

let routes: Record<string, Answer> = {};
let sent: string[] = [];
let problems: unknown[] = [];

/** Answers each path (query ignored) from `routes`; anything else fails the test (noStub). */
function serve(r: Record<string, Answer>) {
  routes = r;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    sent.push(`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`);
    const a = routes[url.pathname];
    if (!a) return noStub(input, init);
    if (a === 'network') throw new TypeError('Failed to fetch');
    const type = a.contentType ?? 'application/json';
    const text = typeof a.body === 'string' && !type.includes('json') ? a.body : JSON.stringify(a.body);
    return new Response(text, { status: a.status ?? 200, headers: { 'content-type': type } });
  });
}

const onSchemaError = apiConfig.onSchemaError;
beforeEach(() => {
  sent = [];
  problems = [];
  apiConfig.onSchemaError = (_p, e) => void problems.push(e);
  document.cookie = 'ccat_present=; Max-Age=0; path=/';
});
afterEach(() => {
  cleanup();
  apiConfig.onSchemaError = onSchemaError;
  vi.restoreAllMocks();
});

const refusal = (description: Record<string, unknown>): Answer => json({ error: 'invalid_request', error_description: description, success: false });
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('login', () => {
  it('the success answer logs in and sets the hint; the page never needs the token', async () => {
    serve({ '/api/web/login': fromFixture(LOGIN_OK) });
    await loginByPassword('13812345678', 'abc12345');
    expect(hasHint()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('the same answer without its token (the auth layer took it) is still the login', async () => {
    const { access_token: _t, ...body } = LOGIN_OK.response.body as Record<string, unknown>;
    serve({ '/api/web/login': json(body) });
    await loginByPassword('13812345678', 'abc12345');
    expect(hasHint()).toBe(true);
  });

  it('a 200 that does not say success is no login', async () => {
    serve({ '/api/web/login': json({}) });
    expect((await errorOf(loginByPassword('13812345678', 'abc12345')))?.code).toBe(SCHEMA);
    expect(hasHint()).toBe(false);
  });

  it('the recorded refusal reads as FAILED with its failed attempts', async () => {
    serve({ '/api/web/login': fromFixture(LOGIN_FAILED) });
    const e = await errorOf(loginByPassword('13812345678', 'wrong-pass'));
    expect(e).toMatchObject({ code: 'FAILED', status: 200, message: '用户名或密码错误', detail: { result: 'FAILED', failedAttempts: 2 } });
    expect(hasHint()).toBe(false);
  });

  it.each([
    ['TOO_MANY_ATTEMPT', '密码错误次数过多，账户已被锁定，请联系客服'],
    ['USER_DISABLED', '账户已被冻结，请联系客服'],
  ])('%s in the same body', async (result, text) => {
    serve({ '/api/web/login': refusal({ result, failedAttempts: 5 }) });
    expect(await errorOf(loginByPassword('13812345678', 'x'))).toMatchObject({ code: result, message: text });
  });

  it('an unbound WeChat user: the socialUserId comes out of the same body', async () => {
    serve({ '/api/web/login': refusal({ socialUserId: 'wx-42' }) });
    expect(socialUserIdOf(await errorOf(loginByWeixin('code-1')))).toBe('wx-42');
  });
});

describe('the login screen shows the family’s refusals', () => {
  beforeEach(() => {
    Object.assign(session, emptySession(), { status: 'ready' });
  });

  async function submit(answer: Answer, mobileCheck: Answer = fromFixture(MOBILE_TAKEN)) {
    serve({ '/api/web/login': answer, '/api/v2/register/check_mobile': mobileCheck });
    const { hook } = memoryLocation({ path: '/login' });
    render(
      <Router hook={hook}>
        <Login params={{}} query={new URLSearchParams()} data={undefined} />
      </Router>,
    );
    fireEvent.change(document.querySelector('#login-mobile')!, { target: { value: '13812345678' } });
    fireEvent.change(document.querySelector('#login-password')!, { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    return screen.getByRole('alert').textContent;
  }

  it('FAILED (the recorded body) for a registered mobile, with the tries left (2 of 5 used)', async () => {
    expect(await submit(fromFixture(LOGIN_FAILED))).toBe('用户名或密码错误，还可尝试3次');
    expect(hasHint()).toBe(false);
  });

  it('FAILED for a mobile nobody registered: register first', async () => {
    expect(await submit(fromFixture(LOGIN_FAILED), fromFixture(MOBILE_FREE))).toContain('请先注册');
  });

  it('TOO_MANY_ATTEMPT: the SMS code unlocks it, and the line offers the switch', async () => {
    expect(await submit(refusal({ result: 'TOO_MANY_ATTEMPT', failedAttempts: 5 }))).toBe(
      '密码错误次数过多，账户已被锁定，使用验证码登录即可解锁改用验证码登录',
    );
    fireEvent.click(screen.getByRole('button', { name: '改用验证码登录' }));
    expect(screen.getByRole('button', { name: '验证码登录' }).getAttribute('aria-pressed')).toBe('true');
    expect((document.querySelector('#login-mobile') as HTMLInputElement).value).toBe('13812345678');
  });

  it('USER_DISABLED', async () => {
    expect(await submit(refusal({ result: 'USER_DISABLED' }))).toBe('账户已被冻结，请联系客服');
  });
});

describe('registration', () => {
  it('reads the recorded new account ({ data: { user }, access_token })', async () => {
    serve({ '/api/web/register/submitFromMobile': fromFixture(REGISTERED) });
    const form = REGISTERED.client!.args[0] as Parameters<typeof register>[0];
    expect(await register(form)).toEqual({ userId: '4B76AD16-2297-4DA5-AF22-2DE631274E39', mobile: '15848245558' });
    expect(problems).toEqual([]);
    expect(sent).toEqual(['POST /api/web/register/submitFromMobile']);
  });

  it('register/weixin in the same shape; an answer with no account is still the envelope’s yes', async () => {
    serve({ '/api/v2/users/register/weixin': fromFixture(REGISTERED) });
    const form = { mobile: '15848245558', mobile_captcha: '1', password: 'abc12345', socialType: 'WEIXIN' as const, socialId: 'wx-1' };
    expect((await registerWeixin(form)).userId).toBe('4B76AD16-2297-4DA5-AF22-2DE631274E39');
    serve({ '/api/v2/users/register/weixin': json({ success: true, data: null, error: [] }) });
    expect(await registerWeixin(form)).toEqual({ userId: null, mobile: '15848245558' });
    serve({ '/api/v2/users/register/weixin': json({ user: { id: 'x' } }) });
    expect((await errorOf(registerWeixin(form)))?.code).toBe(SCHEMA);
  });

  it('the referrer is data.name; the check decides, the info only adds the name', async () => {
    serve({ '/api/v2/users/getReferralInfo': fromFixture(REFERRAL), '/api/v2/users/check/inviteCode': fromFixture(F('post-api-v2-users-check-invitecode')) });
    expect(await getReferralInfo('K7M2QX')).toEqual({ referrerName: '王**', gifts: [] });
    expect(await checkReferral('K7M2QX')).toEqual({ state: 'ok', info: { referrerName: '王**', gifts: [] } });
    serve({ '/api/v2/users/getReferralInfo': json({}, 500), '/api/v2/users/check/inviteCode': fromFixture(F('post-api-v2-users-check-invitecode')) });
    expect(await checkReferral('K7M2QX')).toEqual({ state: 'ok', info: { referrerName: null, gifts: [] } });
  });

  it('the graphic captcha (bare, with created_at), from either path', async () => {
    serve({ '/api/v2/captcha': fromFixture(F('get-api-v2-captcha')), '/api/v2/register/captcha': fromFixture(F('get-api-v2-register-captcha')) });
    expect(await getCaptcha('captcha')).toMatchObject({ token: 'f3a9c1e7b5d24f6a8c0e2b4d6f8a1c3e', image: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(await getCaptcha('register')).toMatchObject({ token: '0b2d4f6a8c1e3a5c7e9b1d3f5a7c9e2b', image: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('a required captcha (the literal 403 body)', async () => {
    serve({ '/api/web/register/smsCaptcha': fromFixture(F('get-api-web-register-smscaptcha-captcha-required')) });
    expect(needsCaptcha(await errorOf(sendRegisterSms('13912345678')))).toBe(true);
  });
});

describe('acks: the envelope’s success is the proof, whatever data holds', () => {
  const calls: [string, string, () => Promise<unknown>][] = [
    ['post-api-v2-users-check-invitecode', '/api/v2/users/check/inviteCode', () => checkInviteCode('K7M2QX')],
    ['get-api-web-register-smscaptcha', '/api/web/register/smsCaptcha', () => sendRegisterSms('13912345678')],
    ['get-api-v2-users-smscaptcha-changepwd', '/api/v2/users/smsCaptcha/changePwd', () => sendResetSms('13812345678')],
    ['post-api-v2-auth-reset-password-password', '/api/v2/auth/reset_password/password', () => resetPassword('13812345678', '502718', 'newpass88')],
    ['post-api-v2-user-myself-change-password', '/api/v2/user/MYSELF/change_password', () => changePassword('13812345678', 'abc12345', 'newpass88')],
    ['(no source)', '/api/v2/users/login/sendSmsCaptcha', () => sendLoginSms('13812345678')],
    ['(no source)', '/api/v2/users/sendAudioCaptcha', () => sendVoice('13812345678', VOICE.login)],
  ];

  it.each(calls)('%s', async (name, path, call) => {
    if (name !== '(no source)') {
      serve({ [path]: fromFixture(F(name)) });
      expect(await call()).toBe(true);
    }
    for (const data of [null, true, false, 'OK', { sent: 1 }]) {
      serve({ [path]: json({ success: true, data, error: [] }) });
      expect(await call()).toBe(true);
    }
    expect(problems).toEqual([]);
    for (const bare of [{}, true, null]) {
      serve({ [path]: json(bare) });
      expect((await errorOf(call()))?.code).toBe(SCHEMA);
    }
  });

  it('check_mobile: success is a free mobile; the recorded 200 refusal is a registered one; no envelope is no answer', async () => {
    serve({ '/api/v2/register/check_mobile': fromFixture(MOBILE_FREE) });
    expect(await isRegistered('13912345678')).toBe(false);
    serve({ '/api/v2/register/check_mobile': json({ success: true, data: 'whatever', error: [] }) });
    expect(await isRegistered('13912345678')).toBe(false);
    serve({ '/api/v2/register/check_mobile': fromFixture(MOBILE_TAKEN) });
    expect(await isRegistered('13812345678')).toBe(true);
    serve({ '/api/v2/register/check_mobile': json({ success: false, data: null, error: [{ message: 'MOBILE_EXISTS' }] }, 400) });
    expect(await isRegistered('13812345678')).toBe(true);
    serve({ '/api/v2/register/check_mobile': json({}) });
    expect((await errorOf(isRegistered('13812345678')))?.code).toBe(SCHEMA);
    // a call that reached no server makes the client ask /getClientIp whether the network is
    // back (runtime/net/connectivity.ts); this stub serves the auth calls only, and its 599 is
    // an answer, so the phone is online again for the tests after this one
    expectUnhandled('/getClientIp', 'the connectivity check after a call that reached no server');
    serve({ '/api/v2/register/check_mobile': 'network' });
    expect(isApiError(await errorOf(isRegistered('13812345678')))).toBe(true);
  });
});

describe('logout', () => {
  it('the web layer’s empty text/html answer ends the session (confirmed)', async () => {
    serve({ '/logout': fromFixture(F('post-logout')) });
    document.cookie = 'ccat_present=1; path=/';
    expect(await logout()).toBe(true);
    expect(hasHint()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('the auth layer’s { upstream } and the sandbox’s ack; a lost answer leaves it owed', async () => {
    // the auth layer cleared the cookie in that answer and keeps revoking upstream itself
    serve({ '/logout': json({ success: true, data: { upstream: false }, error: [] }) });
    expect(await logout()).toBe(true);
    serve({ '/logout': json({ success: true, data: { upstream: true }, error: [] }) });
    expect(await logout()).toBe(true);
    serve({ '/logout': json({ success: true, data: true, error: [] }) });
    expect(await logout()).toBe(true);
    serve({ '/logout': 'network' });
    document.cookie = 'ccat_present=1; path=/';
    expect(await logout()).toBe(false);
    expect(hasHint()).toBe(false);
  });
});
