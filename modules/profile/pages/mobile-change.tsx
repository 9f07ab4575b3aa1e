import './mobile-change.css';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../../runtime/session/use-session';
import { isApiError } from '../../../runtime/api/api-error';
import { toast } from '../../../runtime/ui/ui-store';
import { maskMobile } from '../../../domain/format/mask';
import { checkMobile } from '../../../domain/validate/mobile';
import { isRegistered } from '../../../kit/entity/mobile-check';
import { CaptchaButton } from '../../../kit/ui/captcha-button';
import { TAKEN_TEXT, mobileChangeError, sendNewCode, sendOldCode, sendVoiceCode } from '../api/profile';
import { SETTLING_TEXT, useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { unresolved } from '../../../runtime/money/state';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { digitsInput, mobileInput } from '../../../domain/validate/normalize';
import { Field } from '../../../kit/ui/field';
import { FormEnd } from '../../../kit/ui/form-end';

const SIX = /^\d{6}$/;
const SLOT = 'mobile-change';
const moves = () => import('../moves');
/** An attempt an earlier page left unsettled, before the screen has asked about it. */
const MOBILE_KEPT = '上一次手机号修改尚未确认结果，请勿重复修改。';
const digits = (v: string) => digitsInput(v);

/** A number refused before any call: its text is for the user. */
class Refused extends Error {}

// Two steps on one screen: both stay mounted (one hidden) so going back keeps the codes typed
// and each send button's countdown. The old code is only checked on submit, together with the
// new one (the contract has no separate check); a wrong old code brings step 1 back.
const OLD_CODE = { kind: 'code', maxLength: 6, placeholder: '原手机短信验证码' } as const;
const NEW_CODE = { kind: 'code', maxLength: 6, placeholder: '新手机短信验证码' } as const;
const NEW_MOBILE = { kind: 'mobile', placeholder: '请输入新手机号' } as const;

export default function MobileChange() {
  const [, navigate] = useLocation();
  const s = useSession();
  const current = s.user?.mobile ?? '';
  const [step, setStep] = useState<1 | 2>(1);
  const [oldCode, setOldCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [newCode, setNewCode] = useState('');
  const [err, setErr] = useState('');
  // The change is a move of a credential (runtime/money): busy until its outcome is known, a
  // lost answer settled by the user record; one an earlier page left unsettled is asked about
  // as the screen opens. Every outcome lands here.
  const slot = useMoney(SLOT, (o) => {
    if (o.kind === 'done') {
      toast(o.text ?? '手机号已修改，下次请用新手机号登录');
      return navigate('/dashboard/personinfo', { replace: true });
    }
    setUnknown(o.kind === 'unknown' ? (o.text ?? '') : '');
    if (o.kind !== 'refused') return;
    const where = mobileChangeError(o.error);
    setStep(where.step);
    setErr(where.text);
  });
  const settling = useSettleOnOpen(SLOT, (intent) => moves().then((m) => m.mobileSettle(intent)));
  const busy = slot.busy || settling;
  const [unknown, setUnknown] = useState(() => (unresolved(SLOT) ? MOBILE_KEPT : ''));
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(SLOT));

  /** A send for CaptchaButton: says what failed, then rejects so the button returns to idle. */
  const sending = (fn: () => Promise<unknown>, sent: string) => () =>
    fn().then(
      () => {
        setErr('');
        toast(sent);
      },
      (e: unknown) => {
        setErr(isApiError(e) || e instanceof Refused ? e.message : '获取验证码失败，请重试');
        throw e;
      },
    );

  const newMobileProblem = (m: string) => checkMobile(m) ?? (m === current ? '新手机号不能与当前手机号相同' : null);

  const sendToNew = async () => {
    const bad = newMobileProblem(mobile);
    if (bad) throw new Refused(bad);
    if (await isRegistered(mobile)) throw new Refused(TAKEN_TEXT);
    await sendNewCode(mobile);
  };
  const voiceToNew = async () => {
    const bad = newMobileProblem(mobile);
    if (bad) throw new Refused(bad);
    await sendVoiceCode('new', mobile);
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (!SIX.test(oldCode)) return setErr('请输入6位原手机验证码');
    setErr('');
    setStep(2);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const bad = newMobileProblem(mobile) ?? (SIX.test(newCode) ? null : '请输入6位新手机验证码');
    setErr(bad ?? '');
    if (bad) return;
    const [{ mobileMove }, { moveMoney }] = await Promise.all([moves(), import('../../../runtime/money/move')]);
    await moveMoney(SLOT, mobileMove(oldCode, mobile, newCode));
  };

  return (
    <div className="mc">
      {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
      <ol className="mc-steps" aria-label="步骤">
        <li className={step === 1 ? 'mc-on' : ''} aria-current={step === 1 ? 'step' : undefined}>
          1 验证原手机
        </li>
        <li className={step === 2 ? 'mc-on' : ''} aria-current={step === 2 ? 'step' : undefined}>
          2 绑定新手机
        </li>
      </ol>

      <form hidden={step !== 1} onSubmit={next} noValidate>
        <div className="mc-fields">
          <div className="ui-field">
            <span className="mc-label">当前手机号</span>
            <span className="mc-value">{maskMobile(current)}</span>
          </div>
          <Field id="mc-old-code" label="验证码" {...OLD_CODE} value={oldCode} onValue={(v) => setOldCode(digits(v))}>
            <CaptchaButton
              send={sending(sendOldCode, `验证码已发送至${maskMobile(current)}`)}
              sendVoice={sending(() => sendVoiceCode('old'), '语音验证码已发送，请注意接听来电')}
            />
          </Field>
        </div>
        <FormEnd prefix="mc" err={step === 1 ? err : ''} label="下一步" />
      </form>

      <form hidden={step !== 2} onSubmit={submit} noValidate>
        <div className="mc-fields">
          <Field id="mc-mobile" label="新手机号" {...NEW_MOBILE} value={mobile} disabled={busy} onValue={(v) => setMobile(mobileInput(v))} />
          <Field id="mc-new-code" label="验证码" {...NEW_CODE} value={newCode} disabled={busy} onValue={(v) => setNewCode(digits(v))}>
            <CaptchaButton
              disabled={busy}
              send={sending(sendToNew, '验证码已发送至新手机号')}
              sendVoice={sending(voiceToNew, '语音验证码已发送，请注意接听来电')}
            />
          </Field>
        </div>
        <FormEnd prefix="mc" err={step === 2 ? err : ''} busy={busy} label="确认修改" busyLabel="提交中…" />
        <button type="button" className="ui-btn ui-btn-secondary ui-btn-block mc-main mc-back" disabled={busy} onClick={() => (setErr(''), setStep(1))}>
          上一步
        </button>
      </form>
      <p className="mc-note">修改成功后，请使用新手机号登录；原手机号将不能再登录本账户。</p>
    </div>
  );
}
