// 全部 on the invest screen: the largest amount the rule (rules.ts) allows that the money at
// hand covers, or why there is none. Apart from rules.ts, which the claim screen loads too and
// needs none of this. Pure: unit-tested in tests/unit/invest-rules-all.test.ts.
import { formatFen } from '../../../domain/format/money';
import { LEND, limitYuan, minAmountLabel, type Verb } from '../../../domain/format/glossary';
import { stepOf, type AmountRule, type CouponBounds } from './invest';

/** The coupon chosen for the order: its bounds, and what it pays (a cash coupon's value; 0 for the others). */
export interface CashCoupon extends CouponBounds {
  cashFen: number;
}

export type AllAmount = { fen: number } | { short: string };

/**
 * 全部: the largest amount the rule allows that the available balance (plus a chosen cash
 * coupon, which pays its value) covers: min(balance + coupon, what remains of the loan, the
 * single-order maximum), rounded down to the step. A loan whose remainder is below the
 * minimum takes exactly the remainder. When the money does not reach the least amount
 * allowed, why not (`short`) instead. A chosen coupon is kept when an amount within its bounds
 * can be had; else the amount is the balance's alone (the screen then drops the coupon).
 */
export function allAmount(r: AmountRule, availableFen: number, coupon?: CashCoupon | null, v: Verb = LEND): AllAmount {
  if (r.balanceFen <= 0) return { short: `当前剩余可${v}${formatFen(0)}元` };
  const have = Math.max(0, availableFen);
  if (coupon) {
    const withCoupon = largest(r, have + coupon.cashFen, coupon.maxFen);
    if (withCoupon != null && withCoupon >= coupon.minFen) return { fen: withCoupon };
  }
  const fen = largest(r, have, 0);
  if (fen != null) return { fen };
  // the least amount allowed: the minimum, or the whole remainder when it is below it
  const least = r.balanceFen < r.minFen ? r.balanceFen : r.minFen;
  return {
    short: r.balanceFen < r.minFen ? `可用余额不足剩余金额${formatFen(least)}元` : `可用余额不足${minAmountLabel(v)}${limitYuan(least)}元`,
  };
}

/** The largest amount the rule allows within `capFen` (and a coupon's maximum, 0 = none), or null. */
function largest(r: AmountRule, capFen: number, couponMaxFen: number): number | null {
  let cap = Math.min(capFen, r.balanceFen);
  if (r.maxFen > 0) cap = Math.min(cap, r.maxFen);
  if (couponMaxFen > 0) cap = Math.min(cap, couponMaxFen);
  if (r.balanceFen < r.minFen) return cap >= r.balanceFen ? r.balanceFen : null;
  if (cap < r.minFen) return null;
  const step = stepOf(r);
  return r.minFen + Math.floor((cap - r.minFen) / step) * step;
}
