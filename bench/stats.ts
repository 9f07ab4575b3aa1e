// Small numeric helpers shared by the bench phases and the report.

/** The middle value (mean of the two middle ones for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

export const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);

/** KB as the React floor is quoted: 1 KB = 1000 B, one decimal. */
export const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1000).toFixed(1) : '--');

export const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '--');

export const seconds = (msValue: number) => (Number.isFinite(msValue) ? `${(msValue / 1000).toFixed(2)} s` : '--');

export const times = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : '--');
