// The claim purchase as a money move (runtime/money): the payment password checked first, the
// POST with its key, and a lost answer looked up in the investor's newest investments
// (runtime/money/find-investment.ts, as a tender's). Loaded when the password is typed.
import { toFen } from '../../runtime/format/money';
import type { MoneyMove } from '../../runtime/money/move';
import { findInvestment } from '../../runtime/money/find-investment';
import { mustValidate } from '../../runtime/money/password-check';
import { reload } from '../../runtime/session';
import { buyClaim, type ClaimPayload, type ClaimResult } from './api-purchase';
import { askOnly } from '../../runtime/money/recheck';

// A check is made in a scope of its own, from values that are not secret: closures made in one
// scope share it, so a check built beside `send` would keep the password alive with it.
const claimCheck =
  (fen: number): MoneyMove<ClaimResult>['check'] =>
  async (key, since) => {
    const i = await findInvestment(key, since, null, fen);
    return i ? { investId: i.id, amount: i.amount } : null;
  };

export function claimMove(p: Omit<ClaimPayload, 'version'>): MoneyMove<ClaimResult> {
  const fen = toFen(p.amount);
  return {
    intent: `claim:${p.creditAssignId}:${fen}`,
    check: claimCheck(fen),
    refresh: reload,
    send: async (version) => {
      await mustValidate(p.paymentPassword);
      return buyClaim({ ...p, version });
    },
  };
}

/** A move's send, for a move rebuilt only to settle a kept attempt: never called (move.ts recheck). */

/** The move that settles a kept claim purchase of claim `claimId` (its check only, from the intent; no password). */
export function claimSettle(intent: string, claimId: string): MoneyMove<ClaimResult> | null {
  const m = /^claim:(.*):(\d+)$/.exec(intent);
  return m && m[1] === claimId ? { intent, check: claimCheck(Number(m[2])), refresh: reload, send: askOnly } : null;
}
