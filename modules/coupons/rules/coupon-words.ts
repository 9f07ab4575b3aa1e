// What a coupon (红包) card says and which actions it offers (SPEC §3 coupon placement, §9
// coupon types). Pure: the screens and the tests read the same rules.
import { expiryMs, isUsable, unusable } from '../../../domain/rules/coupon';
import { formatFen, formatYuan, toFen } from '../../../domain/format/money';
import { COUPON_TYPE, joinRange, limitYuan } from '../../../domain/format/glossary';
import { COUPON_STATUS } from '../../../domain/format/statuses';

export const TYPE_LABEL = COUPON_TYPE;

export const COUPON_TABS = [
  { key: 'placed', label: COUPON_STATUS.PLACED! },
  { key: 'redeemed', label: COUPON_STATUS.USED! },
] as const;
export type CouponTab = (typeof COUPON_TABS)[number]['key'];
export const TAB_KEYS = COUPON_TABS.map((t) => t.key);

/** The statuses each tab lists (the 已使用 tab: redeemed, used and transferred). */
export const statusesOf = (tab: string): string[] => (tab === 'redeemed' ? ['REDEEMED', 'USED', 'ASSIGNED'] : ['PLACED']);

/**
 * SPEC §6: coupon transfer is for real-name verified users. The session's flag (authenticates,
 * or account status 42) is false only when the backend says so; unknown, the server decides.
 */
export const isVerified = (verified: boolean | null) => verified !== false;
export const UNVERIFIED_TEXT = '红包转让仅对实名认证用户开放';

export interface CouponLike {
  status?: string | null;
  disabled?: boolean | null;
  timeExpire?: number | string | null;
  couponPackage: { type: string; parValue: number; minimumInvest?: number | null; maximumInvest?: number | null; minimumDuration?: number | null };
}

/** Par value as shown: INTEREST is in hundredths of a percent (100 → 1.00%), the others in yuan. */
export function parText(type: string, parValue: number): { value: string; unit: string } {
  if (!Number.isFinite(parValue)) return { value: '--', unit: '' };
  return type === 'INTEREST' ? { value: formatFen(Math.round(parValue)), unit: '%' } : { value: formatYuan(parValue), unit: '元' };
}

/** The invest amounts the coupon accepts (0 or missing: no bound), printed as the invest screen's messages print them ('888,800元'). */
export function boundsText(min: number | null | undefined, max: number | null | undefined): string {
  const lo = min && min > 0 ? `${limitYuan(toFen(min))}元` : '';
  const hi = max && max > 0 ? `${limitYuan(toFen(max))}元` : '';
  if (lo && hi) return `单笔出借${joinRange(lo, hi, '至')}可用`;
  if (lo) return `单笔出借满${lo}可用`;
  if (hi) return `单笔出借不超过${hi}可用`;
  return '出借金额不限';
}

/**
 * A coupon's description as the backend wrote it, its raw yuan grouped as the bounds above it
 * are ('单笔出借满888800元可用' → '单笔出借满888,800元可用'): one card never shows 888800 beside 888,800.
 */
export const descriptionText = (text: string) =>
  text.replace(/(^|[^\d.,])(\d{4,})(?=(?:\.\d+)?元)/g, (_, before: string, n: string) => before + n.replace(/\B(?=(\d{3})+$)/g, ','));

/**
 * The word on a greyed card, or null for a usable one (the runtime's one rule of usable, which
 * the account home counts by). A coupon past its date may still say PLACED (the backend marks
 * EXPIRED later, newAccount/coupon.js:84-91), so the time decides too.
 */
export function stateWord(c: CouponLike, now: number): string | null {
  const why = unusable(c, now);
  if (why === 'STATUS') return COUPON_STATUS[c.status!] ?? c.status!;
  return why && COUPON_STATUS[why]!;
}

/**
 * Only an unconditional cash coupon turns into balance: one with an investment condition (the
 * 8,888 coupon needs 888,800 yuan lent) is used when investing, or it would be cash for nothing.
 */
export const canRedeem = (c: CouponLike, now: number) =>
  isUsable(c, now) && c.couponPackage.type === 'CASH' && !c.couponPackage.minimumInvest && !c.couponPackage.minimumDuration;
export const canAssign = isUsable;

const DAY = 86_400_000;
/** '即将过期' for a usable coupon with three days or less to go. */
export const expiresSoon = (c: CouponLike, now: number) => isUsable(c, now) && expiryMs(c.timeExpire) - now <= 3 * DAY;

/** Codes that mean the picture's answer was refused: ask again with a new picture. */
export const CAPTCHA_CODES: readonly string[] = ['INVALID_CAPTCHA', 'IMG_CAPTCHA_NULL', 'IMG_CAPTCHA_REQUIRED'];
