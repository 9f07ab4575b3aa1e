// The list's filters: the ranges and the words shown for them.
import { NO_FILTERS, type LoanFilters } from '../api/list';
import { LOAN_STATUS, statusOptions } from '../../../domain/format/statuses';

type Range = readonly [number, number, string];

// SPEC §7/§9 ranges: duration in months (max 100), rate in percent (max 100), amount in yuan
// (1 to 100 000 000). Bounds are inclusive on the server, so each range starts just above the
// previous one's end and a 10% loan is in exactly one rate range.
// the cards' own words: statuses that read the same are one option
const STATUS: readonly (readonly [string, string])[] = [['', '全部'], ...statusOptions(LOAN_STATUS)];
const DURATION: readonly Range[] = [
  [0, 100, '全部'],
  [0, 3, '3个月及以下'],
  [4, 6, '4–6个月'],
  [7, 12, '7–12个月'],
  [13, 100, '12个月以上'],
];
const RATE: readonly Range[] = [
  [0, 100, '全部'],
  [0, 8, '8%及以下'],
  [8.01, 10, '8%–10%'],
  [10.01, 12, '10%–12%'],
  [12.01, 100, '12%以上'],
];
const AMOUNT: readonly Range[] = [
  [1, 1e8, '全部'],
  [1, 1e6, '100万及以下'],
  [1e6 + 0.01, 5e6, '100万–500万'],
  [5e6 + 0.01, 1e7, '500万–1000万'],
  [1e7 + 0.01, 1e8, '1000万以上'],
];

/** Chosen option per group: status, duration, rate, amount. */
export type Picks = readonly [number, number, number, number];
export const NO_PICKS: Picks = [0, 0, 0, 0];

export const GROUPS = [
  ['状态', STATUS.map((s) => s[1])],
  ['期限', DURATION.map((r) => r[2])],
  ['利率', RATE.map((r) => r[2])],
  ['项目金额', AMOUNT.map((r) => r[2])],
] as const;

export function toFilters([s, d, r, a]: Picks): LoanFilters {
  const [dr, rr, ar] = [DURATION[d]!, RATE[r]!, AMOUNT[a]!];
  return { ...NO_FILTERS, status: STATUS[s]![0], minDuration: dr[0], maxDuration: dr[1], minRate: rr[0], maxRate: rr[1], minAmount: ar[0], maxAmount: ar[1] };
}

/** Words of the chosen options, for the bar above the list. */
export const pickedLabels = (p: Picks) => p.flatMap((i, g) => (i ? [GROUPS[g]![1][i]!] : []));
