// What a draw's prize sequence means on the board (SPEC §4): -1 or 8 (the centre) is no
// prize, and so is a "thank you" cell.
import type { Outcome } from '../../../runtime/money/state';
import type { LotteryItem } from '../api';

export const NO_PRIZE_SEQUENCES = [-1, 8];

export const isThanks = (item: LotteryItem | undefined) => !item || item.prizeType === 'NONE' || /谢谢/.test(item.name);

export function isNoPrize(sequence: number, items: readonly LotteryItem[]): boolean {
  if (NO_PRIZE_SEQUENCES.includes(sequence)) return true;
  return isThanks(items.find((i) => i.sequence === sequence));
}

/**
 * The cell a spin lands on: the prize's own cell; for "no prize" without a cell of its own,
 * the first "thank you" cell clockwise from `from`, else `from` itself.
 */
export function landingCell(sequence: number, items: readonly LotteryItem[], from: number): number {
  if (sequence >= 0 && sequence < 8) return sequence;
  for (let k = 1; k <= 8; k++) {
    const c = (from + k) % 8;
    if (isThanks(items.find((i) => i.sequence === c))) return c;
  }
  return from;
}

/** The words of a draw's outcome. */
export function prizeText(sequence: number, items: readonly LotteryItem[], name?: string | null): string {
  if (isNoPrize(sequence, items)) return '很遗憾，这次没有抽中，再接再厉！';
  const prize = name || items.find((i) => i.sequence === sequence)?.name || '奖品';
  return `恭喜您抽中${prize}，已发放至“我的红包”`;
}

/** SPEC §4: a draw takes one chance, never below 0; an unknown count stays unknown. */
export const afterDraw = (chances: number | null) => (chances === null ? null : Math.max(0, chances - 1));

export const NETWORK_TEXT = '网络错误，请重试';

/**
 * What a failed draw says (SPEC §8 Lottery): the server's refusal (NO_CHANCE: 您的抽奖机会已用完),
 * else, for a lost answer proven or not, 网络错误，请重试 — the retry carries the same key, so
 * it never draws twice.
 */
export function drawErrorText(o: Outcome<unknown>): string {
  if (o.kind === 'done') return '';
  if (o.kind === 'unknown' || ['NOT_DONE', 'NETWORK_ERROR', 'SCHEMA_ERROR', 'UNKNOWN'].includes(o.error.code)) return NETWORK_TEXT;
  return o.error.message;
}
