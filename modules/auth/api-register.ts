// Register-only calls (register, bindmobile, bindweixin), apart from api.ts so
// the login screens do not carry them.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api';
import { ackSchema as ack } from '../../runtime/domain/ack';

const str = z.optional(z.nullable(z.string()));

export const checkInviteCode = (inviteCode: string) => post('/api/v2/users/check/inviteCode', { schema: ack, body: { inviteCode } });

const referralInfo = z.object({
  referrerName: str,
  referrerMobile: str,
  couponPackages: z.optional(
    z.nullable(z.array(z.object({ parValue: z.number(), displayName: str, description: str, type: str }))),
  ),
});
export type ReferralInfo = z.infer<typeof referralInfo>;
/** SPEC §9: the registration gift of a VIP referral is the coupon of par value 8888. */
export const GIFT_PAR_VALUE = 8888;
export const giftOf = (info: ReferralInfo) => info.couponPackages?.find((p) => p.parValue === GIFT_PAR_VALUE);
export const getReferralInfo = (inviteCode: string) =>
  post('/api/v2/users/getReferralInfo', { schema: referralInfo, body: { inviteCode } });

/** Graphic captcha for the register code (accepts the bare and the enveloped answer). */
export const getCaptcha = () =>
  get('/api/v2/captcha', { schema: z.object({ token: z.string(), captcha: z.string() }), query: { timestamp: Date.now() } }).then(
    (r) => ({ token: r.token, image: r.captcha }),
  );

export const sendRegisterSms = (mobile: string, cap?: { token: string; answer: string }) =>
  get('/api/web/register/smsCaptcha', {
    schema: ack,
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
/** Both register calls answer the new account. */
const registered = z.object({ userId: z.string(), mobile: z.string(), inviteCode: z.string() });
export const register = (f: RegisterForm) =>
  post('/api/web/register/submitFromMobile', { schema: registered, body: { ...f, source: 'H5' } });
export const registerWeixin = (f: RegisterForm) =>
  post('/api/v2/users/register/weixin', { schema: registered, body: { ...f, source: 'H5' } });

/** nickname and avatar of a WeChat user who has no account here yet */
const weixinUser = z.object({ nickname: str, headimgurl: str });
export const getWeixinUser = (socialUserId: string) => get('/api/v2/auth/weixin', { schema: weixinUser, query: { socialUserId } });
