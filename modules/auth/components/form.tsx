// The pieces every auth form shares: the error line, mobile / code / password fields and the
// send-code wiring. Field values live in the page, so nothing typed is lost on any error.
import { useState, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import { checkMobile } from '../../../domain/validate/mobile';
import { LOGIN_PASSWORD_HINT } from '../../../domain/validate/password';
import { Field } from '../../../kit/ui/field';
import { mobileInput } from '../../../domain/validate/normalize';
import { CANCELLED, isUnregistered, sendErrorText } from '../rules/errors';

export interface FormError {
  text: string;
  /** unregistered mobile: the line offers the way to /register */
  register?: boolean;
  /** the password is locked: the line offers the switch to SMS-code login */
  locked?: boolean;
}
export type Report = (text: string, o?: Omit<FormError, 'text'>) => void;

/**
 * An error stays until the next try or until the user changes what they typed: no time-out on
 * reading (适老化), so a slow reader still sees why the login failed.
 */
export function useFormError(): [FormError | null, Report] {
  const [error, setError] = useState<FormError | null>(null);
  const report: Report = (text, o = {}) => setError(text ? { text, ...o } : null);
  return [error, report];
}

/** The error in words; `children`: a way out the screen offers beside it (立即注册, 验证码登录). */
export function ErrorLine({ error, registerHref, children }: { error: FormError | null; registerHref?: string; children?: ReactNode }) {
  return (
    <p className="auth-error ui-error" role="alert">
      {error?.text}
      {error?.register && registerHref && (
        <Link href={registerHref} className="auth-inline">
          立即注册
        </Link>
      )}
      {error && children}
    </p>
  );
}

/**
 * A send function for CaptchaButton: the mobile is checked before any call, a failure is
 * reported in Chinese and rejects (the button goes back to idle at once).
 */
export const sender =
  (mobile: string, report: Report) =>
  (fn: (m: string) => Promise<unknown>, voice = false) =>
  async () => {
    const m = mobile.trim();
    const bad = checkMobile(m);
    if (bad) {
      report(bad);
      throw new Error(bad);
    }
    try {
      await fn(m);
      report('');
    } catch (e) {
      if (e !== CANCELLED) report(sendErrorText(e, voice), { register: isUnregistered(e) });
      throw e;
    }
  };

export interface FieldProps {
  id: string;
  value: string;
  onChange: (v: string) => void;
}

export function MobileField({ id, value, onChange, inputRef }: FieldProps & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <Field inputRef={inputRef} id={id} label="手机号" kind="mobile" placeholder="请输入手机号码" value={value} onValue={(v) => onChange(mobileInput(v))} />
  );
}

interface PasswordProps extends FieldProps {
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  /** offers a generated password (register passes randomPassword: 8 letters and digits) */
  generate?: () => string;
}

export function PasswordField({
  id,
  value,
  onChange,
  label = '密码',
  placeholder = LOGIN_PASSWORD_HINT,
  autoComplete = 'current-password',
  generate,
}: PasswordProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ui-input"
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={16}
        autoCapitalize="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="button" className="auth-eye" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {shown ? '隐藏' : '显示'}
      </button>
      {generate && (
        <button type="button" className="auth-gen" onClick={() => (onChange(generate()), setShown(true))}>
          随机生成8位密码
        </button>
      )}
    </div>
  );
}
