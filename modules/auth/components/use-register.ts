// /register's state and calls (pages/register.tsx is this hook plus its form): the fields, the
// referral's check (once per value, the latest wins), and the registration then the login.
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { alert, confirm } from '../../../runtime/ui/ui-store';
import { reload } from '../../../runtime/session';
import { checkMobile } from '../../../domain/validate/mobile';
import { checkLoginPassword } from '../../../domain/validate/password';
import { parseReferral, pickReferral } from '../../../domain/validate/referral';
import { mobileInput as cleanMobile, referralInput } from '../../../domain/validate/normalize';
import { isRegistered, loginByPassword } from '../api/login';
import { giftOf, register, type Gift, type ReferralInfo } from '../api/register';
import { codeErrorText, COMMUNICATION, isMobileTaken } from '../rules/errors';
import { useFormError, type Report } from './form';
import { useRegisterCode } from './register-code';
import { useDocLinks } from './doc-links';
import type { RefCheck } from './referral-check';
import { authenticationHref, authHref } from '../rules/links';

// shown only after a VIP referral's registration; fetched while such a registration is sent
export const loadCoupon = () => import('./coupon-screen');

/** `data`: the referral link's check, made by the route's load (null: the link brought none). */
export function useRegister(query: URLSearchParams, data: RefCheck | null) {
  const [, navigate] = useLocation();
  const [mobile, setMobile] = useState(() => cleanMobile(query.get('mobile') ?? ''));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [referral, setReferral] = useState(pickReferral(query) ?? '');
  const [ref, setRef] = useState<RefCheck>(data ?? { state: 'idle' });
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const [gift, setGift] = useState<Gift | null>(null);
  const [error, report] = useFormError();
  const mobileInput = useRef<HTMLInputElement>(null);
  const checking = useRef(referral); // the value `ref` is about
  const next = query.get('next');
  // a shared invitation opens on who sent it and what it brings (the link's own check)
  const landing = data?.state === 'ok' ? data.info : null;

  const taken = async () => {
    const login = await confirm('该手机号已注册，您可以直接登录，或重新输入手机号', { title: '手机号已注册', okText: '去登录', cancelText: '重新输入' });
    if (login) return navigate(authHref('/login', query, mobile));
    mobileInput.current?.focus();
    mobileInput.current?.select();
  };
  const sms = useRegisterCode(mobile, report, taken);
  // agreeing in either sheet ticks the one box that stands for both documents
  const docs = useDocLinks(() => setAgree(true));

  /** Validates the referral once per value; the latest value wins. */
  const verify = async (value: string): Promise<RefCheck> => {
    checking.current = value;
    setRef({ state: 'checking' });
    // the check's chunk comes with a referral link (the route's load) or now
    const r: RefCheck = await import('./referral-check').then(
      (m) => m.checkReferral(value),
      () => ({ state: 'bad', text: COMMUNICATION }),
    );
    if (checking.current === value) setRef(r);
    return r;
  };
  const typedReferral = (v: string) => (setReferral(referralInput(v)), setRef({ state: 'idle' }));
  const checkReferral = () => referral && ref.state === 'idle' && void verify(referral);

  const fields = { mobile, setMobile, code, setCode, password, setPassword, referral, ref, agree, setAgree, busy, gift, error, mobileInput, next, landing };
  const steps = registration({ query, navigate, mobile, code, password, agree, referral, ref, checking, verify, taken, report, setBusy, setGift, next });
  return { ...fields, sms, docs, typedReferral, checkReferral, submit: steps.submit };
}

interface Registration {
  query: URLSearchParams;
  navigate: ReturnType<typeof useLocation>[1];
  mobile: string;
  code: string;
  password: string;
  agree: boolean;
  referral: string;
  ref: RefCheck;
  checking: { current: string };
  verify: (value: string) => Promise<RefCheck>;
  taken: () => Promise<unknown>;
  report: Report;
  setBusy: (busy: boolean) => void;
  setGift: (gift: Gift) => void;
  next: string | null;
}

/** The registration, then the login with what was just typed. */
function registration({
  query,
  navigate,
  mobile,
  code,
  password,
  agree,
  referral,
  ref,
  checking,
  verify,
  taken,
  report,
  setBusy,
  setGift,
  next,
}: Registration) {
  /** The referral info when registered, null when stopped (the reason is already shown). */
  const registerNow = async (m: string): Promise<{ info?: ReferralInfo } | null> => {
    try {
      const r = !referral ? null : ref.state === 'ok' && checking.current === referral ? ref : await verify(referral);
      if (r?.state === 'bad') return (report(r.text), null);
      if (r?.state === 'ok' && giftOf(r.info)) void loadCoupon().catch(() => {}); // a failure shows at render
      if (await isRegistered(m)) return (void taken(), null);
      const parsed = parseReferral(referral);
      await register({
        mobile: m,
        mobile_captcha: code,
        password,
        referral: parsed?.kind === 'mobile' ? parsed.mobile : undefined,
        inviteCode: parsed?.kind === 'code' ? parsed.code : undefined,
      });
      return { info: r?.state === 'ok' ? r.info : undefined };
    } catch (err) {
      // SPEC §8: a taken mobile offers the choice; anything else is alerted, the form kept
      if (isMobileTaken(err)) void taken();
      else void alert(codeErrorText(err));
      return null;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const m = mobile.trim();
    const bad =
      checkMobile(m) ?? (code ? null : '请输入短信验证码') ?? checkLoginPassword(password) ?? (agree ? null : '请阅读并同意《注册服务协议》《隐私政策》');
    if (bad) return report(bad);
    setBusy(true);
    report('');
    const done = await registerNow(m);
    if (!done) return setBusy(false);
    // registered: log in with what was just typed (the password goes no further than this call)
    const loggedIn = await loginByPassword(m, password).then(
      () => true,
      () => false,
    );
    if (!loggedIn) return navigate(authHref('/login', query, m), { replace: true });
    const coupon = done.info && giftOf(done.info);
    if (coupon) return setGift(coupon);
    navigate(authenticationHref(next), { replace: true });
    void reload();
  };

  return { submit };
}
