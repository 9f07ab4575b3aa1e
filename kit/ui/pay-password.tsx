// Six-box payment password sheet, typed on its own secure keypad (no text input, so no system
// keyboard). The digits live only in a ref of this component (usePin) and the single onSubmit
// call; they are wiped as they are submitted and the cells empty on failure and close.
// Never store, log or route the password anywhere else.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Popup } from './popup';
import { Spinner } from '../../runtime/ui/page-state';
import { PAY_PASSWORD_LENGTH, PinBoxes, usePin } from './pin-boxes';
import { SecureKeypad, type PadKey } from './secure-keypad';

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
  const pin = usePin();
  const gen = useRef(0);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  /** the refusal's words; '' when none is shown */
  const [wrong, setWrong] = useState('');

  useEffect(() => {
    gen.current++; // a pending submit from before is ignored
    busyRef.current = false;
    pin.clear();
    setBusy(false);
    setWrong('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh pad per opening, nothing else
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
        if (r !== 'ok') {
          pin.clear();
          setWrong(r === 'failed' ? '' : r);
        }
      });
  };

  const onKey = (k: PadKey) => {
    if (busyRef.current) return;
    setWrong('');
    if (pin.press(k)) submit(pin.take());
  };

  return (
    <Popup open={open} onClose={onClose} title={title}>
      {summary}
      <PinBoxes len={pin.len} aria-label={`支付密码，${PAY_PASSWORD_LENGTH}位数字`} aria-busy={busy} />
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
      <SecureKeypad className="ui-paypw-kp" onKey={onKey} disabled={busy} />
    </Popup>
  );
}
