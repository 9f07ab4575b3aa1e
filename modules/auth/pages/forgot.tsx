import './auth.css';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { toast } from '../../../runtime/ui/ui-store';
import { checkMobile } from '../../../domain/validate/mobile';
import { checkLoginPassword } from '../../../domain/validate/password';
import { mobileInput } from '../../../domain/validate/normalize';
import { sendVoice, VOICE } from '../api/login';
import { resetPassword, sendResetSms } from '../api/password';
import { codeErrorText, isUnregistered, needsCaptcha, sendErrorText } from '../rules/errors';
import { passwordUnsettled, RESET_UNSETTLED } from '../rules/password-unsettled';
import { CodeField } from '../components/lazy-code-field';
import { ErrorLine, MobileField, PasswordField, sender, useFormError } from '../components/form';
import { authHref } from '../rules/links';
import { usePictureGate } from '../components/picture-gate';

/**
 * /password/forgot: the mobile must be registered (MOBILE_NOT_EXISTS), an SMS code, a new password.
 * When the server wants the picture before a code (IMG_CAPTCHA_REQUIRED / _NULL, INVALID_CAPTCHA),
 * the send stays pending behind the picture sheet, so the button says "sending" until it resolves.
 */
export default function Forgot({ query }: PageProps) {
  const [, navigate] = useLocation();
  const [mobile, setMobile] = useState(() => mobileInput(query.get('mobile') ?? ''));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, report] = useFormError();
  const send = sender(mobile, report);
  const refused = (e: unknown, voice = false) => report(sendErrorText(e, voice), { register: isUnregistered(e) });
  const voice = send((m) => sendVoice(m, VOICE.reset), true);
  // the mobile the refused send was for (the sheet is modal, but the field is the user's)
  const asked = useRef('');
  // the old H5's password-forgot picture (fetch_password_captcha): /api/v2/register/captcha
  const gate = usePictureGate({ endpoint: 'register', resend: (cap) => sendResetSms(asked.current, cap).then(() => report('')), refused, voice });

  // a refusal for the picture waits behind the sheet; any other is said by `sender`
  const sendSms = send((m) =>
    sendResetSms(m).catch((e: unknown) => {
      if (!needsCaptcha(e)) throw e;
      asked.current = m;
      return gate.wait();
    }),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const m = mobile.trim();
    const bad = checkMobile(m) ?? (code ? null : '请输入短信验证码') ?? checkLoginPassword(password);
    if (bad) return report(bad);
    setBusy(true);
    report('');
    try {
      await resetPassword(m, code, password);
      toast('登录密码已重置，请使用新密码登录');
      navigate(`/login?mobile=${m}`, { replace: true });
    } catch (err) {
      setBusy(false);
      report(passwordUnsettled(err) ? RESET_UNSETTLED : codeErrorText(err), { register: isUnregistered(err) });
    }
  };

  return (
    <>
      <form className="auth" onSubmit={submit} noValidate>
        <div className="auth-fields">
          <MobileField id="forgot-mobile" value={mobile} onChange={setMobile} />
          <CodeField id="forgot-code" value={code} onChange={setCode} send={sendSms} sendVoice={voice} />
          <PasswordField id="forgot-password" label="新密码" autoComplete="new-password" value={password} onChange={setPassword} />
        </div>
        <ErrorLine error={error} registerHref={authHref('/register', query, mobile)} />
        <button type="submit" className="ui-btn ui-btn-block" disabled={busy}>
          {busy ? '提交中…' : '重置密码'}
        </button>
      </form>
      {gate.popup}
    </>
  );
}
