// One holding's figures, derived once from what invest/list (or the seller's creditassign list)
// sent, for every holdings screen: 我的出借's cards and tabs, the investment detail and its
// 出借动态. What was paid, at what rate, for how long, from and until when, and the status in
// words. A claim bought on the transfer market is shown as what the investor bought (the price
// paid, the claim's rate, the term left, its own dates), never as the tender it came from.
// No React and no calls: the list and the detail chunks both carry it.
import { daysBetween } from '../../../domain/format/dates';
import { INVEST_STATUS, transferWord } from '../../../domain/format/statuses';
import type { Duration } from '../../../domain/duration';
import { isLate } from '../../../domain/overdue';

type Time = number | string | null | undefined;

/**
 * A claim the investor bought, as the family records the purchase (creditcloud's
 * CreditAssignInvest: creditAmount is the principal bought, creditDealAmount what the buyer
 * paid, timeRecorded when), with the claim's own rate (actualRate, a fraction, as creditassign
 * sends it) and dates. Every part may be missing: what is missing shows as '--'.
 */
export interface ClaimBought {
  creditAssignId?: string | null;
  creditAmount?: number | null;
  creditDealAmount?: number | null;
  actualRate?: number | null;
  timeRecorded?: Time;
  valueDate?: Time;
  dueDate?: Time;
}

interface LoanDates {
  valueDate?: number | null;
  dueDate?: number | null;
  duration?: Duration | null;
  loanRequest?: { valueDate?: number | null; dueDate?: number | null } | null;
}

export interface HoldingSource {
  status: string;
  /** yuan: the principal lent (a bought claim's: the principal bought) */
  amount: number;
  /** hundredths of a percent */
  rate: number;
  addRate?: number | null;
  duration?: Duration | null;
  submitTime?: Time;
  /** on the seller's side: the claim transferred from it (the sandbox's and the claim screens' reading) */
  creditAssignId?: string | null;
  creditAssignInvest?: ClaimBought | null;
  repayments?: readonly { status: string; dueDate: number }[] | null;
  loan?: LoanDates | null;
}

// While the seller's transfer is on sale or sold, the row keeps the claim's id (OPEN,
// FINISHED; the family's ASSIGNED); any other row naming a claim bought it (creditcloud's
// Invest.creditAssignId: "非空表示此Invest是对某债权转让的投标").
const SELLING = new Set(['OPEN', 'FINISHED', 'ASSIGNED']);

/** A claim bought on the transfer market, not a tender on a loan. */
export const isBought = (h: Pick<HoldingSource, 'status' | 'creditAssignId' | 'creditAssignInvest'>): boolean =>
  !!h.creditAssignInvest || (!!h.creditAssignId && !SELLING.has(h.status));

export interface Holding {
  bought: boolean;
  amountLabel: string;
  /** yuan: what the investor paid; null when not known */
  amount: number | null;
  /** yuan: the principal held (differs from `amount` for a bought claim) */
  principal: number;
  /** hundredths of a percent; null when not known */
  rate: number | null;
  addRate: number | null;
  termLabel: string;
  term: Duration | null;
  madeLabel: string;
  madeAt: Time;
  valueDate: Time;
  dueDate: Time;
}

const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A fraction (0.095) as hundredths of a percent (950), exact to the hundredth. */
export const fractionToRate = (f: number | null | undefined) => (num(f) === null ? null : Math.round(f! * 10000));

/**
 * The figures of one holding. `now` is the server's clock: a bought claim's term is what is
 * left of it until its due date (on the purchase day, the claim's remainPeriod).
 */
export function holdingOf(h: HoldingSource, now: number): Holding {
  const loan = h.loan;
  const loanValue = loan?.valueDate ?? loan?.loanRequest?.valueDate ?? null;
  const loanDue = loan?.dueDate ?? loan?.loanRequest?.dueDate ?? null;
  if (!isBought(h)) {
    return {
      bought: false,
      amountLabel: '出借金额(元)',
      amount: h.amount,
      principal: h.amount,
      rate: h.rate,
      addRate: h.addRate ?? null,
      termLabel: '期限',
      term: loan?.duration ?? h.duration ?? null,
      madeLabel: '出借时间',
      madeAt: h.submitTime,
      valueDate: loanValue,
      dueDate: loanDue,
    };
  }
  const b = h.creditAssignInvest ?? {};
  const due = b.dueDate ?? loanDue;
  const left = due == null ? NaN : daysBetween(now, due);
  return {
    bought: true,
    amountLabel: '支付金额(元)',
    amount: num(b.creditDealAmount),
    principal: num(b.creditAmount) ?? h.amount,
    // the row's own rate is the loan's: the claim's rate is only in the purchase's record
    rate: fractionToRate(b.actualRate),
    addRate: null,
    termLabel: '剩余期限',
    term: Number.isFinite(left) ? { totalDays: Math.max(0, left) } : null,
    madeLabel: '买入时间',
    madeAt: b.timeRecorded ?? h.submitTime,
    // a claim earns from the day it is bought (the price paid the seller's interest until then)
    valueDate: b.valueDate ?? b.timeRecorded ?? null,
    dueDate: due,
  };
}

// ---------------------------------------------------------------- status

export type Tone = 'on' | 'warn' | 'done';
export interface StatusView {
  /** the status the word is for (a holding's own reading: TRANSFERRED, a late SETTLED as OVERDUE) */
  key: string;
  word: string;
  tone: Tone;
}

const WARN = new Set(['OVERDUE', 'BREACH', 'UNPAID']);
const DONE = new Set(['CLEARED', 'REDEEMED', 'REDEMPTION', 'CANCELED', 'TRANSFERRED']);
export const toneOfKey = (key: string): Tone => (WARN.has(key) ? 'warn' : DONE.has(key) ? 'done' : 'on');

const view = (key: string, word: string | undefined, fallback: string): StatusView => ({ key, word: word ?? fallback, tone: toneOfKey(key) });

/**
 * An investment's status, the one reading of every holdings screen (list badge, detail badge):
 * a transfer sold out is 已转让; a repaying investment with a period past due and unpaid is
 * 已逾期 (as its schedule says), whatever the row's code; unknown codes show as sent.
 */
export function holdingStatus(h: Pick<HoldingSource, 'status' | 'creditAssignId' | 'creditAssignInvest' | 'repayments'>, now: number): StatusView {
  const s = h.status;
  if ((s === 'FINISHED' || s === 'ASSIGNED') && h.creditAssignId && !isBought(h)) return view('TRANSFERRED', INVEST_STATUS.TRANSFERRED, s);
  if (s === 'SETTLED' && (h.repayments ?? []).some((r) => isLate(r, now))) return view('OVERDUE', INVEST_STATUS.OVERDUE, s);
  return view(s, INVEST_STATUS[s], s);
}

/** The seller's own transfer (转让中 tab), in the words its investment has: on sale, or sold. */
export function transferStatus(claimStatus: string): StatusView {
  const key =
    claimStatus === 'OPEN' || claimStatus === 'OPENED' ? 'OPEN' : claimStatus === 'FINISHED' || claimStatus === 'SETTLED' ? 'TRANSFERRED' : claimStatus;
  return { key, word: transferWord(claimStatus), tone: key === 'OPEN' || key === 'TRANSFERRED' ? toneOfKey(key) : 'done' };
}

/**
 * The claim statuses the 转让中 tab asks for: on sale, or sold out (never one withdrawn). SPEC §4's
 * ASSIGN = OPEN, FINISHED, which the family's H5 sent to the seller's creditassign list.
 */
export const TRANSFER_TAB_STATUSES = ['OPEN', 'FINISHED'] as const;
