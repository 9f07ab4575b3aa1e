// How a tender (modules/invest) or a claim purchase (modules/claims) whose answer was lost is
// found: in the investor's newest investments, by the attempt's key where the list echoes it.
// Loaded with the moves, when the password is typed.
import { toFen } from '../../domain/format/money';
import { recentInvestments } from './recent-investments';
import { recordedSince } from './recheck';

/** The investment attempt `key` made, by its echoed key, else by loan (any when null), amount and time. */
export async function findInvestment(key: string, since: number, loanId: string | null, fen: number) {
  const list = await recentInvestments();
  return list.some((i) => i.version)
    ? list.find((i) => i.version === key)
    : list.find((i) => (!loanId || i.loanId === loanId) && toFen(i.amount) === fen && recordedSince(i.submitTime ?? 0, since));
}
