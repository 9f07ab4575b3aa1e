import { addDays, formatDate, shanghaiParts, toMs } from '../../../domain/format/dates';

export interface DateRange {
  /** 'YYYY-MM-DD', Beijing dates, both days included */
  start: string;
  end: string;
}

/** SPEC §9: ten years back to tomorrow. 29 Feb ten years back is 28 Feb. */
export function defaultRange(now: number = Date.now()): DateRange {
  const p = shanghaiParts(now)!;
  const mm = String(p.m).padStart(2, '0');
  let dd = p.d;
  while (Number.isNaN(toMs(`${p.y - 10}-${mm}-${String(dd).padStart(2, '0')}`))) dd--;
  return { start: `${p.y - 10}-${mm}-${String(dd).padStart(2, '0')}`, end: formatDate(addDays(now, 1)) };
}

/** The range as the query's epoch ms: from 00:00 of start to the last ms of end (Beijing). */
export function rangeMs(r: DateRange): { startDate: number; endDate: number } {
  return { startDate: toMs(r.start), endDate: addDays(toMs(r.end), 1) - 1 };
}
