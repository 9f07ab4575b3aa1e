import { bare, denied, fail, ok, oauthError, type Reply } from '../reply';
import { findByMobile, findUser, newToken, TOKEN_TTL_MS, type SandboxState } from '../state';
import type { Ctx } from '../router';
import type { Register } from './index';
import { checkCode, exchangeWxCode, socialUsers } from './auth-codes';
import { registerAuthRegister } from './auth-register';
import { registerAuthPassword } from './auth-password';
import { sessionCookies as cookiesFor } from '../../session-cookies';

export const MAX_LOGIN_ATTEMPTS = 5;

/**
 * The token travels as the HttpOnly `ccat` cookie, with a readable companion flag. `Secure` is
 * added on the way out when the request came over HTTPS (sandbox/index.ts), so routes pass false.
 */
export const sessionCookies = (token: string | null, secure: boolean): string[] =>
  cookiesFor(token, { secure, maxAgeS: TOKEN_TTL_MS / 1000 });

export function issueToken(c: Ctx<SandboxState>, userId: string): Reply {
  const token = newToken();
  c.state.tokens.set(token, { userId, expires: c.now() + TOKEN_TTL_MS });
  const reply = bare({ access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_MS / 1000, scope: 'all' });
  reply.cookies = sessionCookies(token, false);
  return reply;
}

function passwordLogin(c: Ctx<SandboxState>): Reply {
  const user = findByMobile(c.state, (c.form.loginName ?? '').trim());
  if (!user) return oauthError({ result: 'FAILED', failedAttempts: 0 });
  if (user.disabled) return oauthError({ result: 'USER_DISABLED' });
  if (user.failedAttempts >= MAX_LOGIN_ATTEMPTS) return oauthError({ result: 'TOO_MANY_ATTEMPT', failedAttempts: user.failedAttempts });
  if (user.password !== c.form.password) {
    user.failedAttempts++;
    const result = user.failedAttempts >= MAX_LOGIN_ATTEMPTS ? 'TOO_MANY_ATTEMPT' : 'FAILED';
    return oauthError({ result, failedAttempts: user.failedAttempts });
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
  if (!user) return oauthError({ result: 'USER_NOT_EXISTS' });
  if (user.disabled) return oauthError({ result: 'USER_DISABLED' });
  const check = checkCode(c, 'login', user.mobile, c.form.smsCaptcha);
  if (check === 'too-many') return oauthError({ result: 'TOO_MANY_ATTEMPT' });
  if (check !== 'ok') return oauthError({ result: 'FAILED_SMSCAPTCHA' });
  user.failedAttempts = 0;
  user.lastLoginDate = c.now();
  return issueToken(c, user.id);
}

/** wxCode + source WEIXIN: a bound social account logs in; an unbound one gets its socialUserId. */
function wechatLogin(c: Ctx<SandboxState>): Reply | null {
  if (c.form.wxCode === undefined) return null;
  const social = exchangeWxCode(c.state, c.form.wxCode);
  if (!social) return oauthError({ result: 'INVALID_WX_CODE' });
  const user = c.state.users.find((u) => u.socialIds?.weixin === social.socialId);
  if (!user) return oauthError({ socialUserId: social.socialId });
  if (user.disabled) return oauthError({ result: 'USER_DISABLED' });
  user.lastLoginDate = c.now();
  return issueToken(c, user.id);
}

/** Login variants (SMS code, WeChat code); password login is the default. */
export const loginVariants: Array<(c: Ctx<SandboxState>) => Reply | null> = [wechatLogin, smsLogin];

const isWeixin = (t: string | undefined) => (t ?? '').toUpperCase() === 'WEIXIN';

/** The token a request carries, as the backend family reads it: Bearer first, else the cookie. */
const tokenOf = (c: Ctx<SandboxState>) =>
  /^Bearer (.+)$/i.exec(String(c.req.headers.authorization ?? ''))?.[1] ?? c.cookies.ccat ?? '';

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
  r.post('/logout', (c) => {
    c.state.tokens.delete(tokenOf(c));
    const reply = ok(true);
    reply.cookies = sessionCookies(null, false);
    return asBackend(reply);
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

  registerAuthRegister(r, o);
  registerAuthPassword(r, o);
};
