/**
 * 昨日收益 and 持有收益 from the sandbox's own records (the family sends yesterdayIncome on
 * statistics/invest: xyjr dashboard/home.ctrl.coffee reads statistics.yesterdayIncome).
 *
 * Interest accrues by whole Shanghai days across each repayment period, as the claim valuation
 * counts it (claims-transfer.ts): on day n of a d-day period the investment has earned
 * floor(I·n/d) fen of that period's interest I. A day's income is what that count grew by
 * during the day, so the days of a period add up to its interest exactly, and a repayment made
 * yesterday ends one period and starts the next without a negative day.
 */
import type { Investment } from '../model';
import type { SandboxState } from '../state';
import { DAY, daysBetween, startOfShanghaiDay } from '../../../domain/format/dates';
import { toFen } from '../../../domain/format/money';

/** What still earns: repaying (also late), being transferred, a cycle being redeemed. */
const EARNING = new Set<Investment['status']>(['SETTLED', 'OVERDUE', 'BREACH', 'OPEN', 'REDEEMING']);

interface Period {
  start: number;
  due: number;
  interestFen: number;
  repaid: boolean;
}

function periodsOf(s: SandboxState, inv: Investment): Period[] {
  let start = inv.creditAssignInvest?.valueDate ?? s.loans.find((l) => l.id === inv.loanId)?.valueDate ?? inv.submitTime;
  return inv.repayments.map((r) => {
    const p = { start, due: r.repayment.dueDate, interestFen: toFen(r.repayment.amountInterest), repaid: r.status === 'REPAYED' };
    start = r.repayment.dueDate;
    return p;
  });
}

/** Fen of the period's interest earned by `t` (whole Shanghai days since its start). */
function earnedBy(p: Period, t: number): number {
  const days = Math.max(1, daysBetween(p.start, p.due));
  const elapsed = Math.min(days, Math.max(0, daysBetween(p.start, t)));
  return Math.floor((p.interestFen * elapsed) / days);
}

const held = (s: SandboxState, userId: string) => s.investments.filter((i) => i.userId === userId && EARNING.has(i.status));

/** Fen earned during the Beijing day before `now`'s, on what the investor holds. */
export function yesterdayIncomeFen(s: SandboxState, userId: string, now: number): number {
  const today = startOfShanghaiDay(now);
  const yesterday = today - DAY;
  return held(s, userId)
    .flatMap((inv) => periodsOf(s, inv))
    .reduce((sum, p) => sum + earnedBy(p, today) - earnedBy(p, yesterday), 0);
}

/**
 * Fen earned so far on what the investor holds now: interest already repaid on those
 * investments plus the running period's, to today. (累计收益 counts every investment's repaid
 * interest, sold and finished ones too.)
 */
export function holdingIncomeFen(s: SandboxState, userId: string, now: number): number {
  const today = startOfShanghaiDay(now);
  return held(s, userId)
    .flatMap((inv) => periodsOf(s, inv))
    .reduce((sum, p) => sum + (p.repaid ? p.interestFen : earnedBy(p, today)), 0);
}
