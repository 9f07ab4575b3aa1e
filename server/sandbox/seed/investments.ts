/** Investments: 王建国's (one in every status) and background bids that fill each loan's sold part. */
import type { InvestRepayment, InvestRule, InvestStatus, Investment, Loan, ProductKey } from '../model';
import { createRng, stableId, type Rng } from './rng';
import { loanId } from './loans';
import { scheduleForLoan } from './schedule';
import { BACKGROUND_USER_IDS, DEMO_ACCOUNTS } from './users';
import { HOUR } from '../../../domain/format/dates';

interface Mine {
  key: ProductKey;
  index: number;
  amount: number;
  status: InvestStatus;
  offline?: boolean;
  /** Cycle products: months of the schedule actually run (redeemed at the end of a cycle). */
  runMonths?: number;
}

/** 王建国's investments, one per status at least (435 000 yuan in all: level L3). */
const MINE: Mine[] = [
  { key: 'GDSY', index: 0, amount: 5_000, status: 'PROPOSED' },
  { key: 'CPTJ', index: 0, amount: 10_000, status: 'FROZEN' },
  { key: 'GDHD', index: 0, amount: 50_000, status: 'UNPAID', offline: true },
  { key: 'GDSY', index: 4, amount: 20_000, status: 'FINISHED' },
  { key: 'GDLC', index: 3, amount: 20_000, status: 'FINISHED' },
  { key: 'GDSY', index: 6, amount: 50_000, status: 'SETTLED' },
  { key: 'HZZQ', index: 2, amount: 30_000, status: 'SETTLED' },
  { key: 'ZXHD', index: 1, amount: 100_000, status: 'SETTLED' },
  { key: 'CPTJ', index: 5, amount: 20_000, status: 'OVERDUE' },
  { key: 'CPTJ', index: 6, amount: 10_000, status: 'BREACH' },
  { key: 'GDLC', index: 2, amount: 30_000, status: 'OPEN' },
  { key: 'GDSY', index: 8, amount: 30_000, status: 'CLEARED' },
  { key: 'CPTJ', index: 8, amount: 10_000, status: 'CLEARED' },
  { key: 'GDSY', index: 7, amount: 20_000, status: 'REDEEMING', runMonths: 6 },
  { key: 'DQCP', index: 3, amount: 20_000, status: 'REDEEMED', runMonths: 3 },
  // last, so the ids above keep their keys: a cycle product whose redemption window is open
  // (cycle 2 of 4 ends about a month after the seed's now; redemption closes 15 days before)
  { key: 'DQCP', index: 3, amount: 10_000, status: 'SETTLED' },
];

/** Ids of 王建国's investments, keyed `${status}` or `${status}-${n}` for repeated statuses. */
export const INVESTOR_INVEST_IDS: Record<string, string> = {};
{
  const seen: Record<string, number> = {};
  MINE.forEach((m, i) => {
    const n = (seen[m.status] = (seen[m.status] ?? 0) + 1);
    INVESTOR_INVEST_IDS[n === 1 ? m.status : `${m.status}-${n}`] = stableId('invest', `investor-${i}`);
  });
}

function repaymentsOf(loan: Loan, amount: number, now: number, months?: number): InvestRepayment[] {
  if (loan.status !== 'SETTLED' && loan.status !== 'CLEARED') return [];
  const rows = scheduleForLoan(loan, amount, months);
  const due = rows.filter((r) => r.dueDate < now).length;
  const paid = due - (loan.overduePeriods ?? 0);
  return rows.map((repayment, i) => (i < paid ? { status: 'REPAYED', repayment, repayDate: repayment.dueDate + 10 * HOUR } : { status: 'UNDUE', repayment }));
}

function statusFor(loan: Loan): InvestStatus {
  switch (loan.status) {
    case 'OPENED':
      return 'FROZEN';
    case 'FINISHED':
    case 'FAKESETTLED':
      return 'FINISHED';
    case 'FAILED':
      return 'CANCELED';
    case 'SETTLED':
      return loan.overduePeriods ? (loan.overduePeriods > 1 ? 'BREACH' : 'OVERDUE') : 'SETTLED';
    case 'CLEARED':
      return 'CLEARED';
    default:
      return 'PROPOSED';
  }
}

function make(
  id: string,
  userId: string,
  loan: Loan,
  amount: number,
  status: InvestStatus,
  submitTime: number,
  repayments: InvestRepayment[],
  offline = false,
): Investment {
  const paid = repayments.filter((r) => r.status === 'REPAYED').length;
  return {
    id,
    userId,
    loanId: loan.id,
    loanTitle: loan.title,
    status,
    amount,
    rate: loan.rate,
    ...(loan.addRate ? { addRate: loan.addRate } : {}),
    duration: loan.duration,
    repayMethod: loan.method,
    submitTime,
    currentPeriod: repayments.length ? Math.min(repayments.length, paid + 1) : 0,
    productKey: loan.loanRequest.productKey,
    paymentType: offline ? 'OFFLINE' : 'ONLINE',
    repayments,
  };
}

/** Split `total` yuan into bids that respect min, step and the single-order cap. */
export function splitBids(total: number, rule: InvestRule, rng: Rng): number[] {
  const { minAmount: min, stepAmount: step } = rule;
  const capped = rule.maxAmount > 0;
  const cap = capped ? rule.maxAmount : Math.max(min, Math.ceil(total / rng.int(4, 9) / step) * step);
  const bids: number[] = [];
  let rest = total;
  while (rest > 0) {
    const share = capped ? 0.6 + 0.4 * rng.next() : 0.3 + 0.7 * rng.next();
    let bid = Math.max(min, Math.floor((cap * share) / step) * step);
    if (bid >= rest || rest - bid < min) bid = rest <= cap ? rest : rest - min;
    bids.push(bid);
    rest -= bid;
  }
  return bids;
}

export function buildInvestments(now: number, loans: Loan[]): Investment[] {
  const rng = createRng('investments');
  const byId = new Map(loans.map((l) => [l.id, l]));
  const investor = DEMO_ACCOUNTS.investor.userId;
  const result: Investment[] = [];

  MINE.forEach((m, i) => {
    const loan = byId.get(loanId(m.key, m.index));
    if (!loan) throw new Error(`no loan ${m.key}-${m.index}`);
    const end = loan.timeFinished ?? now;
    const submitTime = m.status === 'PROPOSED' ? now - HOUR : loan.timeOpen + Math.floor((end - loan.timeOpen) * 0.3);
    const repayments = repaymentsOf(loan, m.amount, now, m.runMonths);
    const inv = make(stableId('invest', `investor-${i}`), investor, loan, m.amount, m.status, submitTime, repayments, m.offline);
    // redeemTime is when the money comes back: the end of the cycle the redemption was asked in,
    // where the schedule of a redeemed cycle product ends (as POST invest/redeem records it)
    if (m.status === 'REDEEMED' || m.status === 'REDEEMING') inv.redeemTime = repayments[repayments.length - 1]?.repayment.dueDate ?? now;
    result.push(inv);
  });

  for (const loan of loans) {
    if (loan.status === 'SCHEDULED') continue;
    const mine = result.filter((r) => r.loanId === loan.id).reduce((s, r) => s + r.amount, 0);
    const rest = Math.round(loan.amount - loan.balance - mine);
    if (rest < 0) throw new Error(`loan ${loan.title} oversold`);
    const bids = splitBids(rest, loan.loanRequest.investRule, rng);
    const end = loan.timeFinished ?? now;
    const times = bids.map(() => loan.timeOpen + Math.floor(rng.next() * (end - loan.timeOpen))).sort((a, b) => a - b);
    const offset = rng.int(0, BACKGROUND_USER_IDS.length - 1);
    bids.forEach((amount, n) => {
      const userId = BACKGROUND_USER_IDS[(offset + n) % BACKGROUND_USER_IDS.length] as string;
      result.push(make(stableId('invest', `${loan.id}-${n}`), userId, loan, amount, statusFor(loan), times[n] as number, repaymentsOf(loan, amount, now)));
    });
  }
  return result;
}
