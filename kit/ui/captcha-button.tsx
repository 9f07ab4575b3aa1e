import './captcha-button.css';
// The send-code button over captcha-machine. Returns the button and, when sendVoice is
// given, a full-width line for the voice option (wraps to its own row inside .ui-field).
// `send` should report its own errors (toast) and reject; the button then returns to idle.
// In 长辈模式 the voice code is offered from the start, not only once the SMS is late.
import { useLayoutEffect, useRef, useState } from 'react';
import { createCaptchaMachine, type CaptchaMachine, type CaptchaState } from './captcha-machine';
import { useElder } from './elder';

export interface CaptchaButtonProps {
  send: () => Promise<unknown>;
  sendVoice?: () => Promise<unknown>;
  disabled?: boolean;
}

export function CaptchaButton({ send, sendVoice, disabled }: CaptchaButtonProps) {
  const m = useRef<CaptchaMachine | null>(null);
  const [s, setS] = useState<CaptchaState | null>(null);
  const elder = useElder();

  // Created in an effect so StrictMode's unmount/remount gets a live machine; a layout effect,
  // so the button is never on screen without one: a tap in the moment between the commit and a
  // passive effect found no machine and was dropped without a word.
  useLayoutEffect(() => {
    const machine = (m.current = createCaptchaMachine());
    setS(machine.getState());
    machine.subscribe(setS);
    return () => {
      machine.dispose();
      m.current = null;
    };
  }, []);

  const phase = s?.phase ?? 'idle';
  const label = phase === 'sending' ? '发送中…' : phase === 'buffering' ? `重新发送(${s?.secondsLeft}s)` : '获取验证码';

  return (
    <>
      <button
        type="button"
        className="ui-btn ui-btn-secondary ui-captcha-btn"
        disabled={disabled || phase !== 'idle' || !!s?.voiceSending}
        onClick={() => m.current?.send(send)}
      >
        {label}
      </button>
      {sendVoice && (
        <p className="ui-captcha-voice" role="status">
          {s?.voiceSending ? (
            '语音验证码发送中…'
          ) : s?.phase === 'buffering' && s.lastKind === 'voice' ? (
            '语音验证码已发送，请注意接听来电'
          ) : s?.voiceAvailable ? (
            <button type="button" className="ui-link" onClick={() => m.current?.sendVoice(sendVoice)}>
              收不到短信？试试语音验证码
            </button>
          ) : elder && phase === 'idle' ? (
            <button type="button" className="ui-link" onClick={() => m.current?.sendVoice(sendVoice, true)}>
              改用语音验证码（来电播报）
            </button>
          ) : null}
        </p>
      )}
    </>
  );
}
