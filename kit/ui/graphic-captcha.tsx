import './graphic-captcha.css';
// Graphic captcha sheet (SPEC §5): image shown 72×24, tap to refresh; letters and digits
// only, exactly 5, submitted on the fifth. A refused answer clears the box and loads a new image.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Popup } from './popup';
import { halfWidth } from '../../domain/validate/normalize';

export const GRAPHIC_CAPTCHA_LENGTH = 5;
const IMG_FAILED = '图片加载失败，请点击图片位置重试';

export interface GraphicCaptchaPopupProps {
  open: boolean;
  title?: string;
  fetchCaptcha: () => Promise<{ token: string; image: string }>;
  /** Resolve false (or reject) when the answer is refused. */
  onSubmit: (c: { token: string; answer: string }) => Promise<boolean | void>;
  onClose: () => void;
  /** Optional voice alternative for users who cannot read the image. */
  onVoice?: () => void;
}

/** The sheet's state: the image, the typed answer, its check under way and what to say. */
function useGraphicCaptcha({ open, fetchCaptcha, onSubmit }: Pick<GraphicCaptchaPopupProps, 'open' | 'fetchCaptcha' | 'onSubmit'>) {
  const [cap, setCap] = useState<{ token: string; image: string } | null>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [msg, setMsg] = useState('');
  const seq = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const refresh = () => {
    const n = ++seq.current;
    setCap(null);
    fetchCaptcha().then(
      (c) => n === seq.current && setCap(c),
      () => n === seq.current && setMsg(IMG_FAILED),
    );
  };

  useEffect(() => {
    setValue('');
    setBusy(false);
    setMsg('');
    if (open) {
      refresh();
      input.current?.focus();
    } else {
      seq.current++;
      setCap(null);
    }
    // opening and closing reset the sheet; `refresh` is a new function every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (busy) return;
    const v = halfWidth(e.currentTarget.value)
      .replace(/[^0-9a-zA-Z]/g, '')
      .slice(0, GRAPHIC_CAPTCHA_LENGTH);
    setValue(v);
    setMsg('');
    if (v.length !== GRAPHIC_CAPTCHA_LENGTH || !cap) return;
    const n = seq.current;
    setBusy(true);
    new Promise<boolean | void>((ok) => ok(onSubmit({ token: cap.token, answer: v })))
      .then(
        (r) => r !== false,
        () => null,
      )
      .then((ok) => {
        if (n !== seq.current) return;
        setBusy(false);
        if (ok) return;
        setValue('');
        if (ok === false) setMsg('验证码错误，请重新输入');
        refresh();
        input.current?.focus();
      });
  };

  return { cap, value, busy, msg, input, refresh, onChange };
}

export function GraphicCaptchaPopup({ open, title = '请输入图形验证码', fetchCaptcha, onSubmit, onClose, onVoice }: GraphicCaptchaPopupProps) {
  const { cap, value, busy, msg, input, refresh, onChange } = useGraphicCaptcha({ open, fetchCaptcha, onSubmit });
  return (
    <Popup open={open} onClose={onClose} title={title}>
      <div className="ui-gcap">
        <input
          ref={input}
          className="ui-input ui-gcap-input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={GRAPHIC_CAPTCHA_LENGTH}
          aria-label="图形验证码，5位字母或数字"
          placeholder="请输入图中字符"
          value={value}
          readOnly={busy || !cap}
          onChange={onChange}
        />
        <button type="button" className="ui-gcap-img" aria-label="看不清？换一张" onClick={refresh}>
          {cap ? (
            <img src={cap.image} width={72} height={24} alt="图形验证码" />
          ) : (
            <span className="ui-gcap-ph">{msg === IMG_FAILED ? '重试' : '加载中…'}</span>
          )}
        </button>
      </div>
      <p className="ui-gcap-foot" role="status">
        {msg && <span className="ui-error">{msg}</span>}
      </p>
      {onVoice && (
        <p className="ui-gcap-voice">
          <button type="button" className="ui-link" onClick={onVoice}>
            看不清？改用语音验证码
          </button>
        </p>
      )}
    </Popup>
  );
}
