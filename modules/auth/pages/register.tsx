import { formatYuan } from '../../../domain/format/money';
import './auth.css';
import './register.css';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PageState } from '../../../runtime/ui/page-state';
import { randomPassword } from '../../../domain/validate/password';
import { giftOf, type ReferralInfo } from '../api/register';
import { giftLine, inviterLine } from '../../../kit/entity/referral-info';
import { CodeField } from '../components/lazy-code-field';
import { ErrorLine, MobileField, PasswordField } from '../components/form';
import { Field } from '../../../kit/ui/field';
import { loadCoupon, useRegister } from '../components/use-register';
import type { RefCheck } from '../components/referral-check';
import { authHref } from '../rules/links';

const REFERRAL = { autoComplete: 'off', autoCapitalize: 'characters', maxLength: 20, placeholder: '选填，邀请码或推荐人手机号' } as const;
// shown only after a VIP referral's registration (its chunk is fetched while such a registration is sent)
const CouponScreen = lazy(() => loadCoupon().then((m) => ({ default: m.CouponScreen })));

/** `data`: the referral link's check, made by the route's load (null: the link brought none). */
export default function Register({ query, data }: PageProps<RefCheck | null>) {
  const f = useRegister(query, data);
  const { mobile, setMobile, code, setCode, password, setPassword, referral, ref, agree, setAgree, busy, gift, error, mobileInput, next, landing } = f;
  const { sms, docs, typedReferral, checkReferral, submit } = f;

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
