// The expected interest of the typed amount, as the server works it out (POST analyse),
// asked once typing pauses.
import { useEffect, useState } from 'react';
import { formatFen, formatYuan } from '../../../runtime/format/money';
import { formatRate } from '../../../runtime/format/rate';
import type { Loan } from '../../../runtime/domain/loan-record';

const DELAY_MS = 300;

export function ExpectedInterest({ loan, fen, valid }: { loan: Loan; fen: number | null; valid: boolean }) {
  const [shown, setShown] = useState<{ fen: number; interest: number } | null>(null);
  useEffect(() => {
    if (!valid || !fen) return;
    let live = true;
    const d = loan.duration;
    const t = setTimeout(() => {
      void import('../api')
        .then((m) =>
          m.expectedInterest({
            amountValue: formatFen(fen, { group: false }),
            dueYear: d.years ?? 0,
            dueMonth: d.months ?? (d.years ? 0 : (d.totalMonths ?? 0)),
            dueDay: d.days ?? 0,
            annualRate: formatRate(loan.rate + (loan.addRate ?? 0)),
            paymentMethod: loan.method ?? '',
          }),
        )
        .then((interest) => live && setShown({ fen, interest }), () => {});
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [fen, valid]);
  const v = shown && shown.fen === fen && valid ? shown.interest : null;
  return (
    <p className="pay-hint inv-interest" aria-live="polite">
      {v != null ? `预期收益 ${formatYuan(v)} 元` : ''}
    </p>
  );
}
