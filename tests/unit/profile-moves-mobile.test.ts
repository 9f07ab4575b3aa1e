// The login mobile change as a move of a credential (modules/profile/moves): the user
// record is the check; a refusal met by the change already made (a resend's: both codes used) is
// done; a refusal with the old number still on record stays the server's verdict.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import { moveMoney } from '../../runtime/money/move';
import { forgetAll } from '../../runtime/money/state';

const profile = vi.hoisted(() => ({ resetMobile: vi.fn() }));
const client = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../modules/profile/api/profile', () => profile);
vi.mock('../../runtime/api', () => client);
vi.mock('../../runtime/session', () => ({ reload: vi.fn(async () => {}) }));

const m = await import('../../modules/profile/moves');

let n = 0;
const slot = () => `mobile-test-${++n}`;
const NEW = '19912340011';
const onRecord = (mobile: string) => client.get.mockResolvedValue({ mobile });
beforeEach(() => {
  profile.resetMobile.mockReset();
  client.get.mockReset();
});
afterEach(() => forgetAll());

describe('mobile change', () => {
  it('is done on its answer, saying the new number masked', async () => {
    profile.resetMobile.mockResolvedValue(true);
    expect(await moveMoney(slot(), m.mobileMove('111111', NEW, '222222'))).toMatchObject({
      kind: 'done',
      text: '手机号已修改为199****0011，下次请用新手机号登录',
    });
  });
  it('a resend refused for the codes already used is done when the record has the new number', async () => {
    profile.resetMobile.mockRejectedValue(new ApiError('INVALID_MOBILE_CAPTCHA', '无效的手机验证码', 400));
    onRecord(NEW);
    expect(await moveMoney(slot(), m.mobileMove('111111', NEW, '222222'))).toMatchObject({ kind: 'done', value: 'records' });
    expect(profile.resetMobile).toHaveBeenCalledTimes(1);
  });
  it('a refusal with the old number on record stays a refusal, its detail kept for the screen', async () => {
    const e = new ApiError('INVALID_MOBILE_CAPTCHA', '无效的手机验证码', 400, { type: 'smsCaptcha' });
    profile.resetMobile.mockRejectedValue(e);
    onRecord('13800000001');
    expect(await moveMoney(slot(), m.mobileMove('111111', NEW, '222222'))).toMatchObject({
      kind: 'refused',
      error: { code: 'INVALID_MOBILE_CAPTCHA', detail: { type: 'smsCaptcha' } },
    });
  });
  it('a lost answer with the record unreadable is unknown, never "failed"', async () => {
    profile.resetMobile.mockRejectedValue(new ApiError('NETWORK_ERROR', '网络异常', 0));
    client.get.mockRejectedValue(new ApiError('NETWORK_ERROR', '网络异常', 0));
    // the record is asked again after each of the runtime's waits (CHECK_DELAYS_MS): no real waiting here
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const o = moveMoney(slot(), m.mobileMove('111111', NEW, '222222'));
      await vi.runAllTimersAsync();
      expect(await o).toMatchObject({ kind: 'unknown', text: m.MOBILE_UNKNOWN });
    } finally {
      vi.useRealTimers();
    }
  });
  it('settles a kept change from its intent alone, never sending', async () => {
    onRecord(NEW);
    const kept = m.mobileSettle(`mobile-change:${NEW}`)!;
    expect(await kept.check('k', 0)).toBe('records');
    await expect(kept.send('k')).rejects.toBeInstanceOf(ApiError);
    expect(profile.resetMobile).not.toHaveBeenCalled();
    expect(m.mobileSettle('bind-card:6222020000000001')).toBeNull();
  });
});
