/**
 * Repayment schedules, computed exactly in integer fen, then converted to yuan.
 * Principal parts always sum exactly to the principal.
 */
import type { Loan, RepayMethod, Repayment } from '../model';
import { DAY, addMonthsCN } from './time';

export type RepaymentFen = Repayment;

/**
 * Schedule in fen (every money field an integer number of fen).
 * @param principalFen integer fen
 * @param rateHundredths annual rate in hundredths of a percent (900 = 9.00%)
 * @param months term in months; 0 with `days` for day-based terms
 * @param method EqualInstallment 等额本息 · MonthlyInterest 先息后本 · BulletRepayment 到期还本付息
 * @param valueDate start of interest (ms)
 * @param days term in days, used when months is 0 (always repaid as a bullet, interest days/365)
 */
export function scheduleFen(
  principalFen: number,
  rateHundredths: number,
  months: number,
  method: RepayMethod,
  valueDate: number,
  days = 0,
): RepaymentFen[] {
  if (!Number.isInteger(principalFen) || principalFen < 0) {
    throw new Error(`principal must be integer fen, got ${principalFen}`);
  }
  const yearRate = rateHundredths / 10000;
  const r = yearRate / 12;

  if (months <= 0) {
    if (days <= 0) throw new Error('schedule needs months or days');
    const interest = Math.round((principalFen * yearRate * days) / 365);
    return [row(1, valueDate + days * DAY, principalFen, interest, 0)];
  }

  const due = (p: number) => addMonthsCN(valueDate, p);

  if (method === 'BulletRepayment') {
    const interest = Math.round(principalFen * r * months);
    return [row(1, due(months), principalFen, interest, 0)];
  }

  if (method === 'MonthlyInterest') {
    const interest = Math.round(principalFen * r);
    const rows: RepaymentFen[] = [];
    for (let p = 1; p <= months; p++) {
      const principal = p === months ? principalFen : 0;
      rows.push(row(p, due(p), principal, interest, principalFen - (p === months ? principalFen : 0)));
    }
    return rows;
  }

  // EqualInstallment: fixed payment; each period's interest on the outstanding principal;
  // the last period repays whatever principal remains (absorbing rounding).
  const payment =
    r === 0
      ? Math.round(principalFen / months)
      : Math.round((principalFen * r * (1 + r) ** months) / ((1 + r) ** months - 1));
  const rows: RepaymentFen[] = [];
  let outstanding = principalFen;
  for (let p = 1; p <= months; p++) {
    const interest = Math.round(outstanding * r);
    const principal = p === months ? outstanding : Math.min(outstanding, Math.max(0, payment - interest));
    outstanding -= principal;
    rows.push(row(p, due(p), principal, interest, outstanding));
  }
  return rows;
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

/** Fen → yuan (at most 2 decimals). */
export const toYuan = (fen: number): number => fen / 100;
/** Yuan → integer fen. */
export const toFen = (yuan: number): number => Math.round(yuan * 100);

/** Same as scheduleFen, money fields in yuan (at most 2 decimals). */
export function schedule(
  principalFen: number,
  rateHundredths: number,
  months: number,
  method: RepayMethod,
  valueDate: number,
  days = 0,
): Repayment[] {
  return scheduleFen(principalFen, rateHundredths, months, method, valueDate, days).map((r) => ({
    period: r.period,
    dueDate: r.dueDate,
    amount: toYuan(r.amount),
    amountInterest: toYuan(r.amountInterest),
    amountPrincipal: toYuan(r.amountPrincipal),
    amountOutstanding: toYuan(r.amountOutstanding),
  }));
}

/** Schedule of `principalYuan` invested in a loan (rate + addRate, from its value date). */
export function scheduleForLoan(loan: Loan, principalYuan: number, months?: number): Repayment[] {
  const valueDate = loan.valueDate ?? loan.loanRequest.valueDate ?? loan.timeOpen;
  const m = months ?? loan.duration.totalMonths;
  return schedule(
    toFen(principalYuan),
    loan.rate + (loan.addRate ?? 0),
    m,
    loan.method,
    valueDate,
    m > 0 ? 0 : loan.duration.totalDays,
  );
}
