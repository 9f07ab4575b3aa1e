import { randomInt } from 'node:crypto';
import type { CouponPlacement, User } from '../model';
import { bare, fail, ok, type Reply } from '../reply';
import { findByMobile, newId, type SandboxState } from '../state';
import { newSession, userRecord } from './auth';
import type { Ctx } from '../router';
import type { Register, RegisterOptions } from './register';
import { isLoginPassword } from '../../../domain/validate/password';
import { checkCaptcha, checkCode, hasCode, isMobile, issueCaptcha, issueCode, socialUsers, VOICE_TYPES, type Purpose } from './auth-codes';
import { newAccount } from '../seed/users';
import { fundOf } from './payment-kit';

type C = Ctx<SandboxState>;
const DAY = 24 * 3600 * 1000;
const GIFT_DAYS = 30;

const mask = (s: string) => (s.length > 1 ? s[0] + '*'.repeat(Math.min(2, s.length - 1)) : s);

/** A referrer by invite code (any case) or by mobile (SPEC §5: '1' + 10 digits is a mobile). */
export function findReferrer(s: SandboxState, value: string | undefined): User | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  if (isMobile(v)) return s.users.find((u) => u.mobile === v);
  return s.users.find((u) => u.inviteCode.toUpperCase() === v.toUpperCase());
}

const giftsOf = (s: SandboxState, referrer: User | undefined) => (referrer ? (s.registrationGifts.byInviteCode[referrer.inviteCode] ?? []) : []);

function newInviteCode(s: SandboxState): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = Array.from({ length: 6 }, () => chars[randomInt(chars.length)]).join('');
    if (!s.users.some((u) => u.inviteCode === code)) return code;
  }
}

/** The checks both register calls share; null when the payload may go on to the code check. */
function refuse(c: C): Reply | null {
  const { mobile = '', password = '' } = c.form;
  if (!isMobile(mobile)) return fail('INVALID_MOBILE');
  if (findByMobile(c.state, mobile)) return fail('MOBILE_EXISTS');
  if (!isLoginPassword(password) || !c.form.mobile_captcha) return fail('REGISTER_FAILED');
  const ref = c.form.inviteCode || c.form.referral;
  if (ref && !findReferrer(c.state, ref)) return fail('INVALID_INVITE_CODE');
  return null;
}

function verifyCode(c: C): Reply | null {
  const check = checkCode(c, 'register', c.form.mobile!, c.form.mobile_captcha);
  if (check === 'too-many') return fail('TOO_MANY_ATTEMPT');
  return check === 'ok' ? null : fail('INVALID_MOBILE_CAPTCHA');
}

function createUser(c: C, socialId?: string): User {
  const s = c.state;
  const now = c.now();
  const referrer = findReferrer(s, c.form.inviteCode || c.form.referral);
  const mobile = c.form.mobile!;
  const user: User = {
    ...newAccount({ id: newId(s, 'U'), mobile, inviteCode: newInviteCode(s), password: c.form.password!, registerDate: now, lastLoginDate: 0 }),
    ...(referrer ? { referrerId: referrer.id } : {}),
    ...(socialId ? { socialIds: { weixin: socialId } } : {}),
  };
  s.users.push(user);
  fundOf(s, user.id);
  s.userPrivileges[user.id] = structuredClone(s.privilegesByLevel.L0);
  for (const pkg of [...s.registrationGifts.default, ...giftsOf(s, referrer)]) {
    placeCoupon(s, user.id, pkg, now, GIFT_DAYS);
  }
  return user;
}

/** Gives a user a copy of a coupon package, placed at `now` and open for `days` days. */
export function placeCoupon(s: SandboxState, userId: string, pkg: CouponPlacement['couponPackage'], now: number, days: number): CouponPlacement {
  const placement: CouponPlacement = {
    id: newId(s, 'CP'),
    userId,
    timePlaced: now,
    timeExpire: now + days * DAY,
    status: 'PLACED',
    disabled: false,
    couponPackage: structuredClone(pkg),
  };
  s.coupons.push(placement);
  return placement;
}

/**
 * The new account as the family answers it: { success, data: { user }, error: [] } (ZPJR
 * RegisterResponseModule.java:11-39, the /api/v2/users/register answer). submitFromMobile goes
 * through the web layer, which logs the new user in and adds access_token at the top (tbus
 * web/src/ccc/register/middlewares.js:57-90); the auth layer makes it the session cookie, as
 * the sandbox does itself outside backend mode.
 */
function registered(c: C, user: User, o: RegisterOptions, withToken: boolean): Reply {
  const reply = ok({ user: { ...userRecord(user), idNumber: null } });
  if (!withToken) return reply;
  const { token, cookies } = newSession(c, user.id);
  (reply.body as Record<string, unknown>).access_token = token;
  if (o.mode !== 'backend') reply.cookies = cookies;
  return reply;
}

/** A refused graphic captcha, as the literal of tbus oauth2/src/endpoints/v2/users.js:19-28. */
const captchaRefused = (message: string): Reply => ({
  status: 403,
  body: { data: null, error: [{ message, type: 'captcha', value: null, code: 0 }], success: false },
});

/** Who may receive a code of each purpose. */
function mobileRule(c: C, purpose: Purpose, mobile: string): Reply | null {
  if (!mobile) return fail('INVALID_MOBILE');
  if (!isMobile(mobile)) return fail('INVALID_MOBILE');
  const user = findByMobile(c.state, mobile);
  if (purpose === 'register') return user ? fail('MOBILE_USED') : null;
  if (!user) return fail(purpose === 'login' ? 'USER_NOT_EXISTS' : 'MOBILE_NOT_EXISTS');
  return purpose === 'login' && user.disabled ? fail('USER_DISABLED') : null;
}

/**
 * The graphic captcha a text code asks for: none for the first code of a mobile, the picture's
 * answer for any resend while a code is out (or whenever a token is sent). Null when it may go.
 */
function pictureRule(c: C, purpose: Purpose, mobile: string): Reply | null {
  const token = c.query.get('captcha_token');
  if (!token && !hasCode(c, purpose, mobile)) return null;
  const check = checkCaptcha(c, token, c.query.get('captcha_answer'));
  if (check === 'missing') return captchaRefused('IMG_CAPTCHA_REQUIRED');
  if (check === 'null') return captchaRefused('IMG_CAPTCHA_NULL');
  if (check === 'wrong') return captchaRefused('INVALID_CAPTCHA');
  return null;
}

/** A text code to the `mobile` of the query, once its rules allow (and the picture, when `picture`). */
function sendCode(c: C, purpose: Purpose, picture: boolean): Reply {
  const mobile = (c.query.get('mobile') ?? '').trim();
  const refused = mobileRule(c, purpose, mobile) ?? (picture ? pictureRule(c, purpose, mobile) : null);
  if (refused) return refused;
  issueCode(c, purpose, mobile);
  return ok();
}

export const registerAuthRegister: Register = (r, o) => {
  // The acks answer data null, as the family's literal envelopes (tbus oauth2/src/endpoints/v2/
  // users.js:18-28); its front ends read only success. check_mobile: success true means "not
  // registered yet"; a registered mobile is HTTP 200 success false (ZPJR MyCallBack.java:28).
  r.post('/api/v2/register/check_mobile', (c) => {
    const mobile = (c.form.mobile ?? '').trim();
    if (!isMobile(mobile)) return fail('INVALID_MOBILE');
    return findByMobile(c.state, mobile) ? fail('MOBILE_USED', 200) : ok();
  });

  r.post('/api/v2/users/check/inviteCode', (c) => (findReferrer(c.state, c.form.inviteCode) ? ok() : fail('INVALID_INVITE_CODE')));

  // { name }: the referrer's masked name, all the family's front ends read (tbus register.ctrl.coffee
  // :35-48 at da85050a). couponPackages is the sandbox's own extra: its VIP codes' registration
  // gift, which the register screen shows when present (modules/auth/api/register.ts).
  r.post('/api/v2/users/getReferralInfo', (c) => {
    const u = findReferrer(c.state, c.form.inviteCode);
    if (!u) return fail('INVALID_INVITE_CODE');
    return ok({
      name: mask(u.name || '用户'),
      couponPackages: giftsOf(c.state, u).map(({ id, type, parValue, minimumInvest, displayName, description }) => ({
        id,
        type,
        parValue,
        minimumInvest,
        displayName,
        description,
      })),
    });
  });

  r.get('/api/v2/captcha', (c) => bare(issueCaptcha(c)));
  r.get('/api/v2/register/captcha', (c) => bare(issueCaptcha(c)));

  // The first code for a mobile goes out at once; asking again needs the graphic captcha.
  r.get('/api/web/register/smsCaptcha', (c) => sendCode(c, 'register', true));

  r.get('/api/v2/users/login/sendSmsCaptcha', (c) => sendCode(c, 'login', false));

  // As the register code: the first goes out at once, a resend needs the picture of
  // /api/v2/register/captcha (tbus password-forgot.ctrl.coffee fetch_password_captcha).
  r.get('/api/v2/users/smsCaptcha/changePwd', (c) => sendCode(c, 'reset', true));

  // A voice call replaces the text code; it is offered only after a text code went out.
  r.post('/api/v2/users/sendAudioCaptcha', (c) => {
    const purpose = VOICE_TYPES[c.form.smsType ?? ''];
    if (!purpose) return fail('AUDIO_CAPTCHA_FAILED');
    const mobile = (c.form.mobile ?? '').trim();
    const refused = mobileRule(c, purpose, mobile);
    if (refused) return refused;
    if (!hasCode(c, purpose, mobile)) return fail('AUDIO_CAPTCHA_FAILED');
    issueCode(c, purpose, mobile);
    return ok();
  });

  r.post('/api/web/register/submitFromMobile', (c) => {
    const refused = refuse(c) ?? verifyCode(c);
    return refused ?? registered(c, createUser(c), o, true);
  });

  r.post('/api/v2/users/register/weixin', (c) => {
    const socialId = c.form.socialId ?? '';
    if ((c.form.socialType ?? '').toUpperCase() !== 'WEIXIN' || !socialUsers(c.state).has(socialId)) return fail('INVALID_SOCIAL_USER');
    if (c.state.users.some((u) => u.socialIds?.weixin === socialId)) return fail('SOCIAL_USER_BOUND');
    const refused = refuse(c) ?? verifyCode(c);
    return refused ?? registered(c, createUser(c, socialId), o, false);
  });
};
