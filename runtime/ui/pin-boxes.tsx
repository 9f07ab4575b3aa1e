// The six boxes of a payment password and the hidden input behind them: the sheet that pays
// and the screen that sets the password both type into this, so they look and behave alike.
// The digits stay in the (uncontrolled) input; only their count is rendered.
import './pay-password.css';
import type { InputHTMLAttributes, Ref } from 'react';
import { digitsInput } from '../validate/normalize';

export const PAY_PASSWORD_LENGTH = 6;

/** The input's digits (at most six), non-digits dropped from the field itself. */
export function readPin(el: HTMLInputElement): string {
  // full-width digits from some keyboards count as digits
  const v = digitsInput(el.value, PAY_PASSWORD_LENGTH);
  if (v !== el.value) el.value = v;
  return v;
}

export interface PinBoxesProps extends InputHTMLAttributes<HTMLInputElement> {
  /** digits typed so far */
  len: number;
  inputRef?: Ref<HTMLInputElement>;
}

export function PinBoxes({ len, inputRef, className, ...input }: PinBoxesProps) {
  return (
    <div className={className ? `ui-paypw ${className}` : 'ui-paypw'}>
      <div className="ui-paypw-boxes" aria-hidden="true">
        {Array.from({ length: PAY_PASSWORD_LENGTH }, (_, i) => (
          <span key={i} className={i === len ? 'ui-paypw-box ui-paypw-cur' : 'ui-paypw-box'}>
            {i < len && <i className="ui-paypw-dot" />}
          </span>
        ))}
      </div>
      <input
        ref={inputRef}
        className="ui-paypw-input"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={PAY_PASSWORD_LENGTH}
        {...input}
      />
    </div>
  );
}
