// How the client reads the payment-password check (kit/money/password-check.ts): the family's
// bare true/false, and the sandbox's counted refusal and lock (tests/fixtures/backend/index.md);
// and what the password sheet is told of a refused move (kit/money/password-refusal.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mustValidate, validatePaymentPassword } from '../../kit/money/password-check';
import { passwordRefusal } from '../../kit/money/password-refusal';
import { ApiError } from '../../runtime/api/api-error';
import { toMs } from '../../domain/format/dates';

const answer = (body: unknown, status = 200) => vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status }));
const refusal = (message: string, value: unknown, status: number) => ({ success: false, data: null, error: [{ message, type: 'error', value, code: status }] });

afterEach(() => vi.restoreAllMocks());

describe('the payment password check', () => {
  it('passes only a literal true', async () => {
    answer(true);
    expect(await validatePaymentPassword('135790')).toBe(true);
    await expect(mustValidate('135790')).resolves.toBeUndefined();
  });

  it("reads the family's bare false as wrong, with no count to say", async () => {
    answer(false);
    expect(await validatePaymentPassword('000000')).toBe(false);
    await expect(mustValidate('000000')).rejects.toMatchObject({ code: 'INCORRECT_PASSWORD', message: '支付密码不正确' });
  });

  it("reads the sandbox's INCORRECT_PASSWORD as wrong, saying the tries left", async () => {
    answer(refusal('INCORRECT_PASSWORD', 2, 400), 400);
    expect(await validatePaymentPassword('000000')).toBe(false);
    await expect(mustValidate('000000')).rejects.toMatchObject({ code: 'INCORRECT_PASSWORD', message: '支付密码错误，还可输入2次' });
  });

  it('throws a lock, saying until when in Beijing time', async () => {
    answer(refusal('PAYMENT_PASSWORD_LOCKED', toMs('2026-11-29 05:04'), 403), 403);
    const locked = { code: 'PAYMENT_PASSWORD_LOCKED', message: '支付密码已锁定，请于11月29日 05:04（北京时间）后重试，或找回支付密码' };
    await expect(validatePaymentPassword('135790')).rejects.toMatchObject(locked);
    await expect(mustValidate('135790')).rejects.toMatchObject(locked);
  });
});

describe('passwordRefusal', () => {
  const refused = (code: string, message: string) => ({ kind: 'refused' as const, error: new ApiError(code, message, 400), seq: 1 });

  it("gives the sheet a wrong or locked password's own words, and nothing for any other outcome", () => {
    expect(passwordRefusal(refused('INCORRECT_PASSWORD', '支付密码错误，还可输入3次'))).toBe('支付密码错误，还可输入3次');
    expect(passwordRefusal(refused('PAYMENT_PASSWORD_LOCKED', '支付密码已锁定'))).toBe('支付密码已锁定');
    expect(passwordRefusal(refused('USER_BALANCE_INSUFFICIENT', '账户可用余额不足'))).toBeNull();
    expect(passwordRefusal({ kind: 'done', value: 1, seq: 2 })).toBeNull();
    expect(passwordRefusal({ kind: 'unknown', error: new ApiError('NETWORK_ERROR', 'x'), seq: 3 })).toBeNull();
  });
});
