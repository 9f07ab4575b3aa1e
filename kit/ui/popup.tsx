import './popup.css';
// Bottom sheet over a mask. Tapping the mask, the close button or Escape calls onClose.
// Closed means unmounted: whatever the sheet held is gone.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface PopupProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Popup({ open, onClose, title, children, className }: PopupProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const el = sheet.current;
    if (!open || !el) return;
    const prev = document.activeElement as HTMLElement | null;
    // A child may already have focused its own input (child effects run first).
    if (!el.contains(document.activeElement)) el.focus();
    return () => prev?.focus?.();
  }, [open]);

  if (!open) return null;
  return (
    <div className="ui-mask" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={sheet}
        className={className ? `ui-popup ${className}` : 'ui-popup'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? id : undefined}
        aria-label={title ? undefined : '弹窗'}
        tabIndex={-1}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <div className="ui-popup-head">
          {title && (
            <h2 id={id} className="ui-popup-title">
              {title}
            </h2>
          )}
          <button type="button" className="ui-popup-close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
