// Six-box payment password sheet. The digits live only in this component's (uncontrolled)
// input element and the single onSubmit call; they are wiped on failure, success and close.
// Never store, log or route the password anywhere else.
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Popup } from './popup';
import { Spinner } from './page-state';
import { PAY_PASSWORD_LENGTH, PinBoxes, readPin } from './pin-boxes';

export { PAY_PASSWORD_LENGTH };

const WRONG = '支付密码错误，请重新输入';

export interface PayPasswordPopupProps {
  open: boolean;
  title?: string;
  /**
   * Resolve false (or reject) when the password is refused: the boxes clear for retyping.
   * Resolve a string to say why in the sheet's own words (tries left, a lock and until when).
   */
  onSubmit: (pw: string) => Promise<boolean | string | void>;
  /** What the move is, above the boxes: the split paid, the coupon, the card (money moves). */
  summary?: ReactNode;
  onClose: () => void;
  forgotHref?: string;
}

export function PayPasswordPopup({ open, title = '请输入支付密码', onSubmit, onClose, forgotHref, summary }: PayPasswordPopupProps) {
  const input = useRef<HTMLInputElement>(null);
  const gen = useRef(0);
  const busyRef = useRef(false);
  const [len, setLen] = useState(0);
  const [busy, setBusy] = useState(false);
  /** the refusal's words; '' when none is shown */
  const [wrong, setWrong] = useState('');

  useEffect(() => {
    gen.current++; // a pending submit from before is ignored
    busyRef.current = false;
    setLen(0);
    setBusy(false);
    setWrong('');
    if (open) input.current?.focus();
  }, [open]);

  const submit = (pw: string) => {
    const g = gen.current;
    busyRef.current = true;
    setBusy(true);
    new Promise<boolean | string | void>((ok) => ok(onSubmit(pw)))
      .then(
        (r) => (typeof r === 'string' ? r : r === false ? WRONG : 'ok'),
        () => 'failed',
      )
      .then((r) => {
        if (g !== gen.current) return;
        busyRef.current = false;
        setBusy(false);
        const el = input.current;
        if (el) el.value = '';
        if (r !== 'ok') {
          setLen(0);
          setWrong(r === 'failed' ? '' : r);
          el?.focus();
        }
      });
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (busyRef.current) return;
    const v = readPin(e.currentTarget);
    setLen(v.length);
    setWrong('');
    if (v.length === PAY_PASSWORD_LENGTH) submit(v);
  };

  return (
    <Popup open={open} onClose={onClose} title={title}>
      {summary}
      <PinBoxes len={len} inputRef={input} aria-label="支付密码，6位数字" readOnly={busy} aria-busy={busy} onChange={onChange} />
      <div className="ui-paypw-foot" role="status">
        {busy ? (
          <>
            <Spinner />
            验证中…
          </>
        ) : wrong ? (
          <span className="ui-error">{wrong}</span>
        ) : null}
      </div>
      {forgotHref && (
        <p className="ui-paypw-forgot">
          <Link href={forgotHref} className="ui-link">
            忘记密码？
          </Link>
        </p>
      )}
    </Popup>
  );
}
