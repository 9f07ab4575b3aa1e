// Register-only calls (register, bindmobile, bindweixin), apart from api.ts so
// the login screens do not carry them.
import * as z from 'zod/mini';
import { get, post } from '../../../runtime/api';
import { ack } from '../../../domain/ack';

const str = z.optional(z.nullable(z.string()));

export const checkInviteCode = (inviteCode: string) => post('/api/v2/users/check/inviteCode', { ...ack, body: { inviteCode } });

// the referrer's name and gift: shared with the invite poster (kit/entity/referral-info.ts)
export { getReferralInfo, giftOf, GIFT_PAR_VALUE, type Gift, type ReferralInfo } from '../../../kit/entity/referral-info';

export const sendRegisterSms = (mobile: string, cap?: { token: string; answer: string }) =>
  get('/api/web/register/smsCaptcha', {
    ...ack,
    query: { mobile, captcha_token: cap?.token, captcha_answer: cap?.answer },
  });
export interface RegisterForm {
  mobile: string;
  mobile_captcha: string;
  password: string;
  /** a referrer's mobile */
  referral?: string;
  inviteCode?: string;
  socialType?: 'WEIXIN';
  socialId?: string;
}
/**
 * Both register calls answer the new account as { success, data: { user: { id, mobile, … } },
 * error: [] } (ZPJR RegisterResponseModule.java:11-39); submitFromMobile adds access_token at the
 * top (tbus web/src/ccc/register/middlewares.js:57-90), which the auth layer turns into the
 * session cookie. The proof is the envelope: the screens read nothing of the account (no source
 * shows register/weixin's answer), and no invite code comes back, so they use what was sent.
 */
const registeredWire = z.nullable(
  z.object({
    user: z.optional(z.nullable(z.object({ id: z.optional(z.union([z.string(), z.number()])), mobile: str }))),
  }),
);
export interface Registered {
  userId: string | null;
  mobile: string;
}
const submit = (path: string, f: RegisterForm): Promise<Registered> =>
  post(path, { schema: registeredWire, body: { ...f, source: 'H5' }, envelope: true }).then((r) => ({
    userId: r?.user?.id == null ? null : String(r.user.id),
    mobile: r?.user?.mobile || f.mobile,
  }));
export const register = (f: RegisterForm) => submit('/api/web/register/submitFromMobile', f);
export const registerWeixin = (f: RegisterForm) => submit('/api/v2/users/register/weixin', f);

export { getWeixinUser } from '../../../kit/entity/weixin';
