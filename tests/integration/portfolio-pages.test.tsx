// The holdings screens in happy-dom against a sandbox of their own (a redemption changes it):
// the client's schemas reading every answer, the list's tabs in the URL, the detail's figures
// and actions, the fund chart, and a redemption that moves once under a double tap, a wrong
// password, a refusal and a lost answer.
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';
import { flush } from '../../runtime/session';
import * as api from '../../modules/portfolio/api/holdings';
import { FUND_TABS, OFFLINE_TABS, ONLINE_TABS } from '../../modules/portfolio/rules/invest-status';
import InvestList from '../../modules/portfolio/pages/invest-list';
import InvestDetail from '../../modules/portfolio/pages/invest-detail';
import OfflineDetail from '../../modules/portfolio/pages/offline-detail';
import FundDetail from '../../modules/portfolio/pages/frfinvest-detail';
import Redeem from '../../modules/portfolio/pages/redeem';
import { signIn } from '../support/login';
import { post } from '../../runtime/api/client';
import * as z from 'zod/mini';
import { routes } from '../../modules/portfolio/routes';
import { tapPin } from '../support/keypad';

const own = ownSandbox();
const I = INVESTOR_INVEST_IDS;
const CYCLE = I['SETTLED-4']!;
const q = (s = '') => new URLSearchParams(s);
const state = () => own.sandbox.state;
const inv = (id: string) => state().investments.find((i) => i.id === id)!;

beforeEach(async () => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  await signIn(DEMO_ACCOUNTS.investor.mobile);
});
afterEach(() => {
  cleanup();
  flush();
  vi.restoreAllMocks();
});

const fen = (y: number) => Math.round(y * 100);
const yuanText = (f: number) => `${(f / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}元`;

describe("the client's schemas read the sandbox", () => {
  it('every list tab, online and offline, and the fund tabs', async () => {
    for (const t of ONLINE_TABS) expect((await api.getListPage(false, t, 1)).total, t.key).toBeGreaterThan(0);
    for (const t of OFFLINE_TABS) expect((await api.getOfflines(t.statuses, 1)).total, t.key).toBeGreaterThan(0);
    for (const t of FUND_TABS) expect((await api.getFunds(t.statuses, 1)).total, t.key).toBeGreaterThan(0);
    // 转让中 is the investor's own transfers: each names an investment put up for transfer, none one still raising
    const assign = (await api.getListPage(false, ONLINE_TABS[1]!, 1)).items as api.Transfer[];
    const transferred = state().investments.filter((i) => i.userId === DEMO_ACCOUNTS.investor.userId && i.creditAssignId);
    expect(assign.map((t) => t.investId).sort()).toEqual(transferred.map((i) => i.id).sort());
    expect(assign.map((t) => t.id)).toContain(inv(I.OPEN!).creditAssignId);
    const first = await api.loadInvestList(q('type=offline&tab=CLEARED'));
    expect(first.key).toBe('offline:CLEARED');
    expect(first.first.items.map((o) => o.status)).toEqual(['REDEMPTION']);
  });

  it("one investment by its id alone (its invest/list row), its schedule, its movements, and a cycle loan's terms", async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const d = await api.loadInvestDetail(CYCLE);
    expect(d.inv).toMatchObject({ id: CYCLE, status: 'SETTLED' });
    // the row's loan has no cycle terms: GET loan/{id} completes it, keeping the row's dates
    expect(d.loan?.loanRequest).toMatchObject({ cycleProduct: true, cyclePeriods: 4, valueDate: expect.any(Number) });
    expect(d.loan?.dueDateSubEndRansomDays).toBe(15);
    expect(d.repayments).toHaveLength(12);
    expect(d.movements?.map((m) => m.operation).slice(0, 2)).toEqual(['FREEZE', 'OUT']);
    expect(Math.abs(d.skew)).toBeLessThan(60_000);
    expect(spy.mock.calls.some(([u]) => String(u).includes(`/api/v2/loan/${d.inv.loanId}`))).toBe(true);
    spy.mockClear();
    // a loan that is not a cycle product needs nothing beyond the row
    const plain = await api.loadInvestDetail(I.SETTLED!);
    expect(plain.loan?.loanRequest?.cycleProduct).toBeFalsy();
    expect(spy.mock.calls.some(([u]) => /\/api\/v2\/loan\/[^/?]+$/.test(new URL(String(u), 'http://x').pathname))).toBe(false);
    await expect(api.loadInvestDetail('no-such-investment')).rejects.toMatchObject({ code: expect.any(String) });
  });

  it('finds a redemption under way by its status', async () => {
    expect(await api.isRedeeming(I.REDEEMING!)).toBe(true);
    expect(await api.isRedeeming(CYCLE)).toBe(false);
  });

  it('finds an offline record in the list, or says there is none', async () => {
    const all = state().offlineInvests;
    expect((await api.findOffline(all[2]!.id))?.paymentNo).toBe(all[2]!.paymentNo);
    expect(await api.findOffline('no-such-id')).toBeNull();
  });

  it('a fund holding with its net values (oldest first) and records', async () => {
    const f = state().frfInvests.find((x) => x.status === 'SETTLED')!;
    const d = await api.loadFundDetail(f.id);
    const values = await d.netValues;
    expect(values).toHaveLength(60);
    expect(values[0]!.date).toBeLessThan(values[59]!.date as number);
    expect((await d.records).map((r) => r.type)).toEqual(['SUBSCRIBE']);
  });
});

describe('my investments', () => {
  it('keeps both tabs in the query string and shows each tab its own cards', async () => {
    history.replaceState(null, '', '/dashboard/invest');
    render(<InvestList data={await api.loadInvestList(q())} params={{}} query={q()} />);
    await waitFor(() => expect(document.querySelectorAll('.pf-card').length).toBe(10));
    expect(screen.getByRole('link', { name: /基金产品/ }).getAttribute('href')).toBe('/dashboard/frfinvest');
    const first = document.querySelector('.pf-card')!;
    expect(first.textContent).toMatch(/出借金额\(元\)[\d,]+\.\d\d年化利率\d+\.\d\d%/);

    act(() => fireEvent.click(screen.getByRole('tab', { name: '已结清' })));
    expect(location.search).toBe('?tab=CLEARED');
    await waitFor(() => {
      const badges = [...document.querySelectorAll('.pf-card .pf-badge')].map((b) => b.textContent);
      expect(badges.length).toBeGreaterThan(0);
      expect(new Set(badges)).toEqual(new Set(['已结清', '已赎回']));
    });

    act(() => fireEvent.click(screen.getByRole('tab', { name: '转让中' })));
    await waitFor(() => expect(document.querySelector(`a[href="/dashboard/assignment/${inv(I.OPEN!).creditAssignId}"]`)).not.toBeNull());
    // only transfers: no 募集中 investment (an investment's FINISHED) in this tab
    const cards = [...document.querySelectorAll('.pf-card')];
    expect(cards.map((c) => c.getAttribute('href')!.split('/')[2])).toEqual(cards.map(() => 'assignment'));
    expect(cards.map((c) => c.querySelector('.pf-badge')!.textContent)).not.toContain('募集中');

    act(() => fireEvent.click(screen.getByRole('tab', { name: '线下出借' })));
    expect(new URLSearchParams(location.search).get('type')).toBe('offline');
    // the offline side has no 转让中: its first tab shows
    await waitFor(() => expect(document.querySelectorAll('a[href^="/dashboard/offline-detail/"]').length).toBe(2));
    expect(screen.queryByRole('tab', { name: '转让中' })).toBeNull();
  });
});

describe('an investment', () => {
  it('a settled cycle product: exact totals, its cycle, redemption and the contract, but no transfer', async () => {
    const data = await api.loadInvestDetail(CYCLE);
    render(<InvestDetail data={data} params={{ id: CYCLE }} query={q()} />);
    const rows = inv(CYCLE).repayments;
    const total = rows.reduce((s, r) => s + fen(r.repayment.amount), 0);
    const dueInterest = rows.filter((r) => r.status === 'UNDUE').reduce((s, r) => s + fen(r.repayment.amountInterest), 0);
    const dd = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(dd('应收本息合计')).toBe(yuanText(total));
    expect(dd('待收利息')).toBe(yuanText(dueInterest));
    screen.getByText(/共4个周期，当前第2个周期/);
    expect(screen.getByRole('link', { name: '申请赎回' }).getAttribute('href')).toBe(`/dashboard/redeem/${CYCLE}`);
    expect(screen.getByRole('link', { name: '查看借款协议' }).getAttribute('href')).toBe(`/dashboard/invest/${CYCLE}/contract`);
    expect(screen.queryByRole('link', { name: '转让' })).toBeNull();
    expect(document.querySelectorAll('.pf-repay tbody tr')).toHaveLength(12);
    const moves = [...document.querySelectorAll('.pf-moves li')].map((li) => li.textContent);
    expect(moves.slice(0, 2)).toEqual([expect.stringMatching(/出借 资金冻结10,000\.00元$/), expect.stringMatching(/出借 资金转出10,000\.00元$/)]);
    expect(moves.slice(2).every((m) => /回款 资金转入/.test(m ?? ''))).toBe(true);
  });

  it('a settled loan can be transferred; one being transferred links its claim and has no contract yet', async () => {
    render(<InvestDetail data={await api.loadInvestDetail(I.SETTLED!)} params={{}} query={q()} />);
    expect(screen.getByRole('link', { name: '转让' }).getAttribute('href')).toBe(`/dashboard/claim-transfer/${I.SETTLED}`);
    cleanup();
    render(<InvestDetail data={await api.loadInvestDetail(I.OPEN!)} params={{}} query={q()} />);
    expect(screen.getByRole('link', { name: '查看转让详情' }).getAttribute('href')).toBe(`/dashboard/assignment/${inv(I.OPEN!).creditAssignId}`);
    expect(screen.queryByRole('link', { name: '查看借款协议' })).toBeNull();
    screen.getByText('转让中');
  });

  it('an overdue period says so in words', async () => {
    render(<InvestDetail data={await api.loadInvestDetail(I.OVERDUE!)} params={{}} query={q()} />);
    expect([...document.querySelectorAll('.pf-repay tbody td')].filter((td) => td.textContent === '已逾期').length).toBe(1);
  });

  it('an overdue card says 已逾期 with its days, as the detail does, and never names a past date as the next repayment', async () => {
    const first = await api.getInvestments(['OVERDUE', 'BREACH'], 1);
    expect(first.total).toBe(2);
    history.replaceState(null, '', '/dashboard/invest');
    render(<InvestList data={{ key: 'online:INHAND', first }} params={{}} query={q()} />);
    await waitFor(() => expect(document.querySelectorAll('.pf-card').length).toBe(2));
    const card = document.querySelector(`a[href="/dashboard/invest/${I.OVERDUE}"]`)!;
    const late = inv(I.OVERDUE!).repayments.find((r) => r.status === 'UNDUE')!.repayment;
    const days = Math.round((Date.now() - late.dueDate) / 86_400_000);
    expect(card.querySelector('.pf-card-foot')!.textContent).toMatch(new RegExp(`^已逾期(${days - 1}|${days}|${days + 1})天`));
    expect(card.textContent).not.toContain('下期回款');
    const detail = (await api.loadInvestDetail(I.OVERDUE!)).inv;
    cleanup();
    render(<InvestDetail data={await api.loadInvestDetail(I.OVERDUE!)} params={{}} query={q()} />);
    expect(screen.getByRole('note').textContent).toContain(card.querySelector('.pf-card-foot')!.textContent!.match(/已逾期\d+天/)![0]);
    expect(detail.status).toBe('OVERDUE');
  });

  it("one that is not there (or not this investor's) is a 404 the route says as 出借记录不存在", async () => {
    await expect(api.loadInvestDetail('no-such-investment')).rejects.toMatchObject({ status: 404 });
    const other = state().investments.find((i) => i.userId !== DEMO_ACCOUNTS.investor.userId)!;
    await expect(api.loadInvestDetail(other.id)).rejects.toMatchObject({ status: 404 });
    const detail = routes.find((r) => r.path === '/dashboard/invest/:id')!;
    expect(detail.missing).toEqual({ text: '出借记录不存在', to: '/dashboard/invest', label: '查看我的出借' });
  });
});

describe('a claim bought on the transfer market', () => {
  it("shows, on its card, its detail and its 出借动态, the price paid (the ledger's amount), the claim rate, the term left and the day bought", async () => {
    const me = DEMO_ACCOUNTS.investor;
    const claim = state().creditAssigns.find((a) => a.status === 'OPEN' && a.userId !== me.userId && a.invests.length === 0 && a.creditDealAmount < 20_000)!;
    const r = await post('/api/v2/invest/user/MYSELF/creditAssign/invest', {
      schema: z.unknown(),
      envelope: true,
      body: { creditAssignId: claim.id, amount: String(claim.creditAmount), paymentPassword: me.paymentPassword, isUseBalance: 'true', version: 'buy-1' },
    });
    expect(r).toBeNull();
    const paid = state().fundRecords.find((x) => x.userId === me.userId && x.type === 'CREDIT_ASSIGN' && x.operation === 'OUT')!;
    expect(fen(paid.amount)).toBe(fen(claim.creditDealAmount));
    expect(fen(paid.amount)).not.toBe(fen(claim.creditAmount));
    const bought = state().investments.find((i) => i.version === 'buy-1')!;
    const rate = `${(claim.actualRate * 100).toFixed(2)}%`;
    const left = `${claim.remainPeriod}天`;
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

    history.replaceState(null, '', '/dashboard/invest');
    render(<InvestList data={await api.loadInvestList(q())} params={{}} query={q()} />);
    const card = await waitFor(() => document.querySelector(`a[href="/dashboard/invest/${bought.id}"]`)!);
    const facts = [...card.querySelectorAll('.pf-card-facts > span')].map((f) => f.textContent);
    expect(facts).toEqual([`支付金额(元)${yuanText(fen(paid.amount)).replace('元', '')}`, `年化利率${rate}`, `剩余期限${left}`]);
    cleanup();

    render(<InvestDetail data={await api.loadInvestDetail(bought.id)} params={{}} query={q()} />);
    const dd = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(screen.getByText('支付金额(元)').nextElementSibling?.textContent).toBe(yuanText(fen(paid.amount)).replace('元', ''));
    expect(dd('年化利率')).toBe(rate);
    expect(dd('剩余期限')).toBe(left);
    expect(dd('买入时间')).toMatch(new RegExp(`^${day} `));
    expect(dd('起息日')).toBe(day);
    expect(dd('债权本金')).toBe(yuanText(fen(claim.creditAmount)));
    expect(screen.queryByText('期限')).toBeNull();
    const moves = [...document.querySelectorAll('.pf-moves li')].map((li) => li.textContent);
    expect(moves[0]).toMatch(new RegExp(`购买债权 资金转出${yuanText(fen(paid.amount))}$`));
  });
});

describe('offline and fund details', () => {
  it('offline: where the money went, or that there is no such record', async () => {
    const o = state().offlineInvests[0]!;
    render(<OfflineDetail data={await api.loadOffline(o.id)} params={{}} query={q()} />);
    screen.getByText(o.corporationAccount);
    screen.getByText(o.paymentNo);
    cleanup();
    // one not there is a 404 the route says (出借记录不存在 with the way to the offline list), not a page of its own
    await expect(api.loadOffline('gone')).rejects.toMatchObject({ status: 404 });
    expect(routes.find((r) => r.path === '/dashboard/offline-detail/:id')!.missing).toMatchObject({
      text: '出借记录不存在',
      to: '/dashboard/invest?type=offline',
    });
    await expect(api.loadFundDetail('gone')).rejects.toMatchObject({ status: 404 });
    expect(routes.find((r) => r.path === '/dashboard/frfinvest-detail/:id')!.missing).toMatchObject({ to: '/dashboard/frfinvest' });
  });

  it('fund: the chart names its numbers for screen readers; records on their tab', async () => {
    history.replaceState(null, '', '/dashboard/frfinvest-detail/x');
    const f = state().frfInvests.find((x) => x.status === 'SETTLED')!;
    render(<FundDetail data={await api.loadFundDetail(f.id)} params={{}} query={q()} />);
    const chart = await screen.findByRole('img', { name: /净值走势/ });
    expect(chart.querySelector('desc')?.textContent).toMatch(/共60个净值，最高 \d\.\d{4}，最低 \d\.\d{4}，最新 \d\.\d{4}/);
    expect(document.querySelectorAll('.pf-chart table tbody tr')).toHaveLength(60);
    act(() => fireEvent.click(screen.getByRole('tab', { name: '交易记录' })));
    await screen.findByText('认购');
    expect(location.search).toBe('?tab=record');
  });

  it('fund: a net value failure offers 重试 and the retry draws the chart', async () => {
    history.replaceState(null, '', '/dashboard/frfinvest-detail/x');
    const f = state().frfInvests.find((x) => x.status === 'SETTLED')!;
    const data = await api.loadFundDetail(f.id);
    render(<FundDetail data={{ ...data, netValues: Promise.reject(new Error('lost')) }} params={{}} query={q()} />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await screen.findByRole('img', { name: /净值走势/ });
  });
});

describe('redemption', () => {
  const posts = () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    return () => spy.mock.calls.filter(([u, init]) => String(u).includes('/api/v2/invest/redeem') && init?.method?.toUpperCase() === 'POST').length;
  };
  const password = async (pw: string) => {
    await screen.findByLabelText('支付密码，6位数字');
    act(() => tapPin(document, pw, fireEvent.click));
  };
  async function open(id = CYCLE, skewBy = 0) {
    history.replaceState(null, '', `/dashboard/redeem/${id}`);
    const data = await api.loadInvestDetail(id);
    render(<Redeem data={{ ...data, skew: data.skew + skewBy }} params={{ id }} query={q()} />);
  }

  it('a double tap asks once and redeems once', async () => {
    const count = posts();
    await open();
    screen.getByText('第2个周期（共4个）');
    const go = screen.getByRole('button', { name: '确认赎回' });
    act(() => {
      fireEvent.click(go);
      fireEvent.click(go);
    });
    await password('123456');
    await screen.findByRole('heading', { name: '赎回申请已提交' });
    expect(count()).toBe(1);
    expect(inv(CYCLE).status).toBe('REDEEMING');
  });

  it('a wrong password asks again and moves nothing', async () => {
    const count = posts();
    await open();
    act(() => fireEvent.click(screen.getByRole('button', { name: '确认赎回' })));
    await password('000000');
    // the sandbox's count, said in the sheet
    await screen.findByText('支付密码错误，还可输入4次');
    expect(count()).toBe(0);
    expect(inv(CYCLE).status).toBe('SETTLED');
  });

  it("a refusal reads 赎回失败， and the server's reason", async () => {
    await open();
    inv(CYCLE).status = 'REDEEMING'; // redeemed from another device meanwhile
    act(() => fireEvent.click(screen.getByRole('button', { name: '确认赎回' })));
    await password('123456');
    await waitFor(() => expect(document.querySelector('.pf-redeem-err')?.textContent).toBe('赎回失败，该笔出借已申请赎回'));
    screen.getByRole('button', { name: '确认赎回' });
  });

  it('a lost answer is learned from the investment, not sent again', async () => {
    const count = posts();
    own.sandbox.faults.set([{ path: '/api/v2/invest/redeem', kind: 'drop', count: 1 }]);
    await open();
    act(() => fireEvent.click(screen.getByRole('button', { name: '确认赎回' })));
    await password('123456');
    await screen.findByRole('heading', { name: '赎回申请已提交' }, { timeout: 8000 });
    expect(count()).toBe(1);
    expect(inv(CYCLE).status).toBe('REDEEMING');
  });

  it('outside the window, or for a product that is not a cycle product, says why and offers no button to press', async () => {
    await open(CYCLE, 20 * 86_400_000); // past T−15 of cycle 2, before its end
    expect(screen.getByRole('note').textContent).toMatch(/本周期赎回申请已于 \d{4}-\d\d-\d\d 截止/);
    expect((screen.getByRole('button', { name: '确认赎回' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    await open(I.SETTLED!);
    expect(screen.getByRole('note').textContent).toBe('该产品不是循环出借产品，不支持赎回');
    expect((screen.getByRole('button', { name: '确认赎回' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
