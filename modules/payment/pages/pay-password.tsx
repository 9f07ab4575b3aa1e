import './pay-password.css';
import { lazy, Suspense, useEffect, type RefObject } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { safePath } from '../../../runtime/router/safe-path';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { Tabs } from '../../../kit/ui/tabs';
import { PinBoxes, usePin, type Pin } from '../../../kit/ui/pin-boxes';
import { SecureKeypad, type PadKey } from '../../../kit/ui/secure-keypad';
import { maskMobile } from '../../../domain/format/mask';
import { LazyCaptchaButton } from '../components/lazy-captcha';
import { CodeField } from '../components/form-parts';
import { FormEnd } from '../../../kit/ui/form-end';
import { usePayPassword, type PadId } from '../components/use-pay-password';

// only a first password set on the way to lending shows it
const PasswordSet = lazy(() => import('./pay-password-set'));
const MODES = [
  { key: 'update', label: '修改支付密码' },
  { key: 'reset', label: '找回支付密码' },
] as const;
/** The shared rule (domain/rules/pay-password.ts), said before it is typed. */
const RULE = '6位数字，不能是相同或连续的数字，也不能使用生日';

interface PwProps {
  id: PadId;
  label: string;
  next?: PadId;
  hint?: string;
  /** each pad's digits, read once on submit (refs only: never state, never rendered) */
  pins: RefObject<Partial<Record<PadId, Pin>>>;
  typing: PadId | null;
  setTyping: (id: PadId | null) => void;
  busy: boolean;
}

/**
 * A 6-digit entry on the same six cells as the payment sheet, typed on the secure keypad that
 * opens under it while it is the pad being typed into. A full pad moves on to `next`.
 */
function Pw({ id, label, next, hint, pins, typing, setTyping, busy }: PwProps) {
  const pin = usePin();
  useEffect(() => {
    const all = pins.current;
    all[id] = pin;
    return () => void (all[id] === pin && delete all[id]);
  });
  const on = typing === id;
  const onKey = (k: PadKey) => {
    if (busy || !pin.press(k)) return;
    if (next) document.getElementById(next)?.focus();
    else setTyping(null); // all typed: the keypad makes way for 确定
  };
  return (
    <div className={on ? 'pay-pad pay-pad-on' : 'pay-pad'}>
      <span id={`${id}-label`} className="pay-pad-label">
        {label}
      </span>
      <PinBoxes
        id={id}
        className="pay-pad-boxes"
        len={pin.len}
        tabIndex={0}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onFocus={() => setTyping(id)}
        onClick={() => setTyping(id)}
      />
      {hint && (
        <p id={`${id}-hint`} className="pay-pad-hint">
          {hint}
        </p>
      )}
      {on && <SecureKeypad className="pay-kp" onKey={onKey} disabled={busy} />}
    </div>
  );
}

export default function PayPassword({ query }: PageProps) {
  const { s, has, mode, form, said, pins, typing, setTyping, round, done, settling, busy, submit, sendCode } = usePayPassword(query);
  if (done)
    return (
      <Suspense fallback={null}>
        <PasswordSet back={safePath(query.get('next'))} />
      </Suspense>
    );
  const pad = { pins, typing, setTyping, busy };
  return (
    <div className={typing ? 'pay-pw pay-typing' : 'pay-pw'}>
      {has ? <Tabs items={MODES} param="mode" defaultKey="update" /> : <p className="pay-note">支付密码用于充值、提现和出借，请设置6位数字密码</p>}
      <form ref={form} key={mode} onSubmit={submit} noValidate>
        <div className="pay-fields">
          {mode === 'update' && <Pw id="pw-old" label="原支付密码" next="pw-new" {...pad} />}
          {mode === 'reset' && (
            <CodeField id="pw-code" name="pw-code" placeholder={`发送至${maskMobile(s.user?.mobile)}`}>
              <Suspense fallback={null}>
                <LazyCaptchaButton send={sendCode} />
              </Suspense>
            </CodeField>
          )}
          <Pw key={`new${round}`} id="pw-new" label={mode === 'set' ? '支付密码' : '新支付密码'} next="pw-again" hint={RULE} {...pad} />
          <Pw key={`again${round}`} id="pw-again" label="确认密码" {...pad} />
        </div>
        <FormEnd prefix="pay" err={settling ? SETTLING_TEXT : said.mode === mode ? said.text : ''} busy={busy} label="确定" busyLabel="提交中…" />
      </form>
    </div>
  );
}
