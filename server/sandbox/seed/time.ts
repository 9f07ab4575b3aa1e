/** Calendar helpers in Asia/Shanghai (UTC+8, no daylight saving). */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const CN = 8 * HOUR;

/** Midnight in Shanghai of the day containing ms. */
export function startOfDayCN(ms: number): number {
  return Math.floor((ms + CN) / DAY) * DAY - CN;
}

/** Same day-of-month n months later (clamped to the month's last day), same time of day. */
export function addMonthsCN(ms: number, n: number): number {
  const d = new Date(ms + CN);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime() - CN;
}

function parts(ms: number): [string, string, string] {
  const d = new Date(ms + CN);
  return [
    String(d.getUTCFullYear()),
    String(d.getUTCMonth() + 1).padStart(2, '0'),
    String(d.getUTCDate()).padStart(2, '0'),
  ];
}

/** 'YYYYMMDD' in Shanghai. */
export function ymdCN(ms: number): string {
  return parts(ms).join('');
}

/** 'YYYY-MM-DD' in Shanghai. */
export function dateCN(ms: number): string {
  return parts(ms).join('-');
}

/** Whole days from a to b (b later), by Shanghai calendar dates. */
export function daysBetween(a: number, b: number): number {
  return Math.round((startOfDayCN(b) - startOfDayCN(a)) / DAY);
}
