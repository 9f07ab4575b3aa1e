// My coupons and the transfer screen in happy-dom against a sandbox of their own (the tests
// move coupons and money, and inject faults): the lists, a redemption whose answer is lost
// (settled by reading the placement), one refused by the picture, the transfer rules.
import { ownSandbox } from '../support/sandbox';
import { resendLostPosts } from './chromium-resend';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { flush, reload, session } from '../../runtime/session';
import { forgetAll } from '../../runtime/money/state';
import { closeDialog, ui } from '../../runtime/ui/ui-store';
import { loadAssign, loadCoupons } from '../../modules/coupons/api';
import CouponPage from '../../modules/coupons/pages/coupon';
import CouponAssign from '../../modules/coupons/pages/coupon-assign';
import { signIn } from '../support/login';

const own = ownSandbox();
const D = DEMO_ACCOUNTS;
const state = () => own.sandbox.state;
const fen = (userId: string) => state().userFunds[userId]!.availableAmount;

beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  ui.dialogs.splice(0);
  ui.toast = null;
});
afterEach(async () => {
  cleanup();
  own.sandbox.faults.clear();
  await reload().catch(() => {});
  flush();
  forgetAll();
});

function addCoupon(mobile: string, over: { type?: 'CASH' | 'INTEREST'; parValue?: number; name: string; expired?: boolean }) {
  const u = state().users.find((x) => x.mobile === mobile)!;
  const id = `it-${over.name}`;
  const now = Date.now();
  state().coupons.push({
    id,
    userId: u.id,
    timePlaced: now,
    timeExpire: now + (over.expired ? -1 : 30) * 86_400_000,
    status: 'PLACED',
    disabled: false,
    couponPackage: {
      id: `pkg-${id}`,
      type: over.type ?? 'CASH',
      parValue: over.parValue ?? 10,
      minimumInvest: 0,
      maximumInvest: 0,
      minimumDuration: 0,
      userEventType: 'ACTIVITY',
      displayName: over.name,
      description: '',
    },
  });
  return id;
}

async function openList(mobile: string, search = '') {
  await signIn(mobile);
  history.replaceState(null, '', `/dashboard/coupon${search}`);
  const data = await loadCoupons(new URLSearchParams(search));
  render(<CouponPage data={data} params={{}} query={new URLSearchParams(search)} />);
}

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const within = (el: HTMLElement, text: string) => [...el.querySelectorAll('button, a')].find((b) => b.textContent === text) as HTMLElement | undefined;
const latestCaptcha = () => [...state().captchas.entries()].at(-1)!;
const typeCaptcha = (answer: string) => act(() => fireEvent.change(screen.getByLabelText('图形验证码，5位字母或数字'), { target: { value: answer } }));

describe('the coupon list', () => {
  it('shows the placed tab from the loader, then the 已使用 tab with its three statuses', async () => {
    const old = addCoupon(D.investor.mobile, { name: '过期红包', expired: true });
    await openList(D.investor.mobile);
    await screen.findByRole('heading', { name: '50元出借红包' });
    // expired coupons stay in 未使用, greyed with the word and no actions
    const expired = cardOf('过期红包');
    expect(expired.className).toContain('cpn-off');
    expect(expired.querySelector('.cpn-word')?.textContent).toBe('已过期');
    expect(within(expired, '转让')).toBeUndefined();
    expect(old).toBeTruthy();
    // an INTEREST coupon: a percentage, no 兑换, but 转让 and 去使用
    const rate = cardOf('1%积分加息券');
    expect(rate.querySelector('.cpn-value strong')?.textContent).toBe('1.00%');
    expect(within(rate, '兑换')).toBeUndefined();
    expect(within(rate, '去使用')?.getAttribute('href')).toBe('/list');

    act(() => fireEvent.click(screen.getByRole('tab', { name: '已使用' })));
    await screen.findByRole('heading', { name: '50元返现券' });
    expect(location.search).toBe('?tab=redeemed');
    const words = [...document.querySelectorAll('.cpn-word')].map((w) => w.textContent);
    expect(new Set(words)).toEqual(new Set(['已兑换', '已使用', '已转让']));
    screen.getByText('已转让给 139****5678');
  });

  it('shows a list that failed to load with a retry that asks again', async () => {
    own.sandbox.faults.set([{ path: '/api/v2/coupon/MYSELF/coupons/byStatus', kind: 'error500', count: 1 }]);
    await openList(D.investor.mobile);
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
    act(() => fireEvent.click(retry));
    await screen.findByRole('heading', { name: '50元出借红包' });
  });

  it('says so when there is nothing to show', async () => {
    for (const p of state().coupons) if (p.userId === D.newbie.userId) p.status = 'USED';
    await openList(D.newbie.mobile);
    await screen.findByText('暂无可用红包');
  });
});

describe('the type filter (POST coupons {type, page, size})', () => {
  const mine = (type: string, statuses: string[]) =>
    state().coupons.filter((p) => p.userId === D.investor.userId && p.couponPackage.type === type && statuses.includes(p.status));
  const shown = () => [...document.querySelectorAll('.cpn-body h2')].map((h) => h.textContent);
  const chip = (name: string) => screen.getByRole('button', { name });

  function watchCalls() {
    const calls: { url: URL; body: string }[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((u, i) => {
      calls.push({ url: new URL(String(u), location.href), body: String(i?.body ?? '') });
      return real(u, i);
    });
    return calls;
  }
  afterEach(() => vi.restoreAllMocks());

  it('offers 全部 and the four types; a type lists that type of the tab, in the URL beside the tab', async () => {
    const calls = watchCalls();
    await openList(D.investor.mobile, '?from=app');
    await screen.findByRole('heading', { name: '50元出借红包' });
    const group = screen.getByRole('group', { name: '红包类型' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['全部', '现金红包', '加息券', '增值券', '返现券']);
    expect(chip('全部').getAttribute('aria-pressed')).toBe('true');

    act(() => fireEvent.click(chip('加息券')));
    await waitFor(() => expect(new URLSearchParams(location.search).get('type')).toBe('INTEREST'));
    expect(new URLSearchParams(location.search).get('from')).toBe('app');
    const rates = mine('INTEREST', ['PLACED']);
    expect(rates.length).toBeGreaterThan(0);
    await waitFor(() => expect(shown().sort()).toEqual(rates.map((p) => p.couponPackage.displayName).sort()));
    expect(chip('加息券').getAttribute('aria-pressed')).toBe('true');
    const byType = calls.filter((c) => c.url.pathname === '/api/v2/coupon/MYSELF/coupons');
    expect(byType.length).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(byType[0]!.body))).toEqual({ type: 'INTEREST', page: '1', size: '100' });

    // 已使用 keeps the type: that type's used ones only
    act(() => fireEvent.click(screen.getByRole('tab', { name: '已使用' })));
    await waitFor(() => expect(new URLSearchParams(location.search).get('tab')).toBe('redeemed'));
    expect(new URLSearchParams(location.search).get('type')).toBe('INTEREST');
    // the seed gives the investor one used interest coupon
    const used = mine('INTEREST', ['REDEEMED', 'USED', 'ASSIGNED']);
    expect(used.map((p) => p.couponPackage.displayName)).toEqual(['1%加息券']);
    await waitFor(() => expect(shown()).toEqual(['1%加息券']));

    // 全部 goes back to the list by status
    act(() => fireEvent.click(chip('全部')));
    await waitFor(() => expect(new URLSearchParams(location.search).get('type')).toBeNull());
    await screen.findByRole('heading', { name: '50元返现券' });
  });

  it('opens on a type from the URL (the loader asks it), and says so when that type has none', async () => {
    for (const p of state().coupons) if (p.userId === D.investor.userId && p.couponPackage.type === 'PRINCIPAL') p.status = 'USED';
    const calls = watchCalls();
    await openList(D.investor.mobile, '?type=PRINCIPAL');
    await screen.findByText('暂无可用的增值券');
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/v2/coupon/')).map((c) => c.url.pathname)).toEqual(['/api/v2/coupon/MYSELF/coupons']);
    expect(chip('增值券').getAttribute('aria-pressed')).toBe('true');
  });

  it('a type whose call fails shows the retry, which asks again', async () => {
    own.sandbox.faults.set([{ path: '/api/v2/coupon/MYSELF/coupons', kind: 'error500', count: 1 }]);
    await openList(D.investor.mobile, '?type=REBATE');
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
    act(() => fireEvent.click(retry));
    await screen.findByRole('heading', { name: '30元返现券' });
    expect(shown().every((n) => /返现券/.test(n ?? ''))).toBe(true);
  });
});

describe('redeeming a cash coupon', () => {
  it('a wrong answer refreshes the picture and moves nothing; the right one credits the balance once', async () => {
    const id = addCoupon(D.investor.mobile, { name: '测试12元', parValue: 12.5 });
    await openList(D.investor.mobile);
    await screen.findByRole('heading', { name: '测试12元' });
    const before = fen(D.investor.userId);
    act(() => fireEvent.click(within(cardOf('测试12元'), '兑换')!));
    await screen.findByRole('dialog', { name: '兑换12.50元到账户余额' });
    await waitFor(() => expect(document.querySelector('.ui-gcap img')).toBeTruthy());
    const [firstToken] = latestCaptcha();
    typeCaptcha('zzzzz');
    await screen.findByText('验证码错误，请重新输入');
    await waitFor(() => expect(latestCaptcha()[0]).not.toBe(firstToken));
    expect(fen(D.investor.userId)).toBe(before);
    await waitFor(() => expect(document.querySelector('.ui-gcap img')).toBeTruthy());
    typeCaptcha(latestCaptcha()[1].code);
    await waitFor(() => expect(ui.toast?.text).toBe('兑换成功，12.50元已存入账户余额'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fen(D.investor.userId) - before).toBe(1250);
    expect(state().coupons.find((p) => p.id === id)!.status).toBe('REDEEMED');
    // the balance was read again before the toast
    expect(session.fund?.availableAmount).toBe((before + 1250) / 100);
    // the list started again: the coupon has left 未使用
    await waitFor(() => expect(screen.queryByRole('heading', { name: '测试12元' })).toBeNull());
  });

  it('an answer lost after the redemption is settled by reading the placement: done, once', async () => {
    const id = addCoupon(D.investor.mobile, { name: '丢包红包', parValue: 8 });
    await openList(D.investor.mobile);
    await screen.findByRole('heading', { name: '丢包红包' });
    const before = fen(D.investor.userId);
    own.sandbox.faults.set([{ path: '/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha', kind: 'drop' }]);
    act(() => fireEvent.click(within(cardOf('丢包红包'), '兑换')!));
    await waitFor(() => expect(document.querySelector('.ui-gcap img')).toBeTruthy());
    typeCaptcha(latestCaptcha()[1].code);
    // the records said it: the coupon is redeemed
    await waitFor(() => expect(ui.toast?.text).toBe('红包已兑换，8.00元已存入账户余额'));
    // the answer was really lost: the outcome came from the placement's status
    expect(own.sandbox.faults.report().rules[0]!.injected).toBe(1);
    expect(fen(D.investor.userId) - before).toBe(800);
    expect(state().fundRecords.filter((r) => r.description === '丢包红包兑换')).toHaveLength(1);
    expect(state().coupons.find((p) => p.id === id)!.status).toBe('REDEEMED');
  });

  it('a resend refused because the first request already redeemed (Chromium after a lost answer) says it is redeemed', async () => {
    const id = addCoupon(D.investor.mobile, { name: '重发红包', parValue: 6 });
    await openList(D.investor.mobile);
    await screen.findByRole('heading', { name: '重发红包' });
    const before = fen(D.investor.userId);
    const wire = resendLostPosts(/redeemCouponIgnoreApprovalWithCaptcha/);
    own.sandbox.faults.set([{ path: '/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha', kind: 'drop', count: 1 }]);
    act(() => fireEvent.click(within(cardOf('重发红包'), '兑换')!));
    await waitFor(() => expect(document.querySelector('.ui-gcap img')).toBeTruthy());
    typeCaptcha(latestCaptcha()[1].code);
    await waitFor(() => expect(ui.toast?.text).toBe('红包已兑换，6.00元已存入账户余额'));
    // the resend reached the server and was refused (its picture spent, the coupon redeemed)
    expect(wire.resent()).toBe(1);
    expect(own.sandbox.faults.report().rules[0]!.injected).toBe(1);
    expect(ui.dialogs).toHaveLength(0);
    expect(fen(D.investor.userId) - before).toBe(600);
    expect(state().fundRecords.filter((r) => r.description === '重发红包兑换')).toHaveLength(1);
    expect(state().coupons.find((p) => p.id === id)!.status).toBe('REDEEMED');
  });

  it('a refusal is said in an alert and the list is read again', async () => {
    const id = addCoupon(D.investor.mobile, { name: '刚过期', parValue: 5 });
    await openList(D.investor.mobile);
    await screen.findByRole('heading', { name: '刚过期' });
    // it expired while the list was open
    state().coupons.find((p) => p.id === id)!.timeExpire = Date.now() - 1;
    act(() => fireEvent.click(within(cardOf('刚过期'), '兑换')!));
    await waitFor(() => expect(document.querySelector('.ui-gcap img')).toBeTruthy());
    typeCaptcha(latestCaptcha()[1].code);
    await waitFor(() => expect(ui.dialogs[0]?.text).toBe('兑换失败，该红包已过期'));
    expect(state().coupons.find((p) => p.id === id)!.status).toBe('PLACED');
    act(() => closeDialog(ui.dialogs[0]!.id, true));
  });

  it('a coupon another device redeemed meanwhile is said to be redeemed, not failed', async () => {
    const id = addCoupon(D.investor.mobile, { name: '已被兑换', parValue: 5 });
    await openList(D.investor.mobile);
    await screen.findByRole('heading', { name: '已被兑换' });
    state().coupons.find((p) => p.id === id)!.status = 'REDEEMED';
    act(() => fireEvent.click(within(cardOf('已被兑换'), '兑换')!));
    await waitFor(() => expect(document.querySelector('.ui-gcap img')).toBeTruthy());
    typeCaptcha(latestCaptcha()[1].code);
    await waitFor(() => expect(ui.toast?.text).toBe('红包已兑换，5.00元已存入账户余额'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '已被兑换' })).toBeNull());
  });
});

async function openAssign(mobile: string, placementId: string) {
  await signIn(mobile);
  history.replaceState(null, '', `/dashboard/coupon-assign?placementId=${placementId}`);
  const q = new URLSearchParams({ placementId });
  render(<CouponAssign data={await loadAssign(q)} params={{}} query={q} />);
}
const submitWith = (mobile: string) => {
  act(() => fireEvent.change(screen.getByLabelText('对方手机号'), { target: { value: mobile } }));
  act(() => fireEvent.click(screen.getByRole('button', { name: '确认转让' })));
};

describe('the transfer screen', () => {
  it('checks the mobile, confirms, transfers and goes back to the list after 1 s', async () => {
    const id = addCoupon(D.investor.mobile, { name: '转让红包', parValue: 30 });
    await openAssign(D.investor.mobile, id);
    await screen.findByRole('heading', { name: '转让红包' });
    expect(screen.queryByRole('dialog')).toBeNull();
    submitWith('');
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的手机号码');
    submitWith('1380000000');
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的手机号码');
    submitWith(D.investor.mobile);
    expect(screen.getByRole('alert').textContent).toBe('不能将红包转让给自己');
    submitWith(D.referrer.mobile);
    await waitFor(() => expect(ui.dialogs[0]?.text).toBe(`确定将该红包转让给 ${D.referrer.mobile} 吗？转让后不可撤回。`));
    // cancelled: nothing moves
    act(() => closeDialog(ui.dialogs[0]!.id, false));
    expect(state().coupons.find((p) => p.id === id)!.status).toBe('PLACED');
    act(() => fireEvent.click(screen.getByRole('button', { name: '确认转让' })));
    await waitFor(() => expect(ui.dialogs[0]).toBeTruthy());
    act(() => closeDialog(ui.dialogs[0]!.id, true));
    await waitFor(() => expect(ui.toast?.text).toBe('红包转让成功'));
    expect((screen.getByRole('button', { name: '已转让' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('对方手机号').value).toBe(D.referrer.mobile);
    const p = state().coupons.find((x) => x.id === id)!;
    expect([p.status, p.assignedTo]).toEqual(['ASSIGNED', D.referrer.mobile]);
    // opened directly (no list behind it in history): to the list, after the second
    expect(location.pathname).toBe('/dashboard/coupon-assign');
    await waitFor(() => expect(location.pathname).toBe('/dashboard/coupon'), { timeout: 3000 });
  });

  it("an answer lost after the transfer is settled by the placement's status: done, once", async () => {
    const id = addCoupon(D.investor.mobile, { name: '丢包转让', parValue: 20 });
    await openAssign(D.investor.mobile, id);
    await screen.findByRole('heading', { name: '丢包转让' });
    own.sandbox.faults.set([{ path: '/api/v2/coupon/assign', kind: 'drop' }]);
    submitWith(D.referrer.mobile);
    await waitFor(() => expect(ui.dialogs[0]).toBeTruthy());
    act(() => closeDialog(ui.dialogs[0]!.id, true));
    await waitFor(() => expect(ui.toast?.text).toBe('红包已转让'));
    expect(own.sandbox.faults.report().rules[0]!.injected).toBe(1);
    const p = state().coupons.find((x) => x.id === id)!;
    expect([p.status, p.assignedTo]).toEqual(['ASSIGNED', D.referrer.mobile]);
    const referrer = state().users.find((u) => u.mobile === D.referrer.mobile)!;
    expect(state().coupons.filter((x) => x.userId === referrer.id && x.couponPackage.displayName === '丢包转让')).toHaveLength(1);
  });

  it('a resend refused for the coupon already transferred says it is transferred', async () => {
    const id = addCoupon(D.investor.mobile, { name: '重发转让', parValue: 20 });
    await openAssign(D.investor.mobile, id);
    await screen.findByRole('heading', { name: '重发转让' });
    const wire = resendLostPosts(/\/coupon\/assign$/);
    own.sandbox.faults.set([{ path: '/api/v2/coupon/assign', kind: 'drop', count: 1 }]);
    submitWith(D.referrer.mobile);
    await waitFor(() => expect(ui.dialogs[0]).toBeTruthy());
    act(() => closeDialog(ui.dialogs[0]!.id, true));
    await waitFor(() => expect(ui.toast?.text).toBe('红包已转让'));
    expect(wire.resent()).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect((screen.getByRole('button', { name: '已转让' }) as HTMLButtonElement).disabled).toBe(true);
    const referrer = state().users.find((u) => u.mobile === D.referrer.mobile)!;
    expect(state().coupons.filter((x) => x.userId === referrer.id && x.couponPackage.displayName === '重发转让')).toHaveLength(1);
  });

  it("says the server's refusal and keeps what was typed", async () => {
    const id = addCoupon(D.investor.mobile, { name: '转给谁', parValue: 30 });
    await openAssign(D.investor.mobile, id);
    await screen.findByRole('heading', { name: '转给谁' });
    submitWith('13999999999');
    await waitFor(() => expect(ui.dialogs[0]).toBeTruthy());
    act(() => closeDialog(ui.dialogs[0]!.id, true));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('转让失败，该手机号尚未注册'));
    expect(screen.getByLabelText<HTMLInputElement>('对方手机号').value).toBe('13999999999');
    expect((screen.getByRole('button', { name: '确认转让' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('an unverified investor gets the real-name popup at once and on submit, and nothing is sent', async () => {
    const p = state().coupons.find((x) => x.userId === D.unverified.userId && x.status === 'PLACED')!;
    await openAssign(D.unverified.mobile, p.id);
    const popup = await screen.findByRole('dialog', { name: '暂不能转让' });
    expect(popup.textContent).toContain('红包转让仅对实名认证用户开放');
    const link = screen.getByRole('link', { name: '去实名认证' });
    expect(link.getAttribute('href')).toBe(`/dashboard/payment/bind-card?next=${encodeURIComponent(`/dashboard/coupon-assign?placementId=${p.id}`)}`);
    act(() => fireEvent.click(screen.getByRole('button', { name: '暂不认证' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    submitWith(D.investor.mobile);
    await screen.findByRole('dialog', { name: '暂不能转让' });
    expect(ui.dialogs).toHaveLength(0);
    expect(p.status).toBe('PLACED');
  });

  it('a coupon that is no longer PLACED (or no id) is said to be gone', async () => {
    const used = state().coupons.find((x) => x.userId === D.investor.userId && x.status === 'USED')!;
    await openAssign(D.investor.mobile, used.id);
    await screen.findByText('该红包已使用、已转让或不存在');
    expect(screen.getByRole('link', { name: '查看我的红包' }).getAttribute('href')).toBe('/dashboard/coupon');
  });
});
