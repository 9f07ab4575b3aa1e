/** Transferred claims (creditassign): background sellers, plus one of 王建国's own. */
import type { CreditAssign, CreditAssignStatus, Investment, Loan, ProductKey } from '../model';
import { INVESTOR_INVEST_IDS } from './investments';
import { loanId } from './loans';
import { createRng, stableId } from './rng';
import { BACKGROUND_USER_IDS } from './users';
import { DAY, HOUR, daysBetween } from '../../../domain/format/dates';
import { toFen, toYuan } from '../../../domain/format/money';

interface ClaimSpec {
  key: ProductKey;
  index: number;
  status: CreditAssignStatus;
  /** Share already bought, for an OPEN claim. */
  partial?: number;
  /** Transfer 王建国's own investment instead of a background one. */
  own?: boolean;
  /** Which background investment on the loan (0 = first). */
  nth?: number;
  /** Price as hundredths of a percent of the valuation. */
  dealRate: number;
}

const SPECS: ClaimSpec[] = [
  { key: 'GDLC', index: 2, status: 'OPEN', own: true, dealRate: 10000 },
  { key: 'GDSY', index: 6, status: 'OPEN', dealRate: 9950 },
  { key: 'CPTJ', index: 7, status: 'OPEN', dealRate: 10050 },
  { key: 'NEW', index: 4, status: 'OPEN', dealRate: 10000 },
  { key: 'HZZQ', index: 2, status: 'OPEN', partial: 0.4, dealRate: 10020 },
  { key: 'ZXLC', index: 2, status: 'OPEN', dealRate: 9980 },
  { key: 'GDHD', index: 2, status: 'OPEN', dealRate: 10000 },
  { key: 'ZXHD', index: 1, status: 'FINISHED', dealRate: 10000 },
  { key: 'GDSY', index: 6, status: 'FINISHED', nth: 1, dealRate: 9990 },
  { key: 'JJLC', index: 1, status: 'FINISHED', dealRate: 10030 },
  { key: 'GDLC', index: 2, status: 'SETTLED', dealRate: 9970 },
  { key: 'HZZQ', index: 2, status: 'SETTLED', nth: 1, dealRate: 10010 },
  { key: 'CPTJ', index: 7, status: 'SETTLED', nth: 1, dealRate: 9990 },
];

export const claimId = (n: number): string => stableId('claim', n);

export const DEMO_CLAIMS = {
  /** 王建国's own OPEN claim (he cannot buy it). */
  own: claimId(0),
  /** OPEN claim on a loan borrowed by the demo referrer (she cannot buy it). */
  onReferrerLoan: claimId(2),
  /** OPEN claim, 40% already bought. */
  partlySold: claimId(4),
  /** FINISHED claim. */
  finished: claimId(7),
};

/** Valuation at time t: principal still due after t + interest accrued since the last due date (fen). */
function valuationFen(inv: Investment, loan: Loan, t: number): Valuation {
  const rows = inv.repayments.map((r) => r.repayment);
  const idx = rows.findIndex((r) => r.dueDate > t);
  const left = idx < 0 ? [] : rows.slice(idx);
  const principal = left.reduce((s, r) => s + toFen(r.amountPrincipal), 0);
  const future = left.reduce((s, r) => s + toFen(r.amount), 0);
  const next = left[0];
  if (!next) return { principal, accrued: 0, future, flows: [] };
  const prev = idx > 0 ? (rows[idx - 1]?.dueDate as number) : (loan.valueDate as number);
  // the period's interest in proportion to the time run, floored on integers (fen × ms passes 2^53)
  const span = next.dueDate - prev;
  const run = Math.min(span, Math.max(0, t - prev));
  const accrued = Number((BigInt(toFen(next.amountInterest)) * BigInt(run)) / BigInt(Math.max(1, span)));
  const flows = left.map((r) => ({ days: (r.dueDate - t) / DAY, fen: toFen(r.amount) }));
  return { principal, accrued, future, flows };
}

interface Valuation {
  principal: number;
  accrued: number;
  future: number;
  flows: { days: number; fen: number }[];
}

/** Buyer's yield: the simple annual rate r with price = Σ flow / (1 + r·days/365), by bisection. */
function yieldOf(price: number, flows: Valuation['flows']): number {
  const pv = (r: number) => flows.reduce((s, f) => s + f.fen / (1 + (r * f.days) / 365), 0);
  let lo = -0.5;
  let hi = 5;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > price) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 10000) / 10000;
}

export function buildClaims(now: number, loans: Loan[], investments: Investment[]): CreditAssign[] {
  const rng = createRng('claims');
  const byId = new Map(loans.map((l) => [l.id, l]));
  const counts: Record<CreditAssignStatus, number> = { OPEN: 0, FINISHED: 0, SETTLED: 0, CANCELED: 0 };

  return SPECS.map((spec, n) => {
    const loan = byId.get(loanId(spec.key, spec.index));
    if (!loan || loan.status !== 'SETTLED' || !loan.dueDate) throw new Error(`claim ${n}: loan not repaying`);
    const candidates = investments.filter(
      (i) => i.loanId === loan.id && (spec.own ? i.id === INVESTOR_INVEST_IDS.OPEN : BACKGROUND_USER_IDS.includes(i.userId) && i.status === 'SETTLED'),
    );
    const inv = candidates[spec.own ? 0 : (spec.nth ?? 0)];
    if (!inv) throw new Error(`claim ${n}: no investment to transfer`);

    const k = counts[spec.status]++;
    const timeOpen =
      spec.status === 'OPEN' ? now - (5 + 9 * k) * HOUR : spec.status === 'FINISHED' ? now - (2 + 2 * k) * DAY - 4 * HOUR : now - (9 + 6 * k) * DAY - 2 * HOUR;
    // an OPEN claim is valued now (what a buyer pays today); a closed one as when it opened
    const valuedAt = spec.status === 'OPEN' ? now : timeOpen;
    const v = valuationFen(inv, loan, valuedAt);
    const valuation = v.principal + v.accrued;
    const dealRate = spec.dealRate;
    const price = Math.round((valuation * dealRate) / 10000);
    const actualRate = yieldOf(price, v.flows);
    const sold = spec.status === 'OPEN' ? Math.ceil(price * (spec.partial ?? 0)) : price;

    const buyers = BACKGROUND_USER_IDS.filter((u) => u !== inv.userId);
    const invests: CreditAssign['invests'] = [];
    if (sold > 0) {
      const first = spec.status === 'OPEN' ? sold : Math.round(sold * (0.4 + 0.3 * rng.next()));
      invests.push({ userId: rng.pick(buyers), amount: toYuan(first), submitTime: timeOpen + rng.int(1, 20) * HOUR });
      if (sold > first) invests.push({ userId: rng.pick(buyers), amount: toYuan(sold - first), submitTime: timeOpen + rng.int(21, 40) * HOUR });
    }

    const claim: CreditAssign = {
      id: claimId(n),
      title: `债权转让-${loan.title}`,
      status: spec.status,
      investId: inv.id,
      loanId: loan.id,
      userId: inv.userId,
      creditAmount: toYuan(v.principal),
      creditDealAmount: toYuan(price),
      creditDealRate: dealRate,
      actualRate,
      balance: toYuan(price - sold),
      remainPeriod: daysBetween(now, loan.dueDate),
      timeOpen,
      timeOut: 72,
      dueDate: loan.dueDate,
      repaymentMethod: loan.method,
      bidValuation: toYuan(valuation),
      invests,
    };

    inv.status = spec.status === 'OPEN' ? 'OPEN' : 'ASSIGNED';
    inv.creditAssignId = claim.id;
    inv.assignTimeOpen = timeOpen;
    inv.assignActualRate = actualRate;
    inv.assignExpectedInterest = toYuan(v.future - price);
    inv.assignDealAmount = claim.creditDealAmount;
    return claim;
  });
}
