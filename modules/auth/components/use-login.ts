// /login's (and /prebind's) submit, with the picture the web layer may want read first
// (pages/login.tsx holds the form's fields and the WeChat login as the screen opens).
import type { FormEvent } from 'react';
import type { useLocation } from 'wouter';
import { isApiError } from '../../../runtime/api/api-error';
import { toast } from '../../../runtime/ui/ui-store';
import { checkMobile } from '../../../domain/validate/mobile';
import { bindWeixin, isRegistered, loginByPassword, loginBySms } from '../api/login';
import { CANCELLED, errorText, isUnregistered, needsCaptcha, REGISTER_FIRST } from '../rules/errors';
import { usePictureGate } from './picture-gate';
import type { Picture } from '../api/login';
import { loginErrorText } from '../rules/login-error';
import type { Report } from './form';

// after a successful login only: fetched while the login call is on its way
const loadAfterLogin = () => import('./after-login');

export interface LoginForm {
  bySms: boolean;
  mobile: string;
  password: string;
  code: string;
  /** the WeChat account to bind once logged in ('' for none) */
  social: string;
  query: URLSearchParams;
  navigate: ReturnType<typeof useLocation>[1];
  setBusy: (busy: boolean) => void;
  report: Report;
}

/** `submit`: the form's; `picture`: the picture sheet, when the web layer asks for one. */
export function useLoginSubmit({ bySms, mobile, password, code, social, query, navigate, setBusy, report }: LoginForm) {
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

  return { submit, picture };
}
