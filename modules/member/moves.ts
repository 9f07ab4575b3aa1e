// Spending points as value moves (runtime/money): the special-interest exchange and a gift
// redemption. Each attempt sends its key as clientOrderId; a lost or unreadable answer is
// looked up in the newest points records, never sent again. Loaded on the first tap.
import { parseAmountInput } from '../../domain/format/money';
import type { MoneyMove } from '../../runtime/money/move';
import { unknownText, type Outcome } from '../../runtime/money/state';
import { exchangeInterestRise, getPointRecords, redeemGift, type ExchangePayload, type Gift } from './api';
import { pointsNeeded } from './rules/member';
import { askOnly, recordedSince } from '../../kit/money/recheck';

export interface Spent {
  /** points the move cost */
  points: number;
  /** the balance after it, when the answer said */
  balance?: number | null;
  /** COUPON or PHYSICAL, for a gift */
  type?: string | null;
  /** the points record it wrote */
  recordId?: string | null;
}

/**
 * The record attempt `key` wrote: by its echoed key; with a backend that echoes none, a
 * spending of exactly `cost` points recorded since the attempt began (the weaker test).
 */
export async function findSpending(key: string, cost: number, since: number): Promise<Spent | null> {
  const { items } = await getPointRecords(1);
  const rec = items.some((r) => r.clientOrderId)
    ? items.find((r) => r.clientOrderId === key)
    : items.find((r) => r.points === -cost && recordedSince(Number(r.time), since));
  return rec ? { points: -rec.points, recordId: String(rec.id) } : null;
}

/** What a toast says when the screen that started the move is gone. */
export const spentText = (o: Outcome<unknown>, done: string) =>
  o.kind === 'done' ? done : o.kind === 'refused' ? `兑换失败，${o.error.message}` : unknownText('兑换');

export function exchangeMove(p: Omit<ExchangePayload, 'clientOrderId'>, cost: number): MoneyMove<Spent> {
  return {
    intent: `exchange:${p.parValue}:${p.duration}:${p.investAmount}`,
    send: (clientOrderId) => exchangeInterestRise({ ...p, clientOrderId }),
    check: (key, since) => findSpending(key, cost, since),
    describe: (o) => spentText(o, '兑换成功，加息券已发放至“我的红包”'),
  };
}

/** A move rebuilt to settle a kept attempt: its check only (move.ts recheck never sends it). */

/** The move that settles a kept exchange (a reload, a restarted WebView): the cost from the intent. */
export function exchangeSettle(intent: string, kValue: number): MoneyMove<Spent> | null {
  const m = /^exchange:(\d+):(\d+):([\d.]+)$/.exec(intent);
  const fen = m ? parseAmountInput(m[3]) : null;
  if (!m || fen === null) return null;
  const [par, days] = [Number(m[1]), Number(m[2])];
  return { ...exchangeMove({ userId: '', parValue: par, duration: days, investAmount: m[3]! }, pointsNeeded(kValue, days, fen, par)), send: askOnly };
}

export function redeemMove(p: { userId: string; giftId: string; name: string; type: string; cost: number }): MoneyMove<Spent> {
  return {
    intent: `gift:${p.giftId}`,
    send: (clientOrderId) => redeemGift({ userId: p.userId, giftId: p.giftId, clientOrderId }),
    check: (key, since) => findSpending(key, p.cost, since).then((s) => s && { ...s, type: p.type }),
    describe: (o) => spentText(o, `成功兑换${p.name}`),
  };
}

/** The move that settles a kept gift redemption, for a gift the screen still lists. */
export function giftSettle(intent: string, gifts: readonly Gift[]): MoneyMove<Spent> | null {
  const g = gifts.find((x) => intent === `gift:${x.id}`);
  return g ? { ...redeemMove({ userId: '', giftId: g.id, name: g.name, type: g.type ?? '', cost: g.points }), send: askOnly } : null;
}
