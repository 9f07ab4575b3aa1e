// The seller's cancel button; the payment-password sheet and the calls behind it load on the
// tap (their chunk is not on the screen's critical path). The cancel is a money move
// (runtime/money): busy from the tap until its outcome is known, whatever happens to the sheet,
// and every outcome lands here while the screen is up.
import { lazy, Suspense, useState } from 'react';
import { unknownText, unresolved, type Outcome } from '../../../runtime/money/state';
import { SETTLING_TEXT, useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { alert } from '../../../runtime/ui/ui-store';
import { saidWrongPassword } from './wrong-password';

const sheet = () => import('./claims-cancel-sheet');
const CancelSheet = lazy(sheet);

export const CANCEL_SLOT = 'claim-cancel';
export const CANCELLED = '债权转让已撤销';
export const FAILED = '债权转让撤销失败';

/** The words of a cancel's outcome. */
export const cancelText = (o: Outcome<unknown>) =>
  o.kind === 'done' ? CANCELLED : o.kind === 'refused' ? `${FAILED}，${o.error.message}` : unknownText('撤销');

const PENDING = '网络异常，上一次撤销的结果尚未确认。请勿重复撤销，点“查询结果”确认。';

/**
 * `offer`: the transfer may be cancelled now. Mounted on the seller's screen either way: a
 * cancel an earlier page (a reload, a restarted WebView) left unsettled is asked about as the
 * screen opens, and by then the transfer may show as cancelled, with nothing to offer.
 */
export function CancelTransfer({
  id,
  userId,
  onDone,
  offer,
  summary,
}: {
  id: string;
  userId: string;
  onDone: () => void;
  offer: boolean;
  /** what is cancelled, shown in the password sheet */
  summary: [string, string][];
}) {
  const [open, setOpen] = useState(false);
  const [err, setErr] = useState('');
  const [unknown, setUnknown] = useState(() => (unresolved(CANCEL_SLOT) ? PENDING : ''));
  const slot = useMoney(CANCEL_SLOT, (o) => {
    if (saidWrongPassword(o, setErr, open)) return;
    setOpen(false);
    setUnknown(o.kind === 'unknown' ? (o.text ?? PENDING) : '');
    void alert(o.text ?? cancelText(o)).then(() => o.kind !== 'unknown' && onDone());
  });
  // asked only, never sent again from here
  const settling = useSettleOnOpen(CANCEL_SLOT, (intent) => sheet().then((m) => m.cancelSettle(intent)));
  const busy = slot.busy || settling;
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(CANCEL_SLOT));
  const pending = (settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />;
  if (!offer) return pending || null;
  return (
    <div className="as-act">
      {pending}
      <p className="ct-error ui-error" role="alert">
        {err}
      </p>
      <button type="button" className="ui-btn ui-btn-block ui-btn-secondary" disabled={busy} onClick={() => (setErr(''), setOpen(true))}>
        {busy ? '处理中…' : '撤销转让'}
      </button>
      <Suspense fallback={null}>{open && <CancelSheet id={id} userId={userId} summary={summary} setErr={setErr} onClose={() => setOpen(false)} />}</Suspense>
    </div>
  );
}
