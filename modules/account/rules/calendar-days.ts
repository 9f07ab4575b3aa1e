// What the repayment calendar shows of the periods api/calendar.ts found: months and days in
// Beijing time, the month grid, each period's status in words (late, or of a loan that is) and
// the short sums of the grid's cells. Sums in integer fen; no calls.
import { formatFen, toFen } from '../../../domain/format/money';
import { shanghaiParts } from '../../../domain/format/dates';
import { REPAYMENT_STATUS } from '../../../domain/format/statuses';
import { AFFECTED, isLate } from '../../../domain/overdue';
import { daysIn, pad, type RepaymentItem, type RepayWindow } from '../api/calendar';

export interface CalendarDay {
  key: string;
  /** '03-15 周六' */
  label: string;
  amountFen: number;
  items: RepaymentItem[];
}

export interface CalendarMonth {
  key: string;
  /** '2025年3月' */
  label: string;
  amountFen: number;
  count: number;
  days: CalendarDay[];
}

export interface CalendarSummary {
  count: number;
  amountFen: number;
  principalFen: number;
  interestFen: number;
}

const WEEK = '日一二三四五六';

/** Months, then days, in due-date order (Beijing calendar); amounts summed in fen. */
export function groupByMonthDay(items: readonly RepaymentItem[]): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  const sorted = [...items].sort((a, b) => a.dueDate - b.dueDate);
  for (const it of sorted) {
    const p = shanghaiParts(it.dueDate);
    if (!p) continue;
    const mKey = `${p.y}-${pad(p.m)}`;
    let month = months.at(-1);
    if (month?.key !== mKey) months.push((month = { key: mKey, label: `${p.y}年${p.m}月`, amountFen: 0, count: 0, days: [] }));
    const dKey = `${mKey}-${pad(p.d)}`;
    let day = month.days.at(-1);
    if (day?.key !== dKey) {
      const week = WEEK[new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay()];
      month.days.push((day = { key: dKey, label: `${pad(p.m)}-${pad(p.d)} 周${week}`, amountFen: 0, items: [] }));
    }
    const fen = toFen(it.amount);
    day.items.push(it);
    day.amountFen += fen;
    month.amountFen += fen;
    month.count++;
  }
  return months;
}

export function summarize(items: readonly RepaymentItem[]): CalendarSummary {
  return items.reduce<CalendarSummary>(
    (s, it) => ({
      count: s.count + 1,
      amountFen: s.amountFen + toFen(it.amount),
      principalFen: s.principalFen + toFen(it.amountPrincipal),
      interestFen: s.interestFen + toFen(it.amountInterest),
    }),
    { count: 0, amountFen: 0, principalFen: 0, interestFen: 0 },
  );
}

export type RepayTone = 'done' | 'late' | 'hit' | 'due';

/**
 * 已回款; 已逾期 once the due day has ended unpaid (or the backend says so); 待回款, or
 * 待回款（借款已逾期） for a period to come of a loan with a late one (`affected`).
 */
export function repaymentStatus(it: Pick<RepaymentItem, 'status' | 'dueDate'>, now = Date.now(), affected = false): { text: string; tone: RepayTone } {
  if (it.status === 'REPAYED') return { text: REPAYMENT_STATUS.REPAYED!, tone: 'done' };
  if (isLate(it, now)) return { text: REPAYMENT_STATUS.LATE!, tone: 'late' };
  return affected ? { text: AFFECTED, tone: 'hit' } : { text: REPAYMENT_STATUS.UNDUE!, tone: 'due' };
}

/** Which loan a period belongs to: its investment, or (the family's rows name none) its title. */
export const loanKey = (it: Pick<RepaymentItem, 'investId' | 'loanTitle'>) => it.investId || `title:${it.loanTitle}`;

/** The loans with a late period. */
export const lateLoans = (late: readonly RepaymentItem[]) => new Set(late.map(loanKey));

/**
 * The window's periods with the late ones that fall in it and it does not hold already (a
 * backend that calls them OVERDUE leaves them out of an UNDUE query), in due-date order.
 */
export function withLate(items: readonly RepaymentItem[], late: readonly RepaymentItem[], w: Pick<RepayWindow, 'from' | 'to' | 'status'>): RepaymentItem[] {
  if (w.status !== 'UNDUE') return [...items];
  const key = (it: RepaymentItem) => `${loanKey(it)}|${it.dueDate}|${toFen(it.amount)}`;
  const have = new Set(items.map(key));
  const extra = late.filter((it) => it.dueDate >= w.from && it.dueDate <= w.to && !have.has(key(it)));
  return extra.length ? [...items, ...extra].sort((a, b) => a.dueDate - b.dueDate) : [...items];
}

// ---------------------------------------------------------------- the month grid

export interface GridDay {
  /** 'YYYY-MM-DD' (Beijing) */
  key: string;
  day: number;
  /** '12月24日 周四' */
  label: string;
  today: boolean;
  amountFen: number;
  items: RepaymentItem[];
  /** a period of the day is late */
  late: boolean;
}

export interface MonthGrid {
  /** weeks from Sunday; null pads the days before the 1st and after the last */
  weeks: (GridDay | null)[][];
  days: GridDay[];
}

/** The month 'YYYY-MM' as weeks of Beijing days, each with the periods due that day. */
export function monthGrid(month: string, items: readonly RepaymentItem[], now = Date.now()): MonthGrid {
  const y = +month.slice(0, 4);
  const m = +month.slice(5, 7);
  const n = daysIn(y, m);
  const t = shanghaiParts(now)!;
  const days: GridDay[] = Array.from({ length: n }, (_, i) => {
    const week = WEEK[new Date(Date.UTC(y, m - 1, i + 1)).getUTCDay()];
    return {
      key: `${month}-${pad(i + 1)}`,
      day: i + 1,
      label: `${m}月${i + 1}日 周${week}`,
      today: t.y === y && t.m === m && t.d === i + 1,
      amountFen: 0,
      items: [],
      late: false,
    };
  });
  for (const it of [...items].sort((a, b) => a.dueDate - b.dueDate)) {
    const p = shanghaiParts(it.dueDate);
    if (!p || p.y !== y || p.m !== m) continue;
    const d = days[p.d - 1]!;
    d.items.push(it);
    d.amountFen += toFen(it.amount);
    d.late ||= isLate(it, now);
  }
  const lead = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const cells: (GridDay | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return { weeks: Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7)), days };
}

/** A day's sum in a grid cell, short: '62.5', '2,644', '2.02万' (the list below has it exact). */
export function shortAmount(fen: number): string {
  const trim = (v: string) => v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  if (fen >= 999_950) return `${trim(formatFen(Math.round(fen / 10_000), { group: false }))}万`;
  if (fen >= 100_000) return formatFen(Math.round(fen / 100) * 100).slice(0, -3);
  return trim(formatFen(fen, { group: false }));
}

/** 'both', 'interest' or 'principal' (SPEC §3 derived repayment type), in words. */
export function repaymentKind(it: Pick<RepaymentItem, 'amountPrincipal' | 'amountInterest'>) {
  const p = toFen(it.amountPrincipal) > 0;
  const i = toFen(it.amountInterest) > 0;
  return p && i ? '本息' : p ? '本金' : '利息';
}
