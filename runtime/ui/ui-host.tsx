// Renders the toast and the head of the dialog queue. Mount once at the app root.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeDialog, ui } from './ui-store';

export function UiHost() {
  const { toast, dialogs } = useSnapshot(ui);
  const d = dialogs[0];
  const ok = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!d) return;
    const prev = document.activeElement as HTMLElement | null;
    ok.current?.focus();
    return () => prev?.focus?.();
    // focus moves once per dialog, not on every snapshot of the same one
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [d?.id]);

  return (
    <>
      <div className="ui-toast-host" role="status" aria-live="polite">
        {toast && (
          <div className="ui-toast" key={toast.id}>
            {toast.text}
          </div>
        )}
      </div>
      {d && (
        <div className="ui-mask ui-mask-center">
          <div
            className="ui-dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby={d.title ? 'ui-dlg-t' : 'ui-dlg-d'}
            aria-describedby={d.title ? 'ui-dlg-d' : undefined}
            onKeyDown={(e) => e.key === 'Escape' && closeDialog(d.id, false)}
          >
            {d.title && (
              <h2 id="ui-dlg-t" className="ui-dialog-title">
                {d.title}
              </h2>
            )}
            <p id="ui-dlg-d" className="ui-dialog-text">
              {d.text}
            </p>
            <div className="ui-dialog-btns">
              {d.cancelText != null && (
                <button type="button" className="ui-dialog-btn" onClick={() => closeDialog(d.id, false)}>
                  {d.cancelText}
                </button>
              )}
              <button ref={ok} type="button" className="ui-dialog-btn ui-dialog-ok" onClick={() => closeDialog(d.id, true)}>
                {d.okText}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
