// A cycle product's cycles and redemption window (SPEC §9: redemption at T minus 15 days,
// `dueDateSubEndRansomDays`). Only the detail and redeem screens need it, so it stays out of
// the lists' chunks.
import { startOfShanghaiDay, toMs } from '../../../domain/format/dates';
import { cycleEnds, type CycleTerms } from '../../../domain/rules/redeem-window';
import type { Duration } from '../../../domain/duration';
import type { InvestDetail } from '../api/holdings';

// The cycles and the window are the runtime's reckoning, the one the sandbox refuses by
// (domain/rules/redeem-window.ts); here is what the holdings screens add to it.
export {
  cycleEnds,
  DEFAULT_RANSOM_DAYS,
  redeemState,
  redeemWindow,
  type CycleTerms,
  type RedeemState,
  type RedeemWindow,
} from '../../../domain/rules/redeem-window';

/**
 * When a redemption's money comes back: T, the end of the cycle it was asked in (SPEC §9).
 * `asked` is the investment's redeemTime: the backend records that cycle's end, or (an older
 * record) when the redemption was asked; either way the first cycle end on or after its day is
 * the date. Terms that do not split into cycles leave the schedule's last period (a redemption
 * ends the schedule with its cycle), then redeemTime itself. NaN when nothing says.
 */
export function redeemArrival(t: CycleTerms, asked: number, lastDue: number, now: number): number {
  const from = startOfShanghaiDay(Number.isFinite(asked) ? asked : Number.isFinite(lastDue) ? lastDue : now);
  const end = cycleEnds(t).find((e) => startOfShanghaiDay(e) >= from);
  if (end !== undefined) return end;
  if (Number.isFinite(lastDue)) return lastDue;
  return Number.isFinite(asked) ? asked : NaN;
}

/** redeemArrival of an investment: its redeemTime, its schedule's end and its loan's cycles. */
export const redeemArrivalOf = (d: Pick<InvestDetail, 'inv' | 'loan' | 'repayments'>, now: number): number =>
  redeemArrival(cycleTermsOf(d), toMs(d.inv.redeemTime), d.repayments.at(-1)?.dueDate ?? NaN, now);

/** The cycle terms of an investment's loan (embedded, or the loan record read beside it). */
export function cycleTermsOf(d: Pick<InvestDetail, 'inv' | 'loan'>): CycleTerms {
  const req = d.loan?.loanRequest;
  const duration: Duration | null | undefined = d.loan?.duration ?? d.inv.duration;
  return {
    cycleProduct: req?.cycleProduct,
    cyclePeriods: req?.cyclePeriods,
    valueDate: d.loan?.valueDate ?? req?.valueDate,
    totalMonths: duration?.totalMonths,
    ransomDays: d.loan?.dueDateSubEndRansomDays,
  };
}
