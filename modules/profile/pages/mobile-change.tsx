import './mobile-change.css';
import { maskMobile } from '../../../domain/format/mask';
import { CaptchaButton } from '../../../kit/ui/captcha-button';
import { sendOldCode, sendVoiceCode } from '../api/profile';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { digitsInput, mobileInput } from '../../../domain/validate/normalize';
import { Field } from '../../../kit/ui/field';
import { FormEnd } from '../../../kit/ui/form-end';
import { useMobileChange } from '../components/use-mobile-change';

const digits = (v: string) => digitsInput(v);

// Two steps on one screen: both stay mounted (one hidden) so going back keeps the codes typed
// and each send button's countdown. The old code is only checked on submit, together with the
// new one (the contract has no separate check); a wrong old code brings step 1 back.
const OLD_CODE = { kind: 'code', maxLength: 6, placeholder: '原手机短信验证码' } as const;
const NEW_CODE = { kind: 'code', maxLength: 6, placeholder: '新手机短信验证码' } as const;
const NEW_MOBILE = { kind: 'mobile', placeholder: '请输入新手机号' } as const;

export default function MobileChange() {
  const {
    current,
    step,
    setStep,
    oldCode,
    setOldCode,
    mobile,
    setMobile,
    newCode,
    setNewCode,
    err,
    setErr,
    settling,
    busy,
    unknown,
    recheck,
    sending,
    sendToNew,
    voiceToNew,
    next,
    submit,
  } = useMobileChange();
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
