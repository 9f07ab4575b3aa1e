// The calculator's schedule, worked out on the device with the same rule for every figure:
// total on the whole amount rounded once, periods rounded, the last period absorbing the rest.
import { repaymentPlan, type PlanRow, type Term } from '../../../domain/format/interest';
import type { Duration } from '../../../domain/duration';

/** The term the way the analyse call reads it: months when the loan has any, else days. */
export function termOf(d: Duration): Term {
  const months = d.totalMonths ?? (d.years ?? 0) * 12 + (d.months ?? 0);
  return months > 0 ? { months } : { months: 0, days: d.totalDays ?? d.days ?? 0 };
}

export interface Priced {
  duration: Duration;
  rate: number;
  addRate?: number | null;
  method?: string | null;
}

export interface Plan {
  rows: PlanRow[];
  interest: number;
}

/** `fen` in this loan at its rate plus any added rate; null when the method is not one we know. */
export function planFor(loan: Priced, fen: number): Plan | null {
  const rows = repaymentPlan(fen, loan.rate + (loan.addRate ?? 0), termOf(loan.duration), loan.method ?? '');
  return rows && rows.length ? { rows, interest: rows.reduce((s, r) => s + r.interest, 0) } : null;
}
