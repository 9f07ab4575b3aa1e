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

/**
 * A form's error line and submit button; the button is disabled (and relabelled) while busy.
 * `inset`: the page's side margin (false inside a popup, which has its own padding).
 */
export function FormEnd({ err, busy, label, busyLabel = label, inset = true }: { err: string; busy: boolean; label: string; busyLabel?: string; inset?: boolean }) {
  return (
    <>
      <p className="pay-error ui-error" role="alert">
        {err}
      </p>
      <button type="submit" className={inset ? 'ui-btn ui-btn-block pay-main' : 'ui-btn ui-btn-block'} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
