// Apart from rate.ts, which every loan card loads: only the screens that show ranges need this.
import { formatRate } from '../../../domain/format/rate';

/** Rates in hundredths of a percent → '9.00%~12.00%', or one rate when both ends show the same. */
export function formatRateRange(min: number, max: number): string {
  const a = formatRate(min);
  const b = formatRate(max);
  return a === b ? `${a}%` : `${a}%~${b}%`;
}
