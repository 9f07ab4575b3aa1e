// The payment screens in happy-dom against a sandbox of their own (moved money stays here):
// the page origin is switched to that server, so relative calls and cookies work as in a browser.
import { ownSandbox } from '../support/sandbox';
import { typeInto } from './dom-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import { flush } from '../../runtime/session';
import { getFundAccounts, loadBindCard } from '../../modules/payment/api/cards';
import BankCard from '../../modules/payment/pages/bank-card';
import { loadMoney } from '../../modules/payment/api/money';
import BindCard from '../../modules/payment/pages/bind-card';
import PayPassword from '../../modules/payment/pages/pay-password';
import Funds from '../../modules/payment/pages/funds';
import { loadFunds } from '../../modules/payment/api/funds';
import Withdraw from '../../modules/payment/pages/withdraw';
import Recharge from '../../modules/payment/pages/recharge';
import { formatDate, shanghaiParts } from '../../domain/format/dates';
import { formatYuan } from '../../domain/format/money';
import { signIn } from '../support/login';
import { pinCount, tapPin } from '../support/keypad';

const own = ownSandbox();
beforeEach(() => {
  own.sandbox.reset();
  ui.dialogs.splice(0);
  ui.toast = null;
  history.replaceState(null, '', '/dashboard/payment');
});
afterEach(() => {
  cleanup();
  flush();
  vi.restoreAllMocks();
});

const q = (s = '') => new URLSearchParams(s);
const type = typeInto;
const dialogText = () =>
  waitFor(() => {
    const t = document.querySelector('.ui-dialog-text')?.textContent;
    if (!t) throw new Error('no dialog');
    return t;
  });
const closeDialog = async () => {
  act(() => (document.querySelector('.ui-dialog-ok') as HTMLButtonElement).click());
  await waitFor(() => expect(document.querySelector('.ui-dialog')).toBeNull());
};
const lastCode = (mobile: string, purpose: string) => own.sandbox.state.codes.get(`${purpose}:${mobile}`)!.code;

const ADULT = makeIdNumber('110101', '19900307', 123);

describe('bind card', () => {
  async function open() {
    await signIn('13800000001');
    const data = await loadBindCard();
    render(
      <>
        <BindCard data={data} params={{}} query={q('next=/dashboard/funds')} />
        <UiHost />
      </>,
    );
    return data;
  }

  it('looks the bank up at 8 digits, refuses a credit card, and shows the code entry at 16', async () => {
    await open();
    const hint = () => document.querySelector('.pay-hint')?.textContent;
    type('银行卡号', '6253301');
    expect(hint()).toBe('');
    type('银行卡号', '62533012');
    expect(hint()).toBe('正在识别银行…');
    await screen.findByText('暂不支持信用卡，请使用储蓄卡');
    type('银行卡号', '622202000000000');
    await screen.findByText('中国工商银行（单笔限额5万元，单日限额5万元）');
    expect(screen.queryByLabelText('验证码')).toBeNull();
    type('银行卡号', '6222020000000001');
    screen.getByLabelText('验证码');
  });

  it('limits a passport holder to the restricted channel banks', async () => {
    await open();
    // the ID type is picked from its bottom sheet
    fireEvent.click(screen.getByLabelText('证件类型'));
    fireEvent.click(await screen.findByRole('radio', { name: '护照' }));
    expect(screen.getByLabelText('证件类型').textContent).toContain('护照');
    type('银行卡号', '6222020000000001');
    await screen.findByText('该证件类型仅支持以下银行：招商银行、中国民生银行、华夏银行');
    type('银行卡号', '6225880000000001');
    await screen.findByText(/^招商银行（/);
  });

  it('checks the ID (checksum, then adult) before any code is sent, keeping what was typed', async () => {
    await open();
    type('真实姓名', '李新');
    type('证件号码', ADULT.slice(0, 17) + (ADULT[17] === '1' ? '2' : '1'));
    type('银行卡号', '6222020000000001');
    await screen.findByText(/中国工商银行（/);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('身份证号码校验位不正确');
    type('证件号码', makeIdNumber('110101', '20150101', 3));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('未满18周岁不能开户');
    expect(own.sandbox.state.codes.size).toBe(0);
    expect((screen.getByLabelText('银行卡号') as HTMLInputElement).value).toBe('6222 0200 0000 0001');
  });

  it("says '请输入验证码' for an empty code and appends the server's value to BIND_CARD_FAILED", async () => {
    await open();
    type('真实姓名', '李新');
    type('证件号码', ADULT.toLowerCase());
    type('银行卡号', '6222020000000001');
    await screen.findByText(/中国工商银行（/);
    fireEvent.click(screen.getByRole('button', { name: '确认绑卡' }));
    expect(await dialogText()).toBe('请输入验证码');
    await closeDialog();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText(/重新发送/);
    type('验证码', '000000');
    if (lastCode('13800000001', 'BIND_CARD') === '000000') type('验证码', '000001');
    fireEvent.click(screen.getByRole('button', { name: '确认绑卡' }));
    expect(await dialogText()).toBe('绑卡失败：短信验证码错误');
    await closeDialog();
    type('验证码', lastCode('13800000001', 'BIND_CARD'));
    fireEvent.click(screen.getByRole('button', { name: '确认绑卡' }));
    // the result view: the bank, the last four digits only, the limits; 继续 goes on to the
    // payment password the newbie has not set, `next` carried on
    await screen.findByRole('heading', { name: '绑卡成功' });
    const result = document.querySelector('.ui-result')!.textContent!;
    expect(result).toContain('银行卡绑定成功');
    expect(result).toMatch(/银行中国工商银行/);
    expect(result).toContain('卡号尾号0001');
    expect(result).toMatch(/单笔限额5万元[\s\S]*单日限额5万元/);
    expect(result).not.toContain('622202');
    expect(screen.getByRole('link', { name: '继续' }).getAttribute('href')).toBe(`/dashboard/payment/password?next=${encodeURIComponent('/dashboard/funds')}`);
    expect(result).toContain('下一步：设置支付密码');
    expect(ui.toast).toBeNull();
  });

  it("reports a timed-out session as '登录超时' and reloads", async () => {
    const reloads = vi.fn();
    vi.spyOn(location, 'reload').mockImplementation(reloads);
    await open();
    type('真实姓名', '李新');
    type('证件号码', ADULT);
    type('银行卡号', '6222020000000001');
    await screen.findByText(/中国工商银行（/);
    own.sandbox.state.tokens.clear();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await dialogText()).toBe('登录超时');
    expect(reloads).not.toHaveBeenCalled();
    await closeDialog();
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
  });

  it('sends a user with 3 cards to /dashboard', async () => {
    const data = await open();
    cleanup();
    render(
      <>
        <BindCard data={{ ...data, info: { ...data.info, cardCount: 3 } }} params={{}} query={q()} />
        <UiHost />
      </>,
    );
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
    expect(ui.toast?.text).toBe('最多只能绑定3张银行卡');
  });
});

describe('payment password', () => {
  it('updates with the old password (wrong one refused in Chinese) and resets by SMS', async () => {
    await signIn('13800000002');
    history.replaceState(null, '', '/dashboard/payment/password?mode=update');
    render(
      <>
        <PayPassword data={undefined} params={{}} query={q('next=/dashboard/withdraw')} />
        <UiHost />
      </>,
    );
    type('原支付密码', '654321');
    type('新支付密码', '112233');
    type('确认密码', '112233');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    // the server's count of tries left, in the words; what was typed stays
    await screen.findByText('支付密码错误，还可输入4次');
    expect(pinCount(screen.getByLabelText('新支付密码'))).toBe(6);
    type('原支付密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard/withdraw'));
    expect(own.sandbox.state.users.find((u) => u.mobile === '13800000002')!.paymentPassword).toBe('112233');

    cleanup();
    history.replaceState(null, '', '/dashboard/payment/password?mode=reset');
    render(<PayPassword data={undefined} params={{}} query={q()} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText(/重新发送/);
    type('验证码', lastCode('13800000002', 'CREDITMARKET_RESET_PAYMENTPASSWORD') === '999999' ? '999998' : '999999');
    type('新支付密码', '445566');
    type('确认密码', '445566');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('短信验证码错误或已失效');
    type('验证码', lastCode('13800000002', 'CREDITMARKET_RESET_PAYMENTPASSWORD'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
    expect(own.sandbox.state.users.find((u) => u.mobile === '13800000002')!.paymentPassword).toBe('445566');
  });
});

describe('payment password rule', () => {
  const pads = () => ['新支付密码', '确认密码'].map((l) => pinCount(screen.getByLabelText(l)));

  it('refuses a weak first password with its reason before anything is sent, and empties the pads for a new one', async () => {
    await signIn('13800000001');
    const sent = vi.spyOn(globalThis, 'fetch');
    render(<PayPassword data={undefined} params={{}} query={q()} />);
    screen.getByText('6位数字，不能是相同或连续的数字，也不能使用生日');
    for (const [pw, why] of [
      ['111111', '支付密码不能是相同的数字'],
      ['123456', '支付密码不能是连续的数字'],
    ]) {
      type('支付密码', pw!);
      type('确认密码', pw!);
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
      expect(screen.getByRole('alert').textContent).toBe(why);
      await waitFor(() => expect([pinCount(screen.getByLabelText('支付密码')), pinCount(screen.getByLabelText('确认密码'))]).toEqual([0, 0]));
      expect(document.activeElement?.id).toBe('pw-new');
    }
    expect(sent.mock.calls.filter(([u]) => String(u).includes('PaymentPassword'))).toHaveLength(0);
    expect(own.sandbox.state.users.find((u) => u.mobile === '13800000001')!.paymentPassword).toBeNull();
  });

  it("refuses the birth date of the investor's ID as a new password, keeping the old one typed", async () => {
    await signIn('13800000002');
    const me = own.sandbox.state.users.find((u) => u.mobile === '13800000002')!;
    const birth = me.idNumber.slice(8, 14); // YYMMDD
    history.replaceState(null, '', '/dashboard/payment/password?mode=update');
    render(<PayPassword data={undefined} params={{}} query={q()} />);
    type('原支付密码', '123456');
    type('新支付密码', birth);
    type('确认密码', birth);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toBe('支付密码不能使用生日');
    await waitFor(() => expect(pads()).toEqual([0, 0]));
    expect(pinCount(screen.getByLabelText('原支付密码'))).toBe(6);
    expect(me.paymentPassword).toBe('123456');
  });
});

describe('bank cards', () => {
  /** The card screen of an investor with two cards (the default one holding funds). */
  const openCards = async () => {
    await signIn('13800000002');
    render(
      <>
        <BankCard data={await getFundAccounts()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
  };

  it('lists cards by bank and tail, unbinds a card without quota, offers no 解绑 on the default one, and replaces it by code', async () => {
    await openCards();
    const cards = () => [...document.querySelectorAll('.pay-card')].map((c) => c.textContent);
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toMatch(/^中国工商银行默认卡尾号\d{4}单笔限额5万元，单日限额5万元/);
    expect(cards()[1]).toMatch(/^招商银行尾号\d{4}/);

    const unbind = async (i: number) => {
      fireEvent.click(document.querySelectorAll('.pay-card')[i]!.querySelector('button:last-child')!);
      expect(await dialogText()).toMatch(/^确定解绑/);
      await closeDialog();
    };
    // the default card of an account with funds offers no 解绑: it says why, and offers the replacement
    const first = document.querySelectorAll('.pay-card')[0]!;
    expect(first.querySelector('.pay-card-why')?.textContent).toBe('默认卡用于充值、提现与回款，账户有资金时不可解绑');
    expect([...first.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['更换银行卡']);
    await unbind(1);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(ui.toast?.text).toBe('银行卡解绑成功');

    fireEvent.click(screen.getByRole('button', { name: '更换银行卡' }));
    await screen.findByRole('dialog', { name: '更换银行卡' });
    type('新卡号', '6217000000000009');
    await screen.findByText(/^中国建设银行（/);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText(/重新发送/);
    type('验证码', lastCode('13800000002', 'REPLACE_CARD'));
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(cards()[0]).toMatch(/^中国建设银行默认卡尾号0009/));
    expect(screen.queryByRole('dialog', { name: '更换银行卡' })).toBeNull();
  });

  it('an unbinding whose answer and card list are both lost says so, then 查询结果 settles it from the list', async () => {
    await openCards();
    const cards = () => document.querySelectorAll('.pay-card');
    expect(cards()).toHaveLength(2);
    // the card is unbound, its answer never arrives, and the list cannot be read meanwhile
    own.sandbox.faults.set([
      { path: '/api/v2/payment/router/cancelBindCard', kind: 'drop' },
      { path: '/api/v2/multiPayment/router/MYSELF/fundAccounts', kind: 'error500' },
    ]);
    fireEvent.click(cards()[1]!.querySelector('button:last-child')!);
    expect(await dialogText()).toMatch(/^确定解绑/);
    await closeDialog();
    const pending = await screen.findByText(/暂未确认银行卡解绑结果/, {}, { timeout: 10_000 });
    expect(pending.closest('.ui-money-pending')).toBeTruthy();
    own.sandbox.faults.set([]);
    act(() => fireEvent.click(screen.getByRole('button', { name: '查询结果' })));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(ui.toast?.text).toBe('银行卡解绑成功');
    expect(screen.queryByText(/暂未确认/)).toBeNull();
  });
});

const password = async () => {
  await screen.findByLabelText('支付密码，6位数字', {}, { timeout: 5000 });
  act(() => tapPin(document, '123456', fireEvent.click));
};
/** The result view's rows, as 'label: value' lines. */
const resultRows = () =>
  [...document.querySelectorAll('.ui-result-rows > div')].map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`);
const resultSteps = () =>
  [...document.querySelectorAll('.ui-result-steps li')].map((li) => `${li.querySelector('b')!.textContent}: ${li.querySelector('span')!.textContent}`);
const today = () => formatDate(Date.now());

describe('recharge', () => {
  const LOAN_INVEST = '/loan/70E061DD-21D1-DE1B-2918-83899D922F03/invest';

  it('fills the amount from a preset, and ends in the result: the card by its last four, the balance after, 继续出借 back to next', async () => {
    await signIn('13800000002');
    const me = own.sandbox.state.users.find((u) => u.mobile === '13800000002')!;
    const deposits = () => own.sandbox.state.fundRecords.filter((r) => r.userId === me.id && r.type === 'DEPOSIT').length;
    const before = deposits();
    history.replaceState(null, '', `/dashboard/recharge?next=${encodeURIComponent(LOAN_INVEST)}`);
    render(
      <>
        <Recharge data={await loadMoney()} params={{}} query={q(`next=${encodeURIComponent(LOAN_INVEST)}`)} />
        <UiHost />
      </>,
    );
    const presets = screen.getByRole('group', { name: '常用充值金额（元）' });
    expect([...presets.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['1,000', '5,000', '10,000', '50,000']);
    fireEvent.click(screen.getByRole('button', { name: '5,000' }));
    expect((screen.getByLabelText('充值金额') as HTMLInputElement).value).toBe('5000');
    screen.getByText('大写：伍仟元整');
    expect(screen.getByRole('button', { name: '5,000' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '1,000' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    await password();
    await screen.findByRole('heading', { name: '充值成功' }, { timeout: 8000 });
    expect(document.querySelector('.ui-result-amount')?.textContent).toBe('5,000.00 元');
    expect(document.querySelector('.ui-result-msg')?.textContent).toBe('成功充值5,000.00元');
    const card = own.sandbox.state.bankAccounts.find((a) => a.userId === me.id && a.defaultAccount)!.account.account;
    const fund = () => own.sandbox.state.userFunds[me.id]!.availableAmount / 100;
    await waitFor(() => expect(resultRows()).toEqual([`银行卡: 中国工商银行 尾号${card.slice(-4)}`, '到账: 账户余额', `可用余额: ${formatYuan(fund())} 元`]));
    expect(document.querySelector('.ui-result')!.textContent).not.toContain(card.slice(0, 6));
    expect(screen.getByRole('link', { name: '继续出借' }).getAttribute('href')).toBe(LOAN_INVEST);
    expect(screen.getByRole('link', { name: '查看资金流水' }).getAttribute('href')).toBe('/dashboard/funds');
    expect(deposits() - before).toBe(1);
    expect(ui.dialogs).toHaveLength(0);
  });

  it('never offers a `next` that leaves the site: 去出借 instead', async () => {
    await signIn('13800000002');
    const evil = '//evil.example/phish';
    render(<Recharge data={await loadMoney()} params={{}} query={q(`next=${encodeURIComponent(evil)}`)} />);
    type('充值金额', '12');
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    await password();
    await screen.findByRole('heading', { name: '充值成功' }, { timeout: 8000 });
    expect([...document.querySelectorAll('.ui-result-acts a')].map((a) => a.getAttribute('href'))).toEqual(['/list', '/dashboard/funds']);
    screen.getByRole('link', { name: '去出借' });
  });
});

describe('withdraw', () => {
  it('ends in the pending result: fee, what arrives, the card by its last four, and 申请提交 → 银行处理 → 预计到账', async () => {
    await signIn('13800000002');
    render(
      <>
        <Withdraw data={await loadMoney()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
    type('提现金额', '100');
    await screen.findByText('免费（本月剩余免费提现2次）');
    const arrival = document.querySelectorAll('.pay-wd-facts dd')[3]!.textContent!;
    fireEvent.click(screen.getByRole('button', { name: '提现' }));
    await password();
    await screen.findByRole('heading', { name: '提现申请已提交' }, { timeout: 8000 });
    expect(document.querySelector('.ui-result-wait')).toBeTruthy();
    expect(document.querySelector('.ui-result-amount')?.textContent).toBe('100.00 元');
    expect(document.querySelector('.ui-result-msg')?.textContent).toBe(`提现申请已提交，100.00元，预计${arrival}到账`);
    const rows = resultRows();
    expect(rows.slice(0, 2)).toEqual(['手续费: 免费', '实际到账: 100.00 元']);
    expect(rows[2]).toMatch(/^到账银行卡: 中国工商银行 尾号\d{4}$/);
    expect(resultSteps()).toEqual([`申请提交: ${today()}`, '银行处理: 处理中', `预计到账: ${arrival}`]);
    expect(screen.getByRole('link', { name: '完成' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: '查看资金流水' }).getAttribute('href')).toBe('/dashboard/funds');
  });

  it("shows the member's free withdrawal from the server's fee", async () => {
    await signIn('13800000002');
    render(<Withdraw data={await loadMoney()} params={{}} query={q()} />);
    type('提现金额', '100');
    await screen.findByText('大写：壹佰元整');
    await screen.findByText('免费（本月剩余免费提现2次）');
    screen.getByText('100.00 元');
  });

  it('counts wrong passwords down in the sheet, and the fifth locks it until a time said in Beijing time; nothing is withdrawn', async () => {
    await signIn('13800000002');
    const me = own.sandbox.state.users.find((u) => u.mobile === '13800000002')!;
    const withdrawals = () => own.sandbox.state.fundRecords.filter((r) => r.userId === me.id && r.type === 'WITHDRAW').length;
    const before = withdrawals();
    render(
      <>
        <Withdraw data={await loadMoney()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
    type('提现金额', '100');
    await screen.findByText('免费（本月剩余免费提现2次）');
    fireEvent.click(screen.getByRole('button', { name: '提现' }));
    const said = () => document.querySelector('.ui-paypw-foot .ui-error')?.textContent;
    for (const left of [4, 3, 2, 1]) {
      await screen.findByLabelText('支付密码，6位数字', {}, { timeout: 5000 });
      act(() => tapPin(document, '000000', fireEvent.click));
      await waitFor(() => expect(said()).toBe(`支付密码错误，还可输入${left}次`), { timeout: 5000 });
    }
    act(() => tapPin(document, '000000', fireEvent.click));
    const until = await waitFor(() => {
      const u = me.payLock?.until;
      if (!u) throw new Error('not locked');
      return u;
    });
    const p = shanghaiParts(Math.ceil(until / 60_000) * 60_000)!;
    const hhmm = `${String(p.hh).padStart(2, '0')}:${String(p.mm).padStart(2, '0')}`;
    await waitFor(() => expect(said()).toBe(`支付密码已锁定，请于${p.m}月${p.d}日 ${hhmm}（北京时间）后重试，或找回支付密码`), { timeout: 5000 });
    // the sheet stays, with the way to reset it
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/dashboard/payment/password?mode=reset');
    expect(withdrawals()).toBe(before);
  });
});

describe('fund flow', () => {
  it('labels every record in Chinese (unknown types raw) with signs and words for the direction', async () => {
    await signIn('13800000002');
    const me = own.sandbox.state.users.find((u) => u.mobile === '13800000002')!;
    own.sandbox.state.fundRecords.unshift({
      id: 'fr-x',
      userId: me.id,
      type: 'MYSTERY_BONUS',
      amount: 12.3,
      recordTime: Date.now(),
      operation: 'IN',
      description: '新的类型',
      status: 'SUCCESSFUL',
      orderId: 'X1',
    });
    render(<Funds data={await loadFunds()} params={{}} query={q()} />);
    const first = await waitFor(() => {
      const el = document.querySelector('.pay-fund');
      if (!el) throw new Error('not yet');
      return el as HTMLElement;
    });
    expect(first.textContent).toContain('MYSTERY_BONUS');
    expect(first.textContent).toContain('+12.30');
    expect(first.textContent).toContain('收入 · 成功');
    // 收支 is in the 筛选 sheet, applied with 确定
    fireEvent.click(screen.getByRole('button', { name: /^筛选/ }));
    fireEvent.click(screen.getByRole('radio', { name: '支出' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(document.querySelector('.pay-fund')?.textContent).not.toContain('MYSTERY_BONUS'));
    await waitFor(() => {
      const rows = [...document.querySelectorAll('.pay-fund')];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.textContent).toMatch(/-[\d,]+\.\d\d支出/);
    });
  });
});
