// Replacing the default card and unbinding a card as money moves (modules/payment/moves/cards):
// the card list is the check; a refusal met by the change already made (a resend's) is done; a
// lost answer is settled by the list, and an attempt an earlier page left is only asked about.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import { moveMoney } from '../../runtime/money/move';
import { forgetAll } from '../../runtime/money/state';

const api = vi.hoisted(() => ({ replaceCard: vi.fn(), cancelBindCard: vi.fn(), getFundAccounts: vi.fn() }));
vi.mock('../../modules/payment/api/cards', () => api);
vi.mock('../../runtime/session', () => ({ reload: vi.fn(async () => {}) }));

const m = await import('../../modules/payment/moves/cards');

let n = 0;
const slot = () => `cards-test-${++n}`;
const list = (...accounts: string[]) => api.getFundAccounts.mockResolvedValue(accounts.map((account) => ({ account: { account } })));
const NEW = '6222020000000001';
const OLD = '6228480000000002';
const P = { userId: 'u1', mobile: '13800000001', bankCode: 'ICBC', accountNumber: NEW, smsCaptcha: '123456' };

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
});
afterEach(() => forgetAll());

describe('replace the default card', () => {
  it('is done on its answer, in its own words', async () => {
    api.replaceCard.mockResolvedValue(true);
    expect(await moveMoney(slot(), m.replaceMove(P))).toMatchObject({ kind: 'done', value: 'answer', text: '银行卡更换成功' });
  });
  it('a resend refused for the code already used is done when the new card is on the list', async () => {
    api.replaceCard.mockRejectedValue(new ApiError('INVALID_MOBILE_CAPTCHA', '验证码错误', 400));
    list(NEW);
    expect(await moveMoney(slot(), m.replaceMove(P))).toMatchObject({ kind: 'done', value: 'records' });
    expect(api.replaceCard).toHaveBeenCalledTimes(1);
  });
  it('a refusal with the old card still on the list stays a refusal, in the server’s words', async () => {
    api.replaceCard.mockRejectedValue(new ApiError('INVALID_MOBILE_CAPTCHA', '验证码错误', 400));
    list(OLD);
    expect(await moveMoney(slot(), m.replaceMove(P))).toMatchObject({ kind: 'refused', text: '验证码错误' });
  });
  it('a lost answer is settled by the list', async () => {
    api.replaceCard.mockRejectedValue(new ApiError('NETWORK_ERROR', '网络异常', 0));
    list(NEW);
    expect(await moveMoney(slot(), m.replaceMove(P))).toMatchObject({ kind: 'done', value: 'records' });
  });
});

describe('unbind a card', () => {
  it('a resend refused for the card already gone is done when the list no longer has it', async () => {
    api.cancelBindCard.mockRejectedValue(new ApiError('CANCEL_CARD_FAILED', '未找到该银行卡', 400));
    list(NEW);
    expect(await moveMoney(slot(), m.unbindMove('u1', OLD))).toMatchObject({ kind: 'done', value: 'records', text: '银行卡解绑成功' });
  });
  it('a refusal with the card still listed stays a refusal (the default card of an account with money)', async () => {
    api.cancelBindCard.mockRejectedValue(new ApiError('UNBIND_CARD_NOT_ALLOWED', '账户有资金，不可解绑', 400));
    list(OLD);
    expect(await moveMoney(slot(), m.unbindMove('u1', OLD))).toMatchObject({ kind: 'refused', text: '账户有资金，不可解绑' });
  });
});

describe('settling a kept attempt as the card screen opens', () => {
  it('rebuilds the check from the intent and never sends', async () => {
    list(NEW);
    const replaced = m.cardSettle(`replace-card:${NEW}`)!;
    expect(await replaced.check('k', 0)).toBe('records');
    await expect(replaced.send('k')).rejects.toBeInstanceOf(ApiError);
    expect(await m.cardSettle(`unbind-card:${OLD}`)!.check('k', 0)).toBe('records');
    expect(await m.cardSettle(`unbind-card:${NEW}`)!.check('k', 0)).toBeNull();
    expect(api.replaceCard).not.toHaveBeenCalled();
    expect(api.cancelBindCard).not.toHaveBeenCalled();
  });
  it('knows no other intent', () => {
    expect(m.cardSettle('bind-card:6222020000000001')).toBeNull();
    expect(m.cardSettle('replace-card:12')).toBeNull();
  });
});
