// Issue 25: a money screen settles an attempt an earlier page kept (records.ts: intent, key,
// start, state — never the password) as it opens: "正在确认上一笔交易…" while the records are
// asked, the move's check runs once, the outcome shows, and nothing is POSTed. In happy-dom
// against a sandbox of the file's own; the records each check reads are scripted.
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import { flush, session } from '../../runtime/session';
import { forgetAll } from '../../runtime/money/state';
import { loadMoney } from '../../modules/payment/api/money';
import { loadLoanInvest } from '../../modules/invest/api/invest';
import { loadClaimInvest } from '../../modules/claims/api/purchase';
import { loadInvestDetail } from '../../modules/portfolio/api/holdings';
import Recharge from '../../modules/payment/pages/recharge';
import Withdraw from '../../modules/payment/pages/withdraw';
import LoanInvest from '../../modules/invest/pages/loan-invest';
import ClaimInvest from '../../modules/claims/pages/claim-invest';
import Redeem from '../../modules/portfolio/pages/redeem';
import { signIn } from '../support/login';

const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** What each check finds, and how often it was asked. */
const rec = vi.hoisted(() => ({ found: true, readable: true, asked: 0, amountYuan: 100 }));
const ask = () => {
  rec.asked++;
  if (!rec.readable) return Promise.reject(new Error('records unreachable'));
  return null;
};
vi.mock('../../modules/payment/api/money', async (orig) => {
  const m = await orig<typeof import('../../modules/payment/api/money')>();
  return {
    ...m,
    getFunds: () =>
      ask() ??
      Promise.resolve({
        items: rec.found
          ? [{ clientOrderId: KEY, amount: rec.amountYuan, status: 'SUCCESS', recordTime: Date.now() }]
          : [{ clientOrderId: 'other-order-key', amount: 1, status: 'SUCCESS', recordTime: 0 }],
        total: 1,
      }),
  };
});
vi.mock('../../kit/money/recent-investments', async (orig) => {
  const m = await orig<typeof import('../../kit/money/recent-investments')>();
  return {
    ...m,
    recentInvestments: () =>
      ask() ??
      Promise.resolve(
        rec.found ? [{ id: 'inv-new', version: KEY, amount: rec.amountYuan, loanId: 'x', paymentType: 'ONLINE' }] : [{ id: 'o', version: 'other', amount: 1 }],
      ),
  };
});
vi.mock('../../modules/portfolio/api/holdings', async (orig) => {
  const m = await orig<typeof import('../../modules/portfolio/api/holdings')>();
  return { ...m, isRedeeming: () => ask() ?? Promise.resolve(rec.found) };
});

const own = ownSandbox();
const state = () => own.sandbox.state;
const q = (s = '') => new URLSearchParams(s);
let posts: string[] = [];

beforeEach(async () => {
  own.sandbox.reset();
  ui.dialogs.splice(0);
  ui.toast = null;
  Object.assign(rec, { found: true, readable: true, asked: 0, amountYuan: 100 });
  await signIn(DEMO_ACCOUNTS.investor.mobile);
  posts = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method !== 'GET') posts.push(String(input instanceof Request ? input.url : input));
    return real(input, init);
  });
});
afterEach(() => {
  cleanup();
  flush();
  forgetAll();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The record an earlier page left, as records.ts writes it (both storages, per user). */
function keep(slot: string, intent: string, st: 'sent' | 'unknown' | 'not-done' = 'unknown') {
  const v = JSON.stringify({ [slot]: { intent, key: KEY, since: Date.now() - 60_000, state: st } });
  for (const s of [sessionStorage, localStorage]) s.setItem(`h5_money:${session.user!.id}`, v);
}
const kept = () => localStorage.getItem(`h5_money:${session.user!.id}`);
const settlingShown = () => screen.getByText('正在确认上一笔交易…');
/** What the screen said of the outcome: the result view's sentence (a move's success ends there). */
const resultText = () =>
  waitFor(
    () => {
      const t = document.querySelector('.ui-result-msg')?.textContent;
      if (!t) throw new Error('no result');
      return t;
    },
    { timeout: 5000 },
  );

describe('a money screen settles a kept attempt as it opens', () => {
  it('recharge: busy while asking, then 成功充值 from the records; the check ran once, nothing sent', async () => {
    const card = (await loadMoney()) && session.fundAccounts[0]!.account.account;
    keep('charge', `charge:${card}:10000`);
    render(
      <>
        <Recharge data={await loadMoney()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
    settlingShown();
    expect((document.querySelector('.pay-main') as HTMLButtonElement).disabled).toBe(true);
    expect(await resultText()).toBe('成功充值100.00元');
    expect(rec.asked).toBe(1);
    expect(posts).toEqual([]);
    expect(kept()).toBeNull();
  });

  it('recharge: not done — the button is enabled again and the key is kept for the next attempt', async () => {
    rec.found = false;
    keep('charge', 'charge:6222020000000001:10000');
    render(
      <>
        <Recharge data={await loadMoney()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
    settlingShown();
    await waitFor(() => expect(screen.queryByText('正在确认上一笔交易…')).toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('alert').textContent).toContain('交易未完成');
    expect((document.querySelector('.pay-main') as HTMLButtonElement).disabled).toBe(false);
    expect(JSON.parse(kept()!).charge).toMatchObject({ key: KEY, state: 'not-done' });
    expect(posts).toEqual([]);
  }, 15_000);

  it('recharge: records unreadable — 查询结果 is offered and now works', async () => {
    rec.readable = false;
    keep('charge', 'charge:6222020000000001:10000', 'sent');
    render(
      <>
        <Recharge data={await loadMoney()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
    const check = await screen.findByRole('button', { name: '查询结果' }, { timeout: 10_000 });
    screen.getByText(/暂未确认充值结果/);
    rec.readable = true;
    check.click();
    expect(await resultText()).toBe('成功充值100.00元');
    expect(posts).toEqual([]);
  }, 20_000);

  it('withdraw: the submitted withdrawal is shown from the records; the check ran once, nothing sent', async () => {
    keep('withdraw', 'withdraw:6222020000000001:10000');
    render(
      <>
        <Withdraw data={await loadMoney()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
    settlingShown();
    expect(await resultText()).toContain('提现申请已提交，100.00元');
    expect(rec.asked).toBe(1);
    expect(posts).toEqual([]);
    expect(kept()).toBeNull();
  });

  it('loan invest: the tender found by its key becomes the success view', async () => {
    const loan = state().loans.find((l) => l.status === 'OPENED')!;
    keep(`tender:${loan.id}`, `tender:${loan.id}:10000:ONLINE::true`);
    render(<LoanInvest data={await loadLoanInvest(loan.id)} params={{ id: loan.id }} query={q()} />);
    settlingShown();
    expect((document.querySelector('.inv-submit') as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText(/成功/);
    expect(rec.asked).toBe(1);
    expect(posts).toEqual([]);
    expect(kept()).toBeNull();
  });

  it('claim purchase: the purchase found by its key becomes 购买成功, with the figures its records hold', async () => {
    const me = session.user!.id;
    const claim = state().creditAssigns.find((c) => c.status === 'OPEN' && c.userId !== me)!;
    keep(`claim:${claim.id}`, `claim:${claim.id}:10000`);
    // the purchase's fund record, with the attempt's key: the price it paid
    state().fundRecords.unshift({
      id: 'fr-claim',
      userId: me,
      type: 'CREDIT_ASSIGN',
      amount: 100.57,
      recordTime: Date.now() - 30_000,
      operation: 'OUT',
      description: '购买债权',
      status: 'SUCCESSFUL',
      orderId: 'SB-claim',
      clientOrderId: KEY,
    });
    // as after a reload: the claim on the screen is sold by then
    const data = await loadClaimInvest(claim.id);
    render(<ClaimInvest data={{ ...data, claim: { ...data.claim, balance: 0, creditBalance: 0 } }} params={{ id: claim.id }} query={q()} />);
    settlingShown();
    await resultText();
    const shown = document.querySelector('.ui-result')!.textContent!;
    expect(shown).toContain('100.57');
    expect(shown).toMatch(/债权本金\s*100\.00 元/);
    expect(shown).not.toMatch(/(^|[^\d,])0\.00/);
    expect(rec.asked).toBe(1);
    expect(posts).toEqual([]);
    expect(kept()).toBeNull();
  });

  it('redemption: REDEEMING proves it; 赎回申请已提交 without a tap', async () => {
    const id = INVESTOR_INVEST_IDS['SETTLED-4']!;
    keep(`redeem:${id}`, `redeem:${id}:2`);
    render(<Redeem data={await loadInvestDetail(id)} params={{ id }} query={q()} />);
    settlingShown();
    await screen.findByRole('heading', { name: '赎回申请已提交' });
    expect(rec.asked).toBe(1);
    expect(posts).toEqual([]);
    expect(kept()).toBeNull();
  });
});
