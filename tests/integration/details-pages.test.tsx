// The small interactions of issue 17 in happy-dom, against a sandbox of this file's own: money
// figures a user can add up, 全部提现, unbinding the default card, the six-box password pad,
// card numbers in fours, and the header's back on a first page.
import { ownSandbox } from '../support/sandbox';
import { typeInto } from './dom-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import { flush, reload } from '../../runtime/session';
import { toFen } from '../../domain/format/money';
import { getFundAccounts, loadBindCard } from '../../modules/payment/api/cards';
import { loadMoney } from '../../modules/payment/api/money';
import BankCard from '../../modules/payment/pages/bank-card';
import BindCard from '../../modules/payment/pages/bind-card';
import PayPassword from '../../modules/payment/pages/pay-password';
import Withdraw from '../../modules/payment/pages/withdraw';
import { Calculator } from '../../modules/products/components/calculator';
import type { LoanInfo } from '../../modules/products/api/info';
import { fundOf } from '../../server/sandbox/routes/payment-kit';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';
import { signIn } from '../support/login';
import { pinCount, tapPin } from '../support/keypad';

const own = ownSandbox();
beforeEach(() => {
  own.sandbox.reset();
  ui.dialogs.splice(0);
  ui.toast = null;
  history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  cleanup();
  flush();
  vi.restoreAllMocks();
});

const INVESTOR = '13800000002';
const q = (s = '') => new URLSearchParams(s);
const type = typeInto;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const dialogText = () =>
  waitFor(() => {
    const t = document.querySelector('.ui-dialog-text')?.textContent;
    if (!t) throw new Error('no dialog');
    return t;
  });

describe('the yield calculator', () => {
  const loan = (method: string, months: number, rate = 800) =>
    ({
      id: 'L',
      title: '测试',
      status: 'OPENED',
      amount: 1_000_000,
      balance: 1_000_000,
      method,
      rate,
      addRate: 0,
      investPercent: 0,
      timeOpen: 0,
      duration: { totalMonths: months, totalDays: months * 30 },
      loanRequest: { productKey: 'GDSY', investRule: { minAmount: 100 } },
    }) as unknown as LoanInfo;
  const cells = (sel: string) =>
    [...document.querySelectorAll(sel)].map((c) => [...c.querySelectorAll('td')].map((td) => toFen(td.textContent!.replace(/,/g, ''))));

  it('shows 400.00 on 10 000 yuan at 8 % for 6 months, and periods that add up to it', async () => {
    render(<Calculator loan={loan('MonthlyInterest', 6)} />);
    type('出借金额', '10000');
    fireEvent.click(screen.getByRole('button', { name: '计算收益' }));
    await waitFor(() => expect(document.querySelector('.li-plan')).not.toBeNull());
    expect(document.querySelector('.li-result')?.textContent).toBe('出借10,000.00元，预期收益 400.00 元，本息合计 10,400.00 元');
    const rows = cells('.li-plan tbody tr');
    expect(rows.map((r) => r[1])).toEqual([6667, 6667, 6667, 6667, 6667, 6665]);
    expect(rows.reduce((s, r) => s + r[1]!, 0)).toBe(40_000);
    expect(cells('.li-plan tfoot tr')[0]).toEqual([1_000_000, 40_000, 1_040_000]);
  });

  it('lists equal installments whose total is the 预期收益 shown', async () => {
    render(<Calculator loan={loan('EqualInstallment', 12, 1000)} />);
    type('出借金额', '10000');
    fireEvent.click(screen.getByRole('button', { name: '计算收益' }));
    await waitFor(() => expect(document.querySelector('.li-plan')).not.toBeNull());
    const shown = toFen(document.querySelector('.li-result b')!.textContent!.replace(/,/g, ''));
    const rows = cells('.li-plan tbody tr');
    expect(rows).toHaveLength(12);
    expect(rows.reduce((s, r) => s + r[1]!, 0)).toBe(shown);
    expect(rows.reduce((s, r) => s + r[0]!, 0)).toBe(1_000_000);
  });

  it('asks the server for a method it does not know (total only)', async () => {
    render(<Calculator loan={loan('SomethingNew', 6)} />);
    type('出借金额', '10000');
    fireEvent.click(screen.getByRole('button', { name: '计算收益' }));
    // the sandbox refuses an unknown method: the error shows, no figures are made up
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(document.querySelector('.li-result')).toBeNull();
  });
});

describe('全部提现', () => {
  it('fills the whole balance and clears the earlier 提现金额不能超过可用余额', async () => {
    await signIn(INVESTOR);
    const data = await loadMoney();
    render(<Withdraw data={data} params={{}} query={q()} />);
    type('提现金额', '99999999');
    fireEvent.click(screen.getByRole('button', { name: '提现' }));
    await screen.findByText('提现金额不能超过可用余额');
    fireEvent.click(screen.getByRole('button', { name: '全部提现' }));
    const fen = fundOf(own.sandbox.state, own.sandbox.state.users.find((u) => u.mobile === INVESTOR)!.id).availableAmount;
    expect(toFen(input('提现金额').value)).toBe(fen);
    expect(screen.queryByText('提现金额不能超过可用余额')).toBeNull();
    expect(document.querySelector('.pay-error')?.textContent).toBe('');
  });
});

describe('unbinding cards', () => {
  const open = async () => {
    await signIn(INVESTOR);
    render(
      <>
        <BankCard data={await getFundAccounts()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
  };
  const unbind = (i: number) => fireEvent.click(document.querySelectorAll('.pay-card')[i]!.querySelector('button:last-child')!);

  it('offers no 解绑 on the default card of an account holding money: says why, and offers 更换银行卡', async () => {
    await open();
    const first = document.querySelectorAll('.pay-card')[0]!;
    expect(first.querySelector('.pay-card-why')?.textContent).toBe('默认卡用于充值、提现与回款，账户有资金时不可解绑');
    expect([...first.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['更换银行卡']);
    expect(document.querySelectorAll('.pay-card')[1]!.querySelector('button:last-child')?.textContent).toBe('解绑');
    expect(document.querySelectorAll('.pay-card')).toHaveLength(2);
  });

  it('still asks before unbinding another card, and before the default one of an empty account', async () => {
    await open();
    unbind(1);
    expect(await dialogText()).toMatch(/^确定解绑招商银行 尾号\d{4}吗？$/);
    act(() => screen.getByRole('button', { name: '取消' }).click());
    await waitFor(() => expect(document.querySelector('.ui-dialog')).toBeNull());

    cleanup();
    const f = fundOf(own.sandbox.state, own.sandbox.state.users.find((u) => u.mobile === INVESTOR)!.id);
    Object.assign(f, { availableAmount: 0, frozenAmount: 0, dueInAmount: 0 });
    await open();
    unbind(0);
    expect(await dialogText()).toMatch(/^确定解绑中国工商银行/);
  });
});

describe('the payment-password screen', () => {
  it('types both entries on the six-box pad, moving on when one is full, with its rules and messages', async () => {
    await signIn('13800000001');
    own.sandbox.state.users.find((u) => u.mobile === '13800000001')!.paymentPassword = undefined as unknown as string;
    await reload();
    render(<PayPassword data={undefined} params={{}} query={q('next=/dashboard/recharge')} />);
    const pads = document.querySelectorAll('.pay-pad');
    expect(pads).toHaveLength(2);
    for (const p of pads) expect(p.querySelectorAll('.ui-paypw-box')).toHaveLength(6);
    expect(document.querySelectorAll('input')).toHaveLength(0);

    const pw = input('支付密码');
    act(() => pw.focus());
    tapPin(document, '135', fireEvent.click);
    expect(pinCount(pw)).toBe(3);
    expect(pads[0]!.querySelectorAll('.ui-paypw-dot')).toHaveLength(3);
    tapPin(document, '790', fireEvent.click);
    expect(document.activeElement).toBe(input('确认密码'));
    type('确认密码', '135791');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('两次输入的支付密码不一致');
    expect(pinCount(pw)).toBe(6);
    type('确认密码', '135790');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard/recharge'));
    expect(own.sandbox.state.users.find((u) => u.mobile === '13800000001')!.paymentPassword).toBe('135790');
  });
});

describe('card numbers in fours', () => {
  it('shows the number grouped while typed and binds the digits alone', async () => {
    await signIn('13800000001');
    render(
      <>
        <BindCard data={await loadBindCard()} params={{}} query={q('next=/dashboard/bank-card')} />
        <UiHost />
      </>,
    );
    type('真实姓名', '李新');
    type('证件号码', makeIdNumber('110101', '19900307', 123));
    type('银行卡号', '6222-0200 0000-0001');
    expect(input('银行卡号').value).toBe('6222 0200 0000 0001');
    await screen.findByText(/中国工商银行（/);
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await screen.findByText(/重新发送/);
    type('验证码', own.sandbox.state.codes.get('BIND_CARD:13800000001')!.code);
    fireEvent.click(screen.getByRole('button', { name: '确认绑卡' }));
    // the binding ends in its result; 继续 goes on to the payment password (none set yet), `next` carried on
    await screen.findByRole('heading', { name: '绑卡成功' }, { timeout: 8000 });
    expect(screen.getByRole('link', { name: '继续' }).getAttribute('href')).toBe(
      `/dashboard/payment/password?next=${encodeURIComponent('/dashboard/bank-card')}`,
    );
    const me = own.sandbox.state.users.find((u) => u.mobile === '13800000001')!;
    expect(own.sandbox.state.bankAccounts.filter((a) => a.userId === me.id).map((a) => a.account.account)).toEqual(['6222020000000001']);
  });
});
