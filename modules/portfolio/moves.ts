// Redemption of a cycle product as a money move (runtime/money): the payment-password check
// and the POST with the attempt's key (clientOrderId), and how a lost answer is learned: a
// redemption is the only way an investment becomes REDEEMING, so finding it among the
// investor's REDEEMING investments proves it (the backend has no call for one investment).
// Loaded when the password is typed, not with the screen.
import type { MoneyMove } from '../../runtime/money/move';
import type { Outcome } from '../../runtime/money/state';
import { mustValidate } from '../../kit/money/password-check';
import { isRedeeming, redeem, type RedeemResult } from './api/holdings';
import { askOnly } from '../../kit/money/recheck';

/** SPEC §8: a failed redemption's message starts with this. */
export const REDEEM_FAILED = '赎回失败，';

export interface RedeemInput {
  investId: string;
  /** the cycle the window belongs to */
  currentPeriod: number;
  pw: string;
}

/** What the screen (or, once it has gone, a toast) says of an outcome. */
export function redeemText(o: Outcome<unknown>): string {
  if (o.kind === 'done') return '赎回申请已提交，本周期结束后本金和收益将回到您的账户';
  if (o.kind === 'refused') return REDEEM_FAILED + o.error.message;
  return '网络异常，暂未确认赎回结果。请勿重复赎回，稍后点“查询结果”或在出借详情中查看。';
}

/**
 * The check is made apart from the password: closures made in one scope share it, so a check
 * built beside `send` would keep the password alive as long as the check lives.
 */
function redeemCheck(investId: string): Pick<MoneyMove<RedeemResult>, 'check' | 'describe' | 'refusalIsFinal'> {
  return {
    check: async () => ((await isRedeeming(investId)) ? { investId } : null),
    describe: redeemText,
    // REDEEMING does not say whose attempt made it (another device's, say): a refusal stands
    refusalIsFinal: true,
  };
}

export function redeemMove({ investId, currentPeriod, pw }: RedeemInput): MoneyMove<RedeemResult> {
  return {
    intent: `redeem:${investId}:${currentPeriod}`,
    ...redeemCheck(investId),
    send: async (clientOrderId) => {
      await mustValidate(pw);
      return redeem({ investId, currentPeriod, clientOrderId });
    },
  };
}

/** The move that settles a kept redemption of investment `investId` (its check only, from the intent; no password). */
export function redeemSettle(intent: string, investId: string): MoneyMove<RedeemResult> | null {
  const m = /^redeem:(.*):(\d+)$/.exec(intent);
  return m && m[1] === investId ? { intent, ...redeemCheck(investId), send: askOnly } : null;
}
