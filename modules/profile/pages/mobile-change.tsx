import './mobile-change.css';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { reload } from '../../../runtime/session';
import { useSession } from '../../../runtime/session/use-session';
import { isApiError } from '../../../runtime/api/api-error';
import { toast } from '../../../runtime/ui/ui-store';
import { maskMobile } from '../../../runtime/format/mask';
import { checkMobile } from '../../../runtime/validate/mobile';
import { isRegistered } from '../../../runtime/domain/mobile-check';
import { CaptchaButton } from '../../../runtime/ui/captcha-button';
import { TAKEN_TEXT, mobileChangeError, resetMobile, sendNewCode, sendOldCode, sendVoiceCode } from '../api-profile';
import { digitsInput, mobileInput } from '../../../runtime/validate/normalize';
import { Field } from '../../../runtime/ui/field';
import { FormEnd } from '../../../runtime/ui/form-end';

const SIX = /^\d{6}$/;
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
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

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
    if (inFlight.current) return;
    const bad = newMobileProblem(mobile) ?? (SIX.test(newCode) ? null : '请输入6位新手机验证码');
    setErr(bad ?? '');
    if (bad) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await resetMobile(oldCode, mobile, newCode);
    } catch (x) {
      const where = mobileChangeError(x);
      inFlight.current = false;
      setBusy(false);
      setStep(where.step);
      setErr(where.text);
      return;
    }
    // The session stays valid (tokens belong to the user, not the number); reloading it shows
    // the new number everywhere. Were the backend to end it, the reload sends the user to log in.
    await reload();
    toast(`手机号已修改为${maskMobile(mobile)}，下次请用新手机号登录`);
    navigate('/dashboard/personinfo', { replace: true });
  };

  return (
    <div className="mc">
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
