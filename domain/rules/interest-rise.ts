// The special-interest exchange (SPEC §9): points buy an interest coupon for an amount, a rate
// and a duration on the offer's grids. The screen prices the coupon and the sandbox charges it
// by these, so what the user is shown is what is spent.

/** The offer as GET …/redeem/interestRise/data answers it. */
export interface InterestRiseRule {
  /** yuan */
  minAmount: number;
  /** yuan */
  stepAmount: number;
  /** hundredths of a percent */
  minParValue: number;
  maxParValue: number;
  stepParValue: number;
  kValue: number;
  /** comma list of days */
  duration: string;
}

/**
 * Points a coupon costs: kValue × days × amount × parValue / 365,000,000, rounded down to
 * hundreds; parValue in hundredths of a percent, the amount in fen (hence 365,000,000 × 100 ×
 * 100). Exact in BigInt: the product outgrows 2^53. 0 for anything that is not a whole number ≥ 0.
 */
export function pointsNeeded(kValue: number, days: number, amountFen: number, parValue: number): number {
  if (![kValue, days, amountFen, parValue].every((n) => Number.isSafeInteger(n) && n >= 0)) return 0;
  const n = BigInt(kValue) * BigInt(days) * BigInt(amountFen) * BigInt(parValue);
  return Number(n / BigInt(3_650_000_000_000)) * 100;
}

/** '30,90, 180' → [30, 90, 180]; anything that is not a whole number of days is dropped. */
export const parseDurations = (list: string) =>
  list
    .split(',')
    .map((d) => d.trim())
    .filter((d) => /^\d+$/.test(d) && Number(d) > 0)
    .map(Number);

/** `v` on the grid min, min + step, …; a step of 0 allows only `min`. */
export const onStep = (v: number, min: number, step: number) => v >= min && (step > 0 ? (v - min) % step === 0 : v === min);
