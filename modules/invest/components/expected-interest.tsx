// The expected interest of the typed amount, as the server works it out (POST analyse),
// asked once typing pauses.
import { useEffect, useState } from 'react';
import { formatYuan } from '../../../domain/format/money';
import type { Loan } from '../../../kit/entity/loan-record';

const DELAY_MS = 300;

export function ExpectedInterest({ loan, fen, valid }: { loan: Loan; fen: number | null; valid: boolean }) {
  const [shown, setShown] = useState<{ fen: number; interest: number } | null>(null);
  useEffect(() => {
    if (!valid || !fen) return;
    let live = true;
    const t = setTimeout(() => {
      void import('../../../kit/entity/analyse')
        .then((m) => m.analyseFor(loan, fen))
        .then(
          (r) => live && setShown({ fen, interest: r.interest }),
          () => {},
        );
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [loan, fen, valid]);
  const v = shown && shown.fen === fen && valid ? shown.interest : null;
  return (
    <p className="pay-hint inv-interest" aria-live="polite">
      {v != null ? `预期收益 ${formatYuan(v)} 元` : ''}
    </p>
  );
}
