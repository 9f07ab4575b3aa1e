// The draw as a money move (runtime/money): it takes a chance and may place a coupon, so it is
// busy until the outcome is known, carries one clientOrderId per attempt (the sandbox refuses a
// repeated one), and a lost answer is looked up by that key, never drawn again blind.
// Loaded at the first tap, not with the screen.
import { ApiError } from '../../runtime/api/api-error';
import type { MoneyMove } from '../../runtime/money/move';
import { doAward, getChances, getUserWins, LOTTERY_CODE, type Award, type LotteryItem } from './api';
import { drawErrorText, NETWORK_TEXT, prizeText } from './rules/prize';
import { askOnly } from '../../kit/money/recheck';

/**
 * The draw attempt `key` made, from the user's records: the sandbox (and a backend that honours
 * the key) returns that draw, won or not. When nothing carries the key but a chance was taken
 * since, the draw happened with a prize nobody can name: that is an error, so the outcome stays
 * unknown rather than "not drawn".
 */
export async function findDraw(key: string, chancesBefore: number | null): Promise<Award | null> {
  const [{ items }, now] = await Promise.all([getUserWins(1, key), chancesBefore === null ? null : getChances()]);
  const rec = items.find((r) => r.clientOrderId === key);
  if (rec && typeof rec.sequence === 'number') return { sequence: rec.sequence, prizeName: rec.prizeName ?? rec.name ?? null, chances: null };
  if (rec || (chancesBefore !== null && now !== null && now < chancesBefore)) throw new ApiError('UNKNOWN', NETWORK_TEXT);
  return null;
}

export function drawMove(items: readonly LotteryItem[], chancesBefore: number | null): MoneyMove<Award> {
  return {
    // one lottery, one intent: an attempt whose answer was lost keeps its key for the retry
    intent: `draw:${LOTTERY_CODE}`,
    send: (key) => doAward(key),
    check: (key) => findDraw(key, chancesBefore),
    describe: (o) => (o.kind === 'done' ? prizeText(o.value.sequence, items, o.value.prizeName) : drawErrorText(o)),
  };
}

/**
 * The move that settles a kept draw (a reload, a restarted WebView): its check by the kept key
 * only (the chances before it are not known here); recheck never sends it.
 */
export function drawSettle(intent: string, items: readonly LotteryItem[]): MoneyMove<Award> | null {
  const m = drawMove(items, null);
  return intent === m.intent ? { ...m, send: askOnly } : null;
}
