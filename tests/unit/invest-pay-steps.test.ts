// The steps between 立即出借 and the payment password, with the dialogs answered by the test.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const said: string[] = [];
let answers: boolean[] = [];
vi.mock('../../runtime/ui/ui-store', () => ({
  confirm: async (text: string) => (said.push(text), answers.shift() ?? false),
  alert: async (text: string) => void said.push(text),
}));
const { beforePassword } = await import('../../modules/invest/rules/pay-steps');

const base = { payType: 'ONLINE' as const, toPayFen: 50_000, unusedCoupon: false, certType: 'IDENTITY_CARD', consent: false };
const zeroCard = { bankName: '中国邮政储蓄银行', bankCode: 'PSBC', singleQuota: 0 };

beforeEach(() => {
  said.length = 0;
  answers = [];
});

describe('a card with a zero quota (SPEC §5)', () => {
  it('offers the bank transfer, and sends the investor to tick its notice when it is not ticked', async () => {
    answers = [true];
    expect(await beforePassword({ ...base, card: zeroCard })).toBe('offline-consent');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/单笔限额0元.*确认后请输入支付密码/);
  });

  it('with the notice ticked, goes on to the transfer confirmation and then the password', async () => {
    answers = [true, true];
    expect(await beforePassword({ ...base, card: zeroCard, consent: true })).toBe('OFFLINE');
    expect(said[1]).toMatch(/24小时内，通过银行转账支付500\.00元/);
  });

  it('stops when the prompt is cancelled', async () => {
    answers = [false];
    expect(await beforePassword({ ...base, card: zeroCard, consent: true })).toBe('stop');
  });

  it('asks nothing of a card with quota, or when nothing is to be paid by card', async () => {
    expect(await beforePassword({ ...base, card: { ...zeroCard, singleQuota: 50_000 } })).toBe('ONLINE');
    expect(await beforePassword({ ...base, toPayFen: 0, card: zeroCard })).toBe('ONLINE');
    expect(said).toEqual([]);
  });
});
