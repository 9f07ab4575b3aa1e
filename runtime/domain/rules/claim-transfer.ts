// The seller's claim-transfer rules (SPEC §5, §9): the price within 95%–105% of the valuation,
// the fee a rate of the price, the title short. Exact in fen; the screen shows them and the
// sandbox refuses by them.
import { shiftRound } from '../../format/money';

export const TITLE_MAX = 40;

/** Allowed prices in fen, rounded inwards so both ends are themselves within the range. */
export function priceRange(valuationFen: number) {
  return { min: Math.ceil((valuationFen * 95) / 100), max: Math.floor((valuationFen * 105) / 100) };
}

/**
 * The price as a fraction of the valuation, 4 decimals (0.9948), as step 2's creditAssignRate
 * and the lists' creditDealRate are. Rounded on integers, so no float product leaks in.
 */
export const dealRate = (priceFen: number, valuationFen: number) => Math.round((priceFen * 10000) / valuationFen) / 10000;

/**
 * The transfer fee in fen: the price times a RATE (0.001 is 0.1%), read as millionths from its
 * decimal text and the product rounded half up on integers: 12 345.67 元 at 0.001 is 12.35 元.
 * NaN when the rate is not a number.
 */
export function feeFen(priceFen: number, feeRate: number): number {
  const ppm = shiftRound(feeRate, 6);
  if (!Number.isFinite(ppm) || ppm < 0 || !Number.isSafeInteger(priceFen * ppm)) return NaN;
  const p = priceFen * ppm;
  return (p - (p % 1_000_000)) / 1_000_000 + (p % 1_000_000 >= 500_000 ? 1 : 0);
}
