// Register-only calls (register, bindmobile, bindweixin), apart from api.ts so
// the login screens do not carry them.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api';
import { ack } from '../../runtime/domain/ack';

const str = z.optional(z.nullable(z.string()));

export const checkInviteCode = (inviteCode: string) => post('/api/v2/users/check/inviteCode', { ...ack, body: { inviteCode } });

const gift = z.object({ parValue: z.number(), displayName: str, description: str, type: str });
export type Gift = z.infer<typeof gift>;

/**
 * getReferralInfo: the family sends { name } (the referrer's masked name), the only field its
 * front ends read (tbus register.ctrl.coffee:35-48 and register.tmpl.html:343-346 at da85050a).
 * `couponPackages` is the sandbox's extra (its VIP codes' registration gift): without it, as from
 * the real backend, the referral shows the name alone and no gift screen follows.
 */
const referralWire = z.nullable(
  z.object({
    name: str,
    couponPackages: z.optional(z.nullable(z.array(gift))),
  }),
);
export interface ReferralInfo {
  referrerName: string | null;
  gifts: Gift[];
}
/** SPEC §9: the registration gift of a VIP referral is the coupon of par value 8888. */
export const GIFT_PAR_VALUE = 8888;
export const giftOf = (info: ReferralInfo) => info.gifts.find((p) => p.parValue === GIFT_PAR_VALUE);
export const getReferralInfo = (inviteCode: string): Promise<ReferralInfo> =>
  post('/api/v2/users/getReferralInfo', { schema: referralWire, body: { inviteCode }, envelope: true }).then((r) => ({
    referrerName: r?.name || null,
    gifts: r?.couponPackages ?? [],
  }));

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

export { getWeixinUser } from '../../runtime/domain/weixin';
