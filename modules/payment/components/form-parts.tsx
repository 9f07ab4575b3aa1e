import type { InputHTMLAttributes, ReactNode } from 'react';

/** The 6-digit code row of the payment forms: its input (controlled or not) and the send button. */
export function CodeField({ id, children, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; children: ReactNode }) {
  return (
    <div className="ui-field">
      <label htmlFor={id}>验证码</label>
      <input id={id} className="ui-input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="短信验证码" {...input} />
      {children}
    </div>
  );
}
