// Tender and claim purchase as money moves (runtime/money): the checks that belong to the
// attempt (payment password, channel), the POST with its key, and how a lost answer is
// looked up in the investor's newest investments. Loaded when the password is typed.
import { ApiError } from '../../runtime/api/api-error';
import { toFen } from '../../runtime/format/money';
import { HOTLINE } from '../../runtime/domain/hotline';
import type { MoneyMove } from '../../runtime/money/move';
import { reload } from '../../runtime/session';
import {
  buyClaim, channelOpen, recentInvestments, tender, validatePaymentPassword,
  type ClaimPayload, type ClaimResult, type TenderPayload, type TenderResult,
} from './api';

/** a phone's clock may be off from the server's */
const SKEW_MS = 5 * 60_000;

async function mustValidate(pw: string) {
  if (!(await validatePaymentPassword(pw))) throw new ApiError('INCORRECT_PASSWORD', '支付密码不正确', 400);
}

/** The investment attempt `key` made, by its echoed key, else by loan, amount and time. */
async function findInvestment(key: string, since: number, loanId: string | null, fen: number) {
  const list = await recentInvestments();
  return list.some((i) => i.version)
    ? list.find((i) => i.version === key)
    : list.find((i) => (!loanId || i.loanId === loanId) && toFen(i.amount) === fen && (i.submitTime ?? 0) >= since - SKEW_MS);
}

export const CHANNEL_DOWN = `当前支付通道不可用，请联系客服${HOTLINE}`;

// Each check is made in a scope of its own, from values that are not secret: closures made in
// one scope share it, so a check built beside `send` would keep the password alive with it.
const tenderCheck = (loanId: string, fen: number): MoneyMove<TenderResult>['check'] => async (key, since) => {
  const i = await findInvestment(key, since, loanId, fen);
  if (!i) return null;
  const { amount, paymentType, corporationAccountName, corporationAccount, corporationOpenBank, paymentNo, timeEnd } = i;
  return { amount, paymentType, corporationAccountName, corporationAccount, corporationOpenBank, paymentNo, timeEnd };
};

const claimCheck = (fen: number): MoneyMove<ClaimResult>['check'] => async (key, since) => {
  const i = await findInvestment(key, since, null, fen);
  return i ? { investId: i.id, amount: i.amount } : null;
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
      return tender({ ...p, version });
    },
  };
}

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
const NEVER_SENT = () => Promise.reject(new ApiError('NOT_DONE', '只查询，不提交'));

/** The move that settles a kept tender attempt of loan `loanId` (its check only, from the intent; no password). */
export function tenderSettle(intent: string, loanId: string): MoneyMove<TenderResult> | null {
  const [kind, id, fen] = intent.split(':');
  return kind === 'tender' && id === loanId && /^\d+$/.test(fen ?? '')
    ? { intent, check: tenderCheck(loanId, Number(fen)), refresh: reload, send: NEVER_SENT }
    : null;
}

/** The move that settles a kept claim purchase of claim `claimId` (its check only, from the intent; no password). */
export function claimSettle(intent: string, claimId: string): MoneyMove<ClaimResult> | null {
  const m = /^claim:(.*):(\d+)$/.exec(intent);
  return m && m[1] === claimId ? { intent, check: claimCheck(Number(m[2])), refresh: reload, send: NEVER_SENT } : null;
}
