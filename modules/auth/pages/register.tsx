import { formatYuan } from '../../../domain/format/money';
import './auth.css';
import './register.css';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { alert, confirm } from '../../../runtime/ui/ui-store';
import { PageState } from '../../../runtime/ui/page-state';
import { reload } from '../../../runtime/session';
import { checkMobile } from '../../../domain/validate/mobile';
import { checkLoginPassword, randomPassword } from '../../../domain/validate/password';
import { parseReferral, pickReferral } from '../../../domain/validate/referral';
import { mobileInput as cleanMobile, referralInput } from '../../../domain/validate/normalize';
import { isRegistered, loginByPassword } from '../api/login';
import { giftOf, register, type Gift, type ReferralInfo } from '../api/register';
import { giftLine, inviterLine } from '../../../kit/entity/referral-info';
import { codeErrorText, COMMUNICATION, isMobileTaken } from '../rules/errors';
import { CodeField } from '../components/lazy-code-field';
import { ErrorLine, MobileField, PasswordField, useFormError } from '../components/form';
import { Field } from '../../../kit/ui/field';
import { useRegisterCode } from '../components/register-code';
import { useDocLinks } from '../components/doc-links';
import type { RefCheck } from '../components/referral-check';
import { authenticationHref, authHref } from '../rules/links';

// shown only after a VIP referral's registration; fetched while such a registration is sent
const REFERRAL = { autoComplete: 'off', autoCapitalize: 'characters', maxLength: 20, placeholder: '选填，邀请码或推荐人手机号' } as const;
const loadCoupon = () => import('../components/coupon-screen');
const CouponScreen = lazy(() => loadCoupon().then((m) => ({ default: m.CouponScreen })));

/** `data`: the referral link's check, made by the route's load (null: the link brought none). */
export default function Register({ query, data }: PageProps<RefCheck | null>) {
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
    const r: RefCheck = await import('../components/referral-check').then(
      (m) => m.checkReferral(value),
      () => ({ state: 'bad', text: COMMUNICATION }),
    );
    if (checking.current === value) setRef(r);
    return r;
  };
  const typedReferral = (v: string) => (setReferral(referralInput(v)), setRef({ state: 'idle' }));
  const checkReferral = () => referral && ref.state === 'idle' && void verify(referral);

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

  if (gift) {
    return (
      <Suspense fallback={<PageState state="loading" shape="list" />}>
        <CouponScreen gift={gift} next={next} />
      </Suspense>
    );
  }

  return (
    <div className={landing ? 'auth-reg auth-reg-landing' : 'auth-reg'}>
      {landing ? <Landing info={landing} /> : <p className="auth-reg-head">注册即领新手红包</p>}
      <form className="auth auth-card" onSubmit={submit} noValidate>
        <div className="auth-fields">
          <MobileField id="reg-mobile" value={mobile} onChange={setMobile} inputRef={mobileInput} />
          <CodeField id="reg-code" value={code} onChange={setCode} send={sms.send} sendVoice={sms.sendVoice} />
          <PasswordField id="reg-password" label="登录密码" autoComplete="new-password" value={password} onChange={setPassword} generate={randomPassword} />
          <Field id="reg-referral" label="邀请码" {...REFERRAL} value={referral} onValue={typedReferral} onBlur={checkReferral}>
            <p className={`auth-hint${ref.state === 'bad' ? ' ui-error' : ''}`} role="status">
              {ref.state === 'checking' ? '正在验证邀请码…' : ref.state === 'bad' ? ref.text : ref.state === 'ok' ? refText(ref.info) : ''}
            </p>
          </Field>
        </div>
        <label className="auth-agree">
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
          <span>我已阅读并同意</span>
          {docs.links}
        </label>
        <ErrorLine error={error} />
        <button type="submit" className="ui-btn ui-btn-block" disabled={busy}>
          {busy ? '注册中…' : '立即注册'}
        </button>
        <div className="auth-links">
          <span />
          <Link href={authHref('/login', query, mobile)}>已有账号？去登录</Link>
        </div>
      </form>
      {sms.popup}
      {docs.sheet}
    </div>
  );
}

/** The invitee's landing: who invited them and the registration gift, above the form. */
function Landing({ info }: { info: ReferralInfo }) {
  const note = giftOf(info)?.description;
  return (
    <header className="auth-reg-head auth-reg-invite">
      <p className="auth-reg-from">{inviterLine(info.referrerName)}</p>
      <p className="auth-reg-gift">{giftLine(info)}</p>
      {note && <p className="auth-reg-note">{note}</p>}
    </header>
  );
}

function refText(info: ReferralInfo) {
  const gift = giftOf(info);
  const who = info.referrerName ? `推荐人：${info.referrerName}` : '邀请码有效';
  return gift ? `${who}，注册即得${gift.displayName || `${formatYuan(gift.parValue)}元红包`}` : who;
}
