// A refused login in words (modules/auth/rules/login-error.ts): the tries left when the backend counts
// them (error_description.failedAttempts, 5 allowed), and for a password lock the way out that
// needs nobody: the SMS code, with the screen's switch to it.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import { messageFor } from '../../runtime/api/messages';
import { LOCKED_SMS, LOGIN_TRIES, loginErrorText } from '../../modules/auth/rules/login-error';
import { unwrap } from '../../runtime/api/envelope';
import failed from '../fixtures/backend/post-api-web-login-failed.json';

const refusal = (result: string, failedAttempts?: number) => {
  const detail = failedAttempts === undefined ? { result } : { result, failedAttempts };
  return new ApiError(result, messageFor(result, detail), 200, detail);
};

describe('a refused password login', () => {
  it('says how many tries are left, and warns before the last', () => {
    expect(LOGIN_TRIES).toBe(5);
    expect(loginErrorText(refusal('FAILED', 1), false)).toEqual({ text: '用户名或密码错误，还可尝试4次' });
    expect(loginErrorText(refusal('FAILED', 3), false)).toEqual({ text: '用户名或密码错误，还可尝试2次' });
    expect(loginErrorText(refusal('FAILED', 4), false)).toEqual({ text: '用户名或密码错误，再错1次账户将被锁定' });
  });

  it('reads the count from the recorded answer', () => {
    const u = unwrap(failed.response.body, true);
    if (u.ok) throw new Error('the fixture is a refusal');
    const e = new ApiError(u.code, messageFor(u.code), 200, u.detail);
    expect(loginErrorText(e, false).text).toBe('用户名或密码错误，还可尝试3次');
  });

  it('says nothing of tries when the backend does not count them (0 or absent)', () => {
    expect(loginErrorText(refusal('FAILED', 0), false)).toEqual({ text: '用户名或密码错误' });
    expect(loginErrorText(refusal('FAILED'), false)).toEqual({ text: '用户名或密码错误' });
  });

  it('a lock (TOO_MANY_ATTEMPT, or a fifth FAILED) offers SMS-code login, not only the hotline', () => {
    for (const e of [refusal('TOO_MANY_ATTEMPT', 5), refusal('TOO_MANY_ATTEMPT'), refusal('FAILED', 5)]) {
      expect(loginErrorText(e, false)).toEqual({ text: LOCKED_SMS, locked: true });
    }
    expect(LOCKED_SMS).toContain('验证码登录');
    expect(LOCKED_SMS).not.toContain('请联系客服');
  });

  it('a frozen account and other codes keep their catalogue text', () => {
    expect(loginErrorText(refusal('USER_DISABLED'), false)).toEqual({ text: '账户已被冻结，请联系客服' });
    expect(loginErrorText(new Error('x'), false)).toEqual({ text: '系统繁忙，请稍后重试' });
  });
});

describe('a refused SMS-code login', () => {
  it('says the catalogue text: the switch to SMS would lead nowhere', () => {
    expect(loginErrorText(refusal('TOO_MANY_ATTEMPT'), true)).toEqual({ text: messageFor('TOO_MANY_ATTEMPT') });
    expect(loginErrorText(refusal('FAILED_SMSCAPTCHA'), true)).toEqual({ text: '短信验证码错误或已失效' });
  });
});
