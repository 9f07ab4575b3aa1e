// Publishing a claim transfer as a move of value (runtime/money): the POST, and how an outcome is
// learned when its answer is lost or a resend meets the transfer already made: the seller's open
// transfers, this investment at this price, opened since the attempt began. The answer names no
// id (createNew's data is never read by the family's front ends), so the id is read there too.
// createNew takes no payment password (its fixture: creditDealRate, creditDealAmount,
// creditAssignTitle only), so the password is checked first, with validatePaymentPassword, inside
// `send`: the one place it lives (runtime/money/move.ts).
import { toFen } from '../../../domain/format/money';
import type { MoneyMove } from '../../../runtime/money/move';
import type { Outcome } from '../../../runtime/money/state';
import { mustValidate } from '../../../kit/money/password-check';
import { createTransfer, listMyTransfers, type NewTransfer } from '../api/transfer';
import { askOnly, recordedSince } from '../../../kit/money/recheck';

export const FAILED = '债权转让创建失败，';
export const UNKNOWN = '网络异常，暂未确认转让结果。请勿重复提交，稍后在“我的出借—转让中”查看。';

/** The open transfer of this investment at this price made since `since`, if any. */
const findMine = (investId: string, fen: number, since: number) =>
  listMyTransfers(['OPEN'], 1, 100).then(
    (p) => p.items.find((t) => t.investId === investId && toFen(t.creditDealAmount) === fen && recordedSince(t.timeOpen, since))?.id ?? null,
  );

export const PUBLISHED = '债权转让已发布';
const describe = (o: Outcome<string>) => (o.kind === 'done' ? PUBLISHED : o.kind === 'refused' ? FAILED + o.error.message : UNKNOWN);

// What outlives the attempt (check, describe) is made in a scope of its own, from values that
// are not secret: closures made in one scope share it, so a check built beside `send` would keep
// the password alive with it.
const transferCheck = (investId: string, fen: number, since: number): Pick<MoneyMove<string>, 'check' | 'describe'> => ({
  check: (_key, at) => findMine(investId, fen, Math.min(at, since)),
  describe,
});

/** Done with the new transfer's id ('' when the list cannot name it yet). `pw`: the payment password, checked before the POST. */
export function transferMove(investId: string, fen: number, t: NewTransfer, pw: string): MoneyMove<string> {
  const since = Date.now();
  return {
    intent: `transfer:${investId}:${fen}`,
    ...transferCheck(investId, fen, since),
    send: async () => {
      await mustValidate(pw);
      await createTransfer(investId, t);
      return (await findMine(investId, fen, since).catch(() => null)) ?? '';
    },
  };
}

/** The move that settles a kept transfer of investment `investId` as the screen opens: its check only, from the intent. */
export function transferSettle(intent: string, investId: string): MoneyMove<string> | null {
  const m = /^transfer:(.+):(\d+)$/.exec(intent);
  if (!m || m[1] !== investId) return null;
  const fen = Number(m[2]);
  return {
    intent,
    send: askOnly,
    check: (_key, since) => findMine(investId, fen, since),
    describe,
  };
}
