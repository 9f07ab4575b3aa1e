// A cycle product's cycles and its redemption window (SPEC §9: redemption closes at T minus
// `dueDateSubEndRansomDays`, 15, T being the cycle's end). The screens show the window and the
// sandbox refuses a redemption outside it, by this one reckoning in Shanghai calendar time.
import { addDays, addMonths, startOfShanghaiDay } from '../format/dates';

export interface CycleTerms {
  cycleProduct?: boolean | null;
  cyclePeriods?: number | null;
  valueDate?: number | null;
  totalMonths?: number | null;
  /** days before a cycle's end (T) when redemption closes (SPEC §9: 15) */
  ransomDays?: number | null;
}

export interface RedeemWindow {
  /** the cycle the clock is in, from 1: what the redemption names as currentPeriod */
  cycle: number;
  periods: number;
  /** the cycle's start: redemption may be asked from here */
  opens: number;
  /** midnight of T−15, the last day to ask */
  lastDay: number;
  /** the end of that day (exclusive) */
  closesAt: number;
  /** T: the money comes back at the end of the cycle */
  cycleEnd: number;
}

export const DEFAULT_RANSOM_DAYS = 15;

/** Months per cycle; null for other products and terms that do not split into whole months per cycle. */
function monthsPerCycle(t: CycleTerms): number | null {
  const periods = t.cyclePeriods ?? 0;
  const months = t.totalMonths ?? 0;
  if (!t.cycleProduct || periods < 1 || !t.valueDate || months < 1 || months % periods) return null;
  return months / periods;
}

/** The ends (T) of a cycle product's cycles, in order; empty when the terms have no cycles. */
export function cycleEnds(t: CycleTerms): number[] {
  const per = monthsPerCycle(t);
  return per === null ? [] : Array.from({ length: t.cyclePeriods! }, (_, k) => addMonths(t.valueDate!, per * (k + 1)));
}

/**
 * The cycle a cycle product is in at `now` and its redemption window: from the cycle's start
 * to the end of day T−15. Null when the terms have no cycles, or after the last cycle.
 */
export function redeemWindow(t: CycleTerms, now: number): RedeemWindow | null {
  const ends = cycleEnds(t);
  const k = ends.findIndex((end) => end > now);
  if (k < 0) return null;
  const cycleEnd = ends[k]!;
  const lastDay = addDays(startOfShanghaiDay(cycleEnd), -(t.ransomDays ?? DEFAULT_RANSOM_DAYS));
  return { cycle: k + 1, periods: ends.length, opens: k === 0 ? t.valueDate! : ends[k - 1]!, lastDay, closesAt: addDays(lastDay, 1), cycleEnd };
}

export type RedeemState = 'open' | 'early' | 'closed' | 'last';

/** Whether a redemption may be asked now; the last cycle simply matures. */
export function redeemState(w: RedeemWindow, now: number): RedeemState {
  if (w.cycle >= w.periods) return 'last';
  if (now < w.opens) return 'early';
  return now < w.closesAt ? 'open' : 'closed';
}
