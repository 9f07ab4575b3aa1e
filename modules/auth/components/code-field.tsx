import { CaptchaButton } from '../../../runtime/ui/captcha-button';
import { digitsInput } from '../../../runtime/validate/normalize';
import type { FieldProps } from './form';

/** The SMS code input with its send button (and the voice option under 30 s left). */
export default function CodeField({ id, value, onChange, send, sendVoice }: FieldProps & { send: () => Promise<unknown>; sendVoice?: () => Promise<unknown> }) {
  return (
    <div className="ui-field">
      <label htmlFor={id}>验证码</label>
      <input
        id={id}
        className="ui-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="请输入短信验证码"
        value={value}
        onChange={(e) => onChange(digitsInput(e.target.value))}
      />
      <CaptchaButton send={send} sendVoice={sendVoice} />
    </div>
  );
}
