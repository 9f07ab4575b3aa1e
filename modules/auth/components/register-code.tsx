// Sending the register SMS code: the registered-mobile check first, then the code; when the
// server asks for the graphic captcha (IMG_CAPTCHA_REQUIRED, 403) the send stays pending
// behind the captcha sheet, so the button says "sending" until the sheet resolves it.
// The sheet's script is lazy; its styles travel with the page (lazy chunks' CSS is not loaded).
import '../../../runtime/ui/popup.css';
import '../../../runtime/ui/graphic-captcha.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { checkMobile } from '../../../runtime/validate/mobile';
import { isRegistered, sendVoice, VOICE } from '../api';
import { getCaptcha } from '../../../runtime/domain/captcha';
import { sendRegisterSms } from '../api-register';
import { isMobileTaken, needsCaptcha, sendErrorText } from '../errors';
import type { Report } from './form';

// Needed only when the server asks for it: its own chunk.
const GraphicCaptchaPopup = lazy(() => import('../../../runtime/ui/graphic-captcha').then((m) => ({ default: m.GraphicCaptchaPopup })));

const TAKEN = new Error('mobile taken');

export function useRegisterCode(mobile: string, report: Report, onTaken: () => void) {
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ ok: () => void; no: (e: unknown) => void } | null>(null);
  const m = mobile.trim();

  const settle = (e?: unknown) => {
    const p = pending.current;
    pending.current = null;
    setAsking(false);
    if (e === undefined) p?.ok();
    else p?.no(e);
  };

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
        return new Promise<void>((ok, no) => {
          pending.current = { ok, no };
          setAsking(true);
        });
      }
      if (e === TAKEN || isMobileTaken(e)) onTaken();
      else report(sendErrorText(e));
      throw e;
    }
  };

  const voice = async () => {
    try {
      await sendVoice(m, VOICE.register);
      report('');
    } catch (e) {
      report(sendErrorText(e, true));
      throw e;
    }
  };

  const popup = asking && (
    <Suspense fallback={null}>
      <GraphicCaptchaPopup
        open
        fetchCaptcha={() => getCaptcha('captcha')}
        onSubmit={(cap) =>
          sendRegisterSms(m, cap).then(
            () => (report(''), settle(), true),
            // a wrong answer: the sheet clears, says so and shows a new picture
            (e) => (needsCaptcha(e) ? false : (report(sendErrorText(e)), settle(e), true)),
          )
        }
        onClose={() => settle(new Error('cancelled'))}
        onVoice={() => voice().then(() => settle(), settle)}
      />
    </Suspense>
  );

  return { send, sendVoice: voice, popup };
}
