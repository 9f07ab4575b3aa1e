// Bind card, the payment password (set, update, reset) and the POS order as money moves, in
// happy-dom against a sandbox of their own: the first answer lost (fault `drop`), and a resend
// refused because the first request already changed the state (what Chromium does after a
// lost answer). Each screen says what happened, and the value moved once.
import { ownSandbox } from '../support/sandbox';
import { typeInto } from './dom-kit';
import { resendLostPosts } from './chromium-resend';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import { flush } from '../../runtime/session';
import { forgetAll } from '../../runtime/money/state';
import { loadBindCard } from '../../modules/payment/api/cards';
import { loadMoney } from '../../modules/payment/api/money';
import BindCard from '../../modules/payment/pages/bind-card';
import PayPassword from '../../modules/payment/pages/pay-password';
import Recharge from '../../modules/payment/pages/recharge';
import { signIn } from '../support/login';
import { tapPin } from '../support/keypad';

const own = ownSandbox();
const state = () => own.sandbox.state;
beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  ui.dialogs.splice(0);
  ui.toast = null;
  history.replaceState(null, '', '/dashboard/payment');
});
afterEach(async () => {
  cleanup();
  own.sandbox.faults.clear();
  flush();
  forgetAll();
});

const NEWBIE = '13800000001';
const INVESTOR = '13800000002';
const q = (s = '') => new URLSearchParams(s);
const type = typeInto;
const lastCode = (mobile: string, purpose: string) => state().codes.get(`${purpose}:${mobile}`)!.code;
const user = (mobile: string) => state().users.find((u) => u.mobile === mobile)!;
const ADULT = makeIdNumber('110101', '19900307', 123);
const CARD = '6222020000000001';

/** `lost`: the first answer dropped; `resend`: and resent once, as Chromium does. */
type Wire = 'lost' | 'resend';
function fault(path: string, re: RegExp, wire: Wire) {
  const resend = wire === 'resend' ? resendLostPosts(re) : null;
  own.sandbox.faults.set([{ path, kind: 'drop', count: 1 }]);
  return () => {
    expect(own.sandbox.faults.report().rules[0]!.injected).toBe(1);
    // what the browser resent: once where it resends, nothing where the answer is just lost
    expect(resend?.resent() ?? 0).toBe(wire === 'resend' ? 1 : 0);
  };
}

describe('bind card', () => {
  async function bindWith(wire: Wire) {
    await signIn(NEWBIE);
    render(
      <>
        <BindCard data={await loadBindCard()} params={{}} query={q('next=/dashboard/funds')} />
        <UiHost />
      </>,
    );
    type('真实姓名', '李新');
    type('证件号码', ADULT);
    type('银行卡号', CARD);
    await screen.findByText(/中国工商银行（/);
    const send = await screen.findByRole('button', { name: '获取验证码' });
    act(() => fireEvent.click(send));
    await screen.findByText(/重新发送/, {}, { timeout: 10_000 }); // the code's send, on a machine busy with other files (5 s was once too short in a clean run)
    type('验证码', lastCode(NEWBIE, 'BIND_CARD'));
    const proved = fault('/api/v2/multiPayment/router/MYSELF/confirmBindCard', /confirmBindCard$/, wire);
    act(() => fireEvent.click(screen.getByRole('button', { name: '确认绑卡' })));
    await screen.findByRole('button', { name: '绑定中…' });
    await screen.findByRole('heading', { name: '绑卡成功' }, { timeout: 8000 });
    expect(document.querySelector('.ui-result-msg')?.textContent).toBe('银行卡绑定成功');
    // the newbie has no payment password yet: 继续 sets it first, then `next`
    expect(screen.getByRole('link', { name: '继续' }).getAttribute('href')).toBe(`/dashboard/payment/password?next=${encodeURIComponent('/dashboard/funds')}`);
    expect(ui.dialogs).toHaveLength(0);
    proved();
    expect(state().bankAccounts.filter((a) => a.account.account === CARD)).toHaveLength(1);
  }
  it('a lost answer is settled by the card list: bound, once', () => bindWith('lost'));
  it('a resend refused for the code already used says bound', () => bindWith('resend'));
});

describe('payment password', () => {
  function openPw(search: string, next = '/dashboard/withdraw') {
    history.replaceState(null, '', `/dashboard/payment/password${search}`);
    render(
      <>
        <PayPassword data={undefined} params={{}} query={q(`next=${next}`)} />
        <UiHost />
      </>,
    );
  }
  const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: '确定' })));

  for (const wire of ['lost', 'resend'] as const) {
    it(`set: ${wire === 'lost' ? 'a lost answer' : 'a resend refused as already set'} is settled by the password being set and validating`, async () => {
      await signIn(NEWBIE);
      openPw('');
      type('支付密码', '246810');
      type('确认密码', '246810');
      const proved = fault('/api/v2/user/MYSELF/setPaymentPassword', /setPaymentPassword$/, wire);
      submit();
      await waitFor(() => expect(location.pathname).toBe('/dashboard/withdraw'));
      expect(ui.toast?.text).toBe('支付密码设置成功');
      proved();
      expect(user(NEWBIE).paymentPassword).toBe('246810');
    });

    it(`update: ${wire === 'lost' ? 'a lost answer' : 'a resend refused for the old password'} is settled by the new password validating`, async () => {
      await signIn(INVESTOR);
      openPw('?mode=update');
      type('原支付密码', '123456');
      type('新支付密码', '112233');
      type('确认密码', '112233');
      const proved = fault('/api/v2/user/MYSELF/updatePaymentPassword', /updatePaymentPassword$/, wire);
      submit();
      await screen.findByRole('button', { name: '提交中…' });
      await waitFor(() => expect(location.pathname).toBe('/dashboard/withdraw'));
      expect(ui.toast?.text).toBe('支付密码修改成功');
      proved();
      expect(user(INVESTOR).paymentPassword).toBe('112233');
    });

    it(`reset: ${wire === 'lost' ? 'a lost answer' : 'a resend refused for the code already used'} is settled by the new password validating`, async () => {
      await signIn(INVESTOR);
      openPw('?mode=reset', '/dashboard');
      const send = await screen.findByRole('button', { name: '获取验证码' });
      act(() => fireEvent.click(send));
      await screen.findByText(/重新发送/, {}, { timeout: 10_000 }); // the code's send, on a machine busy with other files (5 s was once too short in a clean run)
      type('验证码', lastCode(INVESTOR, 'CREDITMARKET_RESET_PAYMENTPASSWORD'));
      type('新支付密码', '445566');
      type('确认密码', '445566');
      const proved = fault('/api/v2/user/MYSELF/resetPaymentPassword', /resetPaymentPassword$/, wire);
      submit();
      await waitFor(() => expect(ui.toast?.text).toBe('支付密码已重置'));
      proved();
      expect(user(INVESTOR).paymentPassword).toBe('445566');
    });
  }

  it('a refusal that changed nothing is said as refused (the wrong old password)', async () => {
    await signIn(INVESTOR);
    openPw('?mode=update');
    type('原支付密码', '654321');
    type('新支付密码', '112233');
    type('确认密码', '112233');
    submit();
    await screen.findByText('支付密码错误，还可输入4次');
    expect(user(INVESTOR).paymentPassword).toBe('123456');
  });
});

describe('POS order', () => {
  const posOrders = (mobile: string) => state().fundRecords.filter((r) => r.userId === user(mobile).id && r.type === 'OFFLINE_DEPOSIT');
  for (const wire of ['lost', 'resend'] as const) {
    it(`${wire === 'lost' ? 'a lost answer' : 'a resend (a repeated key: DUPLICATE_ORDER)'} is settled by the POS orders: one order, shown`, async () => {
      await signIn(INVESTOR);
      history.replaceState(null, '', '/dashboard/recharge?tab=pos');
      render(
        <>
          <Recharge data={await loadMoney()} params={{}} query={q('tab=pos')} />
          <UiHost />
        </>,
      );
      const before = posOrders(INVESTOR).length;
      type('充值金额', '300');
      act(() => fireEvent.click(screen.getByRole('button', { name: '生成POS充值订单' })));
      const proved = fault('/api/v2/POS/MYSELF/deposit', /\/POS\/MYSELF\/deposit$/, wire);
      await screen.findByLabelText('支付密码，6位数字', {}, { timeout: 5000 });
      act(() => tapPin(document, '123456', fireEvent.click));
      await screen.findByRole('heading', { name: 'POS充值订单已生成' }, { timeout: 8000 });
      proved();
      const mine = posOrders(INVESTOR);
      expect(mine.length - before).toBe(1);
      expect(document.querySelector('.ui-result-msg')?.textContent).toContain(`订单号：${mine[0]!.orderId}`);
      expect(document.querySelector('.ui-result-amount')?.textContent).toContain('300.00');
      expect(mine[0]!.clientOrderId).toBeTruthy();
    });
  }
});
