import { bare, denied, fail, ok, type Reply } from '../reply';
import type { User } from '../model';
import { findByMobile, findUser, newToken, TOKEN_TTL_MS, type SandboxState } from '../state';
import type { Ctx } from '../router';
import type { Register } from './register';
import { checkCode, exchangeWxCode, socialUsers } from './auth-codes';
import { sessionCookies as cookiesFor } from '../../session-cookies';
import { NO_EMAIL } from './user';

export const MAX_LOGIN_ATTEMPTS = 5;

/**
 * The token travels as the HttpOnly `ccat` cookie, with a readable companion flag. `Secure` is
 * added on the way out when the request came over HTTPS (sandbox/index.ts), so routes pass false.
 */
export const sessionCookies = (token: string | null, secure: boolean): string[] => cookiesFor(token, { secure, maxAgeS: TOKEN_TTL_MS / 1000 });

/** The OAuth client the H5 logs in as (tbus oauth2 password.js:41-44 puts it in the answer). */
const MOBILE_CLIENT = { name: 'mobile', id: '7c3e9a1f-2b4d-4e6f-8a0c-1d3f5b7e9a2c' };

/**
 * The family's user record as the login and register answers carry it (ZPJR
 * RegisterResponseModule.java:11-39), without idNumber (the login answer drops it: password.js:47-49).
 */
export function userRecord(u: User) {
  return {
    id: u.id,
    clientCode: 'SANDBOX',
    name: u.name || null,
    loginName: u.loginName,
    mobile: u.mobile,
    email: u.email || NO_EMAIL,
    source: 'MOBILE',
    employeeId: null,
    lastModifiedBy: null,
    channel: 'H5',
    lastLoginDate: u.lastLoginDate || null,
    registerDate: u.registerDate,
    enabled: !u.disabled,
    referralEntity: null,
    enterprise: false,
    registryRewarded: false,
    referralRewarded: false,
    groupId: null,
  };
}

/** A new session for `userId`: its token, and the cookies when the sandbox is also the auth layer. */
export function newSession(c: Ctx<SandboxState>, userId: string): { token: string; cookies: string[] } {
  const token = newToken();
  c.state.tokens.set(token, { userId, expires: c.now() + TOKEN_TTL_MS });
  return { token, cookies: sessionCookies(token, false) };
}

/**
 * The login answer as the family's web layer relays it (tbus web/src/ccc/login/middlewares.js
 * ret(): the oauth2 token body of exchanges/password.js:36-55 plus success): HTTP 200
 * { access_token, token_type, user, accountStatus, client, scope: [], createdAt, success }.
 * No expires_in: the auth layer then keeps its own default lifetime.
 */
export function issueToken(c: Ctx<SandboxState>, userId: string): Reply {
  const { token, cookies } = newSession(c, userId);
  const u = findUser(c.state, userId)!;
  const reply = bare({
    access_token: token,
    token_type: 'Bearer',
    user: userRecord(u),
    accountStatus: u.accountStatus,
    client: MOBILE_CLIENT,
    scope: [],
    createdAt: c.now(),
    success: true,
  });
  reply.cookies = cookies;
  return reply;
}

/**
 * A refused login as the web layer relays it: HTTP 200 { error: "invalid_request",
 * error_description: <the market's login answer: result, failedAttempts>, success: false }
 * (oauth2 exchanges/password.js:29-34; middlewares.js ret() adds success and keeps the status).
 */
const refused = (description: Record<string, unknown>): Reply => bare({ error: 'invalid_request', error_description: description, success: false });

function passwordLogin(c: Ctx<SandboxState>): Reply {
  const user = findByMobile(c.state, (c.form.loginName ?? '').trim());
  if (!user) return refused({ result: 'FAILED', failedAttempts: 0 });
  if (user.disabled) return refused({ result: 'USER_DISABLED' });
  if (user.failedAttempts >= MAX_LOGIN_ATTEMPTS) return refused({ result: 'TOO_MANY_ATTEMPT', failedAttempts: user.failedAttempts });
  if (user.password !== c.form.password) {
    user.failedAttempts++;
    const result = user.failedAttempts >= MAX_LOGIN_ATTEMPTS ? 'TOO_MANY_ATTEMPT' : 'FAILED';
    return refused({ result, failedAttempts: user.failedAttempts });
  }
  user.failedAttempts = 0;
  user.lastLoginDate = c.now();
  return issueToken(c, user.id);
}

/** loginName + smsCaptcha: the code proves the mobile, so it also lifts a password lock. */
function smsLogin(c: Ctx<SandboxState>): Reply | null {
  if (c.form.smsCaptcha === undefined) return null;
  const mobile = (c.form.loginName ?? '').trim();
  const user = findByMobile(c.state, mobile);
  if (!user) return refused({ result: 'USER_NOT_EXISTS' });
  if (user.disabled) return refused({ result: 'USER_DISABLED' });
  const check = checkCode(c, 'login', user.mobile, c.form.smsCaptcha);
  if (check === 'too-many') return refused({ result: 'TOO_MANY_ATTEMPT' });
  if (check !== 'ok') return refused({ result: 'FAILED_SMSCAPTCHA' });
  user.failedAttempts = 0;
  user.lastLoginDate = c.now();
  return issueToken(c, user.id);
}

/** wxCode + source WEIXIN: a bound social account logs in; an unbound one gets its socialUserId. */
function wechatLogin(c: Ctx<SandboxState>): Reply | null {
  if (c.form.wxCode === undefined) return null;
  const social = exchangeWxCode(c.state, c.form.wxCode);
  if (!social) return refused({ result: 'INVALID_WX_CODE' });
  const user = c.state.users.find((u) => u.socialIds?.weixin === social.socialId);
  if (!user) return refused({ socialUserId: social.socialId });
  if (user.disabled) return refused({ result: 'USER_DISABLED' });
  user.lastLoginDate = c.now();
  return issueToken(c, user.id);
}

/** Login variants (SMS code, WeChat code); password login is the default. */
export const loginVariants: Array<(c: Ctx<SandboxState>) => Reply | null> = [wechatLogin, smsLogin];

const isWeixin = (t: string | undefined) => (t ?? '').toUpperCase() === 'WEIXIN';

/** The token a request carries, as the backend family reads it: Bearer first, else the cookie. */
const tokenOf = (c: Ctx<SandboxState>) => /^Bearer (.+)$/i.exec(String(c.req.headers.authorization ?? ''))?.[1] ?? c.cookies.ccat ?? '';

export const registerAuth: Register = (r, o) => {
  // the real backend sets no cookie: its auth layer does (server/auth-layer.ts)
  const asBackend = (reply: Reply): Reply => (o.mode === 'backend' ? { ...reply, cookies: undefined } : reply);
  r.post('/api/web/login', (c) => {
    for (const v of loginVariants) {
      const reply = v(c);
      if (reply) return asBackend(reply);
    }
    return asBackend(passwordLogin(c));
  });
  // In backend mode this is the family's web layer, which answers an XHR logout with an empty
  // text/html body (tbus web/src/ccc/app.js:117-124); the auth layer in front answers the page
  // itself (server/auth-layer.ts). As its own auth layer, the sandbox acks and clears the cookies
  // in the same answer that revoked the token, never without it (a failure leaves both alive).
  r.post('/logout', (c) => {
    c.state.tokens.delete(tokenOf(c));
    if (o.mode === 'backend') return { status: 200, body: '', type: 'text/html; charset=utf-8' };
    const reply = ok(true);
    reply.cookies = sessionCookies(null, false);
    return reply;
  });

  r.postAuth('/api/v2/user/MYSELF/bind_social', (c) => {
    const user = findUser(c.state, c.userId)!;
    const socialId = c.form.socialId ?? '';
    if (!isWeixin(c.form.socialType) || !socialUsers(c.state).has(socialId)) return fail('INVALID_SOCIAL_USER');
    const owner = c.state.users.find((u) => u.socialIds?.weixin === socialId);
    if (owner && owner.id !== user.id) return fail('SOCIAL_USER_BOUND');
    user.socialIds = { ...user.socialIds, weixin: socialId };
    return ok(true);
  });

  r.postAuth('/api/v2/users/cancel/socialUser/:userId', (c) => {
    const id = c.params.userId;
    if (id !== 'MYSELF' && id !== c.userId) return denied();
    if (!isWeixin(c.form.socialType)) return fail('INVALID_SOCIAL_USER');
    const user = findUser(c.state, c.userId)!;
    if (!user.socialIds?.weixin) return fail('SOCIAL_USER_NOT_BOUND');
    delete user.socialIds.weixin;
    return ok(true);
  });

  // nickname and avatar of a WeChat user: the given socialUserId, or the caller's bound one
  r.get('/api/v2/auth/weixin', (c) => {
    const id = c.query.get('socialUserId') || findUser(c.state, c.userId)?.socialIds?.weixin || '';
    const u = socialUsers(c.state).get(id);
    return u ? ok({ socialUserId: u.socialId, nickname: u.nickname, headimgurl: u.headimgurl }) : fail('INVALID_SOCIAL_USER', 404);
  });
};
