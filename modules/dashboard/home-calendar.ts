// The repayment calendar (SPEC §7 investRepayments, §9 default window): its call, its windows
// in Beijing time, the month grid and the days it shows, and which periods are late or belong
// to a loan that is. Sums in integer fen.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { paged } from '../../runtime/domain/paged';
import { formatFen, toFen } from '../../runtime/format/money';
import { addDays, shanghaiParts, startOfShanghaiDay, toMs } from '../../runtime/format/dates';
import { REPAYMENT_STATUS } from '../../runtime/format/statuses';
import { AFFECTED, isLate } from './components/portfolio-overdue';
import { settle, type Settled } from './home-settle';

const num = z.optional(z.nullable(z.number()));
const str = z.optional(z.nullable(z.string()));

const part = z.object({
  period: num,
  dueDate: z.number(),
  amount: z.number(),
  amountInterest: z.number(),
  amountPrincipal: z.number(),
});
const meta = { investId: z.optional(z.nullable(z.coerce.string())), loanTitle: z.string(), status: str, totalPeriods: num, repayDate: num };
const inner = z.object({ status: str, repayDate: num, repayment: part });

// The backend wraps a period twice: { loanTitle, …, repayment: { status, repayment: {…} } }
// (repayment.ctrl.coffee reads item.repayment.repayment); once or flat is read too.
export const repaymentRowSchema = z.pipe(
  z.union([z.object({ ...meta, repayment: inner }), z.object({ ...meta, repayment: part }), z.extend(part, meta)]),
  z.transform((r) => {
    const w = 'repayment' in r && 'repayment' in r.repayment ? r.repayment : null;
    const p = w ? w.repayment : 'repayment' in r ? (r.repayment as z.infer<typeof part>) : (r as z.infer<typeof part>);
    const status = w?.status ?? r.status;
    return {
      investId: r.investId ?? '',
      loanTitle: r.loanTitle,
      period: p.period ?? null,
      totalPeriods: r.totalPeriods ?? null,
      dueDate: p.dueDate,
      amount: p.amount,
      amountInterest: p.amountInterest,
      amountPrincipal: p.amountPrincipal,
      // OVERDUE and BREACH (the PC site's statuses of a late period) stay late
      status: status === 'REPAYED' ? ('REPAYED' as const) : status === 'OVERDUE' || status === 'BREACH' ? ('OVERDUE' as const) : ('UNDUE' as const),
      repayDate: w?.repayDate ?? r.repayDate ?? null,
    };
  }),
);
export type RepaymentItem = z.infer<typeof repaymentRowSchema>;

export const REPAY_PAGE_SIZE = 20;

/** SPEC §7 investRepayments' status: the old H5 asked UNDUE by default (server-api.coffee:161-166). */
export type RepayStatus = 'UNDUE' | 'REPAYED';
export const REPAY_STATUSES = [
  { key: 'UNDUE', label: REPAYMENT_STATUS.UNDUE! },
  { key: 'REPAYED', label: REPAYMENT_STATUS.REPAYED! },
] as const;
/** the `?status=` value the calendar takes; anything else reads as UNDUE */
export const statusOf = (v: string | null | undefined): RepayStatus => (v === 'REPAYED' ? 'REPAYED' : 'UNDUE');

export interface RepayWindow {
  /** 'YYYY-MM' for a calendar month; '' for the default window */
  month: string;
  from: number;
  to: number;
  /** which periods: still to come (default) or paid */
  status: RepayStatus;
}

/** `status`: one status, or a comma list of them (the sandbox and invest/list take both). */
export const getRepayments = (pageNo: number, pageSize: number, w: { from: number; to: number; status: string }) =>
  get(`/api/v2/user/MYSELF/investRepayments/${pageNo}/${pageSize}`, {
    schema: paged(repaymentRowSchema),
    query: { status: w.status, from: w.from, to: w.to },
  });

/** The whole window: page 1 of 20, and once more with the full size when there are more. */
export async function getWindowRepayments(w: RepayWindow) {
  const first = await getRepayments(1, REPAY_PAGE_SIZE, w);
  if (first.total <= first.items.length) return first;
  return getRepayments(1, first.total, w);
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** Month arithmetic on (year, month 1–12). */
const ym = (y: number, m: number) => {
  const k = y * 12 + m - 1;
  return { y: Math.floor(k / 12), m: (k % 12) + 1 };
};
/** 00:00 Beijing of the day `months` months from the day of `t` (the day clamped to the month's end). */
const monthsOn = (t: number, months: number) => {
  const p = shanghaiParts(t)!;
  const e = ym(p.y, p.m + months);
  return toMs(`${e.y}-${pad(e.m)}-${pad(Math.min(p.d, daysIn(e.y, e.m)))}`);
};

/**
 * The window a status opens on (SPEC §9): to come, tomorrow 00:00 to the end of the same day six
 * months on; paid, the six months up to the end of today (paid periods lie behind), Beijing time.
 */
export function defaultWindow(now = Date.now(), status: RepayStatus = 'UNDUE'): RepayWindow {
  const today = startOfShanghaiDay(now);
  if (status === 'REPAYED') return { month: '', from: monthsOn(today, -6), to: addDays(today, 1) - 1, status };
  const from = addDays(today, 1);
  return { month: '', from, to: addDays(monthsOn(from, 6), 1) - 1, status };
}

/** A calendar month ('YYYY-MM') in Beijing time; null for anything else. */
export function monthWindow(month: string, status: RepayStatus = 'UNDUE'): RepayWindow | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || +m[2]! < 1 || +m[2]! > 12) return null;
  const next = ym(+m[1]!, +m[2]! + 1);
  return { month, from: toMs(`${month}-01`), to: toMs(`${next.y}-${pad(next.m)}-01`) - 1, status };
}

/** The month `n` months from `month`, or from this month (Beijing) when `month` is ''. */
export function shiftMonth(month: string, n: number, now = Date.now()): string {
  const base = /^(\d{4})-(\d{2})$/.exec(month);
  const p = shanghaiParts(now)!;
  const r = ym(base ? +base[1]! : p.y, (base ? +base[2]! : p.m) + n);
  return `${r.y}-${pad(r.m)}`;
}

/** The window a `?month=` value asks for; the status's default window otherwise. */
export const windowOf = (month: string | null, now = Date.now(), status: RepayStatus = 'UNDUE') =>
  (month && monthWindow(month, status)) || defaultWindow(now, status);

export type Found = { items: RepaymentItem[]; total: number };

/** What the screen shows: the month grid (default: this month in Beijing) or the list of the status's default window. */
export interface CalendarView {
  list: boolean;
  window: RepayWindow;
}

/** `?view=list` is the default window's list; otherwise the month in `?month=`, else this month. */
export function viewOf(query: URLSearchParams, now = Date.now()): CalendarView {
  const status = statusOf(query.get('status'));
  if (query.get('view') === 'list') return { list: true, window: defaultWindow(now, status) };
  return { list: false, window: monthWindow(query.get('month') ?? '', status) ?? monthWindow(shiftMonth('', 0, now), status)! };
}

/**
 * The periods still unpaid whose due day has passed: ten years back to the end of yesterday,
 * Beijing time. Asked with the PC site's late statuses beside UNDUE (a comma list, as invest/list
 * takes its statuses); the screen goes on without them when the call fails.
 */
export function getLate(now = Date.now()): Promise<Found> {
  const today = startOfShanghaiDay(now);
  return getRepayments(1, 100, { from: addDays(today, -3653), to: today - 1, status: 'UNDUE,OVERDUE,BREACH' }).then((p) => ({
    ...p,
    items: p.items.filter((it) => isLate(it, now)).sort((a, b) => a.dueDate - b.dueDate),
  }));
}

export interface RepaymentsData {
  view: CalendarView;
  first: Settled<Found>;
  /** the late periods (待回款 only; null when not asked or not answered) */
  late: Found | null;
}

export function loadRepayments(query: URLSearchParams): Promise<RepaymentsData> {
  const now = Date.now();
  const view = viewOf(query, now);
  const late = view.window.status === 'UNDUE' ? getLate(now).catch(() => null) : Promise.resolve(null);
  return Promise.all([settle(getWindowRepayments(view.window)), late]).then(([first, late]) => ({ view, first, late }));
}

// ---------------------------------------------------------------- months and days

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
    return { key: `${month}-${pad(i + 1)}`, day: i + 1, label: `${m}月${i + 1}日 周${week}`, today: t.y === y && t.m === m && t.d === i + 1, amountFen: 0, items: [], late: false };
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
