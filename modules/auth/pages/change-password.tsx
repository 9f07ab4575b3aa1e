import './auth.css';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { session } from '../../../runtime/session';
import { toast } from '../../../runtime/ui/ui-store';
import { checkLoginPassword } from '../../../domain/validate/password';
import { changePassword } from '../api/password';
import { errorText } from '../rules/errors';
import { CHANGE_UNSETTLED, passwordUnsettled } from '../rules/password-unsettled';
import { ErrorLine, PasswordField, useFormError } from '../components/form';

/** /password/change (login-required): the current password and the new one, twice. */
export default function ChangePassword() {
  const [, navigate] = useLocation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, report] = useFormError();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad =
      (current ? null : '请输入原登录密码') ??
      checkLoginPassword(password) ??
      (password === again ? null : '两次输入的新密码不一致') ??
      (password === current ? '新密码不能与原密码相同' : null);
    if (bad) return report(bad);
    setBusy(true);
    report('');
    try {
      await changePassword(session.user?.mobile ?? '', current, password);
      toast('登录密码修改成功');
      navigate('/more', { replace: true });
    } catch (err) {
      setBusy(false);
      report(passwordUnsettled(err) ? CHANGE_UNSETTLED : errorText(err));
    }
  };

  return (
    <form className="auth" onSubmit={submit} noValidate>
      <div className="auth-fields">
        <PasswordField id="change-current" label="原密码" placeholder="请输入原登录密码" value={current} onChange={setCurrent} />
        <PasswordField id="change-new" label="新密码" autoComplete="new-password" value={password} onChange={setPassword} />
        <PasswordField id="change-again" label="确认密码" autoComplete="new-password" placeholder="请再次输入新密码" value={again} onChange={setAgain} />
      </div>
      <ErrorLine error={error} />
      <button type="submit" className="ui-btn ui-btn-block" disabled={busy}>
        {busy ? '提交中…' : '确认修改'}
      </button>
    </form>
  );
}
