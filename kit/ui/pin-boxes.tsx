// The six masked cells of a payment password, typed on the secure keypad (secure-keypad.tsx):
// the sheet that pays and the screens that set one show the same cells. Only the count is
// rendered; the digits live in a ref of their owner (usePin), never in state, never logged.
import './pay-password.css';
import { useRef, useState, type HTMLAttributes } from 'react';
import { DEL, type PadKey } from './secure-keypad';

export const PAY_PASSWORD_LENGTH = 6;

export interface PinBoxesProps extends HTMLAttributes<HTMLDivElement> {
  /** digits typed so far */
  len: number;
}

export function PinBoxes({ len, className, ...group }: PinBoxesProps) {
  return (
    <div role="group" className={className ? `ui-paypw ${className}` : 'ui-paypw'} {...group}>
      <div className="ui-paypw-boxes" aria-hidden="true">
        {Array.from({ length: PAY_PASSWORD_LENGTH }, (_, i) => (
          <span key={i} className={i === len ? 'ui-paypw-box ui-paypw-cur' : 'ui-paypw-box'}>
            {i < len && <i className="ui-paypw-dot" />}
          </span>
        ))}
      </div>
      <span className="ui-sr" aria-live="polite">{`已输入${len}位，共${PAY_PASSWORD_LENGTH}位`}</span>
    </div>
  );
}

export interface Pin {
  len: number;
  /** a key of the keypad; returns the digits once the six are typed */
  press: (k: PadKey) => string | null;
  /** the digits so far, kept for a retry (the screens that set a password keep a refused form) */
  read: () => string;
  /** the digits so far, wiped from the ref as they are handed over (the cells keep their dots) */
  take: () => string;
  clear: () => void;
}

/** The digits of one password, in a ref: a key adds or deletes one; six are handed over once. */
export function usePin(): Pin {
  const digits = useRef('');
  const [len, setLen] = useState(0);
  const take = () => {
    const v = digits.current;
    digits.current = '';
    return v;
  };
  return {
    len,
    take,
    read: () => digits.current,
    press: (k) => {
      const was = digits.current;
      if (k === DEL) digits.current = was.slice(0, -1);
      else if (was.length < PAY_PASSWORD_LENGTH) digits.current = was + k;
      setLen(digits.current.length);
      return digits.current.length === PAY_PASSWORD_LENGTH && was.length < PAY_PASSWORD_LENGTH ? digits.current : null;
    },
    clear: () => {
      digits.current = '';
      setLen(0);
    },
  };
}
