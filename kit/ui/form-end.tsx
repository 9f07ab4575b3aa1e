/**
 * A form's error line (said in words, announced) and its submit button, disabled and relabelled
 * while busy. `prefix` names the page's classes (`pay` → pay-error, pay-main); `inset: false`
 * leaves out the page's side margin (inside a popup, which has its own padding).
 */
export function FormEnd({
  err,
  busy = false,
  label,
  busyLabel = label,
  prefix,
  inset = true,
}: {
  err: string;
  busy?: boolean;
  label: string;
  busyLabel?: string;
  prefix: string;
  inset?: boolean;
}) {
  return (
    <>
      <p className={`${prefix}-error ui-error`} role="alert">
        {err}
      </p>
      <button type="submit" className={inset ? `ui-btn ui-btn-block ${prefix}-main` : 'ui-btn ui-btn-block'} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
