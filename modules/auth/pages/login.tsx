import './auth.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { isApiError } from '../../../runtime/api/api-error';
import { checkMobile } from '../../../runtime/validate/mobile';
import { loginByPassword } from '../api';
import { afterLogin } from '../after-login';

const FLASH_MS = 2000;

export default function Login({ query }: PageProps) {
  const [, navigate] = useLocation();
  const [mobile, setMobile] = useState(query.get('mobile') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const flash = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(flash.current), []);

  const show = (text: string, transient: boolean) => {
    clearTimeout(flash.current);
    setError(text);
    // SPEC §8: a wrong password (FAILED) flashes for 2 s; other errors stay until the next try
    if (transient) flash.current = setTimeout(() => setError(''), FLASH_MS);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = checkMobile(mobile) ?? (password ? null : '请输入登录密码');
    if (bad) return show(bad, false);
    setBusy(true);
    setError('');
    try {
      await loginByPassword(mobile.trim(), password);
      await afterLogin(query.get('next'), navigate);
    } catch (err) {
      show(isApiError(err) ? err.message : '系统繁忙，请稍后重试', isApiError(err) && err.code === 'FAILED');
      setBusy(false);
    }
  };

  return (
    <form className="auth" onSubmit={submit} noValidate>
      <div className="auth-fields">
        <div className="ui-field">
          <label htmlFor="login-mobile">手机号</label>
          <input id="login-mobile" className="ui-input" type="tel" inputMode="numeric" autoComplete="username" maxLength={11} placeholder="请输入手机号码" value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))} />
        </div>
        <div className="ui-field">
          <label htmlFor="login-password">密码</label>
          <input id="login-password" className="ui-input" type="password" autoComplete="current-password" maxLength={16} placeholder="请输入登录密码" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
      </div>
      <p className="auth-error ui-error" role="alert">
        {error}
      </p>
      <button type="submit" className="ui-btn ui-btn-block" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </button>
      <div className="auth-links">
        <Link href="/password/forgot">忘记密码？</Link>
        <Link href={`/register${location.search}`}>注册账号</Link>
      </div>
    </form>
  );
}
