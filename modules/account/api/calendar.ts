// The repayment calendar's question (SPEC §7 investRepayments, §9 default window): which
// periods to ask for (the windows, in Beijing time), the call, the late periods and the route's
// loader. What the screen makes of the answer (months, days, the grid) is calendar-days.ts.
import * as z from 'zod/mini';
import { recordId } from '../../../domain/wire';
import { get } from '../../../runtime/api/client';
import { paged } from '../../../domain/paged';
import { addDays, shanghaiParts, startOfShanghaiDay, toMs } from '../../../domain/format/dates';
import { REPAYMENT_STATUS } from '../../../domain/format/statuses';
import { isLate } from '../../../domain/overdue';
import { settle, type Settled } from '../../../runtime/api/settled-text';

const num = z.optional(z.nullable(z.number()));
const str = z.optional(z.nullable(z.string()));

const part = z.object({
  period: num,
  dueDate: z.number(),
  amount: z.number(),
  amountInterest: z.number(),
  amountPrincipal: z.number(),
});
const meta = { investId: z.optional(z.nullable(recordId)), loanTitle: z.string(), status: str, totalPeriods: num, repayDate: num };
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

export const pad = (n: number) => String(n).padStart(2, '0');
export const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
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
