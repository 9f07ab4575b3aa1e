// Where 继续 goes once a card is bound: on through 开户 (设置支付密码, then 风险测评), with the
// investor's `next` carried along, and to `next` itself only once nothing is missing.
import { describe, expect, it } from 'vitest';
import { afterBind } from '../../modules/payment/components/bind-result';

const done = { done: true, valid: true };
const enc = encodeURIComponent;

describe('afterBind', () => {
  it('goes to the payment password first when none is set, carrying next', () => {
    expect(afterBind({ hasPayPassword: false, survey: null }, '/loan/L1/invest')).toEqual({
      href: `/dashboard/payment/password?next=${enc('/loan/L1/invest')}`,
      step: '设置支付密码',
    });
    // even with the survey done: the password comes first
    expect(afterBind({ hasPayPassword: false, survey: done }, '/dashboard')?.href).toBe(`/dashboard/payment/password?next=${enc('/dashboard')}`);
    expect(afterBind({ hasPayPassword: false, survey: done }, null)).toEqual({ href: '/dashboard/payment/password', step: '设置支付密码' });
  });

  it('goes to the survey next when it is not done, out of date or unknown', () => {
    for (const survey of [null, { done: false, valid: null }, { done: true, valid: false }])
      expect(afterBind({ hasPayPassword: true, survey }, '/loan/L1/invest')).toEqual({
        href: `/dashboard/risk?next=${enc('/loan/L1/invest')}`,
        step: '风险测评',
      });
  });

  it('goes to next once nothing is missing, and says there is nowhere in particular without one', () => {
    expect(afterBind({ hasPayPassword: true, survey: done }, '/dashboard/recharge')).toEqual({ href: '/dashboard/recharge', step: null });
    expect(afterBind({ hasPayPassword: true, survey: done }, null)).toBeNull();
  });
});
