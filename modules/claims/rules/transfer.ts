// The seller's claim-transfer rules (SPEC §5, §9): the price lies within 95%–105% of the
// valuation, exact in fen; the title is required and short. Pure: no React, no calls.
import { formatFen, parseAmountInput } from '../../../domain/format/money';
import { feeFen, priceRange, TITLE_MAX } from '../../../domain/rules/claim-transfer';

// the reckoning is the runtime's, which the sandbox refuses by; the words are the screen's
export { dealRate, feeFen, priceRange, TITLE_MAX } from '../../../domain/rules/claim-transfer';

/**
 * The range as shown: '9,500.00 ~ 10,500.00', or one price when both ends read the same. (The
 * glossary's joinRange does this too, but this screen loads nothing else of the glossary.)
 */
export function priceRangeText(r: { min: number; max: number }): string {
  const a = formatFen(r.min);
  const b = formatFen(r.max);
  return a === b ? a : `${a} ~ ${b}`;
}

export type PriceCheck = { ok: true; fen: number } | { ok: false; message: string };

/** The typed price against the valuation; the message states the allowed range in yuan. */
export function checkPrice(input: string, valuationFen: number): PriceCheck {
  const t = input.trim();
  if (!t) return { ok: false, message: '请输入转让价格' };
  const fen = parseAmountInput(t);
  if (fen === null || fen <= 0) return { ok: false, message: '请输入正确的转让价格，最多两位小数' };
  const { min, max } = priceRange(valuationFen);
  if (fen < min || fen > max) {
    return { ok: false, message: `转让价格须在${formatFen(min)}元至${formatFen(max)}元之间（债权价值的95%至105%）` };
  }
  return { ok: true, fen };
}

/** What the seller receives once it sells: the price less the fee, in fen. */
export const proceedsFen = (priceFen: number, feeRate: number) => priceFen - feeFen(priceFen, feeRate);

/** The title as it will be sent, or why it cannot be. */
export function checkTitle(input: string): { ok: true; title: string } | { ok: false; message: string } {
  const title = input.trim();
  if (!title) return { ok: false, message: '请填写转让标题' };
  if ([...title].length > TITLE_MAX) return { ok: false, message: `转让标题不能超过${TITLE_MAX}个字` };
  return { ok: true, title };
}

/** The title offered first: the loan's, cut to fit. */
export const defaultTitle = (loanTitle: string | null | undefined) => [...`转让-${loanTitle ?? ''}`].slice(0, TITLE_MAX).join('');
