// /bindmobile's state and calls (pages/bindmobile.tsx is this hook plus its form): the code
// asked for decides whether the mobile logs in and gets WeChat bound, or registers with it.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../runtime/ui/ui-store';
import { reload } from '../../../runtime/session';
import { checkMobile } from '../../../domain/validate/mobile';
import { checkLoginPassword } from '../../../domain/validate/password';
import { parseReferral, pickReferral } from '../../../domain/validate/referral';
import { mobileInput } from '../../../domain/validate/normalize';
import { bindWeixin, isRegistered, loginByPassword, loginBySms, sendLoginSms } from '../api/login';
import { registerWeixin } from '../api/register';
import { codeErrorText, errorText, isMobileTaken, sendErrorText } from '../rules/errors';
import { sender, useFormError } from './form';
import { useRegisterCode } from './register-code';
import { authenticationHref, authHref } from '../rules/links';

export function useBindMobile(query: URLSearchParams) {
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
        const after = import('./after-login');
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

  return { socialId, mobile, setMobile, code, setCode, password, setPassword, known, setKnown, busy, error, reg, send, sendCode, submit };
}
