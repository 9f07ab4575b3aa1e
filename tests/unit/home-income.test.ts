// 昨日收益 / 持有收益: what the account home reads from the statistics, and how the sandbox
// counts a day's interest from its repayment periods (exact fen, whole Beijing days).
import { describe, expect, it } from 'vitest';
import { incomeOf, incomeText } from '../../modules/account/components/home-income';
import { holdingIncomeFen, yesterdayIncomeFen } from '../../server/sandbox/routes/income';
import type { SandboxState } from '../../server/sandbox/state';
import type { InvestRepayment, Investment } from '../../server/sandbox/model';
import { DAY } from '../../domain/format/dates';

describe('incomeOf', () => {
  it("reads the statistic's figures in fen, exactly", () => {
    expect(incomeOf({ yesterdayIncome: 8.22, holdingIncome: 1234567.89, investInterestAmount: 0.1 + 0.2 }, null)).toEqual({
      yesterday: 822,
      holding: 123456789,
      earned: 30,
    });
  });

  it("falls back to the session's statistics/invest, and says nothing only when neither has it", () => {
    expect(incomeOf(null, { yesterdayIncome: 3.5, investInterestAmount: 10 })).toEqual({ yesterday: 350, holding: null, earned: 1000 });
    expect(incomeOf({}, null)).toEqual({ yesterday: null, holding: null, earned: null });
    // zero is a figure, not a gap
    expect(incomeOf({ yesterdayIncome: 0, holdingIncome: 0 }, null)).toEqual({ yesterday: 0, holding: 0, earned: null });
  });

  it('shows -- for unknown, **** when hidden, else yuan with separators', () => {
    expect(incomeText(null, false)).toBe('--');
    expect(incomeText(null, true)).toBe('--');
    expect(incomeText(123456789, true)).toBe('****');
    expect(incomeText(123456789, false)).toBe('1,234,567.89');
    expect(incomeText(0, false)).toBe('0.00');
  });
});

// Beijing midnight of 2026-03-10 (UTC+8)
const D0 = Date.UTC(2026, 2, 9, 16);
const rep = (dueDate: number, interest: number, status: InvestRepayment['status'] = 'UNDUE'): InvestRepayment => ({
  status,
  repayment: { period: 1, dueDate, amount: interest, amountInterest: interest, amountPrincipal: 0, amountOutstanding: 0 },
});
const inv = (status: Investment['status'], repayments: InvestRepayment[], userId = 'u1') =>
  ({ id: 'i' + Math.random(), userId, loanId: 'L', status, submitTime: D0, repayments }) as unknown as Investment;
const state = (investments: Investment[]) => ({ investments, loans: [{ id: 'L', valueDate: D0 }] }) as unknown as SandboxState;

describe('the sandbox counts a day of interest', () => {
  it('is the growth of floor(I·days/period) over yesterday, so the days of a period add up to its interest', () => {
    // a 30-day period paying 100.00: 3.33 or 3.34 a day, 100.00 in all
    const s = state([inv('SETTLED', [rep(D0 + 30 * DAY, 100)])]);
    let total = 0;
    for (let d = 1; d <= 30; d++) total += yesterdayIncomeFen(s, 'u1', D0 + d * DAY + 5 * 3600_000);
    expect(total).toBe(10000);
    expect(yesterdayIncomeFen(s, 'u1', D0 + 1 * DAY + 1)).toBe(333);
    expect(yesterdayIncomeFen(s, 'u1', D0 + 3 * DAY)).toBe(334);
    // nothing before it starts, nothing after it ends
    expect(yesterdayIncomeFen(s, 'u1', D0)).toBe(0);
    expect(yesterdayIncomeFen(s, 'u1', D0 + 40 * DAY)).toBe(0);
  });

  it('counts only what the investor holds and earns: not a frozen tender, not a claim sold out, not someone else', () => {
    const periods = () => [rep(D0 + 10 * DAY, 10)];
    const s = state([inv('SETTLED', periods()), inv('OPEN', periods()), inv('FROZEN', periods()), inv('ASSIGNED', periods()), inv('SETTLED', periods(), 'u2')]);
    expect(yesterdayIncomeFen(s, 'u1', D0 + 2 * DAY)).toBe(200); // 1.00 a day from each of two
  });

  it('holds no negative day when a repayment ended a period yesterday', () => {
    const s = state([inv('SETTLED', [rep(D0 + 10 * DAY, 10, 'REPAYED'), rep(D0 + 20 * DAY, 20)])]);
    expect(yesterdayIncomeFen(s, 'u1', D0 + 10 * DAY)).toBe(100);
    expect(yesterdayIncomeFen(s, 'u1', D0 + 11 * DAY)).toBe(200);
    // 持有收益: the repaid period whole, the running one to today
    expect(holdingIncomeFen(s, 'u1', D0 + 15 * DAY)).toBe(1000 + 1000);
  });
});
