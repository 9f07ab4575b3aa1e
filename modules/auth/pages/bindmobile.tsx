import './auth.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PageState } from '../../../runtime/ui/page-state';
import { randomPassword } from '../../../domain/validate/password';
import { sendVoice, VOICE } from '../api/login';
import { CodeField } from '../components/lazy-code-field';
import { ErrorLine, MobileField, PasswordField } from '../components/form';
import { useBindMobile } from '../components/use-bind-mobile';

/**
 * /bindmobile?socialUserId=…: a WeChat user gives a mobile. A registered mobile logs in by
 * SMS code and gets the WeChat account bound; a new one registers with it (register/weixin).
 * Which of the two is decided by the registered-mobile check when the code is asked for.
 */
export default function BindMobile({ query }: PageProps) {
  const { socialId, mobile, setMobile, code, setCode, password, setPassword, known, setKnown, busy, error, reg, send, sendCode, submit } = useBindMobile(query);

  if (!socialId) {
    return <PageState state="error" message="微信授权信息缺失，请从微信重新进入或直接登录" />;
  }

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
