import './auth.css';
import './login.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { ApiError, isApiError } from '../../../runtime/api/api-error';
import { PageState } from '../../../runtime/ui/page-state';
import { toast } from '../../../runtime/ui/ui-store';
import { reload } from '../../../runtime/session';
import { checkMobile } from '../../../domain/validate/mobile';
import { mobileInput } from '../../../domain/validate/normalize';
import { takeOAuthCode } from '../../../bridge/oauth-code';
import { bindWeixin, isRegistered, loginByPassword, loginBySms, loginByWeixin, sendLoginSms, sendVoice, VOICE } from '../api/login';
import { CANCELLED, errorText, isUnregistered, needsCaptcha, REGISTER_FIRST, socialUserIdOf } from '../rules/errors';
import { usePictureGate } from '../components/picture-gate';
import type { Picture } from '../api/login';
import { loginErrorText } from '../rules/login-error';
import { ErrorLine, MobileField, PasswordField, sender, useFormError } from '../components/form';
import { authHref } from '../rules/links';
import { CodeField, loadCodeField } from '../components/lazy-code-field';
import { useDocLinks } from '../components/doc-links';

// after a successful login only: fetched while the login call is on its way
const loadAfterLogin = () => import('../components/after-login');

/**
 * /login, and /prebind (`prebind`): the same form; on /prebind an unbound WeChat account
 * is bound to the account that logs in, instead of going to /bindmobile.
 */
export default function Login({ query, prebind }: PageProps & { prebind?: boolean }) {
  const [, navigate] = useLocation();
  const [bySms, setBySms] = useState(false);
  const [mobile, setMobile] = useState(() => mobileInput(query.get('mobile') ?? ''));
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [wx, setWx] = useState(false);
  const [social, setSocial] = useState(query.get(prebind ? 'socialUserId' : 'bind_social_weixin') ?? '');
  const [error, report] = useFormError();
  const docs = useDocLinks();
  // what the user typed since a refusal makes it old news: the line clears then, not on a timer
  const edit = (set: (v: string) => void) => (v: string) => (set(v), report(''));

  // The WeChat code is taken out of the URL at once and used once (never read from query).
  useEffect(() => {
    void loadCodeField();
    const wxCode = takeOAuthCode();
    if (!wxCode) return;
    setWx(true);
    loginByWeixin(wxCode).then(
      () => reload().then(() => navigate('/dashboard', { replace: true })),
      (e) => {
        const id = socialUserIdOf(e);
        if (id && !prebind) return navigate(`/bindmobile?socialUserId=${encodeURIComponent(id)}`, { replace: true });
        if (id) setSocial(id);
        else report(errorText(e));
        setWx(false);
      },
    );
    // once, as the screen opens: the code is taken out of the URL and spent by this first run
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const logIn = (m: string, p?: Picture) => (bySms ? loginBySms(m, code, p) : loginByPassword(m, password, p));
  // after a few refused tries the web layer wants a picture read first: the login waits behind it
  const picture = usePictureGate({ endpoint: 'login', resend: (cap) => logIn(mobile.trim(), cap), refused: () => {} });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const m = mobile.trim();
    const bad = checkMobile(m) ?? (bySms ? (code ? null : '请输入短信验证码') : password ? null : '请输入登录密码');
    if (bad) return report(bad);
    setBusy(true);
    report('');
    const after = loadAfterLogin();
    after.catch(() => {}); // a failed chunk surfaces where it is awaited
    try {
      await logIn(m).catch((err) => (needsCaptcha(err) ? picture.wait() : Promise.reject(err)));
      if (social) await bindWeixin(social).catch((err) => toast(`微信绑定失败：${errorText(err)}`));
      await (await after).afterLogin(query.get('next'), navigate);
    } catch (err) {
      setBusy(false);
      if (err === CANCELLED) return;
      // the web layer refuses a mobile nobody registered as it refuses a wrong password or code:
      // the registration lookup tells the investor to register first
      const failed = isApiError(err) && (err.code === 'FAILED' || err.code === 'FAILED_SMSCAPTCHA');
      // a wrong password for a mobile nobody registered is really "register first"
      if (isUnregistered(err) || (failed && !(await isRegistered(m).catch(() => true)))) {
        return report(REGISTER_FIRST, { register: true });
      }
      // SPEC §8: on login, TOO_MANY_ATTEMPT is the account lock by either way in, not a burnt
      // code; a lock by password says the SMS code lifts it and offers the switch
      const { text, locked } = loginErrorText(err, bySms);
      report(text, { locked });
    }
  };

  if (wx) return <PageState state="loading" message="正在使用微信登录…" />;

  const send = sender(mobile, report);
  // a login code for a mobile nobody registered is answered as sent (none is): say so first
  const sendLoginCode = async (m: string) => {
    if (!(await isRegistered(m).catch(() => true))) throw new ApiError('USER_NOT_EXISTS', REGISTER_FIRST, 200);
    return sendLoginSms(m);
  };
  const toRegister = authHref('/register', query, mobile);
  return (
    <form className="auth" onSubmit={submit} noValidate>
      {social && <p className="auth-note">登录已有账户，完成与微信的绑定</p>}
      <div className="auth-switch" role="group" aria-label="登录方式">
        <button type="button" aria-pressed={!bySms} onClick={() => setBySms(false)}>
          密码登录
        </button>
        <button type="button" aria-pressed={bySms} onClick={() => setBySms(true)}>
          验证码登录
        </button>
      </div>
      <div className="auth-fields">
        <MobileField id="login-mobile" value={mobile} onChange={edit(setMobile)} />
        {bySms ? (
          <CodeField
            id="login-code"
            value={code}
            onChange={edit(setCode)}
            send={send(sendLoginCode)}
            sendVoice={send((m) => sendVoice(m, VOICE.login), true)}
          />
        ) : (
          <PasswordField id="login-password" value={password} onChange={edit(setPassword)} placeholder="请输入登录密码" />
        )}
      </div>
      <ErrorLine error={error} registerHref={toRegister}>
        {error?.locked && !bySms && (
          <button type="button" className="ui-link auth-inline" onClick={() => setBySms(true)}>
            改用验证码登录
          </button>
        )}
      </ErrorLine>
      <button type="submit" className="ui-btn ui-btn-block" disabled={busy}>
        {busy ? '登录中…' : social ? '登录并绑定' : '登录'}
      </button>
      <div className="auth-links">
        <Link href="/password/forgot">忘记密码？</Link>
        {prebind && social ? (
          <Link href={`/bindmobile?socialUserId=${encodeURIComponent(social)}`}>没有账户？注册并绑定</Link>
        ) : (
          <Link href={toRegister}>注册账号</Link>
        )}
      </div>
      <p className="auth-legal">登录即表示同意{docs.links}</p>
      {docs.sheet}
      {picture.popup}
    </form>
  );
}
