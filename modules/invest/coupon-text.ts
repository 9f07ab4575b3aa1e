import { formatRate } from '../../runtime/format/rate';
import { formatYuan, toFen } from '../../runtime/format/money';
import { COUPON_TYPE, joinRange, limitYuan } from '../../runtime/format/glossary';
import type { CouponBounds } from './rules';

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

export const couponBounds = (p: Pkg): CouponBounds => ({ minFen: toFen(p.minimumInvest ?? 0), maxFen: toFen(p.maximumInvest ?? 0) });

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
