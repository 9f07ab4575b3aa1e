import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK, SCHEMA } from '../../runtime/api/api-error';
import { MESSAGES, UNKNOWN_MESSAGE, messageFor } from '../../runtime/api/messages';
import { createCaptchaMachine } from '../../kit/ui/captcha-machine';
import {
  CODE_LOCKED,
  COMMUNICATION,
  REGISTER_FIRST,
  SMS_FAILED,
  UNKNOWN,
  VOICE_FAILED,
  codeErrorText,
  errorText,
  isMobileTaken,
  isUnregistered,
  needsCaptcha,
  sendErrorText,
  socialUserIdOf,
} from '../../modules/auth/rules/errors';
import { CHANGE_UNSETTLED, RESET_UNSETTLED, passwordUnsettled } from '../../modules/auth/rules/password-unsettled';
import { sender } from '../../modules/auth/components/form';
import { authenticationHref, authHref } from '../../modules/auth/rules/links';
import { checkLinkReferral, checkReferral } from '../../modules/auth/components/referral-check';

const api = (code: string, detail?: unknown) => new ApiError(code, messageFor(code, detail), 400, detail);
const CJK = /[\u4e00-\u9fff]/;

describe('SPEC §8 codes of login, captcha, register and reset', () => {
  const codes = [
    'TOO_MANY_ATTEMPT',
    'USER_DISABLED',
    'FAILED_SMSCAPTCHA',
    'FAILED',
    'INVALID_CAPTCHA',
    'IMG_CAPTCHA_NULL',
    'IMG_CAPTCHA_REQUIRED',
    'MOBILE_EXISTS',
    'MOBILE_USED',
    'REGISTER_FAILED',
    'MOBILE_NOT_EXISTS',
    'USER_NOT_EXISTS',
    'INVALID_MOBILE_CAPTCHA',
    'INVALID_INVITE_CODE',
    'INVALID_MOBILE',
    'INVALID_PASSWORD',
    'INCORRECT_CURRENT_PASSWORD',
    'INVALID_WX_CODE',
    'INVALID_SOCIAL_USER',
    'SOCIAL_USER_BOUND',
    'SMS_CAPTCHA_FAILED',
    'AUDIO_CAPTCHA_FAILED',
    'COMMUNICATION_ERROR',
    'NETWORK_ERROR',
  ];
  it.each(codes)('%s has its own Chinese text', (code) => {
    expect(messageFor(code)).not.toBe(UNKNOWN_MESSAGE);
    expect(messageFor(code)).toMatch(CJK);
  });

  it('an unknown code shows the unknown-error text', () => {
    expect(errorText(api('SOMETHING_NEW'))).toBe(UNKNOWN_MESSAGE);
    expect(errorText(new Error('boom'))).toBe(UNKNOWN_MESSAGE);
  });

  it('the texts repeated in errors.ts are the catalogue texts', () => {
    expect(UNKNOWN).toBe(UNKNOWN_MESSAGE);
    expect(SMS_FAILED).toBe(MESSAGES.SMS_CAPTCHA_FAILED);
    expect(VOICE_FAILED).toBe(MESSAGES.AUDIO_CAPTCHA_FAILED);
    expect(COMMUNICATION).toBe(MESSAGES.COMMUNICATION_ERROR);
    expect(REGISTER_FIRST).toBe(MESSAGES.USER_NOT_EXISTS);
    expect(REGISTER_FIRST).toBe('请先注册');
  });
});

describe('which text a failed send shows', () => {
  it('a known refusal says why', () => {
    expect(sendErrorText(api('MOBILE_USED'))).toBe('手机号已被注册');
    expect(sendErrorText(api('MOBILE_NOT_EXISTS'))).toBe('该手机号尚未注册');
    expect(sendErrorText(api('USER_NOT_EXISTS'))).toBe('请先注册');
  });
  it('no connection is a communication error', () => {
    expect(sendErrorText(api(NETWORK))).toBe(COMMUNICATION);
    expect(sendErrorText(api(NETWORK), true)).toBe(COMMUNICATION);
  });
  it('anything else is the SMS or the voice failure text', () => {
    for (const e of [api('WHATEVER'), api(SCHEMA), new TypeError('x'), undefined]) {
      expect(sendErrorText(e)).toBe('获取验证码失败，请重试');
      expect(sendErrorText(e, true)).toBe('获取语音验证码失败，请重试');
    }
  });
  it('too many wrong codes burns the code, not the account', () => {
    expect(codeErrorText(api('TOO_MANY_ATTEMPT'))).toBe(CODE_LOCKED);
    expect(errorText(api('TOO_MANY_ATTEMPT'))).toContain('锁定');
    expect(codeErrorText(api('FAILED_SMSCAPTCHA'))).toBe(MESSAGES.FAILED_SMSCAPTCHA);
  });
  it('classifies captcha demands, taken and unregistered mobiles', () => {
    expect(['IMG_CAPTCHA_REQUIRED', 'IMG_CAPTCHA_NULL', 'INVALID_CAPTCHA', 'MOBILE_USED'].map((c) => needsCaptcha(api(c)))).toEqual([true, true, true, false]);
    expect(['MOBILE_EXISTS', 'MOBILE_USED', 'FAILED'].map((c) => isMobileTaken(api(c)))).toEqual([true, true, false]);
    expect(['USER_NOT_EXISTS', 'MOBILE_NOT_EXISTS', 'FAILED'].map((c) => isUnregistered(api(c)))).toEqual([true, true, false]);
    expect(needsCaptcha(new Error('IMG_CAPTCHA_REQUIRED'))).toBe(false);
  });
  it('reads the socialUserId of an unbound WeChat login', () => {
    expect(socialUserIdOf(api('invalid_grant', { socialUserId: 'wx-1' }))).toBe('wx-1');
    expect(socialUserIdOf(api('invalid_grant', { socialUserId: 42 }))).toBe('42');
    expect(socialUserIdOf(api('FAILED', { result: 'FAILED' }))).toBeNull();
    expect(socialUserIdOf(api('FAILED'))).toBeNull();
    expect(socialUserIdOf({ detail: { socialUserId: 'x' } })).toBeNull();
  });
});

describe('send functions driving the captcha machine', () => {
  function fakeClock() {
    let t = 0;
    let fn: (() => void) | null = null;
    return {
      clock: { now: () => t, setInterval: (f: () => void) => ((fn = f), 1), clearInterval: () => (fn = null) },
      advance(ms: number) {
        t += ms;
        fn?.();
      },
    };
  }

  it('checks the mobile before any call: empty or malformed never reaches the server', async () => {
    const m = createCaptchaMachine(fakeClock().clock);
    const report = vi.fn();
    const call = vi.fn().mockResolvedValue(true);
    expect(await m.send(sender('', report)(call))).toBe(false);
    expect(report).toHaveBeenLastCalledWith('请输入手机号码');
    expect(await m.send(sender('1380000', report)(call))).toBe(false);
    expect(report).toHaveBeenLastCalledWith('请输入正确的手机号码');
    expect(call).not.toHaveBeenCalled();
    expect(m.getState().phase).toBe('idle');
  });

  it('a failed send reports in Chinese and is idle again at once; a good one counts down 60 s', async () => {
    const { clock, advance } = fakeClock();
    const m = createCaptchaMachine(clock);
    const report = vi.fn();
    const send = sender(' 13800000001 ', report);
    expect(await m.send(send(() => Promise.reject(api(NETWORK))))).toBe(false);
    expect(report).toHaveBeenLastCalledWith(COMMUNICATION, { register: false });
    expect(m.getState().phase).toBe('idle');
    expect(await m.send(send(() => Promise.reject(api('USER_NOT_EXISTS'))))).toBe(false);
    expect(report).toHaveBeenLastCalledWith('请先注册', { register: true });

    const call = vi.fn().mockResolvedValue(true);
    expect(await m.send(send(call))).toBe(true);
    expect(call).toHaveBeenCalledWith('13800000001');
    expect(report).toHaveBeenLastCalledWith('');
    expect(m.getState()).toMatchObject({ phase: 'buffering', secondsLeft: 60, voiceAvailable: false });

    // under 30 s left: the voice option; a failed voice call says so and keeps the countdown
    advance(31_000);
    expect(m.getState()).toMatchObject({ secondsLeft: 29, voiceAvailable: true });
    expect(await m.sendVoice(send(() => Promise.reject(api('BOOM')), true))).toBe(false);
    expect(report).toHaveBeenLastCalledWith(VOICE_FAILED, { register: false });
    expect(m.getState()).toMatchObject({ phase: 'buffering', voiceAvailable: true });
    expect(await m.sendVoice(send(call, true))).toBe(true);
    expect(m.getState()).toMatchObject({ phase: 'buffering', secondsLeft: 60, lastKind: 'voice' });
    advance(60_000);
    expect(m.getState().phase).toBe('idle');
  });
});

describe('links between login and register', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('carry the referral params and next as they came, and a complete mobile', () => {
    expect(authHref('/register', q('rel=VIP8888&ref=&next=%2Flist'), '13900001111')).toBe('/register?rel=VIP8888&ref=&next=%2Flist&mobile=13900001111');
    expect(authHref('/login', q('refm=13800000004&mobile=13800000001'), '139')).toBe('/login?refm=13800000004');
  });
  it("never carry the WeChat code or this screen's binding", () => {
    expect(authHref('/register', q('code=wx-code-bound&state=x&bind_social_weixin=wx-1&socialUserId=wx-2'))).toBe('/register');
  });
  it('sign-up leads to /authentication, carrying next', () => {
    expect(authenticationHref(null)).toBe('/authentication');
    expect(authenticationHref('/loan/7?x=1')).toBe('/authentication?next=%2Floan%2F7%3Fx%3D1');
  });
});

describe('referral field check (before any call)', () => {
  it('empty is fine; 3 characters or fewer is neither a code nor a mobile', async () => {
    expect(await checkReferral('  ')).toEqual({ state: 'idle' });
    expect(await checkReferral('ab1')).toEqual({ state: 'bad', text: '请输入正确的邀请码或推荐人手机号' });
  });
  it('the /register load checks only what a link brought (first referral param wins)', async () => {
    expect(checkLinkReferral(new URLSearchParams('next=%2Flist&ref='))).toBeNull();
    expect(await checkLinkReferral(new URLSearchParams('ref=&rel=ab1&refm=13800000002'))).toEqual({ state: 'bad', text: '请输入正确的邀请码或推荐人手机号' });
  });
});

describe('a login password change or reset whose answer was lost', () => {
  it('is not said to have failed: the new password may be in force', () => {
    for (const e of [new ApiError(NETWORK, '网络异常', 0), new ApiError(SCHEMA, '数据异常', 200), new ApiError('UNKNOWN', '系统繁忙', 502), new Error('x')])
      expect(passwordUnsettled(e)).toBe(true);
    expect(CHANGE_UNSETTLED).toMatch(/暂未确认.*新密码可能已生效/);
    expect(RESET_UNSETTLED).toMatch(/暂未确认.*新密码可能已生效/);
  });
  it('a refusal is the server’s verdict, in its own words', () => {
    expect(passwordUnsettled(new ApiError('INVALID_PASSWORD', '原密码错误', 400))).toBe(false);
    expect(passwordUnsettled(new ApiError('INVALID_MOBILE_CAPTCHA', '验证码错误', 200))).toBe(false);
  });
});
