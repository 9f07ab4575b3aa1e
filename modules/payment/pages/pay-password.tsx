import './pay-password.css';
import { Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { safePath } from '../../../runtime/router/safe-path';
import { SETTLING_TEXT, useMoney, useSettleOnOpen } from '../../../runtime/money/use-money';
import { restoredIntent, unresolved } from '../../../runtime/money/state';
import type { PasswordMode } from '../moves-account';
import { useSession } from '../../../runtime/session/use-session';
import { toast } from '../../../runtime/ui/ui-store';
import { Tabs, useTabParam } from '../../../runtime/ui/tabs';
import { PAY_PASSWORD_LENGTH, PinBoxes, readPin } from '../../../runtime/ui/pin-boxes';
import { isApiError } from '../../../runtime/api/api-error';
import { maskMobile } from '../../../runtime/format/mask';
import { LazyCaptchaButton } from '../components/lazy-captcha';
import { CodeField } from '../components/form-parts';
import { FormEnd } from '../../../runtime/ui/form-end';
import { weakPayPassword } from '../../../runtime/domain/rules/pay-password';

const money = () => import('../api-money');
const MODES = [
  { key: 'update', label: '修改支付密码' },
  { key: 'reset', label: '找回支付密码' },
] as const;
const SLOT = 'pay-password';
/** The shared rule (runtime/domain/rules/pay-password.ts), said before it is typed. */
const RULE = '6位数字，不能是相同或连续的数字，也不能使用生日';
const moves = () => import('../moves-account');

/** What the screen says as it opens over an attempt an earlier page left unsettled. */
function keptText(): string {
  const mode = /^pay-password:(set|update|reset)$/.exec(restoredIntent(SLOT) ?? '')?.[1] as PasswordMode | undefined;
  // a first password is asked about at once (settling); a change or a reset waits for the retyping
  return mode && mode !== 'set' && unresolved(SLOT)
    ? `上一次${mode === 'update' ? '支付密码修改' : '支付密码重置'}的结果尚未确认。请再次输入并提交：若上一次已生效，将直接告知，不会重复修改。`
    : '';
}

/**
 * A 6-digit entry on the same six-box pad as the payment sheet; uncontrolled, so the digits
 * live only in the input until the one call. A full pad moves on to `next`.
 */
function Pw({ id, label, next, hint }: { id: string; label: string; next?: string; hint?: string }) {
  const [len, setLen] = useState(0);
  const typed = (e: ChangeEvent<HTMLInputElement>) => {
    const n = readPin(e.currentTarget).length;
    setLen(n);
    if (n === PAY_PASSWORD_LENGTH && next) document.getElementById(next)?.focus();
  };
  return (
    <div className="pay-pad">
      <label htmlFor={id}>{label}</label>
      <PinBoxes id={id} name={id} className="pay-pad-boxes" len={len} onChange={typed} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <p id={`${id}-hint`} className="pay-pad-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export default function PayPassword({ query }: PageProps) {
  const [, navigate] = useLocation();
  const s = useSession();
  const has = s.flags.has_payment_password;
  const tab = useTabParam('mode', 'update', ['update', 'reset']);
  const mode = has ? tab : 'set';
  const form = useRef<HTMLFormElement>(null);
  // an error belongs to the tab it was said on
  const [said, setSaid] = useState(() => ({ mode, text: keptText() }));
  const setErr = (text: string) => setSaid({ mode, text });
  const inFlight = useRef(false);
  // a weak new password is typed again from empty pads; the old password and the code stay
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (round) document.getElementById('pw-new')?.focus();
  }, [round]);
  // every outcome lands here while the screen is up (the session was read again before it)
  const slot = useMoney(SLOT, (o) => {
    inFlight.current = false;
    if (o.kind !== 'done') return setErr(o.text ?? o.error.message);
    form.current?.reset();
    toast(o.text ?? '');
    navigate(safePath(query.get('next')), { replace: true });
  });
  // a first password an earlier page (a reload, a restarted WebView) left unsettled is asked
  // about as the screen opens; never sent again from here
  const settling = useSettleOnOpen(SLOT, (intent) => moves().then((m) => m.passwordSettle(intent, s.user?.id ?? '')));
  const busy = slot.busy || settling;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const f = new FormData(form.current!);
    const v = (k: string) => String(f.get(k) ?? '');
    const pw = v('pw-new');
    const six = /^\d{6}$/;
    const weak = weakPayPassword(pw, s.user?.idNumber);
    const bad =
      mode === 'update' && !six.test(v('pw-old'))
        ? '请输入6位数字原支付密码'
        : mode === 'reset' && !v('pw-code').trim()
          ? '请输入验证码'
          : !six.test(pw)
            ? '支付密码须为6位数字'
            : (weak ?? (pw !== v('pw-again') ? '两次输入的支付密码不一致' : null));
    setErr(bad ?? '');
    if (weak && bad === weak) setRound((r) => r + 1);
    if (bad || inFlight.current || busy) return;
    inFlight.current = true;
    // A money move (runtime/money): busy until the outcome is known; a lost answer, or a resend
    // refused because the first request already changed the password, is settled by the new
    // password validating. The password lives only in this attempt's closures.
    const [{ passwordMove }, { moveMoney }] = await Promise.all([moves(), import('../../../runtime/money/move')]);
    await moveMoney(SLOT, passwordMove({ mode: mode as PasswordMode, userId: s.user?.id ?? '', pw, old: v('pw-old'), code: v('pw-code').trim() }));
  };

  const sendCode = () =>
    money()
      .then((m) => m.sendMySms(m.RESET_SMS_TYPE))
      .then(
        () => toast(`验证码已发送至${maskMobile(s.user?.mobile)}`),
        (e) => {
          setErr(isApiError(e) ? e.message : '获取验证码失败，请重试');
          throw e;
        },
      );

  return (
    <div className="pay-pw">
      {has ? <Tabs items={MODES} param="mode" defaultKey="update" /> : <p className="pay-note">支付密码用于充值、提现和出借，请设置6位数字密码</p>}
      <form ref={form} key={mode} onSubmit={submit} noValidate>
        <div className="pay-fields">
          {mode === 'update' && <Pw id="pw-old" label="原支付密码" next="pw-new" />}
          {mode === 'reset' && (
            <CodeField id="pw-code" name="pw-code" placeholder={`发送至${maskMobile(s.user?.mobile)}`}>
              <Suspense fallback={null}>
                <LazyCaptchaButton send={sendCode} />
              </Suspense>
            </CodeField>
          )}
          <Pw key={`new${round}`} id="pw-new" label={mode === 'set' ? '支付密码' : '新支付密码'} next="pw-again" hint={RULE} />
          <Pw key={`again${round}`} id="pw-again" label="确认密码" />
        </div>
        <FormEnd prefix="pay" err={settling ? SETTLING_TEXT : said.mode === mode ? said.text : ''} busy={busy} label="确定" busyLabel="提交中…" />
      </form>
    </div>
  );
}
