// Publishing a claim transfer as a move of value (runtime/money): the POST, and how an outcome is
// learned when its answer is lost or a resend meets the transfer already made: the seller's open
// transfers, this investment at this price, opened since the attempt began. The answer names no
// id (createNew's data is never read by the family's front ends), so the id is read there too.
import { toFen } from '../../runtime/format/money';
import type { MoneyMove } from '../../runtime/money/move';
import { createTransfer, listMyTransfers, type NewTransfer } from './api-claims';

export const FAILED = '债权转让创建失败，';
export const UNKNOWN = '网络异常，暂未确认转让结果。请勿重复提交，稍后在“我的出借—转让中”查看。';

/** a phone's clock may be off from the server's */
const SKEW_MS = 5 * 60_000;

/** The open transfer of this investment at this price made since `since`, if any. */
const findMine = (investId: string, fen: number, since: number) =>
  listMyTransfers(['OPEN'], 1, 100).then(
    (p) => p.items.find((t) => t.investId === investId && toFen(t.creditDealAmount) === fen && t.timeOpen >= since - SKEW_MS)?.id ?? null,
  );

/** Done with the new transfer's id ('' when the list cannot name it yet). */
export function transferMove(investId: string, fen: number, t: NewTransfer): MoneyMove<string> {
  const since = Date.now();
  return {
    intent: `transfer:${investId}:${fen}`,
    send: async () => {
      await createTransfer(investId, t);
      return (await findMine(investId, fen, since).catch(() => null)) ?? '';
    },
    check: (_key, at) => findMine(investId, fen, Math.min(at, since)),
    describe: (o) => (o.kind === 'done' ? '债权转让已发布' : o.kind === 'refused' ? FAILED + o.error.message : UNKNOWN),
  };
}
