// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CAPTCHA_SECONDS, VOICE_THRESHOLD, createCaptchaMachine } from '../../kit/ui/captcha-machine';

/** A hand-driven clock: advance(ms) moves now() and fires due intervals once per period. */
function fakeClock() {
  let t = 1_000_000;
  const timers = new Map<number, { fn: () => void; ms: number; next: number }>();
  let id = 0;
  return {
    now: () => t,
    setInterval: (fn: () => void, ms: number) => (timers.set(++id, { fn, ms, next: t + ms }), id),
    clearInterval: (i: unknown) => void timers.delete(i as number),
    active: () => timers.size,
    /** Time passes while timers are suspended (a WebView in the background). */
    suspend(ms: number) {
      t += ms;
      for (const x of timers.values()) x.next += ms;
    },
    advance(ms: number) {
      const end = t + ms;
      for (;;) {
        let due: { fn: () => void; ms: number; next: number } | undefined;
        for (const x of timers.values()) if (x.next <= end && (!due || x.next < due.next)) due = x;
        if (!due) break;
        t = due.next;
        due.next += due.ms;
        due.fn();
      }
      t = end;
    },
  };
}

const ok = () => Promise.resolve('sent');
const fail = () => Promise.reject(new Error('network'));
const deferred = () => {
  let resolve!: () => void;
  const p = new Promise<void>((r) => (resolve = r));
  return { p, resolve };
};

describe('captcha machine', () => {
  it('has the SPEC constants', () => {
    expect(CAPTCHA_SECONDS).toBe(60);
    expect(VOICE_THRESHOLD).toBe(30);
  });

  it('goes idle → sending → buffering (60 s countdown) → idle', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    const phases: string[] = [];
    m.subscribe((s) => phases.at(-1) !== s.phase && phases.push(s.phase));
    expect(m.getState()).toMatchObject({ phase: 'idle', secondsLeft: 0, voiceAvailable: false, lastKind: null });

    const d = deferred();
    const sent = m.send(() => d.p);
    expect(m.getState().phase).toBe('sending');
    d.resolve();
    expect(await sent).toBe(true);
    expect(m.getState()).toMatchObject({ phase: 'buffering', secondsLeft: 60, lastKind: 'sms' });

    clock.advance(1000);
    expect(m.getState().secondsLeft).toBe(59);
    clock.advance(18_000);
    expect(m.getState().secondsLeft).toBe(41);
    clock.advance(41_000);
    expect(m.getState()).toMatchObject({ phase: 'idle', secondsLeft: 0, voiceAvailable: false });
    expect(phases).toEqual(['sending', 'buffering', 'idle']);
    expect(clock.active()).toBe(0);
  });

  it('counts from the clock, so a late timer does not stretch the countdown', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    await m.send(ok);
    clock.suspend(44_000); // 44 s in the background without a tick
    expect(m.getState().secondsLeft).toBe(60);
    clock.advance(1000); // the first tick back
    expect(m.getState()).toMatchObject({ secondsLeft: 15, voiceAvailable: true });
    clock.suspend(20_000);
    clock.advance(1000);
    expect(m.getState().phase).toBe('idle');
  });

  it('returns to idle at once when the send fails', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    expect(await m.send(fail)).toBe(false);
    expect(m.getState()).toMatchObject({ phase: 'idle', secondsLeft: 0 });
    expect(clock.active()).toBe(0);
    // a synchronous throw is a failure too
    expect(
      await m.send(() => {
        throw new Error('手机号格式不正确');
      }),
    ).toBe(false);
    expect(m.getState().phase).toBe('idle');
    expect(await m.send(ok)).toBe(true);
  });

  it('refuses to send while sending or buffering', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    let calls = 0;
    const fn = () => (calls++, Promise.resolve());
    const first = m.send(fn);
    expect(await m.send(fn)).toBe(false); // while sending
    await first;
    expect(await m.send(fn)).toBe(false); // while buffering
    clock.advance(59_000);
    expect(await m.send(fn)).toBe(false);
    expect(calls).toBe(1);
    clock.advance(1000);
    expect(await m.send(fn)).toBe(true);
    expect(calls).toBe(2);
  });

  it('offers voice only with under 30 s left', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    let voiceCalls = 0;
    const voice = () => (voiceCalls++, Promise.resolve());
    expect(await m.sendVoice(voice)).toBe(false); // idle
    await m.send(ok);
    clock.advance(30_000);
    expect(m.getState()).toMatchObject({ secondsLeft: 30, voiceAvailable: false });
    expect(await m.sendVoice(voice)).toBe(false);
    clock.advance(1000);
    expect(m.getState()).toMatchObject({ secondsLeft: 29, voiceAvailable: true });
    expect(voiceCalls).toBe(0);
  });

  it('长辈模式 asks for voice at once from idle, never during a countdown', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    let voiceCalls = 0;
    const voice = () => (voiceCalls++, Promise.resolve());
    expect(await m.sendVoice(voice, true)).toBe(true);
    expect(m.getState()).toMatchObject({ phase: 'buffering', secondsLeft: 60, lastKind: 'voice' });
    // a second call, SMS or voice, waits for the countdown like any other
    expect(await m.sendVoice(voice, true)).toBe(false);
    expect(await m.send(ok)).toBe(false);
    expect(voiceCalls).toBe(1);
    clock.advance(60_000);
    expect(m.getState().phase).toBe('idle');
    expect(await m.sendVoice(voice, true)).toBe(true);
    expect(voiceCalls).toBe(2);
  });

  it('a voice request runs a further 60 s countdown', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    await m.send(ok);
    clock.advance(40_000); // 20 s left
    const d = deferred();
    const v = m.sendVoice(() => d.p);
    expect(m.getState()).toMatchObject({ phase: 'buffering', voiceSending: true, voiceAvailable: false });
    expect(await m.sendVoice(ok)).toBe(false); // no second voice call while one is pending
    expect(await m.send(ok)).toBe(false);
    d.resolve();
    expect(await v).toBe(true);
    expect(m.getState()).toMatchObject({
      phase: 'buffering',
      secondsLeft: 60,
      voiceSending: false,
      voiceAvailable: false,
      lastKind: 'voice',
    });
    clock.advance(30_000);
    expect(m.getState().voiceAvailable).toBe(false);
    clock.advance(29_000);
    expect(m.getState()).toMatchObject({ phase: 'buffering', secondsLeft: 1 });
    clock.advance(1000);
    expect(m.getState().phase).toBe('idle');
    expect(clock.active()).toBe(0);
  });

  it('a failed voice request keeps the running countdown and offers voice again', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    await m.send(ok);
    clock.advance(45_000);
    expect(await m.sendVoice(fail)).toBe(false);
    expect(m.getState()).toMatchObject({ phase: 'buffering', secondsLeft: 15, voiceAvailable: true, voiceSending: false, lastKind: 'sms' });
  });

  it('dispose stops the timer and ignores late answers', async () => {
    const clock = fakeClock();
    const m = createCaptchaMachine(clock);
    const seen: string[] = [];
    m.subscribe((s) => seen.push(s.phase));
    await m.send(ok);
    m.dispose();
    expect(clock.active()).toBe(0);
    clock.advance(60_000);
    expect(seen).toEqual(['sending', 'buffering']);
    expect(await m.send(ok)).toBe(false);
  });
});
