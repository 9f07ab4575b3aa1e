import { CaptchaButton } from '../../../kit/ui/captcha-button';
import { Field } from '../../../kit/ui/field';
import { digitsInput } from '../../../domain/validate/normalize';
import type { FieldProps } from './form';

/** The SMS code input with its send button (and the voice option under 30 s left). */
export default function CodeField({ id, value, onChange, send, sendVoice }: FieldProps & { send: () => Promise<unknown>; sendVoice?: () => Promise<unknown> }) {
  return (
    <Field id={id} label="验证码" kind="code" type="text" placeholder="请输入短信验证码" value={value} onValue={(v) => onChange(digitsInput(v))}>
      <CaptchaButton send={send} sendVoice={sendVoice} />
    </Field>
  );
}
