/**
 * The widest bounds getLoanWithPage takes for duration (months), rate (%) and amount (yuan): the
 * call's defaults, sent when a filter leaves a bound open.
 */
export const LOAN_BOUNDS = {
  minDuration: 0,
  maxDuration: 100,
  minRate: 0,
  maxRate: 100,
  minAmount: 1,
  maxAmount: 100_000_000,
} as const;
