import './auth.css';
import './login.css';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { ApiError } from '../../../runtime/api/api-error';
import { PageState } from '../../../runtime/ui/page-state';
import { reload } from '../../../runtime/session';
import { mobileInput } from '../../../domain/validate/normalize';
import { takeOAuthCode } from '../../../bridge/oauth-code';
import { isRegistered, loginByWeixin, sendLoginSms, sendVoice, VOICE } from '../api/login';
import { errorText, REGISTER_FIRST, socialUserIdOf } from '../rules/errors';
import { useLoginSubmit } from '../components/use-login';
import { ErrorLine, MobileField, PasswordField, sender, useFormError } from '../components/form';
import { authHref } from '../rules/links';
import { CodeField, loadCodeField } from '../components/lazy-code-field';
import { useDocLinks } from '../components/doc-links';

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

  const { submit, picture } = useLoginSubmit({ bySms, mobile, password, code, social, query, navigate, setBusy, report });

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
      <LoginWays bySms={bySms} setBySms={setBySms} />
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
      <LoginLinks prebind={prebind} social={social} toRegister={toRegister} />
      <p className="auth-legal">登录即表示同意{docs.links}</p>
      {docs.sheet}
      {picture.popup}
    </form>
  );
}

/** 密码登录 or 验证码登录. */
function LoginWays({ bySms, setBySms }: { bySms: boolean; setBySms: (on: boolean) => void }) {
  return (
    <div className="auth-switch" role="group" aria-label="登录方式">
      <button type="button" aria-pressed={!bySms} onClick={() => setBySms(false)}>
        密码登录
      </button>
      <button type="button" aria-pressed={bySms} onClick={() => setBySms(true)}>
        验证码登录
      </button>
    </div>
  );
}

/** 忘记密码 and the way to register: on /prebind with a WeChat account, registering binds it. */
function LoginLinks({ prebind, social, toRegister }: { prebind?: boolean; social: string; toRegister: string }) {
  return (
    <div className="auth-links">
      <Link href="/password/forgot">忘记密码？</Link>
      {prebind && social ? (
        <Link href={`/bindmobile?socialUserId=${encodeURIComponent(social)}`}>没有账户？注册并绑定</Link>
      ) : (
        <Link href={toRegister}>注册账号</Link>
      )}
    </div>
  );
}
