// The account home, account settings and repayment calendar in happy-dom against a sandbox of
// their own (the tests change its state and inject faults): figures against the state, each
// failing call on its own, the hide toggle, WeChat unbind, upload and logout, calendar windows.
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import { flush, reload, session } from '../../runtime/session';
import { hasHint } from '../../runtime/session/cookies';
import { matchRoute } from '../../runtime/router/match';
import { formatFen } from '../../domain/format/money';
import { formatDate } from '../../domain/format/dates';
import { routes } from '../../modules';
import { loadHome } from '../../modules/account/api/home';
import { loadSubhome } from '../../modules/account/api/settings';
import { defaultWindow, loadRepayments, monthWindow } from '../../modules/account/api/calendar';
import Dashboard from '../../modules/account/pages/dashboard';
import Subhome from '../../modules/account/pages/subhome';
import Repayments from '../../modules/account/pages/repayments';
import CouponPage from '../../modules/coupons/pages/coupon';
import { loadCoupons } from '../../modules/coupons/api';
import { signIn } from '../support/login';
import { holdingIncomeFen, yesterdayIncomeFen } from '../../server/sandbox/routes/income';

const own = ownSandbox();
const INV = DEMO_ACCOUNTS.investor;
const NEWBIE = DEMO_ACCOUNTS.newbie;
beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  ui.dialogs.splice(0);
  ui.toast = null;
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  await reload().catch(() => {});
  flush();
  own.sandbox.faults.clear();
  vi.restoreAllMocks();
});

async function login(mobile: string, path: string) {
  history.replaceState(null, '', path);
  await signIn(mobile);
}
const q = (s = '') => new URLSearchParams(s);
const fault = (path: string) => own.sandbox.faults.set([{ path, kind: 'error500' }]);
const dd = (label: string) => screen.getByText(label, { selector: 'dt, dt *' }).closest('div')!.querySelector('dd')!;
const lines = () => [...document.querySelectorAll('.dash-figures dd')].map((d) => d.textContent);
const yuanText = (f: number) => formatFen(f);
const fundFen = () => own.sandbox.state.userFunds[INV.userId]!;
const offlineFen = () =>
  own.sandbox.state.offlineInvests.filter((o) => o.userId === INV.userId && o.status === 'INTERESTED').reduce((t, o) => t + Math.round(o.amount * 100), 0);

async function openDashboard() {
  await login(INV.mobile, '/dashboard');
  const data = await loadHome();
  render(<Dashboard data={data} params={{}} query={q()} />);
  await waitFor(() => expect(document.querySelectorAll('.home-loading').length).toBe(0));
}

describe('dashboard', () => {
  it("shows the ledger's figures, a total that is their sum, and the donut with its parts in words", async () => {
    await openDashboard();
    const f = fundFen();
    const want = [f.availableAmount, f.frozenAmount, f.outstandingPrincipal, offlineFen(), f.outstandingInterest];
    expect(lines()).toEqual(want.map(yuanText));
    expect(document.querySelector('.dash-total')!.textContent).toBe(yuanText(want.reduce((a, b) => a + b, 0)));
    const donut = screen.getByRole('img', { name: /^资产构成：可用余额[\d.]+%，冻结金额[\d.]+%，待收本金[\d.]+%，线下待收本金[\d.]+%，待收收益[\d.]+%$/ });
    expect(donut.querySelectorAll('circle').length).toBe(6); // the track and five arcs
    screen.getByText('王建国');
    expect(document.querySelector('.dash-level')!.textContent).toMatch(/L3/);
    expect(dd('已邀请好友').textContent).toBe(`${own.sandbox.state.users.filter((u) => u.referrerId === INV.userId).length} 人`);
    expect(dd('最近出借').textContent).toMatch(/^\d{4}-\d{2}-\d{2}[\d,]+\.\d{2} 元$/);
  });

  it('hides every money figure, remembers it, and shows them again', async () => {
    await openDashboard();
    const total = document.querySelector('.dash-total')!.textContent;
    act(() => fireEvent.click(screen.getByRole('button', { name: '隐藏金额' })));
    expect(lines().every((t) => t === '****')).toBe(true);
    expect(document.querySelector('.dash-total')!.textContent).toBe('****');
    for (const label of ['昨日收益（元）', '持有收益（元）', '累计收益（元）']) expect(dd(label).textContent).toBe('****');
    expect(dd('最近出借').textContent).toMatch(/\*\*\*\* 元/);
    expect(screen.getByRole('img', { name: '资产构成（金额已隐藏）' }).querySelectorAll('circle').length).toBe(1);
    expect(document.body.textContent).not.toMatch(/\d+\.\d{2}/);
    expect(localStorage.getItem('dashboard-hide-figures')).toBe('1');
    cleanup();
    render(<Dashboard data={await loadHome()} params={{}} query={q()} />);
    expect(document.querySelector('.dash-total')!.textContent).toBe('****');
    act(() => fireEvent.click(screen.getByRole('button', { name: '显示金额' })));
    expect(document.querySelector('.dash-total')!.textContent).toBe(total);
  });

  it('leads with 昨日收益 and 持有收益 as the sandbox counts them, exact to the fen', async () => {
    await openDashboard();
    const now = own.sandbox.clock.now();
    const yesterday = yesterdayIncomeFen(own.sandbox.state, INV.userId, now);
    expect(yesterday).toBeGreaterThan(0); // the seasoned investor holds loans being repaid
    expect(dd('昨日收益（元）').textContent).toBe(yuanText(yesterday));
    expect(dd('持有收益（元）').textContent).toBe(yuanText(holdingIncomeFen(own.sandbox.state, INV.userId, now)));
  });

  it("reads 昨日收益 from the session's statistics/invest when the statistic fails, -- for 持有收益 that only it sends", async () => {
    fault('/api/v2/statistic/user/MYSELF');
    await openDashboard();
    expect(dd('昨日收益（元）').textContent).toBe(yuanText(yesterdayIncomeFen(own.sandbox.state, INV.userId, own.sandbox.clock.now())));
    expect(dd('持有收益（元）').textContent).toBe('--');
  });

  it('shows what the session holds when the statistic fails, -- only for what no call gave, and the rest on retry', async () => {
    fault('/api/v2/statistic/user/MYSELF');
    await openDashboard();
    // balance, frozen, principal, offline and interest from userfund and statistics/invest
    expect(lines()[0]).toBe(yuanText(fundFen().availableAmount));
    expect(lines().every((l) => l !== '--')).toBe(true);
    expect(document.querySelector('.dash-total')!.textContent).not.toBe('--');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dd('已邀请好友').textContent).toMatch(/^\d+ 人$/);
  });

  it('shows -- for the asset figures whose calls all failed, the rest still, and fills them on retry', async () => {
    own.sandbox.faults.set(
      ['/api/v2/statistic/user/MYSELF', '/api/v2/user/:id/userfund', '/api/v2/user/:id/statistics/invest'].map((path) => ({ path, kind: 'error500' as const })),
    );
    await openDashboard();
    expect(lines()).toEqual(['--', '--', '--', '--', '--']);
    expect(document.querySelector('.dash-total')!.textContent).toBe('--');
    expect(screen.getByRole('alert').textContent).toMatch(/资产数据加载失败/);
    expect(dd('已邀请好友').textContent).toMatch(/^\d+ 人$/);
    own.sandbox.faults.clear();
    act(() => fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' })));
    await waitFor(() => expect(lines()[0]).toBe(yuanText(fundFen().availableAmount)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows -- with a retry for one side figure alone', async () => {
    fault('/api/v2/reward/getReferUserCountAndReward/MYSELF');
    await openDashboard();
    expect(dd('已邀请好友').textContent).toMatch(/^--/);
    expect(lines()[0]).toBe(yuanText(fundFen().availableAmount));
    own.sandbox.faults.clear();
    act(() => fireEvent.click(screen.getByRole('button', { name: '重试加载已邀请好友数' })));
    await waitFor(() => expect(dd('已邀请好友').textContent).toMatch(/^\d+ 人$/));
  });

  it('counts the coupons the coupon page shows usable: not a switched-off one, nor one past its date that still says PLACED', async () => {
    const placed = own.sandbox.state.coupons.filter((p) => p.userId === INV.userId && p.status === 'PLACED');
    placed.find((p) => !p.disabled)!.timeExpire = Date.now() - 60_000; // past its date, still PLACED
    await openDashboard();
    const now = Date.now();
    const usable = placed.filter((p) => !p.disabled && p.timeExpire > now).length;
    // the PLACED total (what the old H5 counted) holds the two the coupon page greys
    expect(placed.length - usable).toBe(2);
    await waitFor(() => expect(dd('可用红包').textContent).toBe(`${usable} 张`));
    // the coupon page's 未使用 tab, by the same sandbox: its cards without a word are that many
    cleanup();
    history.replaceState(null, '', '/dashboard/coupon');
    render(<CouponPage data={await loadCoupons(q())} params={{}} query={q()} />);
    await waitFor(() => expect(document.querySelectorAll('article.cpn').length).toBe(placed.length));
    expect(document.querySelectorAll('article.cpn:not(.cpn-off)').length).toBe(usable);
    expect([...document.querySelectorAll('article.cpn-off .cpn-word')].map((w) => w.textContent).sort()).toEqual(['不可用', '已过期']);
  });

  it('reloads a session whose balance differs from the statistic', async () => {
    await login(INV.mobile, '/dashboard');
    fundFen().availableAmount += 12_345;
    expect(session.fund!.availableAmount).not.toBe(fundFen().availableAmount / 100);
    render(<Dashboard data={await loadHome()} params={{}} query={q()} />);
    await waitFor(() => expect(session.fund!.availableAmount).toBe(fundFen().availableAmount / 100));
  });

  it('links every row to a registered route, the member centre included', async () => {
    await openDashboard();
    const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    for (const want of [
      '/dashboard/invest',
      '/dashboard/frfinvest',
      '/dashboard/repayments',
      '/dashboard/funds',
      '/dashboard/coupon',
      '/dashboard/bank-card',
      '/dashboard/invite',
      '/dashboard/risk',
      '/dashboard/subhome',
      '/dashboard/payment/password',
      '/password/change',
      '/dashboard/mobile-change',
      '/dashboard/feedback',
      '/dashboard/personinfo',
      '/dashboard/recharge',
      '/dashboard/withdraw',
      '/dashboard/member/memberCenter',
    ])
      expect(hrefs).toContain(want);
    expect(hrefs.filter((h) => !matchRoute(routes, h))).toEqual([]);
    screen.getByRole('link', { name: '修改支付密码' });
  });
});

async function openSubhome(mobile: string) {
  await login(mobile, '/dashboard/subhome');
  render(
    <>
      <Subhome data={await loadSubhome()} params={{}} query={q()} />
      <UiHost />
    </>,
  );
}
const cell = (label: string) => screen.getByText(label, { selector: '.ui-cell > span:first-child' }).closest('.ui-cell')!;
const okDialog = (name: string) => act(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name })));

describe('account settings', () => {
  it("shows the investor's default card masked, the card count, survey, professional flag and ID", async () => {
    await openSubhome(INV.mobile);
    const card = own.sandbox.state.bankAccounts.find((a) => a.userId === INV.userId && a.defaultAccount)!.account.account;
    expect(cell('银行卡').textContent).toContain(`${card.slice(0, 4)} **** **** ${card.slice(-4)}`);
    expect(cell('银行卡').textContent).toContain('共 2 张');
    expect(cell('银行卡').getAttribute('href')).toBe('/dashboard/bank-card');
    // the backend sends the grade and the filling's date, never a validity flag
    const filled = own.sandbox.state.surveyFillings.find((f) => f.userId === INV.userId)!;
    expect(cell('风险测评').textContent).toContain(`成长型 · ${formatDate(filled.timeLastUpdated)}测评`);
    // nor whether the investor is certified: the row offers the certification, never says 否
    expect(cell('专业投资者').textContent).toContain('查看认证');
    expect(cell('专业投资者').getAttribute('href')).toBe('/profession');
    const id = own.sandbox.state.users.find((u) => u.id === INV.userId)!.idNumber;
    expect(cell('实名认证').textContent).toContain(`王建国 ${id.slice(0, 4)}${'*'.repeat(10)}${id.slice(-4)}`);
    expect(screen.getByRole('link', { name: '修改登录密码' }).getAttribute('href')).toBe('/password/change');
  });

  it('says an expired survey has expired when userinfo says so', async () => {
    const real = globalThis.fetch;
    // a backend that does send the flag (the family's never does)
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const res = await real(input, init);
      if (!String(input).includes('/userinfo')) return res;
      const body = (await res.json()) as { surveyFilling: Record<string, unknown> };
      return new Response(JSON.stringify({ ...body, surveyFilling: { ...body.surveyFilling, valid: false } }), { status: 200 });
    });
    try {
      await openSubhome(INV.mobile);
      expect(cell('风险测评').textContent).toContain('成长型 · 已过期');
    } finally {
      spy.mockRestore();
    }
  });

  it('unbinds WeChat after a confirmation, and only then', async () => {
    await openSubhome(INV.mobile);
    expect(cell('微信绑定').textContent).toMatch(/已绑定/);
    act(() => fireEvent.click(screen.getByRole('button', { name: '解除绑定' })));
    await screen.findByText(/解除绑定后将不能再用该微信登录/);
    okDialog('取消');
    await waitFor(() => expect(document.querySelector('.ui-dialog')).toBeNull());
    expect(own.sandbox.state.users.find((u) => u.id === INV.userId)!.socialIds?.weixin).toBe(INV.weixin);
    act(() => fireEvent.click(screen.getByRole('button', { name: '解除绑定' })));
    await screen.findByText(/解除绑定后将不能再用该微信登录/);
    okDialog('解除绑定');
    await waitFor(() => expect(cell('微信绑定').textContent).toContain('未绑定'));
    expect(own.sandbox.state.users.find((u) => u.id === INV.userId)!.socialIds?.weixin).toBeUndefined();
    expect(screen.queryByRole('button', { name: '解除绑定' })).toBeNull();
  });

  it('sends a newbie to bind a card, take the survey, certify and verify', async () => {
    await openSubhome(NEWBIE.mobile);
    expect(cell('银行卡').getAttribute('href')).toBe('/dashboard/payment/bind-card');
    expect(cell('风险测评').textContent).toContain('未测评');
    expect(cell('风险测评').getAttribute('href')).toBe('/dashboard/risk');
    expect(cell('专业投资者').getAttribute('href')).toBe('/profession');
    expect(cell('实名认证').getAttribute('href')).toBe('/authentication');
    expect(cell('微信绑定').textContent).toContain('未绑定');
    screen.getByRole('link', { name: '设置支付密码' });
  });

  it('shows -- with a retry when userinfo fails', async () => {
    fault('/api/v2/user/MYSELF/userinfo');
    await openSubhome(INV.mobile);
    expect(cell('风险测评').textContent).toMatch(/--/);
    own.sandbox.faults.clear();
    act(() => fireEvent.click(screen.getByRole('button', { name: '重试加载风险测评状态' })));
    await waitFor(() => expect(cell('风险测评').textContent).toContain('成长型'));
  });

  it('offers the app for uploads, and logs out to /', async () => {
    await openSubhome(INV.mobile);
    act(() => fireEvent.click(screen.getByRole('button', { name: /上传资料/ })));
    await screen.findByText(/手机网页版暂不支持上传资料/);
    okDialog('下载App');
    await waitFor(() => expect(location.pathname).toBe('/download-app'));
    act(() => fireEvent.click(screen.getByRole('button', { name: '退出登录' })));
    await screen.findByText('确定要退出登录吗？');
    okDialog('退出');
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(session.user).toBeNull();
    expect(hasHint()).toBe(false);
  });
});

async function openCalendar(mobile: string, search = '') {
  await login(mobile, `/dashboard/repayments${search}`);
  render(<Repayments data={await loadRepayments(q(search))} params={{}} query={q(search)} />);
}
const rows = () => document.querySelectorAll('.rep-item');

describe('repayment calendar', () => {
  it('lists the default window by month and day, asking again with the full size when there are more than 20', async () => {
    const urls: string[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((u, i) => {
      urls.push(String(u));
      return real(u, i);
    });
    await openCalendar(INV.mobile, '?view=list');
    const w = defaultWindow();
    const want = own.sandbox.state.investments
      .filter((i) => i.userId === INV.userId)
      .flatMap((i) => i.repayments)
      .filter((r) => r.status === 'UNDUE' && r.repayment.dueDate >= w.from && r.repayment.dueDate <= w.to);
    expect(want.length).toBeGreaterThan(20);
    expect(rows().length).toBe(want.length);
    // beside the late periods, asked once (UNDUE,OVERDUE,BREACH up to yesterday)
    const calls = urls.filter((u) => u.includes('/investRepayments/') && !new URL(u, location.href).searchParams.get('status')!.includes(','));
    expect(calls.map((u) => new URL(u, location.href).pathname)).toEqual([
      '/api/v2/user/MYSELF/investRepayments/1/20',
      `/api/v2/user/MYSELF/investRepayments/1/${want.length}`,
    ]);
    expect(new URL(calls[0]!, location.href).searchParams.get('from')).toBe(String(w.from));
    // what is still to come, as the old H5 asked by default
    expect(calls.map((u) => new URL(u, location.href).searchParams.get('status'))).toEqual(['UNDUE', 'UNDUE']);
    expect(screen.getByRole('tab', { name: '待回款' }).getAttribute('aria-selected')).toBe('true');
    const total = want.reduce((t, r) => t + Math.round(r.repayment.amount * 100), 0);
    expect(document.querySelector('.rep-sum-total')!.textContent).toBe(formatFen(total));
    expect(document.querySelectorAll('.rep-month').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('button', { name: '未来6个月' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens on this month as a grid, changes month in the URL, lists a tapped day, and switches to the window and back', async () => {
    await openCalendar(INV.mobile, '?from=app');
    expect(screen.getByRole('button', { name: '按月查看' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelectorAll('.rep-grid tbody td').length % 7).toBe(0);
    act(() => fireEvent.click(screen.getByRole('button', { name: '下一月' })));
    await waitFor(() => expect(new URLSearchParams(location.search).get('month')).toMatch(/^\d{4}-\d{2}$/));
    expect(new URLSearchParams(location.search).get('from')).toBe('app');
    const month = new URLSearchParams(location.search).get('month')!;
    await waitFor(() => expect(document.querySelector('.ui-skeleton, .ui-state[aria-busy="true"]')).toBeNull());
    const w = monthWindow(month)!;
    const inMonth = own.sandbox.state.investments
      .filter((i) => i.userId === INV.userId)
      .flatMap((i) => i.repayments)
      .filter((r) => r.status === 'UNDUE' && r.repayment.dueDate >= w.from && r.repayment.dueDate <= w.to);
    expect(inMonth.length).toBeGreaterThan(0);
    expect(rows().length).toBe(inMonth.length);
    // a day: its periods alone; the same day again: the whole month
    const days = [...document.querySelectorAll<HTMLButtonElement>('.rep-grid button.rep-has')];
    const day = days[0]!;
    act(() => fireEvent.click(day));
    expect(day.getAttribute('aria-pressed')).toBe('true');
    expect(rows().length).toBe(Number(/(\d+)笔/.exec(day.getAttribute('aria-label')!)![1]));
    act(() => fireEvent.click(day));
    expect(rows().length).toBe(inMonth.length);
    act(() => fireEvent.click(screen.getByRole('button', { name: '未来6个月' })));
    await waitFor(() => expect(new URLSearchParams(location.search).get('view')).toBe('list'));
    expect(new URLSearchParams(location.search).get('month')).toBeNull();
    await waitFor(() => expect(document.querySelectorAll('.rep-month').length).toBeGreaterThanOrEqual(6));
    act(() => fireEvent.click(screen.getByRole('button', { name: '按月查看' })));
    await waitFor(() => expect(new URLSearchParams(location.search).get('view')).toBeNull());
    await waitFor(() => expect(document.querySelector('.rep-grid')).not.toBeNull());
  });

  it('switches to 已回款 (status REPAYED, the six months behind), keeps it in the URL with the month, and back', async () => {
    const urls: string[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((u, i) => {
      urls.push(String(u));
      return real(u, i);
    });
    await openCalendar(INV.mobile, '?from=app&view=list');
    act(() => fireEvent.click(screen.getByRole('tab', { name: '已回款' })));
    await waitFor(() => expect(new URLSearchParams(location.search).get('status')).toBe('REPAYED'));
    expect(new URLSearchParams(location.search).get('from')).toBe('app');
    const w = defaultWindow(Date.now(), 'REPAYED');
    const paid = own.sandbox.state.investments
      .filter((i) => i.userId === INV.userId)
      .flatMap((i) => i.repayments)
      .filter((r) => r.status === 'REPAYED' && r.repayment.dueDate >= w.from && r.repayment.dueDate <= w.to);
    expect(paid.length).toBeGreaterThan(0);
    await waitFor(() => expect(rows().length).toBe(paid.length));
    expect([...rows()].every((r) => r.querySelector('.rep-status')!.textContent === '已回款')).toBe(true);
    expect(screen.getByRole('button', { name: '近6个月' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.rep-sum dt')!.textContent).toBe('已回款总额（元）');
    const asked = new URL(urls.filter((u) => u.includes('/investRepayments/')).at(-1)!, location.href).searchParams;
    expect([asked.get('status'), asked.get('from'), asked.get('to')]).toEqual(['REPAYED', String(w.from), String(w.to)]);
    expect(screen.getByRole('tab', { name: '已回款' }).getAttribute('aria-selected')).toBe('true');

    // by month keeps the status; this month's paid periods only
    act(() => fireEvent.click(screen.getByRole('button', { name: '按月查看' })));
    await waitFor(() => expect(new URLSearchParams(location.search).get('view')).toBeNull());
    expect(new URLSearchParams(location.search).get('status')).toBe('REPAYED');
    await waitFor(() => expect(document.querySelector('.ui-skeleton, .ui-state[aria-busy="true"]')).toBeNull());
    const last = new URL(urls.filter((u) => u.includes('/investRepayments/')).at(-1)!, location.href).searchParams;
    expect(last.get('status')).toBe('REPAYED');

    // back to 待回款, the month kept
    act(() => fireEvent.click(screen.getByRole('tab', { name: '待回款' })));
    await waitFor(() => expect(new URLSearchParams(location.search).get('status')).toBe('UNDUE'));
    await waitFor(() => expect(document.querySelector('.ui-skeleton, .ui-state[aria-busy="true"]')).toBeNull());
    expect(new URL(urls.filter((u) => u.includes('/investRepayments/')).at(-1)!, location.href).searchParams.get('status')).toBe('UNDUE');
    expect([...rows()].some((r) => r.querySelector('.rep-status')!.textContent === '已回款')).toBe(false);
  });

  it('opens on 已回款 from the URL, and says so when there is none', async () => {
    await openCalendar(NEWBIE.mobile, '?status=REPAYED&view=list');
    screen.getByText('近6个月暂无已回款');
    expect(screen.getByRole('tab', { name: '已回款' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a failed window with a retry, and an empty one as empty', async () => {
    fault('/api/v2/user/MYSELF/investRepayments/*');
    await openCalendar(INV.mobile, '?view=list');
    expect(screen.getByRole('alert').textContent).toMatch(/回款计划加载失败/);
    own.sandbox.faults.clear();
    act(() => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    await waitFor(() => expect(rows().length).toBeGreaterThan(20));
    cleanup();
    await openCalendar(NEWBIE.mobile, '?view=list');
    screen.getByText('未来6个月暂无待回款');
    cleanup();
    await openCalendar(NEWBIE.mobile, '?month=2026-03');
    screen.getByText('2026年3月暂无待回款');
    expect(document.querySelector('.rep-grid')).not.toBeNull();
  });
});
