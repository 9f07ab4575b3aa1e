// The seller's cancel button; the payment-password sheet and the calls behind it load on the
// tap (their chunk is not on the screen's critical path).
import { lazy, Suspense, useState } from 'react';

const CancelSheet = lazy(() => import('./claims-cancel-sheet'));

export function CancelTransfer({ id, userId, onDone }: { id: string; userId: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  return (
    <div className="as-act">
      <p className="ct-error ui-error" role="alert">{err}</p>
      <button type="button" className="ui-btn ui-btn-block ui-btn-secondary" disabled={busy} onClick={() => (setErr(''), setOpen(true))}>
        {busy ? '处理中…' : '撤销转让'}
      </button>
      <Suspense fallback={null}>
        {open && <CancelSheet id={id} userId={userId} setBusy={setBusy} setErr={setErr} onClose={() => setOpen(false)} onDone={onDone} />}
      </Suspense>
    </div>
  );
}
