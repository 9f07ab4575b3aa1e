// Sending the register SMS code: the registered-mobile check first, then the code; when the
// server asks for the graphic captcha (IMG_CAPTCHA_REQUIRED, 403) the send stays pending
// behind the captcha sheet (picture-gate.tsx).
import { checkMobile } from '../../../domain/validate/mobile';
import { isRegistered, sendVoice, VOICE } from '../api/login';
import { sendRegisterSms } from '../api/register';
import { isMobileTaken, needsCaptcha, sendErrorText } from '../rules/errors';
import type { Report } from './form';
import { usePictureGate } from './picture-gate';

const TAKEN = new Error('mobile taken');

export function useRegisterCode(mobile: string, report: Report, onTaken: () => void) {
  const m = mobile.trim();

  const voice = async () => {
    try {
      await sendVoice(m, VOICE.register);
      report('');
    } catch (e) {
      report(sendErrorText(e, true));
      throw e;
    }
  };

  const gate = usePictureGate({
    endpoint: 'captcha',
    resend: (cap) => sendRegisterSms(m, cap).then(() => report('')),
    refused: (e) => report(sendErrorText(e)),
    voice,
  });

  /** `checked`: the caller has just made the registered-mobile check itself. */
  const send = async (checked = false) => {
    const bad = checkMobile(m);
    if (bad) {
      report(bad);
      throw new Error(bad);
    }
    try {
      if (!checked && (await isRegistered(m))) throw TAKEN;
      await sendRegisterSms(m);
      report('');
    } catch (e) {
      if (needsCaptcha(e)) {
        report('');
        return gate.wait();
      }
      if (e === TAKEN || isMobileTaken(e)) onTaken();
      else report(sendErrorText(e));
      throw e;
    }
  };

  return { send, sendVoice: voice, popup: gate.popup };
}
