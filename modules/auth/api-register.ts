// Register-only calls (register, bindmobile, bindweixin and the agreement sheet), apart from api.ts so
// the login screens do not carry them.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api';

const any = z.unknown();
const str = z.optional(z.nullable(z.string()));

export const checkInviteCode = (inviteCode: string) => post('/api/v2/users/check/inviteCode', { schema: any, body: { inviteCode } });

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
    schema: any,
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
export const register = (f: RegisterForm) =>
  post('/api/web/register/submitFromMobile', { schema: any, body: { ...f, source: 'H5' } });
export const registerWeixin = (f: RegisterForm) => post('/api/v2/users/register/weixin', { schema: any, body: { ...f, source: 'H5' } });

const article = z.object({ title: str, content: z.string() });
/** Agreement text: the content of the first REGISTER_AGREEMENT declaration. */
export const getAgreement = () =>
  get('/api/v2/cms/category/DECLARATION/name/REGISTER_AGREEMENT', {
    schema: z.union([z.object({ results: z.array(article) }), z.array(article)]),
    query: { pageSize: 1, currentPage: 1 },
  }).then((r) => (Array.isArray(r) ? r : r.results)[0] ?? null);

/** nickname and avatar of a WeChat user who has no account here yet */
const weixinUser = z.object({ nickname: str, headimgurl: str });
export const getWeixinUser = (socialUserId: string) => get('/api/v2/auth/weixin', { schema: weixinUser, query: { socialUserId } });
