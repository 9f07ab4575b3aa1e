// The seller's claim-transfer screens in happy-dom against a sandbox of their own (transfers
// are created and cancelled here): create with the 95%–105% rule and the step-2 figures, and
// the transfer with the seller's cancel behind the payment password. A transfer is published only
// after its summary is confirmed and the payment password checked.
import { ownSandbox } from '../support/sandbox';
import { resendLostPosts } from './chromium-resend';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS, DEMO_CLAIMS, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import { forgetAll } from '../../runtime/money/state';
import { flush } from '../../runtime/session';
import { formatFen } from '../../domain/format/money';
import {
  cancelTransfer,
  createTransfer,
  findInvestment,
  getQuote,
  getValuation,
  listMyTransfers,
  loadTransfer,
  openTransferOf,
} from '../../modules/claims/api/transfer';
import { validatePaymentPassword } from '../../kit/money/password-check';
import { feeFen, priceRange } from '../../modules/claims/rules/transfer';
import ClaimTransfer from '../../modules/claims/pages/claim-transfer';
import Assignment from '../../modules/claims/pages/transfer-detail';
import { loadAssignment } from '../../modules/claims/api/transfer';
import { signIn } from '../support/login';
import { pinCount, tapPin } from '../support/keypad';

const own = ownSandbox();
beforeEach(() => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  ui.dialogs.splice(0);
  history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  cleanup();
  flush();
  forgetAll();
  vi.restoreAllMocks();
});

const INV = DEMO_ACCOUNTS.investor;
const MINE = INVESTOR_INVEST_IDS.SETTLED!;
const state = () => own.sandbox.state;
const inv = (id: string) => state().investments.find((i) => i.id === id)!;
const q = () => new URLSearchParams();
const type = (label: string | RegExp, value: string) => act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: '确认转让' })));
const STEP2 = '/api/v2/creditassign/prepareAssign/step2';
const alertText = () => document.querySelector('.ct-error')?.textContent ?? '';
const CONFIRM = '确认，输入支付密码';
// the sheet is its own chunk: it appears a moment after the tap
const pinInput = () => screen.findByLabelText('支付密码，6位数字');
const typePin = async (pw: string) => {
  await pinInput();
  act(() => tapPin(document, pw, fireEvent.click));
};
/** 确认转让, then the agreement ticked and 确认 on the summary, then the payment password. */
async function publish(pw: string = INV.paymentPassword) {
  submit();
  const next = await screen.findByRole('button', { name: CONFIRM });
  act(() => fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ })));
  act(() => fireEvent.click(next));
  await typePin(pw);
}
/** The summary sheet's rows, label → value. */
async function summary(): Promise<Record<string, string>> {
  await screen.findByRole('button', { name: CONFIRM });
  const rows = [...document.querySelectorAll('.ct-sum > div')];
  return Object.fromEntries(rows.map((r) => [r.querySelector('dt')!.textContent!, r.querySelector('dd')!.textContent!]));
}

async function openCreate(investId = MINE) {
  await signIn();
  const data = await loadTransfer(investId);
  render(<ClaimTransfer data={data} params={{ investId }} query={q()} />);
  return data;
}

describe('the calls parse what the sandbox answers', () => {
  it('valuation, quote, create, the seller list, the investment lookup and cancel', async () => {
    await signIn();
    const v = await getValuation(MINE);
    expect(v.maxTimeOut).toBe(72);
    const price = formatFen(Math.round(v.bidValuation * 100), { group: false });
    // fractions and a fee rate, as the family sends them
    expect(await getQuote(MINE, price)).toMatchObject({ creditAssignRate: 1, creditAssignFee: 0.001 });
    expect(await findInvestment(MINE)).toMatchObject({ id: MINE, status: 'SETTLED', loanTitle: inv(MINE).loanTitle });
    expect(await createTransfer(MINE, { creditDealRate: 1, creditDealAmount: price, creditAssignTitle: '转让-契约' })).toBeUndefined();
    const id = (await openTransferOf({ id: MINE, creditAssignId: null }))!;
    expect(id).toBe(inv(MINE).creditAssignId);
    const open = await listMyTransfers(['OPEN']);
    expect(open.items.map((t) => t.id)).toContain(id);
    expect(open.total).toBe(open.items.length);
    expect(await validatePaymentPassword('000000')).toBe(false);
    expect(await validatePaymentPassword(INV.paymentPassword)).toBe(true);
    expect(await cancelTransfer(INV.userId, id)).toBe(true);
    expect((await listMyTransfers(['CANCELED'])).items.map((t) => t.id)).toEqual([id]);
    expect(await findInvestment('not-mine')).toBeNull();
  });
});

describe('cancel against other deployments', () => {
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  it("asks the family's path when SPEC's is not there, and takes only a bare true as success", async () => {
    const seen: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (u) => {
      const path = new URL(String(u), 'http://x').pathname;
      seen.push(path);
      return path.includes('/user/') ? new Response('<html>404</html>', { status: 404 }) : answer(true);
    });
    expect(await cancelTransfer('U1', 'C1')).toBe(true);
    expect(seen).toEqual(['/api/v2/creditassign/user/U1/cancel/C1', '/api/v2/creditassign/cancel/C1']);
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(false));
    await expect(cancelTransfer('U1', 'C1')).rejects.toMatchObject({ code: 'CANCEL_REFUSED', status: 400 });
  });

  it('proves a create or a purchase only by success:true, whatever data comes', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ success: true, data: null, error: [] }));
    await expect(createTransfer(MINE, { creditDealRate: 1, creditDealAmount: '1.00', creditAssignTitle: 't' })).resolves.toBeUndefined();
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ id: 'x' }));
    await expect(createTransfer(MINE, { creditDealRate: 1, creditDealAmount: '1.00', creditAssignTitle: 't' })).rejects.toMatchObject({ code: 'SCHEMA_ERROR' });
  });
});

describe('create a transfer', () => {
  /** The published transfer's result view, and where its 查看转让详情 leads. */
  const resultLink = async () => {
    await screen.findByRole('heading', { name: '债权转让已发布' }, { timeout: 4000 });
    return screen.getByRole('link', { name: '查看转让详情' }).getAttribute('href')!;
  };
  it('shows the valuation and range, refuses a price outside with the range, keeps what was typed', async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    const value = Math.round(data.valuation.value.bidValuation * 100);
    const { min, max } = priceRange(value);
    screen.getByText(`${formatFen(value)}元`);
    screen.getByText(`${formatFen(min)} ~ ${formatFen(max)}元`);
    expect((screen.getByLabelText('转让标题') as HTMLInputElement).value).toBe(`转让-${inv(MINE).loanTitle}`);

    type('转让价格', formatFen(min - 1, { group: false }));
    submit();
    screen.getByText(`转让价格须在${formatFen(min)}元至${formatFen(max)}元之间（债权价值的95%至105%）`);
    expect((screen.getByLabelText('转让价格') as HTMLInputElement).value).toBe(formatFen(min - 1, { group: false }));
    expect(inv(MINE).status).toBe('SETTLED');
  });

  it('asks step 2 once typing pauses and shows rate, yield, fee and proceeds', async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    const value = Math.round(data.valuation.value.bidValuation * 100);
    // a rule that changes nothing, to count the calls
    own.sandbox.faults.set([{ path: STEP2, kind: 'latency', ms: 1 }]);
    for (const t of ['4', '49', formatFen(value, { group: false })]) type('转让价格', t);
    await screen.findByText('100.00%');
    // only the last, valid price was asked
    expect(own.sandbox.faults.report().rules[0]!.matched).toBe(1);
    own.sandbox.faults.clear();
    const quote = await getQuote(MINE, formatFen(value, { group: false }));
    screen.getByText(`${(quote.assigneeYieldRate * 100).toFixed(2)}%`);
    const fee = feeFen(value, quote.creditAssignFee);
    expect(fee).toBe(Math.round(value / 1000));
    screen.getByText(`${formatFen(fee)}元`);
    screen.getByText(`${formatFen(value - fee)}元`);
  });

  it('creates the transfer and ends in its result, which links to it', async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    const value = Math.round(data.valuation.value.bidValuation * 100);
    type('转让价格', formatFen(value, { group: false }));
    type('转让标题', '  我的转让  ');
    await publish();
    expect((screen.getByRole('button', { name: '提交中…' }) as HTMLButtonElement).disabled).toBe(true);
    const id = decodeURIComponent((await resultLink()).split('/').pop()!);
    expect(inv(MINE)).toMatchObject({ status: 'OPEN', creditAssignId: id });
    expect(state().creditAssigns.find((a) => a.id === id)).toMatchObject({ title: '我的转让', creditDealAmount: value / 100, creditDealRate: 10000 });
  });

  it('sums up what the screen worked out before anything is sent; 取消 sends nothing', async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    const value = Math.round(data.valuation.value.bidValuation * 100);
    const price = Math.round((value * 99) / 100);
    own.sandbox.faults.set([{ path: '/api/v2/creditassign/createNew/MYSELF/*', kind: 'latency', ms: 1 }]);
    type('转让价格', formatFen(price, { group: false }));
    const quote = await getQuote(MINE, formatFen(price, { group: false }));
    await screen.findByText(`${(quote.creditAssignRate * 100).toFixed(2)}%`);
    submit();
    const fee = feeFen(price, quote.creditAssignFee);
    const bp = Math.round(quote.creditAssignRate * 10_000);
    expect(await summary()).toEqual({
      债权: inv(MINE).loanTitle,
      转让标题: `转让-${inv(MINE).loanTitle}`,
      债权价值: `${formatFen(value)}元`,
      转让价格: `${formatFen(price)}元`,
      转让价格比例: `${(bp / 100).toFixed(2)}%`,
      '折让/溢价': `折让${((10_000 - bp) / 100).toFixed(2)}%`,
      转让手续费: `${formatFen(fee)}元`,
      预计到账: `${formatFen(price - fee)}元`,
    });
    // the same figures as the screen's own
    expect(screen.getAllByText(`${formatFen(price - fee)}元`)).toHaveLength(2);
    act(() => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    expect(screen.queryByRole('button', { name: CONFIRM })).toBeNull();
    expect(own.sandbox.faults.report().rules[0]!.matched).toBe(0);
    expect(inv(MINE).status).toBe('SETTLED');
    expect((screen.getByRole('button', { name: '确认转让' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads a price above the valuation as a premium, and at it as 平价', async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    const value = Math.round(data.valuation.value.bidValuation * 100);
    type('转让价格', formatFen(Math.round((value * 102) / 100), { group: false }));
    await screen.findByText('102.00%');
    submit();
    expect((await summary())['折让/溢价']).toBe('溢价2.00%');
    act(() => fireEvent.click(screen.getByRole('button', { name: '关闭' })));
    type('转让价格', formatFen(value, { group: false }));
    await screen.findByText('100.00%');
    submit();
    expect((await summary())['折让/溢价']).toBe('平价');
  });

  it('a wrong payment password publishes nothing and keeps the sheet for retyping; the right one publishes', async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    own.sandbox.faults.set([{ path: '/api/v2/creditassign/createNew/MYSELF/*', kind: 'latency', ms: 1 }]);
    type('转让价格', formatFen(Math.round(data.valuation.value.bidValuation * 100), { group: false }));
    await screen.findByText('100.00%');
    await publish('000000');
    // said once: under the sheet's boxes, where it is retyped; no toast, nothing under the button
    await waitFor(() => expect(document.querySelector('.ui-paypw-foot')?.textContent).toMatch(/支付密码错误，还可输入[1-4]次/));
    expect(alertText()).toBe('');
    expect(ui.toast?.text ?? '').not.toMatch(/支付密码/);
    expect(own.sandbox.faults.report().rules[0]!.matched).toBe(0);
    expect(inv(MINE).status).toBe('SETTLED');
    expect(state().creditAssigns.filter((a) => a.investId === MINE && a.status === 'OPEN')).toHaveLength(0);
    // the password sheet is still up, its boxes empty
    await waitFor(async () => expect(pinCount(await pinInput())).toBe(0));
    await typePin(INV.paymentPassword);
    expect(await resultLink()).toMatch(/^\/dashboard\/assignment\//);
    expect(own.sandbox.faults.report().rules[0]!.matched).toBe(1);
    expect(inv(MINE).status).toBe('OPEN');
  });

  it("prefixes the server's refusal and keeps the form", async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    const price = formatFen(Math.round(data.valuation.value.bidValuation * 100), { group: false });
    type('转让价格', price);
    // another device transferred it meanwhile
    inv(MINE).status = 'OPEN';
    await publish();
    await waitFor(() => expect(alertText()).toBe('债权转让创建失败，该笔出借已在转让中，不能重复转让'));
    expect((screen.getByLabelText('转让价格') as HTMLInputElement).value).toBe(price);
    expect((screen.getByRole('button', { name: '确认转让' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('learns from the seller list that a create whose answer was lost went through', async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    type('转让价格', formatFen(Math.round(data.valuation.value.bidValuation * 100), { group: false }));
    // the transfer is made, the answer never arrives
    own.sandbox.faults.set([{ path: '/api/v2/creditassign/createNew/MYSELF/*', kind: 'drop', count: 1 }]);
    await publish();
    expect(await resultLink()).toBe(`/dashboard/assignment/${encodeURIComponent(inv(MINE).creditAssignId!)}`);
  });

  it('says a transfer is already open and links to it', async () => {
    await openCreate(INVESTOR_INVEST_IDS.OPEN);
    screen.getByText('该笔出借已在转让中，不能重复转让');
    expect(screen.getByRole('link', { name: '查看转让详情' }).getAttribute('href')).toBe(`/dashboard/assignment/${DEMO_CLAIMS.own}`);
  });

  it("says why other investments cannot be transferred, and another user's is not found", async () => {
    await openCreate(INVESTOR_INVEST_IDS.OVERDUE);
    screen.getByText('该笔出借当前状态不可转让');
    cleanup();
    const someone = state().investments.find((i) => i.userId !== INV.userId && i.status === 'SETTLED')!;
    await openCreate(someone.id);
    screen.getByText('未找到该笔出借，或它不属于当前账户');
  });

  it('shows -- with a retry when step 2 fails, never figures it does not have', async () => {
    const data = await openCreate();
    if (!data.valuation.ok) throw new Error('no valuation');
    own.sandbox.faults.set([{ path: STEP2, kind: 'error500', count: 1 }]);
    type('转让价格', formatFen(Math.round(data.valuation.value.bidValuation * 100), { group: false }));
    await screen.findByText('试算失败，以上数据暂不可用');
    expect(screen.getAllByText('--')).toHaveLength(4);
    act(() => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    await screen.findByText('100.00%');
  });
});

describe('the transfer', () => {
  async function openTransfer(id: string, mobile = INV.mobile) {
    await signIn(mobile);
    const data = await loadAssignment(id);
    render(
      <>
        <Assignment data={data} params={{ id }} query={q()} />
        <UiHost />
      </>,
    );
  }
  // the sheet is its own chunk: it appears a moment after the tap
  const typePassword = async (pw: string) => {
    await screen.findByLabelText('支付密码，6位数字');
    act(() => tapPin(document, pw, fireEvent.click));
  };
  const dialogText = () =>
    waitFor(() => {
      const t = document.querySelector('.ui-dialog-text')?.textContent;
      if (!t) throw new Error('no dialog');
      return t;
    });

  it("shows the seller's open transfer; a wrong password cancels nothing, the right one cancels", async () => {
    const id = DEMO_CLAIMS.own;
    await openTransfer(id);
    const claim = state().creditAssigns.find((a) => a.id === id)!;
    screen.getByText('转让中');
    expect(document.querySelector('.as-figs b')?.textContent).toBe(`${formatFen(Math.round(claim.creditDealAmount * 100))}元`);
    screen.getByText('已售0%');
    screen.getByText('暂无购买记录');
    expect(document.body.textContent).toMatch(/剩余时间(\d+天)?\d{2}时\d{2}分\d{2}秒/);

    act(() => fireEvent.click(screen.getByRole('button', { name: '撤销转让' })));
    await typePassword('000000');
    // said once: under the sheet's boxes, where it is retyped; no toast, nothing under the button
    await waitFor(() => expect(document.querySelector('.ui-paypw-foot')?.textContent).toMatch(/支付密码错误，还可输入[1-4]次/));
    expect(document.querySelector('.as-act .ct-error')?.textContent).toBe('');
    expect(ui.toast?.text ?? '').not.toMatch(/支付密码/);
    expect(claim.status).toBe('OPEN');
    expect(inv(INVESTOR_INVEST_IDS.OPEN!).status).toBe('OPEN');

    await typePassword(INV.paymentPassword);
    expect(await dialogText()).toBe('债权转让已撤销');
    expect(claim.status).toBe('CANCELED');
    expect(inv(INVESTOR_INVEST_IDS.OPEN!).status).toBe('SETTLED');
    act(() => (document.querySelector('.ui-dialog-ok') as HTMLButtonElement).click());
    await screen.findByText('已撤销');
    expect(screen.queryByRole('button', { name: '撤销转让' })).toBeNull();
  });

  it('says why a cancel failed', async () => {
    const id = DEMO_CLAIMS.own;
    await openTransfer(id);
    act(() => fireEvent.click(screen.getByRole('button', { name: '撤销转让' })));
    // someone bought a part while the page was open
    const claim = state().creditAssigns.find((a) => a.id === id)!;
    claim.invests.push({ userId: DEMO_ACCOUNTS.referrer.userId, amount: 100, submitTime: Date.now() });
    await typePassword(INV.paymentPassword);
    expect(await dialogText()).toBe('债权转让撤销失败，已有受让人购买，不能撤销');
    expect(claim.status).toBe('OPEN');
  });

  it('learns from the claim itself that a cancel whose answer was lost went through', async () => {
    const id = DEMO_CLAIMS.own;
    await openTransfer(id);
    own.sandbox.faults.set([{ path: '/api/v2/creditassign/user/:userId/cancel/:id', kind: 'drop', count: 1 }]);
    act(() => fireEvent.click(screen.getByRole('button', { name: '撤销转让' })));
    await typePassword(INV.paymentPassword);
    expect(await dialogText()).toBe('债权转让已撤销');
    expect(state().creditAssigns.find((a) => a.id === id)!.status).toBe('CANCELED');
  });

  it('a resend refused for the transfer already cancelled (Chromium after a lost answer) says it is cancelled', async () => {
    const id = DEMO_CLAIMS.own;
    await openTransfer(id);
    const wire = resendLostPosts(/\/creditassign\/user\/[^/]+\/cancel\//);
    own.sandbox.faults.set([{ path: '/api/v2/creditassign/user/:userId/cancel/:id', kind: 'drop', count: 1 }]);
    act(() => fireEvent.click(screen.getByRole('button', { name: '撤销转让' })));
    await typePassword(INV.paymentPassword);
    expect(await dialogText()).toBe('债权转让已撤销');
    // the resend met the transfer cancelled and was refused: the status said what happened
    expect(wire.resent()).toBe(1);
    expect(own.sandbox.faults.report().rules[0]!.injected).toBe(1);
    expect(state().creditAssigns.find((a) => a.id === id)!.status).toBe('CANCELED');
  });

  it("offers no cancel on someone else's transfer, and says so", async () => {
    await openTransfer(DEMO_CLAIMS.partlySold);
    screen.getByText('这不是您发起的债权转让，不能撤销');
    expect(screen.queryByRole('button', { name: '撤销转让' })).toBeNull();
    screen.getByText('已售40%');
    expect(document.querySelectorAll('.as-inv li').length).toBeGreaterThan(0);
  });

  it('shows a finished transfer as done, and an unknown one as missing', async () => {
    await openTransfer(DEMO_CLAIMS.finished);
    screen.getByText('已转让');
    screen.getByText('已售100%');
    cleanup();
    await openTransfer('no-such-claim');
    screen.getByText('该债权转让不存在');
  });
});
