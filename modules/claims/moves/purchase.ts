// The claim purchase as a money move (runtime/money): the payment password checked first, the
// POST with its key, and a lost answer looked up in the investor's newest investments
// (kit/money/find-investment.ts, as a tender's), with what it paid from the fund records
// (kit/money/find-paid.ts). Loaded when the password is typed.
import { toFen } from '../../../domain/format/money';
import type { MoneyMove } from '../../../runtime/money/move';
import { findInvestment } from '../../../kit/money/find-investment';
import { findPaidFen } from '../../../kit/money/find-paid';
import { mustValidate } from '../../../kit/money/password-check';
import { reload } from '../../../runtime/session';
import { buyClaim, type ClaimPayload, type ClaimResult } from '../api/purchase';
import { askOnly } from '../../../kit/money/recheck';

// A check is made in a scope of its own, from values that are not secret: closures made in one
// scope share it, so a check built beside `send` would keep the password alive with it.
const claimCheck =
  (fen: number): MoneyMove<ClaimResult>['check'] =>
  async (key, since) => {
    const i = await findInvestment(key, since, null, fen);
    if (!i) return null;
    // the answer carried no figures: the result shows those the records settled it by, the
    // principal (the investment) and the price paid (its fund record)
    const paidFen = await findPaidFen('CREDIT_ASSIGN', key, since).catch(() => null);
    return { investId: i.id, principalFen: toFen(i.amount), paidFen };
  };

/**
 * `priceFen`: the price confirmed in the sheet. The answer carries no figures, so a purchase done
 * by its answer keeps what was sent: the screen may by then show the claim sold (balance 0), when
 * the investor left and came back while the answer was on its way.
 */
export function claimMove(p: Omit<ClaimPayload, 'version'>, priceFen: number): MoneyMove<ClaimResult> {
  const fen = toFen(p.amount);
  return {
    intent: `claim:${p.creditAssignId}:${fen}`,
    check: claimCheck(fen),
    refresh: reload,
    send: async (version) => {
      await mustValidate(p.paymentPassword);
      await buyClaim({ ...p, version });
      return { principalFen: fen, paidFen: priceFen };
    },
  };
}

/** A move's send, for a move rebuilt only to settle a kept attempt: never called (move.ts recheck). */

/** The move that settles a kept claim purchase of claim `claimId` (its check only, from the intent; no password). */
export function claimSettle(intent: string, claimId: string): MoneyMove<ClaimResult> | null {
  const m = /^claim:(.*):(\d+)$/.exec(intent);
  return m && m[1] === claimId ? { intent, check: claimCheck(Number(m[2])), refresh: reload, send: askOnly } : null;
}
