// Who invites and what the friend gets, as /api/v2/users/getReferralInfo answers it. Read by
// the register screen (the invitee's landing) and by the invite poster, so the two say the
// same name and the same gift: the inviter sees on the poster what the friend will be told.
import * as z from 'zod/mini';
import { post } from '../../runtime/api';
import { formatYuan } from '../../domain/format/money';

const str = z.optional(z.nullable(z.string()));

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

/** Every new account's red packets; their figures are the backend's, so none is named here. */
export const NEWCOMER_GIFT = '注册即领新手红包';

/** The gift's name ('8888元VIP专属红包'), or its value in words when the package has no name. */
export const giftName = (g: Gift) => g.displayName || `${formatYuan(g.parValue)}元红包`;

/**
 * What the friend is told they get: the referral's own gift when the backend names one,
 * else the newcomer's red packets every registration brings.
 */
export const giftLine = (info: ReferralInfo | null): string => {
  const g = info && giftOf(info);
  return g ? `注册即得${giftName(g)}` : NEWCOMER_GIFT;
};

/** Who invites, as the friend reads it: '王** 邀请你注册'. */
export const inviterLine = (name: string | null | undefined): string => (name ? `${name} 邀请你注册` : '好友邀请你注册');
