// When a repayment period is late, in one place for the investment's schedule (portfolio) and
// the repayment calendar (account). No React, no calls: both chunks carry it.
import { daysBetween, startOfShanghaiDay } from './format/dates';
import { sumYuan, toFen } from './format/money';
import { REPAYMENT_STATUS } from './format/statuses';

/**
 * Late: the backend says so (OVERDUE, BREACH: the PC site's cccRepayments.js reads both on a
 * period), or the period is still unpaid after its due day has ended in Beijing (the sandbox
 * keeps such a period UNDUE, as the H5s' answers show it). A period due today is not late yet.
 */
export const isLate = (r: { status: string; dueDate: number }, now: number): boolean =>
  r.status === 'OVERDUE' || r.status === 'BREACH' || (r.status !== 'REPAYED' && r.dueDate < startOfShanghaiDay(now));

/** A period still to come of a loan that is overdue: 待回款（借款已逾期）. */
export const AFFECTED = `${REPAYMENT_STATUS.UNDUE}（借款${REPAYMENT_STATUS.LATE}）`;

type Period = { status: string; dueDate: number; amount: number };

/** Whole Beijing days since the earliest late period fell due (at least 1); 0 when none is late. */
export function lateDays(rows: readonly { status: string; dueDate: number }[], now: number): number {
  const first = rows.find((r) => isLate(r, now));
  return first ? Math.max(1, daysBetween(first.dueDate, now)) : 0;
}

/** `amount` in fen. */
export type NextRepayment =
  { kind: 'late'; days: number; periods: number; amount: number } | { kind: 'due'; dueDate: number; amount: number } | { kind: 'none' };

/**
 * What a holding's card says comes next: the late periods (never a past date as the next
 * repayment: the schedule says 已逾期 of the same period), else the first period still to come,
 * else nothing. One reading for the card and the detail's schedule.
 */
export function nextRepayment<R extends Period>(rows: readonly R[], now: number): NextRepayment {
  const late = rows.filter((r) => isLate(r, now));
  if (late.length) return { kind: 'late', days: lateDays(rows, now), periods: late.length, amount: sumYuan(...late.map((r) => r.amount)) };
  const next = rows.find((r) => r.status !== 'REPAYED');
  return next ? { kind: 'due', dueDate: next.dueDate, amount: toFen(next.amount) } : { kind: 'none' };
}
