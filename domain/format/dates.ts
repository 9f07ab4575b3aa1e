// Everything is rendered in Beijing time: users compare against the server's clock, not the phone's zone.
export interface ShanghaiParts {
  y: number;
  m: number;
  d: number;
  hh: number;
  mm: number;
  ss: number;
}

export type DatePattern = 'date' | 'datetime' | 'minute' | 'time' | 'month-day';

let fmt: Intl.DateTimeFormat | undefined;

// China has kept UTC+8 since its last summer time ended (1991-09-15 02:00 local). From then on
// plain arithmetic gives the wall clock: creating the zoned Intl formatter costs ~100 ms on a
// slow phone's first screen, and each formatToParts call is far slower than Date's getters.
const FIXED_SINCE = Date.UTC(1991, 8, 14, 17);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const UTC8 = 8 * HOUR;
const MAX_DATE = 864e13;

function partsAt(ms: number): ShanghaiParts {
  if (ms >= FIXED_SINCE && ms + UTC8 <= MAX_DATE) {
    const w = new Date(ms + UTC8);
    return { y: w.getUTCFullYear(), m: w.getUTCMonth() + 1, d: w.getUTCDate(), hh: w.getUTCHours(), mm: w.getUTCMinutes(), ss: w.getUTCSeconds() };
  }
  fmt ??= new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    // h23, not hour12:false: some engines render midnight as '24' with the latter.
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const o: Record<string, number> = {};
  for (const p of fmt.formatToParts(ms)) o[p.type] = +p.value;
  return { y: o.year!, m: o.month!, d: o.day!, hh: o.hour! % 24, mm: o.minute!, ss: o.second! };
}

const msOf = (ms: number) => ((ms % 1000) + 1000) % 1000;

// Shanghai's UTC offset at an instant, in ms (derived, so the 1986–91 DST years stay right).
function offset(ms: number): number {
  const p = partsAt(ms);
  return Date.UTC(p.y, p.m - 1, p.d, p.hh, p.mm, p.ss) - (ms - msOf(ms));
}

// Shanghai wall-clock → instant; fields may overflow (day 32) like Date.UTC.
function wall(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const g = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  return g - offset(g - offset(g));
}

// Zone-less 'YYYY-MM-DD[ HH:mm[:ss[.SSS]]]' is Shanghai wall time (and Safari cannot parse the space form).
const LOCAL = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/** Any accepted input → epoch ms, NaN when invalid. Digit-only strings are epoch ms. */
export function toMs(t: number | string | Date | null | undefined): number {
  if (t instanceof Date) return t.getTime();
  if (typeof t == 'number') return Number.isFinite(t) ? t : NaN;
  const s = (t ?? '').trim();
  if (/^-?\d+$/.test(s)) return +s;
  const m = LOCAL.exec(s);
  if (!m) return s ? Date.parse(s) : NaN;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map((x) => +(x ?? 0)) as [number, number, number, number, number, number];
  const c = new Date(Date.UTC(y, mo - 1, d));
  // Reject rollovers such as 02-30 instead of silently moving to March.
  if (c.getUTCMonth() != mo - 1 || c.getUTCDate() != d || h > 23 || mi > 59 || se > 59) return NaN;
  return wall(y, mo, d, h, mi, se, +(m[7] ?? '').padEnd(3, '0'));
}

/** Shanghai calendar fields, or null for invalid input. */
export function shanghaiParts(t: number | string | Date | null | undefined): ShanghaiParts | null {
  const ms = toMs(t);
  // formatToParts throws outside the Date range (±8.64e15).
  return Math.abs(ms) <= 864e13 ? partsAt(ms) : null;
}

const p2 = (n: number) => (n < 10 ? '0' : '') + n;

/** 'date' YYYY-MM-DD · 'datetime' YYYY-MM-DD HH:mm:ss · 'minute' YYYY-MM-DD HH:mm · 'time' HH:mm:ss · 'month-day' MM-DD. '' when invalid. */
export function formatDate(t: number | string | Date | null | undefined, pattern: DatePattern = 'date'): string {
  const p = shanghaiParts(t);
  if (!p) return '';
  const md = p2(p.m) + '-' + p2(p.d);
  const hm = p2(p.hh) + ':' + p2(p.mm);
  if (pattern == 'month-day') return md;
  if (pattern == 'time') return hm + ':' + p2(p.ss);
  const date = p.y + '-' + md;
  return pattern == 'datetime' ? date + ' ' + hm + ':' + p2(p.ss) : pattern == 'minute' ? date + ' ' + hm : date;
}

/** Instant of 00:00 Shanghai on the day containing t; NaN when invalid. */
export function startOfShanghaiDay(t: number | string | Date | null | undefined): number {
  const p = shanghaiParts(t);
  return p ? wall(p.y, p.m, p.d) : NaN;
}

/** Same Shanghai wall-clock time n (integer) calendar days later; NaN when invalid. */
export function addDays(t: number | string | Date | null | undefined, n: number): number {
  const ms = toMs(t);
  const p = shanghaiParts(ms);
  return p ? wall(p.y, p.m, p.d + n, p.hh, p.mm, p.ss, msOf(ms)) : NaN;
}

/** Same Shanghai wall-clock time n (integer) calendar months later, the day clamped to that month's last (31 Jan + 1 → 28/29 Feb); NaN when invalid. */
export function addMonths(t: number | string | Date | null | undefined, n: number): number {
  const ms = toMs(t);
  const p = shanghaiParts(ms);
  if (!p || !Number.isInteger(n)) return NaN;
  const last = new Date(Date.UTC(p.y, p.m + n, 0)).getUTCDate();
  return wall(p.y, p.m + n, Math.min(p.d, last), p.hh, p.mm, p.ss, msOf(ms));
}

/** Whole Shanghai calendar days from a to b (negative when b is earlier), whatever the times of day; NaN when invalid. */
export const daysBetween = (a: number | string | Date | null | undefined, b: number | string | Date | null | undefined): number =>
  Math.round((startOfShanghaiDay(b) - startOfShanghaiDay(a)) / DAY);

/** Remaining ms → '2天03时04分05秒' (天 omitted when 0). Seconds round up so it reads 00秒 only when time is up. */
export function formatCountdown(ms: number): string {
  const s = ms > 0 && ms < 864e13 ? Math.ceil(ms / 1000) : 0;
  const d = Math.floor(s / 86400);
  return (d ? d + '天' : '') + p2(Math.floor(s / 3600) % 24) + '时' + p2(Math.floor(s / 60) % 60) + '分' + p2(s % 60) + '秒';
}
