import './auth.css';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PageState } from '../../../runtime/ui/page-state';
import { toast } from '../../../runtime/ui/ui-store';
import { reload } from '../../../runtime/session';
import { checkMobile } from '../../../domain/validate/mobile';
import { checkLoginPassword, randomPassword } from '../../../domain/validate/password';
import { parseReferral, pickReferral } from '../../../domain/validate/referral';
import { mobileInput } from '../../../domain/validate/normalize';
import { bindWeixin, isRegistered, loginByPassword, loginBySms, sendLoginSms, sendVoice, VOICE } from '../api/login';
import { registerWeixin } from '../api/register';
import { codeErrorText, errorText, isMobileTaken, sendErrorText } from '../rules/errors';
import { CodeField } from '../components/lazy-code-field';
import { ErrorLine, MobileField, PasswordField, sender, useFormError } from '../components/form';
import { useRegisterCode } from '../components/register-code';
import { authenticationHref, authHref } from '../rules/links';

/**
 * /bindmobile?socialUserId=…: a WeChat user gives a mobile. A registered mobile logs in by
 * SMS code and gets the WeChat account bound; a new one registers with it (register/weixin).
 * Which of the two is decided by the registered-mobile check when the code is asked for.
 */
export default function BindMobile({ query }: PageProps) {
  const [, navigate] = useLocation();
  const socialId = query.get('socialUserId') ?? '';
  const [mobile, setMobile] = useState(() => mobileInput(query.get('mobile') ?? ''));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [known, setKnown] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, report] = useFormError();
  const reg = useRegisterCode(mobile, report, () => setKnown(true));
  const send = sender(mobile, report);

  if (!socialId) {
    return <PageState state="error" message="微信授权信息缺失，请从微信重新进入或直接登录" />;
  }

  const sendCode = async () => {
    const m = mobile.trim();
    if (checkMobile(m)) return send(sendLoginSms)();
    const registered = await isRegistered(m).catch((e) => {
      report(sendErrorText(e));
      throw e;
    });
    setKnown(registered);
    return registered ? send(sendLoginSms)() : reg.send(true);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const m = mobile.trim();
    const bad =
      checkMobile(m) ?? (known === null ? '请先获取短信验证码' : null) ?? (code ? null : '请输入短信验证码') ?? (known ? null : checkLoginPassword(password));
    if (bad) return report(bad);
    setBusy(true);
    report('');
    try {
      if (known) {
        const after = import('../components/after-login');
        after.catch(() => {}); // a failed chunk surfaces where it is awaited
        await loginBySms(m, code);
        await bindWeixin(socialId).catch((err) => toast(`微信绑定失败：${errorText(err)}`));
        return await (await after).afterLogin(query.get('next'), navigate);
      }
      const ref = parseReferral(pickReferral(query));
      await registerWeixin({
        mobile: m,
        mobile_captcha: code,
        password,
        socialType: 'WEIXIN',
        socialId,
        referral: ref?.kind === 'mobile' ? ref.mobile : undefined,
        inviteCode: ref?.kind === 'code' ? ref.code : undefined,
      });
      // registered and bound: a failed login now is not a failed registration (as on /register)
      const loggedIn = await loginByPassword(m, password).then(
        () => true,
        () => false,
      );
      if (!loggedIn) return navigate(authHref('/login', query, m), { replace: true });
      navigate(authenticationHref(query.get('next')), { replace: true });
      void reload();
    } catch (err) {
      setBusy(false);
      if (isMobileTaken(err)) setKnown(true);
      report(isMobileTaken(err) ? '该手机号已注册，请重新获取验证码，登录后完成绑定' : codeErrorText(err));
    }
  };

  return (
    <form className="auth" onSubmit={submit} noValidate>
      <p className="auth-note">绑定手机号后，可使用微信或手机号登录。已注册的手机号将直接与微信关联。</p>
      <div className="auth-fields">
        <MobileField id="bind-mobile" value={mobile} onChange={(v) => (setMobile(v), setKnown(null))} />
        <CodeField
          id="bind-code"
          value={code}
          onChange={setCode}
          send={sendCode}
          sendVoice={known ? send((mm) => sendVoice(mm, VOICE.login), true) : reg.sendVoice}
        />
        {known === false && (
          <PasswordField id="bind-password" label="设置密码" autoComplete="new-password" value={password} onChange={setPassword} generate={randomPassword} />
        )}
      </div>
      <ErrorLine error={error} />
      <button type="submit" className="ui-btn ui-btn-block" disabled={busy}>
        {busy ? '提交中…' : known === false ? '注册并绑定' : '绑定'}
      </button>
      <div className="auth-links">
        <span />
        <Link href={`/prebind?socialUserId=${encodeURIComponent(socialId)}`}>用密码登录并绑定</Link>
      </div>
      {reg.popup}
    </form>
  );
}
