// Step 2 of a transfer: the rate, the buyer's yield and the fee of the price being typed,
// asked once typing pauses; an answer for an older price is dropped. The rate and the yield are
// fractions, the fee a rate on the price: the yuan are worked out here, in fen.
import { useEffect, useRef, useState } from 'react';
import { formatFen } from '../../../domain/format/money';
import { formatPercentFraction } from '../../../domain/format/rate';
import { getQuote, type Quote } from '../api/transfer';
import { LabelRows } from '../../../kit/ui/label-rows';
import { feeFen, proceedsFen } from '../rules/transfer';

export const QUOTE_DELAY_MS = 400;

export type QuoteState =
  { state: 'idle' } | { state: 'loading'; fen: number } | { state: 'ready'; fen: number; quote: Quote } | { state: 'error'; fen: number };

/** The quote of `fen` (null: no valid price yet); `retry` asks again for the same price. */
export function useQuote(investId: string, fen: number | null) {
  const [q, setQ] = useState<QuoteState>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const seq = useRef(0);

  useEffect(() => {
    const mine = ++seq.current;
    if (fen === null) {
      setQ({ state: 'idle' });
      return;
    }
    setQ({ state: 'loading', fen });
    const t = setTimeout(() => {
      getQuote(investId, formatFen(fen, { group: false })).then(
        (quote) => mine === seq.current && setQ({ state: 'ready', fen, quote }),
        () => mine === seq.current && setQ({ state: 'error', fen }),
      );
    }, QUOTE_DELAY_MS);
    return () => clearTimeout(t);
  }, [investId, fen, attempt]);

  return { q, retry: () => setAttempt((n) => n + 1) };
}

/** The figures of the quote; '--' while unknown, never a guessed 0.00. */
export function QuoteRows({ q, onRetry }: { q: QuoteState; onRetry: () => void }) {
  const r = q.state === 'ready' ? q.quote : null;
  const wait = q.state === 'loading' ? '计算中…' : '--';
  const fee = r && q.state === 'ready' ? feeFen(q.fen, r.creditAssignFee) : NaN;
  const money = (fen: number) => (Number.isFinite(fen) ? `${formatFen(fen)}元` : '--');
  const rows: [string, string][] = [
    ['转让价格比例', r ? `${formatPercentFraction(r.creditAssignRate)}%` : wait],
    ['受让人预期年化', r ? `${formatPercentFraction(r.assigneeYieldRate)}%` : wait],
    ['转让手续费', r ? money(fee) : wait],
    ['预计到账', r && q.state === 'ready' ? money(proceedsFen(q.fen, r.creditAssignFee)) : wait],
  ];
  return (
    <div className="ct-quote" aria-live="polite">
      <LabelRows rows={rows} className="ct-rows" />
      {q.state === 'error' && (
        <p className="ct-quote-fail">
          <span>试算失败，以上数据暂不可用</span>
          <button type="button" className="ui-link" onClick={onRetry}>
            重试
          </button>
        </p>
      )}
    </div>
  );
}
