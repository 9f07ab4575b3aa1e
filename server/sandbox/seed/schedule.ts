/**
 * Repayment schedules, computed exactly in integer fen, then converted to yuan.
 * Principal parts always sum exactly to the principal.
 */
import type { Loan, RepayMethod, Repayment } from '../model';
import { repaymentPlan } from '../../../domain/format/interest';
import { toFen, toYuan } from '../../../domain/format/money';
import { DAY, addMonths } from '../../../domain/format/dates';

export type RepaymentFen = Repayment;

/**
 * Schedule in fen (every money field an integer number of fen), by the rule the screens show
 * (issue 17): the interest is worked out once on the whole amount and rounded once; periods
 * are rounded one by one and the last period absorbs the difference, so the rows add up to the
 * total. The arithmetic is domain/format/interest.ts, the same the calculator uses.
 * @param principalFen integer fen
 * @param rateHundredths annual rate in hundredths of a percent (900 = 9.00%)
 * @param months term in months; 0 with `days` for day-based terms
 * @param method EqualInstallment 等额本息 · MonthlyInterest 先息后本 · BulletRepayment 到期还本付息
 * @param valueDate start of interest (ms)
 * @param days term in days, used when months is 0 (always repaid as a bullet, interest days/365)
 */
export function scheduleFen(principalFen: number, rateHundredths: number, months: number, method: RepayMethod, valueDate: number, days = 0): RepaymentFen[] {
  if (!Number.isInteger(principalFen) || principalFen < 0) {
    throw new Error(`principal must be integer fen, got ${principalFen}`);
  }
  if (months <= 0 && days <= 0) throw new Error('schedule needs months or days');
  const plan = repaymentPlan(principalFen, rateHundredths, months > 0 ? { months } : { months: 0, days }, method)!;
  const due = (p: number) => (months > 0 ? addMonths(valueDate, method === 'BulletRepayment' ? months : p) : valueDate + days * DAY);
  return plan.map((r) => row(r.period, due(r.period), r.principal, r.interest, r.outstanding));
}

function row(period: number, dueDate: number, principal: number, interest: number, outstanding: number): RepaymentFen {
  return {
    period,
    dueDate,
    amount: principal + interest,
    amountInterest: interest,
    amountPrincipal: principal,
    amountOutstanding: outstanding,
  };
}

/** A row of scheduleFen with its money in yuan, as records and answers carry it. */
export const inYuan = (r: RepaymentFen): Repayment => ({
  ...r,
  amount: toYuan(r.amount),
  amountInterest: toYuan(r.amountInterest),
  amountPrincipal: toYuan(r.amountPrincipal),
  amountOutstanding: toYuan(r.amountOutstanding),
});

/** Same as scheduleFen, money fields in yuan (at most 2 decimals). */
export const schedule = (...args: Parameters<typeof scheduleFen>): Repayment[] => scheduleFen(...args).map(inYuan);

/** Schedule of `principalYuan` invested in a loan (rate + addRate, from its value date). */
export function scheduleForLoan(loan: Loan, principalYuan: number, months?: number): Repayment[] {
  const valueDate = loan.valueDate ?? loan.loanRequest.valueDate ?? loan.timeOpen;
  const m = months ?? loan.duration.totalMonths;
  return schedule(toFen(principalYuan), loan.rate + (loan.addRate ?? 0), m, loan.method, valueDate, m > 0 ? 0 : loan.duration.totalDays);
}
