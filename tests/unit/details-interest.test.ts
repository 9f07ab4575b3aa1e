import { describe, expect, it } from 'vitest';
import { repaymentPlan, totalInterest, type PlanRow } from '../../domain/format/interest';
import { formatFen } from '../../domain/format/money';
import { planFor, termOf } from '../../modules/products/rules/calc-plan';

const sum = (rows: PlanRow[], k: 'interest' | 'principal' | 'amount') => rows.reduce((s, r) => s + r[k], 0);
const plan = (fen: number, rate: number, months: number, method: string, days?: number) => repaymentPlan(fen, rate, { months, days }, method)!;

// Every schedule must be one a user can add up: interest rows = the total, principal rows =
// the amount, each row's amount = its parts, the outstanding principal running down to 0.
function checkable(rows: PlanRow[], fen: number, total: number) {
  expect(sum(rows, 'interest')).toBe(total);
  expect(sum(rows, 'principal')).toBe(fen);
  expect(sum(rows, 'amount')).toBe(fen + total);
  let owed = fen;
  rows.forEach((r, i) => {
    expect(r.period).toBe(i + 1);
    expect(r.amount).toBe(r.principal + r.interest);
    expect(r.interest).toBeGreaterThanOrEqual(0);
    expect(r.principal).toBeGreaterThanOrEqual(0);
    owed -= r.principal;
    expect(r.outstanding).toBe(owed);
  });
  expect(owed).toBe(0);
}

describe('interest per period that adds up to the total on the whole amount', () => {
  it('10 000 yuan at 8 % for 6 months, interest monthly: 400.00, five periods of 66.67 and a last of 66.65', () => {
    const rows = plan(1_000_000, 800, 6, 'MonthlyInterest');
    expect(formatFen(totalInterest(1_000_000, 800, { months: 6 }, 'MonthlyInterest')!)).toBe('400.00');
    expect(rows.map((r) => formatFen(r.interest))).toEqual(['66.67', '66.67', '66.67', '66.67', '66.67', '66.65']);
    expect(rows.map((r) => r.principal)).toEqual([0, 0, 0, 0, 0, 1_000_000]);
    checkable(rows, 1_000_000, 40_000);
  });

  it('splits evenly when the amount allows: 12 000 yuan at 10 % for 12 months is 100.00 a month', () => {
    const rows = plan(1_200_000, 1000, 12, 'MonthlyInterest');
    expect(new Set(rows.map((r) => r.interest))).toEqual(new Set([10_000]));
    checkable(rows, 1_200_000, 120_000);
  });

  it('a single period carries the whole total (1 month, or a bullet repayment)', () => {
    expect(plan(1_000_000, 800, 1, 'MonthlyInterest')).toEqual([{ period: 1, principal: 1_000_000, interest: 6667, amount: 1_006_667, outstanding: 0 }]);
    expect(plan(1_000_000, 800, 1, 'EqualInstallment')).toEqual([{ period: 1, principal: 1_000_000, interest: 6667, amount: 1_006_667, outstanding: 0 }]);
    expect(plan(1_000_000, 1100, 12, 'BulletRepayment')).toEqual([{ period: 1, principal: 1_000_000, interest: 110_000, amount: 1_110_000, outstanding: 0 }]);
  });

  it('puts a 0.01 leftover in the last period, whichever way the rounding went', () => {
    // 100 yuan at 10 %: 0.8333 a month → 0.83 × 2 and 0.84 (total 2.50)
    const down = plan(10_000, 1000, 3, 'MonthlyInterest');
    expect(down.map((r) => r.interest)).toEqual([83, 83, 84]);
    checkable(down, 10_000, 250);
    // 100 yuan at 8 %: 0.6667 a month → 0.67 × 2 and 0.66 (total 2.00)
    const up = plan(10_000, 800, 3, 'MonthlyInterest');
    expect(up.map((r) => r.interest)).toEqual([67, 67, 66]);
    checkable(up, 10_000, 200);
  });

  it('never lets the rounding of tiny amounts push a period below zero', () => {
    // 1.00 yuan at 6 % for 12 months: 0.005 a month rounds up, the total is 0.06
    const rows = plan(100, 600, 12, 'MonthlyInterest');
    checkable(rows, 100, 6);
    expect(rows.slice(0, -1).every((r) => r.interest === 0)).toBe(true);
    checkable(plan(1, 2400, 60, 'EqualInstallment'), 1, totalInterest(1, 2400, { months: 60 }, 'EqualInstallment')!);
  });

  it('stays exact on large amounts where amount × rate × term is past 2^53', () => {
    const fen = 100_000_000 * 100; // 1亿元
    expect(fen * 9999 * 600).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    const total = totalInterest(fen, 9999, { months: 600 }, 'MonthlyInterest')!;
    expect(total).toBe(499_950_000_000); // 1亿 × 99.99 % × 50 years, to the fen
    checkable(plan(fen, 9999, 600, 'MonthlyInterest'), fen, total);
    checkable(plan(fen, 1234, 360, 'EqualInstallment'), fen, totalInterest(fen, 1234, { months: 360 }, 'EqualInstallment')!);
  });

  it('equal installments: equal payments, interest on what is still owed, the last one taking the rounding', () => {
    // 10 000 yuan, 12 months, 10 %: 879.16 a month; n × payment − principal rounded once = 549.91
    const rows = plan(1_000_000, 1000, 12, 'EqualInstallment');
    expect(rows[0]).toMatchObject({ amount: 87_916, interest: 8333, principal: 79_583, outstanding: 920_417 });
    expect(rows.slice(0, -1).every((r) => r.amount === 87_916)).toBe(true);
    const total = totalInterest(1_000_000, 1000, { months: 12 }, 'EqualInstallment')!;
    expect(total).toBe(54_991);
    checkable(rows, 1_000_000, total);
    expect(Math.abs(rows.at(-1)!.amount - 87_916)).toBeLessThanOrEqual(12);
  });

  it('equal installments at 0 %: the principal in equal parts, no interest', () => {
    const rows = plan(1_000_000, 0, 3, 'EqualInstallment');
    expect(rows.map((r) => r.principal)).toEqual([333_333, 333_333, 333_334]);
    checkable(rows, 1_000_000, 0);
  });

  it('day terms: one repayment, interest by days / 365 rounded once', () => {
    const rows = plan(1_000_000, 1300, 0, 'MonthlyInterest', 30);
    expect(rows).toEqual([{ period: 1, principal: 1_000_000, interest: 10_685, amount: 1_010_685, outstanding: 0 }]);
  });

  it('holds for any amount, rate and term (seeded random cases)', () => {
    let seed = 17;
    // mulberry32: a small deterministic generator, so a failure can be replayed
    const rnd = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    const bad: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const fen = Math.floor(rnd() ** 3 * 1e10);
      const rate = Math.floor(rnd() * 3000);
      const months = 1 + Math.floor(rnd() * 60);
      for (const m of ['MonthlyInterest', 'EqualInstallment']) {
        const rows = plan(fen, rate, months, m);
        const total = totalInterest(fen, rate, { months }, m)!;
        let owed = fen;
        const ok =
          rows.length === months &&
          sum(rows, 'interest') === total &&
          rows.every((r) => r.interest >= 0 && r.principal >= 0 && r.amount === r.principal + r.interest && (owed -= r.principal) === r.outstanding) &&
          owed === 0;
        if (!ok) bad.push(`${m} ${fen} ${rate} ${months}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('leaves a method it does not know to the server, and an empty term empty', () => {
    expect(repaymentPlan(1_000_000, 800, { months: 6 }, 'EqualPrincipal')).toBeNull();
    expect(repaymentPlan(1_000_000, 800, { months: 0 }, 'MonthlyInterest')).toEqual([]);
    expect(repaymentPlan(NaN, 800, { months: 6 }, 'MonthlyInterest')).toEqual([]);
  });
});

describe('the calculator reads the loan as the analyse call does', () => {
  const loan = { rate: 700, addRate: 100, method: 'MonthlyInterest', duration: { years: 0, months: 6, days: 0, totalMonths: 6, totalDays: 182 } };

  it('adds the added rate: 7 % + 1 % on 10 000 yuan for 6 months is 400.00', () => {
    const p = planFor(loan, 1_000_000)!;
    expect(p.interest).toBe(40_000);
    expect(p.rows).toHaveLength(6);
  });

  it('takes months from years and months, and days only when there are no months', () => {
    expect(termOf({ years: 1, months: 6 })).toEqual({ months: 18 });
    expect(termOf({ totalMonths: 3, totalDays: 91 })).toEqual({ months: 3 });
    expect(termOf({ totalMonths: 0, totalDays: 30 })).toEqual({ months: 0, days: 30 });
    expect(termOf({ days: 15 })).toEqual({ months: 0, days: 15 });
  });

  it('gives no plan for an unknown method (the server is asked instead)', () => {
    expect(planFor({ ...loan, method: 'Other' }, 1_000_000)).toBeNull();
    expect(planFor({ ...loan, method: null }, 1_000_000)).toBeNull();
  });
});
