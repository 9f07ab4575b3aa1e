import { formatRate } from '../../../domain/format/rate';
import { formatYuan, toFen } from '../../../domain/format/money';
import { COUPON_TYPE, joinRange, limitYuan } from '../../../domain/format/glossary';
import { boundBreach, couponBounds, unusable, type CouponState } from '../../../domain/rules/coupon';
import { COUPON_STATUS } from '../../../domain/format/statuses';

interface Pkg {
  type: string;
  parValue: number;
  minimumInvest?: number | null;
  maximumInvest?: number | null;
  displayName?: string | null;
}

/** SPEC §9: an interest coupon's value is hundredths of a percent, shown as a percentage. */
export const couponValue = (p: Pkg) => (p.type === 'INTEREST' ? `${formatRate(p.parValue)}%` : `${formatYuan(p.parValue)}元`);

export const couponLabel = (p: Pkg) => `${COUPON_TYPE[p.type] ?? p.displayName ?? '红包'} ${couponValue(p)}`;

// one rule for a coupon's bounds, the sandbox's listCoupon and tender refuse by it too
export { couponBounds };

/** The amounts the coupon accepts, its bounds as every message prints them (glossary limitYuan: '888,800元'). */
export function boundsText(p: Pkg): string {
  const { minFen, maxFen } = couponBounds(p);
  if (minFen && maxFen) return `出借${joinRange(limitYuan(minFen), limitYuan(maxFen))}元可用`;
  if (minFen) return `出借满${limitYuan(minFen)}元可用`;
  if (maxFen) return `出借不超过${limitYuan(maxFen)}元可用`;
  return '无门槛';
}

/** A cash coupon is taken off the amount to pay. */
export const cashFen = (p: Pkg | null | undefined) => (p?.type === 'CASH' ? toFen(p.parValue) : 0);

/**
 * Why the picker cannot take this coupon for `fen`, in the words the amount check says it
 * (SPEC §5: needs an investment greater than X, or less than X), or null when it can. `disabled`
 * here is the list's (listCoupon's {disabled, placement}): with no bound that excludes the
 * amount it is not the amount's fault, so it says 不可用, as the coupon page does.
 */
export function pickRefusal(c: CouponState & { couponPackage: Pkg }, fen: number | null, now: number): string | null {
  const why = unusable({ status: c.status, timeExpire: c.timeExpire }, now);
  if (why) return why === 'STATUS' ? (COUPON_STATUS[c.status!] ?? COUPON_STATUS.DISABLED!) : COUPON_STATUS[why]!;
  const breach = fen == null ? null : boundBreach(c.couponPackage, fen);
  const { minFen, maxFen } = couponBounds(c.couponPackage);
  if (breach === 'MIN') return `需出借金额大于等于${limitYuan(minFen)}元`;
  if (breach === 'MAX') return `需出借金额小于等于${limitYuan(maxFen)}元`;
  return c.disabled ? COUPON_STATUS.DISABLED! : null;
}
