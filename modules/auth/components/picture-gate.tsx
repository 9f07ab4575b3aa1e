// A send the server refuses until a picture is read (IMG_CAPTCHA_REQUIRED / _NULL,
// INVALID_CAPTCHA): it stays pending behind the picture sheet, so the send button says
// "sending" until the sheet resolves it; a wrong answer clears the sheet and shows a new picture.
// The sheet's script is lazy; its styles travel with the page (a lazy chunk's CSS is not loaded).
import '../../../kit/ui/popup.css';
import '../../../kit/ui/graphic-captcha.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { getCaptcha, type CaptchaEndpoint } from '../../../kit/entity/captcha';
import { CANCELLED, needsCaptcha } from '../rules/errors';

// Needed only when the server asks for it: its own chunk.
const GraphicCaptchaPopup = lazy(() => import('../../../kit/ui/graphic-captcha').then((m) => ({ default: m.GraphicCaptchaPopup })));

export interface PictureGate {
  /** which picture the server wants: /api/v2/captcha or /api/v2/register/captcha */
  endpoint: CaptchaEndpoint;
  /** the refused send again, with the picture's token and answer */
  resend: (cap: { token: string; answer: string }) => Promise<unknown>;
  /** a refusal that is not about the picture: say why */
  refused: (e: unknown) => void;
  /** the voice code instead (an accessible alternative to the picture), where there is one */
  voice?: () => Promise<unknown>;
}

export function usePictureGate(g: PictureGate) {
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ ok: () => void; no: (e: unknown) => void } | null>(null);

  const settle = (e?: unknown) => {
    const p = pending.current;
    pending.current = null;
    setAsking(false);
    if (e === undefined) p?.ok();
    else p?.no(e);
  };

  /** The refused send's promise: settled by the sheet. */
  const wait = () =>
    new Promise<void>((ok, no) => {
      pending.current = { ok, no };
      setAsking(true);
    });

  const popup = asking && (
    <Suspense fallback={null}>
      <GraphicCaptchaPopup
        open
        fetchCaptcha={() => getCaptcha(g.endpoint)}
        onSubmit={(cap) =>
          g.resend(cap).then(
            () => (settle(), true),
            (e) => (needsCaptcha(e) ? false : (g.refused(e), settle(e), true)),
          )
        }
        onClose={() => settle(CANCELLED)}
        onVoice={g.voice && (() => g.voice!().then(() => settle(), settle))}
      />
    </Suspense>
  );

  return { wait, popup };
}
