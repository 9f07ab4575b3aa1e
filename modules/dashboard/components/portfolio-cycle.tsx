// A cycle product's cycles and redemption window (SPEC §9: redemption at T minus 15 days,
// `dueDateSubEndRansomDays`). Only the detail and redeem screens need it, so it stays out of
// the lists' chunks.
import { addDays, shanghaiParts, startOfShanghaiDay, toMs } from '../../../runtime/format/dates';
import type { Duration } from '../../../runtime/domain/duration';
import type { InvestDetail } from '../api-portfolio';

/** Same wall-clock time in Shanghai `n` calendar months later; the day is clamped to the month's end. */
export function addMonthsShanghai(t: number, n: number): number {
  const p = shanghaiParts(t);
  if (!p || !Number.isInteger(n)) return NaN;
  const m0 = p.m - 1 + n;
  const y = p.y + Math.floor(m0 / 12);
  const m = (((m0 % 12) + 12) % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (v: number) => String(v).padStart(2, '0');
  return toMs(`${y}-${pad(m)}-${pad(Math.min(p.d, last))} ${pad(p.hh)}:${pad(p.mm)}:${pad(p.ss)}`) + (t % 1000);
}

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

/**
 * The cycle a cycle product is in at `now` and its redemption window: from the cycle's start
 * to the end of day T−15. Null for other products, terms that do not split into whole months
 * per cycle, or after the last cycle.
 */
export function redeemWindow(t: CycleTerms, now: number): RedeemWindow | null {
  const periods = t.cyclePeriods ?? 0;
  const months = t.totalMonths ?? 0;
  if (!t.cycleProduct || periods < 1 || !t.valueDate || months < 1 || months % periods) return null;
  const per = months / periods;
  const end = (k: number) => addMonthsShanghai(t.valueDate!, per * k);
  for (let k = 1; k <= periods; k++) {
    const cycleEnd = end(k);
    if (!(cycleEnd > now)) continue;
    const lastDay = addDays(startOfShanghaiDay(cycleEnd), -(t.ransomDays ?? DEFAULT_RANSOM_DAYS));
    return { cycle: k, periods, opens: k === 1 ? t.valueDate : end(k - 1), lastDay, closesAt: addDays(lastDay, 1), cycleEnd };
  }
  return null;
}

/** The ends (T) of a cycle product's cycles, in order; empty for terms that do not split into whole months per cycle. */
export function cycleEnds(t: CycleTerms): number[] {
  const periods = t.cyclePeriods ?? 0;
  const months = t.totalMonths ?? 0;
  if (!t.cycleProduct || periods < 1 || !t.valueDate || months < 1 || months % periods) return [];
  return Array.from({ length: periods }, (_, k) => addMonthsShanghai(t.valueDate!, (months / periods) * (k + 1)));
}

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

export type RedeemState = 'open' | 'early' | 'closed' | 'last';

/** Whether a redemption may be asked now; the last cycle simply matures. */
export function redeemState(w: RedeemWindow, now: number): RedeemState {
  if (w.cycle >= w.periods) return 'last';
  if (now < w.opens) return 'early';
  return now < w.closesAt ? 'open' : 'closed';
}

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
