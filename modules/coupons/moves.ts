// Redeeming a cash coupon into the balance and transferring a coupon to another investor, as
// money moves (runtime/money). Loaded when the move starts, not with the screen.
//
// The placement id is the key of both: a placement leaves PLACED once and the server refuses a
// repeat, so the call carries no key of its own, and a lost answer is settled by reading the
// placement's status. So is a refusal: after a lost answer Chromium may resend the POST by
// itself, and the resend meets the placement already moved (or the picture already used) and
// is refused. That refusal says nothing about what the first request did; the status does.
import { ApiError } from '../../runtime/api/api-error';
import { formatYuan } from '../../domain/format/money';
import type { MoneyMove } from '../../runtime/money/move';
import { unknownText, type Outcome } from '../../runtime/money/state';
import { reload } from '../../runtime/session';
import { assignCoupon, findCoupon, redeemCoupon, type Coupon } from './api';
import { sendOrLook, settleRefusal, type Proof } from '../../kit/money/settle';
import { askOnly } from '../../kit/money/recheck';

export function redeemText(parValue: number, o: Outcome<unknown>): string {
  if (o.kind === 'done') return `${o.value === 'records' ? '红包已兑换' : '兑换成功'}，${formatYuan(parValue)}元已存入账户余额`;
  return o.kind === 'refused' ? `兑换失败，${o.error.message}` : unknownText('兑换');
}

export function redeemMove(c: Pick<Coupon, 'id' | 'couponPackage'>, cap: { token: string; answer: string }): MoneyMove<Proof> {
  // the placement was PLACED when the attempt began: REDEEMED now is what this attempt did
  const check = async (): Promise<Proof | null> => ((await findCoupon(c.id, ['REDEEMED'])) ? 'records' : null);
  return {
    intent: `coupon-redeem:${c.id}`,
    send: () =>
      settleRefusal(async () => {
        if (!(await redeemCoupon(c.id, cap))) throw new ApiError('REDEEM_FAILED', '该红包暂不能兑换', 400);
        return 'answer' as const;
      }, check),
    check,
    refresh: reload,
    describe: (o) => redeemText(c.couponPackage.parValue, o),
  };
}

/** A move rebuilt to settle a kept attempt: its check only (move.ts recheck never sends it). */

/**
 * The move that settles a kept redemption (after a reload or a restarted WebView). The intent
 * names the placement only: the par value for the words comes with the placement found.
 */
export function redeemSettle(intent: string): MoneyMove<Proof> | null {
  const id = /^coupon-redeem:(.+)$/.exec(intent)?.[1];
  if (!id) return null;
  let par: number | null = null;
  return {
    intent,
    send: askOnly,
    check: async () => {
      const c = await findCoupon(id, ['REDEEMED']);
      if (!c) return null;
      par = c.couponPackage.parValue;
      return 'records';
    },
    refresh: reload,
    describe: (o) => (o.kind === 'done' && par === null ? '红包已兑换，已存入账户余额' : redeemText(par ?? 0, o)),
  };
}

export function assignText(o: Outcome<unknown>): string {
  if (o.kind === 'done') return o.value === 'records' ? '红包已转让' : '红包转让成功';
  return o.kind === 'refused' ? `转让失败，${o.error.message}` : unknownText('转让');
}

// The placement was PLACED when the attempt began: ASSIGNED now, to this mobile, is what this
// attempt did (a by-status list that leaves the receiver out is taken at its status).
const assignCheck = (placementId: string, mobile: string) => async (): Promise<Proof | null> => {
  const p = await findCoupon(placementId, ['ASSIGNED']);
  return p && (!p.assignedTo || p.assignedTo === mobile) ? 'records' : null;
};

/** The move that settles a kept transfer of placement `placementId` (its check only). */
export function assignSettle(intent: string, placementId: string): MoneyMove<Proof> | null {
  const m = /^coupon-assign:(.+):(\d+)$/.exec(intent);
  return m && m[1] === placementId ? { intent, send: askOnly, check: assignCheck(placementId, m[2]!), describe: assignText } : null;
}

export function assignMove(placementId: string, mobile: string): MoneyMove<Proof> {
  const check = assignCheck(placementId, mobile);
  return {
    intent: `coupon-assign:${placementId}:${mobile}`,
    send: sendOrLook(() => assignCoupon(placementId, mobile), check),
    check,
    describe: assignText,
  };
}
