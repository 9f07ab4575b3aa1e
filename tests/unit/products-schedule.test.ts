import { describe, expect, it } from 'vitest';
import { toFen } from '../../domain/format/money';
import { repaymentKind, scheduleTotals } from '../../kit/entity/schedule';
import { repaymentsSchema } from '../../modules/products/api/repayments';
import { createSeed } from '../../server/sandbox/seed/index';
import { schedule, scheduleForLoan } from '../../server/sandbox/seed/schedule';
import type { RepayMethod } from '../../server/sandbox/model';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const V = Date.UTC(2026, 0, 31, 2); // a month end, so due dates clamp

describe('repayment schedule figures, exact to the fen', () => {
  it('adds up for every loan of the seed: principal = amount, amount = principal + interest', () => {
    for (const loan of createSeed(NOW).loans) {
      const rows = scheduleForLoan(loan, loan.amount);
      const t = scheduleTotals(rows);
      expect(t.principal).toBe(toFen(loan.amount));
      expect(t.amount).toBe(t.principal + t.interest);
      let outstanding = toFen(loan.amount);
      for (const r of rows) {
        expect(toFen(r.amount)).toBe(toFen(r.amountInterest) + toFen(r.amountPrincipal));
        outstanding -= toFen(r.amountPrincipal);
        expect(toFen(r.amountOutstanding)).toBe(outstanding);
      }
      expect(outstanding).toBe(0);
    }
  });

  it('works out a 10 000 yuan, 12-month, 10% equal-installment loan to the fen', () => {
    const rows = schedule(1_000_000, 1000, 12, 'EqualInstallment', V);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ amount: 879.16, amountInterest: 83.33, amountPrincipal: 795.83, amountOutstanding: 9204.17 });
    const t = scheduleTotals(rows);
    expect(t.principal).toBe(1_000_000);
    // eleven payments of 879.16 and a last one that takes up the rounding
    expect(rows.slice(0, 11).every((r) => r.amount === 879.16)).toBe(true);
    expect(t.amount).toBe(t.interest + 1_000_000);
    expect(t.interest).toBe(rows.reduce((s, r) => s + toFen(r.amountInterest), 0));
  });

  it.each<[RepayMethod, number, number, number]>([
    // method, months, rate, expected interest in fen on 10 000 yuan
    ['MonthlyInterest', 6, 900, 6 * 7500],
    ['BulletRepayment', 12, 1100, 110_000],
    // 79.17 a month rounded, but 950.00 on the whole amount: the last month pays 79.13
    ['MonthlyInterest', 12, 950, 95_000],
  ])('%s over %i months at %i: interest %i fen', (method, months, rate, interest) => {
    const t = scheduleTotals(schedule(1_000_000, rate, months, method, V));
    expect(t.interest).toBe(interest);
    expect(t.amount).toBe(1_000_000 + interest);
  });

  it('answers 400.00 for 10 000 yuan at 8 % over 6 months, its rows adding up to it (issue 17)', () => {
    const rows = schedule(1_000_000, 800, 6, 'MonthlyInterest', V);
    expect(rows.map((r) => r.amountInterest)).toEqual([66.67, 66.67, 66.67, 66.67, 66.67, 66.65]);
    expect(scheduleTotals(rows).interest).toBe(40_000);
  });

  it('counts day terms by days / 365', () => {
    const t = scheduleTotals(schedule(1_000_000, 1300, 0, 'BulletRepayment', V, 30));
    expect(t.interest).toBe(Math.round((1_000_000 * 0.13 * 30) / 365));
  });

  it('sums binary-unfriendly yuan without float drift', () => {
    const rows = [0.1, 0.2, 0.7].map((v, i) => ({ dueDate: i, amount: v, amountInterest: v, amountPrincipal: 0, amountOutstanding: 0, status: 'UNDUE' }));
    expect(scheduleTotals(rows)).toEqual({ amount: 100, interest: 100, principal: 0 });
  });
});

describe('repayment type and wire shapes', () => {
  it('derives both, interest or principal from the parts', () => {
    expect(repaymentKind(7500, 0)).toBe('interest');
    expect(repaymentKind(7500, 1_000_000)).toBe('both');
    expect(repaymentKind(0, 1_000_000)).toBe('principal');
  });

  it('reads nested and flat periods alike; a period without a status is UNDUE', () => {
    const row = { dueDate: 1, amount: 10.5, amountInterest: 0.5, amountPrincipal: 10, amountOutstanding: 0 };
    const parsed = repaymentsSchema.parse([{ status: 'REPAYED', repayment: row }, row, { ...row, status: null }]);
    expect(parsed).toEqual([
      { ...row, status: 'REPAYED' },
      { ...row, status: 'UNDUE' },
      { ...row, status: 'UNDUE' },
    ]);
  });
});
