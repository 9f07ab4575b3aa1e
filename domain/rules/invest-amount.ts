// What an invest amount and its payment must meet (SPEC §5), in fen. The screen checks it as
// the user types and the sandbox refuses a tender by it, so both name the same breach; the words
// (the screen's message, the refusal's value) are each side's own.
import { toFen } from '../format/money';

export interface AmountRule {
  /** remaining investable on the loan */
  balanceFen: number;
  minFen: number;
  stepFen: number;
  /** single-order maximum; 0 = none */
  maxFen: number;
}

export interface CouponBounds {
  /** 0 = none */
  minFen: number;
  maxFen: number;
}

/** step at least 1 yuan: a rule of 0 (or less) would make every amount valid */
export const stepOf = (r: AmountRule) => Math.max(100, r.stepFen);

/**
 * FORMAT nothing positive · BALANCE more than remains · MIN below the minimum · STEP off the
 * minimum's grid · REST not the whole remainder when that is below the minimum · MAX above the
 * single-order cap.
 */
export type AmountBreach = 'FORMAT' | 'BALANCE' | 'MIN' | 'STEP' | 'REST' | 'MAX';

/** The first rule `fen` breaks, in the order the contract checks them; null when it may be lent. */
export function amountBreach(fen: number | null, r: AmountRule): AmountBreach | null {
  if (fen == null || !(fen > 0)) return 'FORMAT';
  if (fen > r.balanceFen) return 'BALANCE';
  if (r.balanceFen >= r.minFen) {
    if (fen < r.minFen) return 'MIN';
    if ((fen - r.minFen) % stepOf(r) !== 0) return 'STEP';
  } else if (fen !== r.balanceFen) return 'REST';
  if (r.maxFen > 0 && fen > r.maxFen) return 'MAX';
  return null;
}

/** Which bound of a coupon excludes the amount; null when it fits. */
export const couponBreach = (fen: number, c: CouponBounds): 'MIN' | 'MAX' | null =>
  c.minFen > 0 && fen < c.minFen ? 'MIN' : c.maxFen > 0 && fen > c.maxFen ? 'MAX' : null;

/** The coupon is usable for this amount (no amount yet: every coupon is). */
export const couponFits = (fen: number | null, c: CouponBounds) => fen == null || !couponBreach(fen, c);

/** What the investor pays (the amount less a cash coupon), split between the balance and the rest. */
export interface PayPlan {
  /** taken from the available balance */
  fromBalanceFen: number;
  /** still to pay by card (online) or by transfer (offline) */
  toPayFen: number;
}

/** The amount minus a cash coupon, taken from the balance first when the investor allows it. */
export function payPlan(amountFen: number, availableFen: number, useBalance: boolean, cashCouponFen = 0): PayPlan {
  const due = Math.max(0, amountFen - cashCouponFen);
  const fromBalanceFen = useBalance ? Math.min(Math.max(0, availableFen), due) : 0;
  return { fromBalanceFen, toPayFen: due - fromBalanceFen };
}

/**
 * What the card's single quick-pay quota (yuan; −1 or none = unlimited) says about paying
 * `fen` by card: ZERO the card may not pay online at all, OVER the amount is above it.
 */
export function quotaBreach(fen: number, singleQuota: number | null | undefined): 'ZERO' | 'OVER' | null {
  if (!(fen > 0)) return null;
  const q = singleQuota ?? -1;
  if (q === 0) return 'ZERO';
  return q > 0 && fen > toFen(q) ? 'OVER' : null;
}
