// What the seller's transfer screen derives from a claim: the status in words, the sold share,
// when it closes (with a ticking countdown) and whether the seller may cancel it.
import { useEffect, useState } from 'react';
import { formatCountdown } from '../../../domain/format/dates';
import { toFen } from '../../../domain/format/money';
import { transferWord } from '../../../domain/format/statuses';

const HOUR = 3_600_000;

/** The transfer's status in the seller's words, as 我的出借's 转让中 card says it (已转让 once sold out). */
export const statusWord = transferWord;

export const isOpen = (s: string) => s === 'OPEN' || s === 'OPENED';

/** Sold share in whole percent from price and the price still on sale (fen); closed ones are 100. */
export function soldPercent(status: string, priceFen: number, balanceFen: number): number {
  if (status === 'FINISHED' || status === 'SETTLED') return 100;
  if (!isOpen(status) || priceFen <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor(((priceFen - balanceFen) * 100) / priceFen)));
}

/** When an open transfer closes: timeOpen plus timeOut hours; null when either is unknown. */
export const closesAt = (timeOpen: number, timeOutHours: number | null | undefined) => (timeOutHours == null ? null : timeOpen + timeOutHours * HOUR);

/**
 * The seller may cancel an open transfer nobody has bought from yet (the sandbox's rule, and
 * the only case where the whole investment can go back to the seller).
 */
export function cancelBlock(
  c: { status: string; userId?: string | null; balance: number; creditDealAmount: number; invests?: readonly unknown[] | null },
  me: string | undefined,
) {
  if (!me || !c.userId || c.userId !== me) return 'not-seller' as const;
  if (!isOpen(c.status)) return 'closed' as const;
  if ((c.invests?.length ?? 0) > 0 || toFen(c.balance) < toFen(c.creditDealAmount)) return 'sold' as const;
  return null;
}

/** Counts down to the close; says so once it has passed. */
export function TimeLeft({ until }: { until: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return <>{until > now ? formatCountdown(until - now) : '已截止'}</>;
}
