// Redeeming a cash coupon into the balance and transferring a coupon to another investor, as
// money moves (runtime/money). Loaded when the move starts, not with the screen.
//
// The placement id is the key of both: a placement leaves PLACED once and the server refuses a
// repeat, so the call carries no key of its own, and a lost answer is settled by reading the
// placement's status.
import { ApiError } from '../../runtime/api/api-error';
import { formatYuan } from '../../runtime/format/money';
import type { MoneyMove } from '../../runtime/money/move';
import { unknownText, type Outcome } from '../../runtime/money/state';
import { reload } from '../../runtime/session';
import { assignCoupon, findCoupon, redeemCoupon, type Coupon } from './api-coupons';

export function redeemText(parValue: number, o: Outcome<unknown>): string {
  if (o.kind === 'done') return `兑换成功，${formatYuan(parValue)}元已存入账户余额`;
  return o.kind === 'refused' ? `兑换失败，${o.error.message}` : unknownText('兑换');
}

export function redeemMove(c: Pick<Coupon, 'id' | 'couponPackage'>, cap: { token: string; answer: string }): MoneyMove<true> {
  return {
    intent: `coupon-redeem:${c.id}`,
    send: async () => {
      if (!(await redeemCoupon(c.id, cap))) throw new ApiError('REDEEM_FAILED', '该红包暂不能兑换', 400);
      return true;
    },
    check: async () => ((await findCoupon(c.id, ['REDEEMED'])) ? true : null),
    refresh: reload,
    describe: (o) => redeemText(c.couponPackage.parValue, o),
  };
}

export function assignText(o: Outcome<unknown>): string {
  if (o.kind === 'done') return '红包转让成功';
  return o.kind === 'refused' ? `转让失败，${o.error.message}` : unknownText('转让');
}

export function assignMove(placementId: string, mobile: string): MoneyMove<true> {
  return {
    intent: `coupon-assign:${placementId}:${mobile}`,
    send: async () => {
      await assignCoupon(placementId, mobile);
      return true;
    },
    // the placement was PLACED when the attempt began: ASSIGNED now means this attempt moved it
    check: async () => ((await findCoupon(placementId, ['ASSIGNED'])) ? true : null),
    describe: assignText,
  };
}
