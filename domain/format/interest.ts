// Interest a user can check with a pocket calculator: the total is worked out once on the
// whole amount and rounded once; the periods are rounded one by one and the last period
// absorbs what their rounding left over, so the schedule's rows add up to that total exactly.
// BigInt keeps amount × rate × term exact however large (1亿元 × 99% × 600 months is past 2^53).

/** A repayment period in fen. */
export interface PlanRow {
  period: number;
  principal: number;
  interest: number;
  amount: number;
  /** principal still owed after this period */
  outstanding: number;
}

export interface Term {
  months: number;
  /** day terms (months 0): one repayment at the end, interest by days/365 */
  days?: number;
}

/** EqualInstallment 等额本息 · MonthlyInterest 按月付息到期还本 · BulletRepayment 到期一次还本付息 */
export const PLAN_METHODS = ['EqualInstallment', 'MonthlyInterest', 'BulletRepayment'] as const;

const B = 120000n; // hundredths of a percent per year → per month: rate / 10000 / 12

/** a / b rounded half up, for a ≥ 0, b > 0. */
const div = (a: bigint, b: bigint) => Number((2n * a + b) / (2n * b));

const row = (period: number, principal: number, interest: number, outstanding: number): PlanRow => ({
  period,
  principal,
  interest,
  amount: principal + interest,
  outstanding,
});

/**
 * Total interest in fen of `principalFen` at `rateHundredths` (900 = 9.00 %) over `term`,
 * rounded once. null for a method this file does not know (the server's figure is used then).
 */
export function totalInterest(principalFen: number, rateHundredths: number, term: Term, method: string): number | null {
  const p = BigInt(principalFen);
  const r = BigInt(rateHundredths);
  const n = term.months;
  if (n <= 0) return div(p * r * BigInt(term.days ?? 0), 3650000n);
  if (method === 'MonthlyInterest' || method === 'BulletRepayment') return div(p * r * BigInt(n), B);
  if (method !== 'EqualInstallment') return null;
  if (!r) return 0;
  // n × payment − principal, with payment = P·R·Aⁿ / (B·(Aⁿ − Bⁿ)), A = B + R
  const an = (B + r) ** BigInt(n);
  const d = B * (an - B ** BigInt(n));
  return div(BigInt(n) * p * r * an - p * d, d);
}

/**
 * The repayment schedule in fen, whose interest adds up to `totalInterest` exactly (the last
 * period absorbs the rounding). null for an unknown method; [] for a zero or invalid term.
 */
export function repaymentPlan(principalFen: number, rateHundredths: number, term: Term, method: string): PlanRow[] | null {
  if (!Number.isSafeInteger(principalFen) || principalFen < 0 || !Number.isSafeInteger(rateHundredths) || rateHundredths < 0) return [];
  const n = term.months;
  if (!(n > 0) && !((term.days ?? 0) > 0)) return [];
  const total = totalInterest(principalFen, rateHundredths, term, method);
  if (total == null) return null;
  if (n <= 0 || method === 'BulletRepayment') return [row(1, principalFen, total, 0)];

  const p = BigInt(principalFen);
  const r = BigInt(rateHundredths);
  const rows: PlanRow[] = [];
  let owed = principalFen;
  let paid = 0;
  if (method === 'MonthlyInterest') {
    const each = div(p * r, B);
    // tiny amounts: rounding up every month could overshoot the total, so round down then
    const per = each * (n - 1) > total ? Number((p * r) / B) : each;
    for (let k = 1; k < n; k++) {
      rows.push(row(k, 0, per, owed));
      paid += per;
    }
  } else {
    const an = (B + r) ** BigInt(n);
    const pay = r ? div(p * r * an, B * (an - B ** BigInt(n))) : div(p, BigInt(n));
    for (let k = 1; k < n; k++) {
      const interest = Math.min(div(BigInt(owed) * r, B), total - paid);
      const principal = Math.min(owed, Math.max(0, pay - interest));
      owed -= principal;
      paid += interest;
      rows.push(row(k, principal, interest, owed));
    }
  }
  rows.push(row(n, owed, total - paid, 0));
  return rows;
}
