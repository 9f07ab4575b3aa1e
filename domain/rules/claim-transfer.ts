// The seller's claim-transfer rules (SPEC §5, §9): the price within 95%–105% of the valuation,
// the fee a rate of the price, the title short. Exact in fen; the screen shows them and the
// sandbox refuses by them.
import { shiftRound } from '../format/money';

export const TITLE_MAX = 40;

/** The price's bounds, in percent of the valuation (SPEC §9: 95% to 105%). */
export const PRICE_MIN_PCT = 95;
export const PRICE_MAX_PCT = 105;

/**
 * The platform's transfer fee on the price, in hundredths of a percent (10 = 0.1%), paid by the
 * seller. The fee charged (the sandbox's step 2 and the sale), the quote and the 债权转让协议's
 * words are all made from this one figure.
 */
export const FEE_RATE_BP = 10;
/** The same as step 2 answers it (creditAssignFee): a fraction of the price. */
export const FEE_FRACTION = FEE_RATE_BP / 10000;

/** A rate in hundredths of a percent as an agreement words it: 10 → '0.1%', 50 → '0.5%', 100 → '1%'. */
export const percentText = (bp: number) => `${String(bp / 100)}%`;

/** The agreement's sentence on price and fee, from the rules above. */
export const agreementFeeText = () =>
  `转让价格范围为债权价值的${PRICE_MIN_PCT}%至${PRICE_MAX_PCT}%；平台按成交金额收取${percentText(FEE_RATE_BP)}的转让手续费，由转让人承担。`;

/** Allowed prices in fen, rounded inwards so both ends are themselves within the range. */
export function priceRange(valuationFen: number) {
  return { min: Math.ceil((valuationFen * PRICE_MIN_PCT) / 100), max: Math.floor((valuationFen * PRICE_MAX_PCT) / 100) };
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
