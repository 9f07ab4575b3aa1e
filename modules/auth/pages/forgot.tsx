import './auth.css';
// the picture sheet's script is lazy; its styles travel with the page (a lazy chunk's CSS is not loaded)
import '../../../runtime/ui/popup.css';
import '../../../runtime/ui/graphic-captcha.css';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { getCaptcha } from '../../../runtime/domain/captcha';
import { toast } from '../../../runtime/ui/ui-store';
import { checkMobile } from '../../../runtime/validate/mobile';
import { checkLoginPassword } from '../../../runtime/validate/password';
import { mobileInput } from '../../../runtime/validate/normalize';
import { sendVoice, VOICE } from '../api';
import { resetPassword, sendResetSms } from '../api-password';
import { codeErrorText, isUnregistered, needsCaptcha, sendErrorText } from '../errors';
import { CodeField } from '../components/lazy-code-field';
import { ErrorLine, MobileField, PasswordField, sender, useFormError } from '../components/form';
import { authHref } from '../links';

// Needed only when the server asks for it (a resend): its own chunk.
const GraphicCaptchaPopup = lazy(() => import('../../../runtime/ui/graphic-captcha').then((m) => ({ default: m.GraphicCaptchaPopup })));
/** the old H5's password-forgot picture (fetch_password_captcha): /api/v2/register/captcha */
const fetchPicture = () => getCaptcha('register');

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
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ ok: () => void; no: (e: unknown) => void; mobile: string } | null>(null);
  const [error, report] = useFormError();
  const send = sender(mobile, report);

  const settle = (e?: unknown) => {
    const p = pending.current;
    pending.current = null;
    setAsking(false);
    if (e === undefined) p?.ok();
    else p?.no(e);
  };

  const refused = (e: unknown, voice = false) => report(sendErrorText(e, voice), { register: isUnregistered(e) });

  const sendSms = async () => {
    const m = mobile.trim();
    const bad = checkMobile(m);
    if (bad) {
      report(bad);
      throw new Error(bad);
    }
    try {
      await sendResetSms(m);
      report('');
    } catch (e) {
      if (!needsCaptcha(e)) {
        refused(e);
        throw e;
      }
      report('');
      return new Promise<void>((ok, no) => {
        pending.current = { ok, no, mobile: m };
        setAsking(true);
      });
    }
  };

  const voice = send((m) => sendVoice(m, VOICE.reset), true);

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
      report(codeErrorText(err), { register: isUnregistered(err) });
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
      {asking && (
        <Suspense fallback={null}>
          <GraphicCaptchaPopup
            open
            fetchCaptcha={fetchPicture}
            onSubmit={(cap) =>
              sendResetSms(pending.current?.mobile ?? mobile.trim(), cap).then(
                () => (report(''), settle(), true),
                // a wrong answer: the sheet clears, says so and shows a new picture
                (e) => (needsCaptcha(e) ? false : (refused(e), settle(e), true)),
              )
            }
            onClose={() => settle(new Error('cancelled'))}
            onVoice={() => voice().then(() => settle(), settle)}
          />
        </Suspense>
      )}
    </>
  );
}
