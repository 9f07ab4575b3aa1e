// Bind card, payment password and POS as money moves (modules/payment/moves/account): the
// check each reads, a refusal met by the state already changed (a resend's) settled as done,
// and the password let go once the outcome is described.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import { moveMoney } from '../../runtime/money/move';
import { forgetAll } from '../../runtime/money/state';

const api = vi.hoisted(() => ({ confirmBindCard: vi.fn(), getFundAccounts: vi.fn() }));
const money = vi.hoisted(() => ({
  getPosOrders: vi.fn(),
  posDeposit: vi.fn(),
  resetPaymentPassword: vi.fn(),
  setPaymentPassword: vi.fn(),
  updatePaymentPassword: vi.fn(),
  validatePaymentPassword: vi.fn(),
}));
// the password check is the runtime's (kit/money/password-check); its refusal as the real one words it
const check = vi.hoisted(() => ({
  validatePaymentPassword: (pw: string) => money.validatePaymentPassword(pw) as Promise<boolean>,
  mustValidate: async (pw: string) => {
    const { ApiError } = await import('../../runtime/api/api-error');
    if (!(await money.validatePaymentPassword(pw))) throw new ApiError('INCORRECT_PASSWORD', '支付密码不正确', 400);
  },
}));
const client = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../modules/payment/api/cards', () => api);
vi.mock('../../modules/payment/api/money', () => money);
vi.mock('../../kit/money/password-check', () => check);
vi.mock('../../runtime/api', () => client);
vi.mock('../../runtime/session', () => ({ reload: vi.fn(async () => {}) }));

const m = await import('../../modules/payment/moves/account');

let n = 0;
const slot = () => `acct-test-${++n}`;
const card = (account: string) => ({ account: { account } });
beforeEach(() => {
  for (const f of [...Object.values(api), ...Object.values(money), client.get]) f.mockReset();
});
afterEach(() => forgetAll());

describe('bind card', () => {
  const P = {
    accountNumber: '6222020000000001',
    mobile: '13800000001',
    certType: 'IDENTITY_CARD',
    bankName: 'ICBC',
    isMasterCard: true,
    smsCode: '123456',
    userId: 'u1',
  };
  it('a resend refused for the code already used is done when the card is in the fund accounts', async () => {
    api.confirmBindCard.mockRejectedValue(new ApiError('BIND_CARD_FAILED', '绑卡失败', 400));
    api.getFundAccounts.mockResolvedValue([card('6222020000000001')]);
    expect(await moveMoney(slot(), m.bindMove(P))).toMatchObject({ kind: 'done', value: 'records', text: '银行卡绑定成功' });
    expect(api.confirmBindCard).toHaveBeenCalledTimes(1);
  });
  it('a refusal with the card not bound stays a refusal', async () => {
    api.confirmBindCard.mockRejectedValue(new ApiError('BIND_CARD_FAILED', '绑卡失败', 400));
    api.getFundAccounts.mockResolvedValue([card('6228480000000002')]);
    expect((await moveMoney(slot(), m.bindMove(P))).kind).toBe('refused');
  });
  it('reads a masked number by its first 4 and last 4', async () => {
    api.getFundAccounts.mockResolvedValue([card('6222********0001')]);
    expect(await m.cardBound('6222 0200 0000 0001')).toBe(true);
    expect(await m.cardBound('6222020000000009')).toBe(false);
  });
});

describe('payment password', () => {
  /** The server's password: the first update changes it, and what meets it next is its resend. */
  function changedThenResent() {
    let current = '123456';
    money.validatePaymentPassword.mockImplementation(async (pw: string) => pw === current);
    return (pw: string) => (current = pw);
  }
  it('update: a resend refused for the old password is done when the new one validates', async () => {
    const change = changedThenResent();
    money.updatePaymentPassword.mockImplementation(async (_old: string, pw: string) => {
      change(pw);
      throw new ApiError('INCORRECT_PAYMENT_PASSWORD', '支付密码不正确', 400);
    });
    const o = await moveMoney(slot(), m.passwordMove({ mode: 'update', userId: 'u1', pw: '112233', old: '123456' }));
    expect(o).toMatchObject({ kind: 'done', text: '支付密码修改成功' });
    expect(money.updatePaymentPassword).toHaveBeenCalledWith('123456', '112233');
  });
  it('update: a wrong old password is refused before anything is sent, and costs one validation, not two', async () => {
    money.validatePaymentPassword.mockResolvedValue(false);
    const o = await moveMoney(slot(), m.passwordMove({ mode: 'update', userId: 'u1', pw: '112233', old: '654321' }));
    expect(o).toMatchObject({ kind: 'refused', text: '支付密码不正确' });
    expect(money.validatePaymentPassword).toHaveBeenCalledTimes(1);
    expect(money.updatePaymentPassword).not.toHaveBeenCalled();
  });
  it('update: a lost answer whose resends locked the password is done, and says it is locked', async () => {
    const change = changedThenResent();
    money.updatePaymentPassword.mockImplementation(async (_old: string, pw: string) => {
      change(pw);
      // the browser's resends, each with the old password, locked it; the answer never came
      money.validatePaymentPassword.mockRejectedValue(new ApiError('PAYMENT_PASSWORD_LOCKED', '支付密码错误次数过多', 403));
      throw new ApiError('NETWORK_ERROR', '网络异常', 0);
    });
    const o = await moveMoney(slot(), m.passwordMove({ mode: 'update', userId: 'u1', pw: '112233', old: '123456' }));
    expect(o).toMatchObject({ kind: 'done', value: 'locked' });
    expect(o.text).toMatch(/^支付密码修改成功。.*锁定/);
  });
  it('update: a lock found by an attempt whose old password never validated tells nothing', async () => {
    money.validatePaymentPassword.mockRejectedValue(new ApiError('PAYMENT_PASSWORD_LOCKED', '支付密码错误次数过多', 403));
    const o = await moveMoney(slot(), m.passwordMove({ mode: 'update', userId: 'u1', pw: '112233', old: '123456' }));
    expect(o).toMatchObject({ kind: 'refused', error: { code: 'PAYMENT_PASSWORD_LOCKED' } });
    expect(money.updatePaymentPassword).not.toHaveBeenCalled();
  });
  it('set: settled only once authenticates says a password is set, and the new one validates', async () => {
    money.setPaymentPassword.mockRejectedValue(new ApiError('PAYMENT_PASSWORD_EXISTS', '已设置过支付密码', 400));
    client.get.mockResolvedValue({ paymentAuthenticated: true });
    money.validatePaymentPassword.mockResolvedValue(true);
    expect(await moveMoney(slot(), m.passwordMove({ mode: 'set', userId: 'u1', pw: '246810' }))).toMatchObject({ kind: 'done', text: '支付密码设置成功' });
    expect(client.get.mock.calls[0]![0]).toBe('/api/v2/user/u1/authenticates');
  });
  it('reset: a bare false is the code refused, said so', async () => {
    money.resetPaymentPassword.mockResolvedValue(false);
    money.validatePaymentPassword.mockResolvedValue(false);
    expect(await moveMoney(slot(), m.passwordMove({ mode: 'reset', userId: 'u1', pw: '445566', code: '000000' }))).toMatchObject({
      kind: 'refused',
      text: '短信验证码错误或已失效',
    });
  });
  it('lets go of the password once the outcome is described: a later check cannot tell, it does not say no', async () => {
    money.updatePaymentPassword.mockResolvedValue(true);
    money.validatePaymentPassword.mockResolvedValue(true);
    const move = m.passwordMove({ mode: 'update', userId: 'u1', pw: '112233', old: '123456' });
    expect((await moveMoney(slot(), move)).kind).toBe('done');
    money.validatePaymentPassword.mockClear();
    await expect(move.check('k', 0)).rejects.toBeInstanceOf(ApiError);
    expect(money.validatePaymentPassword).not.toHaveBeenCalled();
  });
  it('settles a kept first password as the screen opens, by authenticates alone; a change or a reset waits for the password', async () => {
    client.get.mockResolvedValue({ paymentAuthenticated: true });
    expect(await m.passwordSettle('pay-password:set', 'u1')?.check('k', 0)).toBe('records');
    expect(money.validatePaymentPassword).not.toHaveBeenCalled();
    expect(m.passwordSettle('pay-password:update', 'u1')).toBeNull();
    expect(m.passwordSettle('pay-password:reset', 'u1')).toBeNull();
  });
});

describe('settling a kept binding', () => {
  it("asks the fund accounts for the intent's card, and never sends", async () => {
    api.getFundAccounts.mockResolvedValue([card('6222020000000001')]);
    const move = m.bindSettle('bind-card:6222020000000001')!;
    expect(await move.check('k', 0)).toBe('records');
    await expect(move.send('k')).rejects.toBeInstanceOf(ApiError);
    expect(api.confirmBindCard).not.toHaveBeenCalled();
    expect(m.bindSettle('charge:1')).toBeNull();
  });
});

describe('POS order', () => {
  it('sends its key; a lost answer is settled by the POS order carrying that key', async () => {
    money.validatePaymentPassword.mockResolvedValue(true);
    money.posDeposit.mockRejectedValue(new ApiError('NETWORK_ERROR', '网络异常', 0));
    money.getPosOrders.mockImplementation(async () => [{ orderId: 'POS9', clientOrderId: money.posDeposit.mock.calls[0]![2] }]);
    const o = await moveMoney(slot(), m.posMove('300.00', '123456'));
    expect(o).toMatchObject({ kind: 'done', value: 'POS9', text: 'POS充值订单已生成，订单号：POS9' });
    expect(money.posDeposit).toHaveBeenCalledTimes(1);
    expect(money.posDeposit.mock.calls[0]![2]).toMatch(/^[0-9a-f]{32}$/);
  });
});
