import { describe, expect, it } from 'vitest';
import { unwrap } from '../../runtime/api/envelope';
import { messageFor, UNKNOWN_MESSAGE } from '../../runtime/api/messages';

describe('response shapes of the backend family', () => {
  it('reads the standard envelope', () => {
    expect(unwrap({ success: true, data: { a: 1 }, error: [] }, true)).toEqual({ ok: true, value: { a: 1 } });
  });
  it('treats success other than true as an error with error[0].message as the code', () => {
    const r = unwrap({ success: false, data: null, error: [{ message: 'MOBILE_USED', type: 'mobile', value: '' }] }, true);
    expect(r).toMatchObject({ ok: false, code: 'MOBILE_USED' });
    expect(unwrap({ success: 'true', data: 1 }, true)).toMatchObject({ ok: false });
  });
  it('passes bare bodies through', () => {
    expect(unwrap([1, 2], true)).toEqual({ ok: true, value: [1, 2] });
    expect(unwrap(true, true)).toEqual({ ok: true, value: true });
    expect(unwrap({ id: 'u1', mobile: '1' }, true)).toEqual({ ok: true, value: { id: 'u1', mobile: '1' } });
  });
  it('reads OAuth errors: access_denied and error_description.result', () => {
    expect(unwrap({ error: 'access_denied', error_description: 'x' }, false)).toMatchObject({ ok: false, code: 'ACCESS_DENIED' });
    expect(unwrap({ error: 'invalid_grant', error_description: { result: 'TOO_MANY_ATTEMPT', failedAttempts: 5 } }, false)).toMatchObject({
      ok: false,
      code: 'TOO_MANY_ATTEMPT',
      detail: { failedAttempts: 5 },
    });
  });
  it('makes an HTTP failure with an unreadable body an unknown error', () => {
    expect(unwrap('<html>502</html>', false)).toMatchObject({ ok: false, code: 'UNKNOWN' });
  });
});

describe('error catalogue', () => {
  it('maps known codes to Chinese and unknown codes to the unknown-error text', () => {
    expect(messageFor('FAILED')).toBe('用户名或密码错误');
    expect(messageFor('INCORRECT_PASSWORD')).toBe('支付密码不正确');
    expect(messageFor('WHATEVER_NEW')).toBe(UNKNOWN_MESSAGE);
  });
  it('appends the server value where SPEC says so', () => {
    expect(messageFor('BIND_CARD_FAILED', { value: '卡号与姓名不符' })).toBe('绑卡失败：卡号与姓名不符');
    expect(messageFor('CANCEL_CARD_FAILED', {})).toBe('银行卡解绑失败');
  });
  it('covers every code SPEC §8 names', () => {
    const spec = [
      'ACCESS_DENIED',
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
      'INCORRECT_PASSWORD',
      'SUCCEED',
      'SUCCESSFUL',
      'PRE_BIND_CARD_FAILED',
      'TRADE_FAILED',
      'UNBIND_CARD_NOT_ALLOWED',
      'UNBIND_CARD_NOT_ALLOWED_SUB',
      'CANCEL_CARD_SUCCEED',
      'CANCEL_CARD_FAILED',
      'CHECK_CARD_FAILED',
      'BIND_CARD_FAILED',
      'INVALID_MOBILE_CAPTCHA',
    ];
    for (const code of spec) expect(messageFor(code), code).not.toBe(UNKNOWN_MESSAGE);
  });
});
