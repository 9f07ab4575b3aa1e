// 安全键盘: the payment password's own in-page digit pad, as the banks and wealth apps type it
// (the antd-mobile / Vant NumberKeyboard look). There is no text input behind it, so no system
// or third-party keyboard, IME, autofill or password manager ever sees the digits; the pad
// only reports which key was pressed and holds nothing.
import './secure-keypad.css';
import { useEffect, useRef } from 'react';

/** '0'…'9', or DEL */
export type PadKey = string;
export const DEL = 'del';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', DEL];

/** A key on a physical keyboard typed where no field takes it (desktop browsers). */
function padKey(e: KeyboardEvent, pad: HTMLElement | null): PadKey | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return null;
  const t = e.target instanceof HTMLElement ? e.target : null;
  // a real field elsewhere on the screen (the SMS code) keeps its own typing
  if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return null;
  // a prompt over the keypad (忘记密码? a confirm) answers first: nothing types behind it
  const over = t?.closest('[role=dialog], [role=alertdialog]');
  if (over && pad && !over.contains(pad)) return null;
  return /^\d$/.test(e.key) ? e.key : e.key === 'Backspace' ? DEL : null;
}

export interface SecureKeypadProps {
  onKey: (k: PadKey) => void;
  /** a submit in flight: keys do nothing */
  disabled?: boolean;
  className?: string;
}

export function SecureKeypad({ onKey, disabled, className }: SecureKeypadProps) {
  const latest = useRef(onKey);
  const pad = useRef<HTMLDivElement>(null);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    if (disabled) return;
    const down = (e: KeyboardEvent) => {
      const k = padKey(e, pad.current);
      if (k === null) return;
      e.preventDefault();
      latest.current(k);
    };
    document.addEventListener('keydown', down);
    return () => document.removeEventListener('keydown', down);
  }, [disabled]);

  return (
    // a press must not move focus off the cells it types into
    <div ref={pad} className={className ? `ui-kp ${className}` : 'ui-kp'} onMouseDown={(e) => e.preventDefault()}>
      <p className="ui-kp-hint">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M8 1 2.5 3v4.2C2.5 10.6 4.8 13.6 8 15c3.2-1.4 5.5-4.4 5.5-7.8V3z" fill="currentColor" />
        </svg>
        安全键盘 · 数字不经过系统输入法
      </p>
      <div className="ui-kp-keys">
        {KEYS.map((k) =>
          k ? (
            <button
              key={k}
              type="button"
              className={k === DEL ? 'ui-kp-key ui-kp-del' : 'ui-kp-key'}
              aria-label={k === DEL ? '删除' : `数字${k}`}
              disabled={disabled}
              onClick={() => onKey(k)}
            >
              {k === DEL ? '删除' : k}
            </button>
          ) : (
            <span key="blank" className="ui-kp-blank" aria-hidden="true" />
          ),
        )}
      </div>
    </div>
  );
}
