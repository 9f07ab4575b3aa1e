// The repayment calendar (SPEC §7 investRepayments, §9 default window): its call, its windows
// in Beijing time, and the months and days it shows. Sums in integer fen.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { paged } from '../../runtime/domain/paged';
import { toFen } from '../../runtime/format/money';
import { addDays, shanghaiParts, startOfShanghaiDay, toMs } from '../../runtime/format/dates';
import { REPAYMENT_STATUS } from '../../runtime/format/statuses';
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
      status: status === 'REPAYED' ? ('REPAYED' as const) : ('UNDUE' as const),
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

export const getRepayments = (pageNo: number, pageSize: number, w: RepayWindow) =>
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

export interface RepaymentsData {
  window: RepayWindow;
  first: Settled<{ items: RepaymentItem[]; total: number }>;
}

export function loadRepayments(query: URLSearchParams): Promise<RepaymentsData> {
  const window = windowOf(query.get('month'), Date.now(), statusOf(query.get('status')));
  return settle(getWindowRepayments(window)).then((first) => ({ window, first }));
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

/** 已回款, or 待回款 / 已逾期 depending on whether the due date has passed. */
export function repaymentStatus(it: Pick<RepaymentItem, 'status' | 'dueDate'>, now = Date.now()) {
  if (it.status === 'REPAYED') return { text: REPAYMENT_STATUS.REPAYED!, tone: 'done' as const };
  return it.dueDate < now ? { text: REPAYMENT_STATUS.LATE!, tone: 'late' as const } : { text: REPAYMENT_STATUS.UNDUE!, tone: 'due' as const };
}

/** 'both', 'interest' or 'principal' (SPEC §3 derived repayment type), in words. */
export function repaymentKind(it: Pick<RepaymentItem, 'amountPrincipal' | 'amountInterest'>) {
  const p = toFen(it.amountPrincipal) > 0;
  const i = toFen(it.amountInterest) > 0;
  return p && i ? '本息' : p ? '本金' : '利息';
}
