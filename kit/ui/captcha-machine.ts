// The send-code button's state machine (SPEC §4, §9), pure and clock-injectable:
// idle → sending → buffering (60 s) → idle; a failed send goes straight back to idle.
// While buffering with under 30 s left a voice code may be asked for:
// voiceSending → buffering a further 60 s. The countdown is computed from now(), so a
// throttled or late timer (background WebView) never stretches it.

export const CAPTCHA_SECONDS = 60;
export const VOICE_THRESHOLD = 30;

export interface CaptchaState {
  phase: 'idle' | 'sending' | 'buffering';
  secondsLeft: number;
  voiceAvailable: boolean;
  voiceSending: boolean;
  lastKind: 'sms' | 'voice' | null;
}

export interface CaptchaClock {
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

export interface CaptchaMachine {
  getState(): CaptchaState;
  subscribe(fn: (s: CaptchaState) => void): () => void;
  /** Resolves true when sent; false when refused (busy) or when fn rejected. fn reports its own errors. */
  send(fn: () => Promise<unknown>): Promise<boolean>;
  /**
   * Allowed only while voiceAvailable, or with `atOnce` (长辈模式: the voice code is offered
   * beside the SMS button from the start) while nothing is being sent or counted down.
   */
  sendVoice(fn: () => Promise<unknown>, atOnce?: boolean): Promise<boolean>;
  dispose(): void;
}

// Calls fn now; a synchronous throw becomes a rejection.
const run = (fn: () => Promise<unknown>) => new Promise((ok) => ok(fn()));

export function createCaptchaMachine(clock: CaptchaClock = {}): CaptchaMachine {
  const now = clock.now ?? Date.now;
  const every = clock.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
  const stopEvery = clock.clearInterval ?? ((id: unknown) => clearInterval(id as ReturnType<typeof setInterval>));
  const subs = new Set<(s: CaptchaState) => void>();
  let s: CaptchaState = { phase: 'idle', secondsLeft: 0, voiceAvailable: false, voiceSending: false, lastKind: null };
  let until = 0;
  let timer: unknown;
  let dead = false;

  const set = (p: Partial<CaptchaState>) => {
    if (dead) return;
    s = { ...s, ...p };
    subs.forEach((fn) => fn(s));
  };
  const stop = () => {
    if (timer !== undefined) stopEvery(timer);
    timer = undefined;
  };
  const tick = () => {
    if (s.phase !== 'buffering') return;
    const left = Math.max(0, Math.ceil((until - now()) / 1000));
    if (!left) {
      stop();
      set({ phase: 'idle', secondsLeft: 0, voiceAvailable: false });
    } else if (left !== s.secondsLeft || s.voiceAvailable !== (left < VOICE_THRESHOLD && !s.voiceSending)) {
      set({ secondsLeft: left, voiceAvailable: left < VOICE_THRESHOLD && !s.voiceSending });
    }
  };
  const buffer = (kind: 'sms' | 'voice') => {
    stop();
    until = now() + CAPTCHA_SECONDS * 1000;
    set({ phase: 'buffering', secondsLeft: CAPTCHA_SECONDS, voiceAvailable: false, voiceSending: false, lastKind: kind });
    if (!dead) timer = every(tick, 1000);
  };

  return {
    getState: () => s,
    subscribe(fn) {
      subs.add(fn);
      return () => void subs.delete(fn);
    },
    send(fn) {
      if (dead || s.phase !== 'idle' || s.voiceSending) return Promise.resolve(false);
      set({ phase: 'sending', secondsLeft: 0, voiceAvailable: false });
      return run(fn).then(
        () => (buffer('sms'), !dead),
        () => (set({ phase: 'idle' }), false),
      );
    },
    sendVoice(fn, atOnce = false) {
      const now = atOnce && s.phase === 'idle' && !s.voiceSending;
      if (dead || !(s.voiceAvailable || now)) return Promise.resolve(false);
      set({ voiceSending: true, voiceAvailable: false });
      return run(fn).then(
        () => (buffer('voice'), !dead),
        () => {
          set({ voiceSending: false });
          tick();
          return false;
        },
      );
    },
    dispose() {
      stop();
      dead = true;
      subs.clear();
    },
  };
}
