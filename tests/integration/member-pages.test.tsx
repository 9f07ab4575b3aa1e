// The member screens in happy-dom against a sandbox of their own (points get spent here):
// every call parsed by the client's own schema, the level card and privileges, the live
// points of the special-interest exchange spent once, gifts, records and the result screen.
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import { forgetAll } from '../../runtime/money/state';
import { flush } from '../../runtime/session';
import * as api from '../../modules/member/api';
import { pointsNeeded } from '../../modules/member/rules/member';
import MemberCenter from '../../modules/member/pages/member-center';
import SpecialInterest from '../../modules/member/pages/special-interest';
import IntegralGift from '../../modules/member/pages/integral-gift';
import IntegralRecord from '../../modules/member/pages/integral-record';
import ExchangeResult from '../../modules/member/pages/exchange-result';
import WithdrawalPrivileges from '../../modules/member/pages/withdrawal-privileges';
import BirthdayPrivileges from '../../modules/member/pages/birthday-privileges';
import IncreasePrivileges from '../../modules/member/pages/increase-privileges';
import { signIn } from '../support/login';

const own = ownSandbox();
const INV = DEMO_ACCOUNTS.investor;
beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  ui.dialogs.splice(0);
  ui.toast = null;
  history.replaceState(null, '', '/dashboard/member/memberCenter');
});
afterEach(() => {
  cleanup();
  flush();
  forgetAll();
});

const state = () => own.sandbox.state;
const user = (id = INV.userId) => state().users.find((u) => u.id === id)!;
const q = (s = '') => new URLSearchParams(s);
const show = (el: React.ReactNode) =>
  render(
    <>
      {el}
      <UiHost />
    </>,
  );
const dialogText = () =>
  waitFor(() => {
    const t = document.querySelector('.ui-dialog-text')?.textContent;
    if (!t) throw new Error('no dialog');
    return t;
  });
const answerDialog = async (ok = true) => {
  const btn = await waitFor(() => {
    const b = document.querySelector<HTMLButtonElement>(ok ? '.ui-dialog-ok' : '.ui-dialog-btn:not(.ui-dialog-ok)');
    if (!b) throw new Error('no dialog');
    return b;
  });
  act(() => btn.click());
  await waitFor(() => expect(document.querySelector('.ui-dialog')).toBeNull());
};
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
const tap = (el: Element) => act(() => fireEvent.click(el));

describe('contract: every member answer parses with the client schema', () => {
  it('reads level, points, records, privileges, rules, gifts and the exchange data', async () => {
    await signIn();
    expect(await api.getMembership()).toMatchObject({ memberLevel: 'L3' });
    expect(await api.getPoints()).toBe(12_800);
    const page = await api.getPointRecords(1);
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    expect((await api.getPrivileges()).map((p) => p.type)).toContain('VIP_CARD');
    expect(await api.getWithdrawRules()).toHaveLength(7);
    expect((await api.getInterestRiseRules())[6]).toMatchObject({ level: 'L6', rate: 50 });
    expect((await api.getBirthdayRules())[3]).toMatchObject({ level: 'L3', couponAmount: 888 });
    expect((await api.getGifts()).length).toBeGreaterThan(4);
    expect(await api.getInterestRiseData()).toMatchObject({ minAmount: 1000, duration: '30,90,180,360' });
  });
});

describe('member center', () => {
  it('shows the level with its bar and gap, the points and the privileges per level', async () => {
    await signIn();
    const loaded = await api.loadCenter();
    expect(loaded.membership.memberLevel).toBe('L3');
    // SPEC's figures, as a userinfo that carries membership would give them
    const data = { ...loaded, membership: { memberLevel: 'L3', totalAmount: 250_000, nextLeveGap: 250_000 } };
    show(<MemberCenter data={data} params={{}} query={q()} />);
    screen.getByText('黄金会员');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(document.querySelector('.mb-hero')?.textContent).toMatch(/累计出借 250,000.00 元/);
    expect(document.querySelector('.mb-hero')?.textContent).toMatch(/距铂金会员（L4）还差 250,000.00 元/);
    expect(byTestId('points')).toBe('12,800');
    const cell = (label: string) => screen.getByText(label).closest('a')!;
    expect(cell('免费提现').textContent).toMatch(/已开通/);
    expect(cell('免费提现').getAttribute('href')).toBe('/dashboard/member/WithdrawalPrivileges');
    expect(cell('专属项目').textContent).toMatch(/L4开通/);
    tap(screen.getByRole('button', { name: 'L6' }));
    expect(cell('专属项目').textContent).toMatch(/已开通/);
    tap(screen.getByRole('button', { name: 'L0' }));
    expect(cell('免费提现').textContent).toMatch(/L1开通/);
    expect(screen.getByRole('link', { name: '会员规则' }).getAttribute('href')).toBe('/memberRule');
    expect(screen.getByRole('link', { name: '积分规则' }).getAttribute('href')).toBe('/integralRule');
  });

  it('shows the seasoned investor’s 累计出借 and gap from the sandbox’s own answer, never --', async () => {
    await signIn();
    const data = await api.loadCenter();
    expect(data.membership).toEqual({ memberLevel: 'L3', totalAmount: 435_000, nextLeveGap: 65_000 });
    show(<MemberCenter data={data} params={{}} query={q()} />);
    const hero = document.querySelector('.mb-hero')!.textContent;
    expect(hero).toMatch(/累计出借 435,000.00 元/);
    expect(hero).toMatch(/距铂金会员（L4）还差 65,000.00 元/);
    expect(hero).not.toMatch(/--/);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('87');
  });

  it('reads the level from /membership when userinfo has none, and shows -- for the amounts it does not send', async () => {
    await signIn();
    // the family's userinfo has no membership; an unreadable one sends the client to /membership too
    own.sandbox.faults.set([{ path: '/api/v2/user/MYSELF/userinfo', kind: 'error500' }]);
    const data = await api.loadCenter();
    expect(data.membership).toEqual({ memberLevel: 'L3', totalAmount: null, nextLeveGap: null });
    show(<MemberCenter data={data} params={{}} query={q()} />);
    screen.getByText('黄金会员');
    const hero = document.querySelector('.mb-hero')!.textContent;
    expect(hero).toMatch(/累计出借 -- 元/);
    expect(hero).toMatch(/距铂金会员（L4）还差 -- 元/);
    expect(hero).not.toMatch(/0\.00/);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.getAttribute('aria-valuetext')).toBe('--');
  });

  it('shows -- for points it could not load, and privileges that failed with a retry', async () => {
    await signIn();
    own.sandbox.faults.set([
      { path: '/api/v2/point/user/MYSELF', kind: 'error500' },
      { path: '/api/v2/privilege/user/MYSELF', kind: 'error500', count: 1 },
    ]);
    const data = await api.loadCenter();
    show(<MemberCenter data={data} params={{}} query={q()} />);
    expect(byTestId('points')).toBe('--');
    screen.getByText('特权加载失败，请重试');
    tap(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('免费提现');
  });
});

describe('special interest', () => {
  async function open(points?: number) {
    await signIn();
    if (points !== undefined) user().points = points;
    const data = await api.loadSpecial();
    show(<SpecialInterest data={data} params={{}} query={q()} />);
  }
  const confirmBtn = () => screen.getByRole('button', { name: /确认兑换|兑换中/ }) as HTMLButtonElement;
  const amountBox = () => document.getElementById('si-amount') as HTMLInputElement;
  const setAmount = (v: string) => fireEvent.change(amountBox(), { target: { value: v } });
  const plusPar = (n: number) => {
    for (let i = 0; i < n; i++) tap(screen.getByRole('button', { name: '提高加息幅度' }));
  };
  // the seeded offer's rates run 0.1% … 2% by 0.1%: down to the lowest, then up to `hundredths`
  const parTo = (hundredths: number) => {
    const down = screen.getByRole('button', { name: '降低加息幅度' }) as HTMLButtonElement;
    while (!down.disabled) tap(down);
    plusPar((hundredths - 10) / 10);
  };

  it('computes the points live, exchanges once on a double tap, and goes to 我的红包', async () => {
    await open();
    // it opens on the cheapest coupon that costs anything, which 12,800 points pay for
    expect(byTestId('cost')).toBe('100');
    expect(confirmBtn().disabled).toBe(false);
    tap(screen.getByRole('button', { name: '增加出借金额' }));
    expect((amountBox() as HTMLInputElement).value).toBe('2000');
    setAmount('10000');
    parTo(100);
    expect(byTestId('par')).toBe('1%');
    tap(screen.getByRole('button', { name: '90天' }));
    const cost = pointsNeeded(10_000, 90, 1_000_000, 100);
    expect(byTestId('cost')).toBe(cost.toLocaleString('en-US'));
    const coupons = state().coupons.length;
    act(() => {
      fireEvent.click(confirmBtn());
      fireEvent.click(confirmBtn());
    });
    // one question, whatever the taps: what it costs, what remains; nothing spent yet
    expect(await dialogText()).toBe(
      `确认使用${cost.toLocaleString('en-US')}积分兑换1%加息券？\n（单笔出借满10,000元、期限90天及以上项目可用）\n当前积分：12,800\n兑换后剩余积分：${(12_800 - cost).toLocaleString('en-US')}`,
    );
    expect(ui.dialogs).toHaveLength(1);
    expect(user().points).toBe(12_800);
    await answerDialog();
    expect(await dialogText()).toBe('兑换成功，加息券已发放至“我的红包”');
    expect(user().points).toBe(12_800 - cost);
    expect(state().coupons.length).toBe(coupons + 1);
    expect(state().pointRecords.filter((r) => r.userId === INV.userId && r.points === -cost)).toHaveLength(1);
    await answerDialog();
    await waitFor(() => expect(location.pathname).toBe('/dashboard/coupon'));
  });

  it('spends nothing when the confirm is cancelled, and says -- for a balance it could not read', async () => {
    await open();
    setAmount('10000');
    parTo(100);
    const seen: string[] = [];
    own.sandbox.faults.set([{ path: '/api/v2/redeemgift/user/MYSELF/redeem/interestRise', kind: 'latency', ms: 1 }]);
    tap(confirmBtn());
    expect(await dialogText()).toMatch(/^确认使用\d[\d,]*积分兑换1%加息券？/);
    seen.push(document.querySelector('.ui-dialog-title')?.textContent ?? '');
    await answerDialog(false);
    expect(seen).toEqual(['确认兑换']);
    expect(user().points).toBe(12_800);
    // the exchange's call never left
    expect(own.sandbox.faults.report().rules[0]!.matched).toBe(0);
    expect(confirmBtn().disabled).toBe(false);
    cleanup();
    // the balance failed to load: the question says so, never a guessed remainder
    own.sandbox.faults.set([{ path: '/api/v2/point/user/MYSELF', kind: 'error500' }]);
    show(<SpecialInterest data={await api.loadSpecial()} params={{}} query={q()} />);
    expect(byTestId('points')).toBe('--');
    setAmount('10000');
    parTo(100);
    tap(confirmBtn());
    expect(await dialogText()).toMatch(/当前积分：--\n兑换后剩余积分：--$/);
    await answerDialog(false);
  });

  it('says what is wrong with an amount and keeps it', async () => {
    await open();
    setAmount('1500');
    screen.getByText('出借金额须为1,000元起，按1,000元递增');
    expect((amountBox() as HTMLInputElement).value).toBe('1500');
    expect(confirmBtn().disabled).toBe(true);
    tap(screen.getByRole('button', { name: '增加出借金额' }));
    expect((amountBox() as HTMLInputElement).value).toBe('2000');
    expect(screen.queryByText('出借金额须为1,000元起，按1,000元递增')).toBeNull();
  });

  it('will not offer what the balance cannot pay', async () => {
    await open(1_000);
    setAmount('10000');
    parTo(100);
    tap(screen.getByRole('button', { name: '90天' }));
    expect(document.querySelector('.si-short')!.textContent).toBe(
      `积分不足：所需${pointsNeeded(10_000, 90, 1_000_000, 100).toLocaleString('en-US')}积分，当前可用1,000积分去出借`,
    );
    expect(confirmBtn().disabled).toBe(true);
  });

  it('opens on the cheapest priced coupon; with too few points for any, says 积分不足 and offers 去出借', async () => {
    await open(50);
    expect(byTestId('cost')).toBe('100');
    expect(document.querySelector('.si-short')!.textContent).toMatch(/^积分不足：所需100积分，当前可用50积分，最低兑换需100积分去出借$/);
    expect(screen.getByRole('link', { name: '去出借' }).getAttribute('href')).toBe('/list');
    expect(confirmBtn().disabled).toBe(true);
  });

  it('alerts a refusal as 兑换失败 and shows the balance the server has', async () => {
    await open();
    setAmount('10000');
    parTo(100);
    user().points = 500; // spent elsewhere since the screen opened
    tap(confirmBtn());
    await answerDialog();
    expect(await dialogText()).toBe('兑换失败，积分不足');
    await waitFor(() => expect(byTestId('points')).toBe('500'));
    expect(
      state().coupons.filter((c) => c.userId === INV.userId && c.couponPackage.userEventType === 'EXCHANGE' && c.timePlaced > Date.now() - 60_000),
    ).toHaveLength(0);
  });

  it('learns from the points records what an exchange whose answer was lost did', async () => {
    await open();
    setAmount('10000');
    parTo(100);
    own.sandbox.faults.set([{ path: '/api/v2/redeemgift/user/MYSELF/redeem/interestRise', kind: 'drop', count: 1 }]);
    tap(confirmBtn());
    await answerDialog();
    expect(await dialogText()).toBe('兑换成功，加息券已发放至“我的红包”');
    const cost = pointsNeeded(10_000, 30, 1_000_000, 100);
    expect(user().points).toBe(12_800 - cost);
    expect(state().pointRecords.filter((r) => r.userId === INV.userId && r.points === -cost)).toHaveLength(1);
  });
});

describe('gifts', () => {
  async function open() {
    await signIn();
    show(<IntegralGift data={await api.loadGifts()} params={{}} query={q()} />);
  }
  const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

  it('redeems a physical gift after a confirm, then shows the result', async () => {
    await open();
    expect(within(card('真空保温杯')).getByRole('button').textContent).toBe('已兑完');
    expect(within(card('全棉床品四件套')).getByRole('button').textContent).toBe('积分不足');
    tap(within(card('10000mAh移动电源')).getByRole('button'));
    expect(await dialogText()).toBe('确认使用6,000积分兑换“10000mAh移动电源”？\n礼品将寄往您的收货地址\n当前积分：12,800\n兑换后剩余积分：6,800');
    expect(user().points).toBe(12_800);
    await answerDialog();
    await waitFor(() => expect(location.pathname).toBe('/dashboard/member/exchangeResult'));
    const rid = new URLSearchParams(location.search);
    expect(rid.has('from')).toBe(false);
    expect(rid.get('rid')).toBe(state().pointRecords[0]!.id);
    expect(user().points).toBe(6_800);
  });

  it('lands a coupon gift on the result in coupon mode', async () => {
    await open();
    tap(within(card('50元现金红包')).getByRole('button'));
    await answerDialog();
    await waitFor(() => expect(new URLSearchParams(location.search).get('from')).toBe('coupon'));
  });

  it('sends an investor without an address to fill one in, and spends nothing', async () => {
    state().addresses = [];
    await open();
    tap(within(card('京东E卡100元')).getByRole('button'));
    await answerDialog();
    expect(await dialogText()).toBe('实物礼品需寄送，请先填写收货地址');
    await answerDialog();
    await waitFor(() => expect(location.pathname).toBe('/dashboard/address'));
    // the address screen comes back here once saved
    expect(new URLSearchParams(location.search).get('next')).toBe('/dashboard/member/integralGift');
    expect(user().points).toBe(12_800);
  });

  it('does nothing when the confirm is cancelled', async () => {
    await open();
    own.sandbox.faults.set([{ path: '/api/v2/redeemgift/redeem', kind: 'latency', ms: 1 }]);
    const button = within(card('50元现金红包')).getByRole('button');
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await dialogText()).toBe('确认使用3,000积分兑换“50元现金红包”？\n当前积分：12,800\n兑换后剩余积分：9,800');
    expect(ui.dialogs).toHaveLength(1);
    await answerDialog(false);
    expect(user().points).toBe(12_800);
    expect(own.sandbox.faults.report().rules[0]!.matched).toBe(0);
    expect(button.textContent).toBe('兑换');
  });
});

describe('privilege screens', () => {
  it('withdrawal: the remaining count is total minus used, never below 0', async () => {
    await signIn();
    const data = await api.loadWithdrawal();
    const { unmount } = show(<WithdrawalPrivileges data={data} params={{}} query={q()} />);
    expect(byTestId('withdraw-left')).toBe('2次');
    expect(document.querySelector('.mb-mine')?.textContent).toMatch(/黄金会员（L3）当前.*3次/);
    expect(document.querySelector('.mb-hero')?.classList.contains('mb-stage-3')).toBe(true);
    unmount();
    state().userPrivileges[INV.userId]!.find((p) => p.type === 'WITHDRAW')!.used = 7;
    show(<WithdrawalPrivileges data={await api.loadWithdrawal()} params={{}} query={q()} />);
    expect(byTestId('withdraw-left')).toBe('0次');
  });

  it('withdrawal at L0: stage 0, the privilege not yet open', async () => {
    await signIn(DEMO_ACCOUNTS.newbie.mobile);
    show(<WithdrawalPrivileges data={await api.loadWithdrawal()} params={{}} query={q()} />);
    expect(document.querySelector('.mb-hero')?.classList.contains('mb-stage-0')).toBe(true);
    screen.getByText(/升级为青铜会员即可每月享受免费提现/);
  });

  it('birthday and interest rise follow the level’s rules', async () => {
    await signIn();
    const { unmount } = show(<BirthdayPrivileges data={await api.loadBirthday()} params={{}} query={q()} />);
    screen.getByText('888.00元生日红包');
    unmount();
    show(<IncreasePrivileges data={await api.loadIncrease()} params={{}} query={q()} />);
    expect(document.querySelector('.mb-hero .mb-big')?.textContent).toBe('+0.2%');
  });
});

describe('records and result', () => {
  it('lists points records 10 to a page, newest first', async () => {
    await signIn();
    show(<IntegralRecord data={await api.loadRecords()} params={{}} query={q()} />);
    await waitFor(() => expect(document.querySelectorAll('.mb-rec')).toHaveLength(10));
    const newest = state()
      .pointRecords.filter((r) => r.userId === INV.userId)
      .sort((a, b) => b.time - a.time)[0]!;
    expect(document.querySelector('.mb-rec')?.textContent).toContain(newest.description);
    expect(byTestId('points')).toBe('12,800');
  });

  it('shows what was just exchanged; from=coupon points to 我的红包', async () => {
    await signIn();
    const gift = state().gifts.find((g) => g.name === '0.5%加息券')!;
    const { recordId } = await api.redeemGift({ userId: INV.userId, giftId: gift.id, clientOrderId: 'r-1' });
    const { unmount } = show(<ExchangeResult data={await api.loadResult(recordId!)} params={{}} query={q('from=coupon')} />);
    screen.getByText('兑换0.5%加息券');
    expect(byTestId('points')).toBe('11,300');
    expect(screen.getByRole('link', { name: '查看我的红包' }).getAttribute('href')).toBe('/dashboard/coupon');
    unmount();
    // opened without a record of its own: no stale details from an older exchange
    show(<ExchangeResult data={await api.loadResult(null)} params={{}} query={q()} />);
    expect(screen.queryByText('兑换0.5%加息券')).toBeNull();
    expect(screen.queryByRole('link', { name: '查看我的红包' })).toBeNull();
    screen.getByRole('link', { name: '查看积分记录' });
  });
});

describe('an exchange whose outcome cannot be learned', () => {
  it('says so, offers 查询结果 instead of a second exchange, and then shows what happened', async () => {
    await signIn();
    show(<SpecialInterest data={await api.loadSpecial()} params={{}} query={q()} />);
    fireEvent.change(document.getElementById('si-amount')!, { target: { value: '10000' } });
    for (let i = 0; i < 9; i++) tap(screen.getByRole('button', { name: '提高加息幅度' }));
    own.sandbox.faults.set([
      { path: '/api/v2/redeemgift/user/MYSELF/redeem/interestRise', kind: 'drop', count: 1 },
      { path: '/api/v2/point/record/user/MYSELF/list', kind: 'error500' },
    ]);
    tap(screen.getByRole('button', { name: '确认兑换' }));
    // the confirmation names the price: the page opens on the first affordable combination
    const cost = Number(/使用([\d,]+)积分/.exec(await dialogText())![1]!.replace(/,/g, ''));
    expect(cost).toBeGreaterThan(0);
    await answerDialog();
    await screen.findByText(/网络异常，暂未确认兑换结果。请勿重复兑换/, undefined, { timeout: 12_000 });
    expect(document.querySelector('.ui-dialog')).toBeNull();
    expect(user().points).toBe(12_800 - cost);
    own.sandbox.faults.clear();
    tap(screen.getByRole('button', { name: '查询结果' }));
    expect(await dialogText()).toBe('兑换成功，加息券已发放至“我的红包”');
    expect(state().pointRecords.filter((r) => r.userId === INV.userId && r.points === -cost)).toHaveLength(1);
  }, 20_000);
});
