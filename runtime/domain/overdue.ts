// When a repayment period is late, in one place for the investment's schedule (portfolio) and
// the repayment calendar (account). No React, no calls: both chunks carry it.
import { startOfShanghaiDay } from '../format/dates';
import { REPAYMENT_STATUS } from '../format/statuses';

/**
 * Late: the backend says so (OVERDUE, BREACH: the PC site's cccRepayments.js reads both on a
 * period), or the period is still unpaid after its due day has ended in Beijing (the sandbox
 * keeps such a period UNDUE, as the H5s' answers show it). A period due today is not late yet.
 */
export const isLate = (r: { status: string; dueDate: number }, now: number): boolean =>
  r.status === 'OVERDUE' || r.status === 'BREACH' || (r.status !== 'REPAYED' && r.dueDate < startOfShanghaiDay(now));

/** A period still to come of a loan that is overdue: 待回款（借款已逾期）. */
export const AFFECTED = `${REPAYMENT_STATUS.UNDUE}（借款${REPAYMENT_STATUS.LATE}）`;
