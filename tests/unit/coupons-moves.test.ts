// Redemption and transfer as money moves (modules/coupons/moves): what each sends,
// how a lost answer is settled from the placement's status, and what the screen is told.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import { moveMoney } from '../../runtime/money/move';
import { forgetAll } from '../../runtime/money/state';

const api = vi.hoisted(() => ({ redeemCoupon: vi.fn(), assignCoupon: vi.fn(), findCoupon: vi.fn() }));
const session = vi.hoisted(() => ({ reload: vi.fn(async () => {}) }));
vi.mock('../../modules/coupons/api', () => api);
vi.mock('../../runtime/session', () => session);

const { assignMove, redeemMove } = await import('../../modules/coupons/moves');

const C = { id: 'p1', couponPackage: { type: 'CASH', parValue: 1234.5 } };
const CAP = { token: 't', answer: 'abcde' };
const lost = () => new ApiError('NETWORK_ERROR', '网络异常', 0);
let n = 0;
const slot = () => `coupon-test-${++n}`;

beforeEach(() => {
  for (const f of [...Object.values(api), session.reload]) f.mockReset();
});
afterEach(() => {
  forgetAll();
  vi.useRealTimers();
});

describe('redeeming', () => {
  it('sends the placement with the picture, refreshes the balance and says how much arrived', async () => {
    api.redeemCoupon.mockResolvedValue(true);
    const o = await moveMoney(slot(), redeemMove(C, CAP));
    expect(o).toMatchObject({ kind: 'done', value: 'answer', text: '兑换成功，1,234.50元已存入账户余额' });
    expect(api.redeemCoupon).toHaveBeenCalledWith('p1', CAP);
    expect(session.reload).toHaveBeenCalledTimes(1);
    expect(api.findCoupon).not.toHaveBeenCalled();
  });

  it('a bare false is a refusal when the placement is not REDEEMED', async () => {
    api.redeemCoupon.mockResolvedValue(false);
    api.findCoupon.mockResolvedValue(null);
    const o = await moveMoney(slot(), redeemMove(C, CAP));
    expect(o).toMatchObject({ kind: 'refused', text: '兑换失败，该红包暂不能兑换' });
    expect(api.findCoupon).toHaveBeenCalledWith('p1', ['REDEEMED']);
  });

  it("a refusal met by the placement REDEEMED (Chromium's resend after a lost answer) is done, from the records", async () => {
    api.redeemCoupon.mockRejectedValue(new ApiError('INVALID_CAPTCHA', '图形验证码错误或已失效', 403));
    api.findCoupon.mockResolvedValue({ id: 'p1', status: 'REDEEMED' });
    const o = await moveMoney(slot(), redeemMove(C, CAP));
    expect(o).toMatchObject({ kind: 'done', value: 'records', text: '红包已兑换，1,234.50元已存入账户余额' });
    expect(api.redeemCoupon).toHaveBeenCalledTimes(1);
  });

  it('a refused picture is a refusal with its code, for the sheet to ask again', async () => {
    api.redeemCoupon.mockRejectedValue(new ApiError('INVALID_CAPTCHA', '图形验证码错误或已失效', 403));
    const o = await moveMoney(slot(), redeemMove(C, CAP));
    expect(o.kind === 'refused' && o.error.code).toBe('INVALID_CAPTCHA');
  });

  it('a lost answer is settled by the placement being REDEEMED, never by sending again', async () => {
    api.redeemCoupon.mockRejectedValue(lost());
    api.findCoupon.mockResolvedValue({ id: 'p1', status: 'REDEEMED' });
    const o = await moveMoney(slot(), redeemMove(C, CAP));
    expect(o.kind).toBe('done');
    expect(api.findCoupon).toHaveBeenCalledWith('p1', ['REDEEMED']);
    expect(api.redeemCoupon).toHaveBeenCalledTimes(1);
  });

  it('a lost answer whose placement is not REDEEMED: nothing moved; unreadable records: unknown', async () => {
    vi.useFakeTimers();
    api.redeemCoupon.mockRejectedValue(lost());
    api.findCoupon.mockResolvedValue(null);
    const notDone = moveMoney(slot(), redeemMove(C, CAP));
    await vi.runAllTimersAsync();
    expect(await notDone).toMatchObject({ kind: 'refused', error: { code: 'NOT_DONE' } });
    api.findCoupon.mockRejectedValue(lost());
    const unknown = moveMoney(slot(), redeemMove(C, CAP));
    await vi.runAllTimersAsync();
    const o = await unknown;
    expect(o.kind).toBe('unknown');
    expect(o.text).toMatch(/暂未确认兑换结果/);
    expect(api.redeemCoupon).toHaveBeenCalledTimes(2);
  });
});

describe('transferring', () => {
  it('sends placement and mobile; a lost answer is settled by the placement being ASSIGNED', async () => {
    api.assignCoupon.mockResolvedValue(true);
    expect(await moveMoney(slot(), assignMove('p2', '13800000004'))).toMatchObject({ kind: 'done', text: '红包转让成功' });
    expect(api.assignCoupon).toHaveBeenCalledWith('p2', '13800000004');
    api.assignCoupon.mockRejectedValue(lost());
    api.findCoupon.mockResolvedValue({ id: 'p2', status: 'ASSIGNED' });
    expect((await moveMoney(slot(), assignMove('p2', '13800000004'))).kind).toBe('done');
    expect(api.findCoupon).toHaveBeenCalledWith('p2', ['ASSIGNED']);
  });

  it('a refusal met by the placement ASSIGNED to that mobile is done; to another mobile it is not', async () => {
    api.assignCoupon.mockRejectedValue(new ApiError('COUPON_UNAVAILABLE', '该红包已使用或已转让', 409));
    api.findCoupon.mockResolvedValue({ id: 'p2', status: 'ASSIGNED', assignedTo: '13800000004' });
    expect(await moveMoney(slot(), assignMove('p2', '13800000004'))).toMatchObject({ kind: 'done', text: '红包已转让' });
    expect(await moveMoney(slot(), assignMove('p2', '13800000005'))).toMatchObject({ kind: 'refused', text: '转让失败，该红包已使用或已转让' });
  });

  it("says a refusal with the server's words", async () => {
    api.assignCoupon.mockRejectedValue(new ApiError('MOBILE_NOT_EXISTS', '该手机号尚未注册', 400));
    api.findCoupon.mockResolvedValue(null);
    expect(await moveMoney(slot(), assignMove('p2', '13999999999'))).toMatchObject({ kind: 'refused', text: '转让失败，该手机号尚未注册' });
  });
});
