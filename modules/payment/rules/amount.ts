import { formatFen, parseAmountInput, toChineseUpper } from '../../../domain/format/money';

/**
 * Typed yuan → fen, or null. Separators are dropped wherever they stand, so both
 * '100,000.50' and the Chinese grouping '1,0000,0000.00' are read as written.
 */
export const amountFen = (input: string | null | undefined): number | null => parseAmountInput((input ?? '').replace(/[,，\s]/g, ''));

/** The live uppercase line of recharge and withdraw ('' while the input is not an amount). */
export function upperOf(input: string | null | undefined): string {
  const fen = amountFen(input);
  return fen ? toChineseUpper(fen) : '';
}

/** Fen → the '1000.00' the payment calls take. */
export const yuanParam = (fen: number) => formatFen(fen, { group: false });
