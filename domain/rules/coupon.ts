// What makes a coupon (红包) usable, and which invest amounts it accepts (SPEC §3 coupon
// placement, §5 "Coupon bounds apply"). One rule for the account home's count, the coupon list,
// the invest picker and the sandbox's answers: two screens cannot disagree on a coupon.
import { DAY, toMs } from '../format/dates';
import { toFen } from '../format/money';
import { couponBreach, type CouponBounds } from './invest-amount';

export interface CouponState {
  status?: string | null;
  disabled?: boolean | null;
  /** epoch ms, or a Beijing wall-clock date; none: never expires */
  timeExpire?: number | string | null;
}

export interface CouponLimits {
  /** yuan; 0 or none = no bound */
  minimumInvest?: number | null;
  maximumInvest?: number | null;
}

const DATE_ONLY = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/;

/**
 * The instant the coupon stops being usable. A bare date ('2026-12-01') is valid through that
 * whole Beijing day, so it ends at the next Beijing midnight; NaN: never.
 */
export function expiryMs(t: CouponState['timeExpire']): number {
  const ms = toMs(t);
  return typeof t === 'string' && DATE_ONLY.test(t.trim()) && Number.isFinite(ms) ? ms + DAY : ms;
}

/** A PLACED coupon past its date still says PLACED (the backend marks EXPIRED later): the time decides. */
export const isExpired = (c: CouponState, now: number) => expiryMs(c.timeExpire) <= now;

/** Why the coupon cannot be used now ('STATUS' not PLACED, 'EXPIRED', 'DISABLED' switched off), or null when it can. */
export function unusable(c: CouponState, now: number): 'STATUS' | 'EXPIRED' | 'DISABLED' | null {
  if ((c.status || 'PLACED') !== 'PLACED') return 'STATUS';
  if (isExpired(c, now)) return 'EXPIRED';
  return c.disabled ? 'DISABLED' : null;
}

/** Usable: PLACED (SPEC §3 default), not switched off, not past its date in Beijing time. */
export const isUsable = (c: CouponState, now: number) => unusable(c, now) === null;

/** How many of `list` are usable now. */
export const countUsable = (list: readonly CouponState[], now: number) => list.filter((c) => isUsable(c, now)).length;

/** The package's bounds (yuan as sent) in fen, as the amount rules read them. */
export const couponBounds = (p: CouponLimits): CouponBounds => ({ minFen: toFen(p.minimumInvest || 0), maxFen: toFen(p.maximumInvest || 0) });

/** Which bound excludes `fen` ('MIN' needs more, 'MAX' needs less), or null when it fits. */
export const boundBreach = (p: CouponLimits, fen: number) => couponBreach(fen, couponBounds(p));
