// The seller's cancel button; the payment-password sheet and the calls behind it load on the
// tap (their chunk is not on the screen's critical path). The cancel is a money move
// (runtime/money): busy from the tap until its outcome is known, whatever happens to the sheet,
// and every outcome lands here while the screen is up.
import { lazy, Suspense, useState } from 'react';
import { unknownText, type Outcome } from '../../../runtime/money/state';
import { useMoney } from '../../../runtime/money/use-money';
import { alert, toast } from '../../../runtime/ui/ui-store';

const CancelSheet = lazy(() => import('./claims-cancel-sheet'));

export const CANCEL_SLOT = 'claim-cancel';
export const CANCELLED = '债权转让已撤销';
export const FAILED = '债权转让撤销失败';
export const WRONG = '交易密码不正确';

/** The words of a cancel's outcome. */
export const cancelText = (o: Outcome<unknown>) =>
  o.kind === 'done' ? CANCELLED : o.kind === 'refused' ? `${FAILED}，${o.error.message}` : unknownText('撤销');

export function CancelTransfer({ id, userId, onDone }: { id: string; userId: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [err, setErr] = useState('');
  const slot = useMoney(CANCEL_SLOT, (o) => {
    if (o.kind === 'refused' && o.error.code === 'INCORRECT_PASSWORD') {
      // the sheet stays for retyping; the toast shows above it, the line under the button after
      setErr(WRONG);
      toast(WRONG);
      return;
    }
    setOpen(false);
    void alert(o.text ?? cancelText(o)).then(() => o.kind !== 'unknown' && onDone());
  });
  const busy = slot.busy;
  return (
    <div className="as-act">
      <p className="ct-error ui-error" role="alert">{err}</p>
      <button type="button" className="ui-btn ui-btn-block ui-btn-secondary" disabled={busy} onClick={() => (setErr(''), setOpen(true))}>
        {busy ? '处理中…' : '撤销转让'}
      </button>
      <Suspense fallback={null}>
        {open && <CancelSheet id={id} userId={userId} setErr={setErr} onClose={() => setOpen(false)} />}
      </Suspense>
    </div>
  );
}
