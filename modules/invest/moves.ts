// Tender as a money move (runtime/money): the checks that belong to the attempt (payment
// password, channel), the POST with its key, and how a lost answer is looked up in the
// investor's newest investments (kit/money/find-investment.ts, shared with the claim
// purchase). Loaded when the password is typed.
import { ApiError } from '../../runtime/api/api-error';
import { toFen, toYuan } from '../../domain/format/money';
import { HOTLINE } from '../../domain/hotline';
import type { MoneyMove } from '../../runtime/money/move';
import { findInvestment } from '../../kit/money/find-investment';
import { mustValidate } from '../../kit/money/password-check';
import { reload } from '../../runtime/session';
import { channelOpen, tender, type TenderPayload, type TenderResult } from './api/invest';
import { askOnly } from '../../kit/money/recheck';

export const CHANNEL_DOWN = `当前支付通道不可用，请联系客服${HOTLINE}`;

// Each check is made in a scope of its own, from values that are not secret: closures made in
// one scope share it, so a check built beside `send` would keep the password alive with it.
const tenderCheck =
  (loanId: string, fen: number): MoneyMove<TenderResult>['check'] =>
  async (key, since) => {
    const i = await findInvestment(key, since, loanId, fen);
    if (!i) return null;
    const { amount, paymentType, corporationAccountName, corporationAccount, corporationOpenBank, paymentNo, timeEnd } = i;
    return { amount, paymentType, corporationAccountName, corporationAccount, corporationOpenBank, paymentNo, timeEnd };
  };

export function tenderMove(p: Omit<TenderPayload, 'version'>, needsCard: boolean): MoneyMove<TenderResult> {
  const fen = toFen(p.amount);
  return {
    intent: `tender:${p.loanId}:${fen}:${p.paymentType}:${p.placementId ?? ''}:${p.isUseBalance}`,
    check: tenderCheck(p.loanId, fen),
    refresh: reload,
    send: async (version) => {
      await mustValidate(p.paymentPassword);
      // SPEC §4: password check, then channel check, then the tender
      if (needsCard && !(await channelOpen())) throw new ApiError('CHANNEL_UNAVAILABLE', CHANNEL_DOWN, 400);
      // the answer carries no amount: the result keeps what was sent, for a screen that was left
      // and opened again (its form empty) while the answer was on its way
      const r = await tender({ ...p, version });
      return { ...r, amount: r.amount ?? toYuan(fen) };
    },
  };
}

/** A move's send, for a move rebuilt only to settle a kept attempt: never called (move.ts recheck). */

/** The move that settles a kept tender attempt of loan `loanId` (its check only, from the intent; no password). */
export function tenderSettle(intent: string, loanId: string): MoneyMove<TenderResult> | null {
  const [kind, id, fen] = intent.split(':');
  return kind === 'tender' && id === loanId && /^\d+$/.test(fen ?? '')
    ? { intent, check: tenderCheck(loanId, Number(fen)), refresh: reload, send: askOnly }
    : null;
}
