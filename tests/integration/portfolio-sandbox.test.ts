// @vitest-environment node
// The sandbox's holdings calls (SPEC §7 "Loans, claims, investments", offlineData) over HTTP,
// with a clock the test owns: owner-only records, the contract page, the redemption rules
// (cycle product, window, owner, status, one key once) in exact fen, and the lists' filters.
import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../support/sandbox';
import { DEMO_ACCOUNTS, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';
import { redeemWindow } from '../../server/sandbox/routes/portfolio-redeem';
import { repaymentsSchema } from '../../domain/repayments';
import { addMonths } from '../../domain/format/dates';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const DAY = 86_400_000;
const { clock, srv, call, err, login } = sandboxAt(NOW);
const state = () => srv.sandbox.state;
const I = INVESTOR_INVEST_IDS;
const CYCLE = I['SETTLED-4']!;
const inv = (id: string) => state().investments.find((i) => i.id === id)!;

const investor = () => login(DEMO_ACCOUNTS.investor.mobile);
const REDEEM = '/api/v2/invest/redeem';
let seq = 0;
const key = () => `k-${++seq}`;

describe('one investment', () => {
  it("investDynamic: the owner gets a bare { results } of the investment's money movements, oldest first; anyone else NOT_FOUND", async () => {
    const a = await investor();
    const r = await a.get(`/api/v2/user/MYSELF/investDynamic/${CYCLE}`);
    expect(r.body.success).toBeUndefined();
    const moves = r.body.results as { timeRecorded: number; type: string; operation: string; amount: number }[];
    const loan = state().loans.find((l) => l.id === inv(CYCLE).loanId)!;
    const repaid = inv(CYCLE).repayments.filter((x) => x.status === 'REPAYED');
    expect(moves.slice(0, 2)).toEqual([
      { timeRecorded: inv(CYCLE).submitTime, type: 'INVEST', operation: 'FREEZE', amount: 10_000 },
      { timeRecorded: loan.valueDate, type: 'INVEST', operation: 'OUT', amount: 10_000 },
    ]);
    expect(moves.slice(2).map((m) => [m.type, m.operation, m.amount])).toEqual(repaid.map((x) => ['INVEST_REPAY', 'IN', x.repayment.amount]));
    expect(moves.map((m) => m.timeRecorded)).toEqual([...moves.map((m) => m.timeRecorded)].sort((x, y) => x - y));
    const other = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect(err(await other.get(`/api/v2/user/MYSELF/investDynamic/${CYCLE}`))).toBe('NOT_FOUND');
    expect((await call('GET', `/api/v2/user/MYSELF/investDynamic/${CYCLE}`)).status).toBe(401);
  });

  it('loan/{loanId}/invest/{investId}: bare, and only under its own loan', async () => {
    const a = await investor();
    const loanId = inv(CYCLE).loanId;
    const r = await a.get(`/api/v2/loan/${loanId}/invest/${CYCLE}`);
    expect(r.body).toMatchObject({ id: CYCLE, loanId, status: 'SETTLED' });
    expect(r.body.success).toBeUndefined();
    expect(err(await a.get(`/api/v2/loan/${inv(I.SETTLED!).loanId}/invest/${CYCLE}`))).toBe('NOT_FOUND');
  });

  it('repayments: a bare array, each period wrapped twice, that the client reads; principal adding up to the amount', async () => {
    const a = await investor();
    const r = await a.get(`/api/v2/loan/invest/${I.OVERDUE}/repayments`);
    expect(Array.isArray(r.body)).toBe(true);
    const rows = repaymentsSchema.parse(r.body);
    expect(r.body[0]).toHaveProperty('repayment.status');
    expect(r.body[0]).toHaveProperty('repayment.repayment.amountOutstanding');
    expect(rows.reduce((s, x) => s + Math.round(x.amountPrincipal * 100), 0)).toBe(Math.round(inv(I.OVERDUE!).amount * 100));
    expect(rows.some((x) => x.status === 'UNDUE' && x.dueDate < NOW)).toBe(true);
    const other = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect(err(await other.get(`/api/v2/loan/invest/${I.OVERDUE}/repayments`))).toBe('NOT_FOUND');
  });
});

describe('the contract', () => {
  const page = async (cookie: string, id: string) => {
    const res = await fetch(`${srv.base}/api/v2/user/MYSELF/invest/${id}/contract`, { headers: { cookie } });
    return { status: res.status, type: res.headers.get('content-type') ?? '', csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
  };

  it("is the owner's loan agreement once the loan has settled", async () => {
    const a = await investor();
    const settled = inv(I.SETTLED!);
    const loan = state().loans.find((l) => l.id === settled.loanId)!;
    const p = await page(a.cookie, settled.id);
    expect(p.status).toBe(200);
    expect(p.html).toMatch(/^<!doctype html>/);
    for (const t of ['借款协议', loan.title, '王建国', '50,000.00', '回款计划']) expect(p.html).toContain(t);
    expect(p.html).not.toContain(state().users.find((u) => u.id === settled.userId)!.idNumber);
    for (const s of ['CLEARED', 'OVERDUE', 'BREACH']) expect((await page(a.cookie, I[s]!)).status, s).toBe(200);
  });

  it('is not there before settlement, nor for anyone else', async () => {
    const a = await investor();
    for (const s of ['PROPOSED', 'FROZEN', 'FINISHED', 'UNPAID', 'OPEN', 'REDEEMING']) expect((await page(a.cookie, I[s]!)).status, s).toBe(404);
    const other = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect((await page(other.cookie, I.SETTLED!)).status).toBe(404);
    expect((await page('', I.SETTLED!)).status).toBe(401);
  });

  it('is served as a page that runs nothing', async () => {
    const p = await page((await investor()).cookie, I.SETTLED!);
    expect(p.type).toBe('text/html; charset=utf-8');
    expect(p.csp).toContain("default-src 'none'");
  });
});

describe('redemption', () => {
  const window = () =>
    redeemWindow(
      state().loans.find((l) => l.id === inv(CYCLE).loanId)!,
      clock.now(),
    )!;

  it('SETTLED → REDEEMING, the schedule ends with the cycle, and the forgone interest leaves what is due, in fen', async () => {
    const a = await investor();
    const w = window();
    expect(w.cycle).toBe(2);
    const fund = { ...state().userFunds[DEMO_ACCOUNTS.investor.userId]! };
    const before = inv(CYCLE).repayments.map((r) => ({ ...r }));
    const r = await a.post(REDEEM, { investId: CYCLE, currentPeriod: '2', clientOrderId: 'once' });
    // success alone proves it, as the family reads it
    expect(r.body).toEqual({ success: true, data: null, error: [] });
    const after = inv(CYCLE);
    expect(after).toMatchObject({ status: 'REDEEMING', redeemTime: w.cycleEnd });
    expect(after.repayments).toHaveLength(6);
    expect(after.repayments.at(-1)!.repayment).toMatchObject({ dueDate: w.cycleEnd, amountPrincipal: 10_000, amountOutstanding: 0 });
    expect(after.repayments.slice(0, 5).map((x) => x.status)).toEqual(before.slice(0, 5).map((x) => x.status));
    const fen = (rows: typeof before) => rows.filter((x) => x.status === 'UNDUE').reduce((s, x) => s + Math.round(x.repayment.amountInterest * 100), 0);
    const forgone = fen(before) - fen(after.repayments);
    expect(forgone).toBe(6 * 6_250); // cycles 3 and 4 no longer run: six months of 10 000 at 7.5%, 62.50 a month
    const now = state().userFunds[DEMO_ACCOUNTS.investor.userId]!;
    expect([now.outstandingInterest, now.dueInAmount]).toEqual([fund.outstandingInterest - forgone, fund.dueInAmount - forgone]);
    expect(now.availableAmount).toBe(fund.availableAmount);
  });

  it('refuses a repeated key with the investment it redeemed, and changes nothing twice', async () => {
    const a = await investor();
    await a.post(REDEEM, { investId: CYCLE, currentPeriod: '2', clientOrderId: 'same' });
    const snap = JSON.stringify([inv(CYCLE), state().userFunds[DEMO_ACCOUNTS.investor.userId]]);
    const again = await a.post(REDEEM, { investId: CYCLE, currentPeriod: '2', clientOrderId: 'same' });
    expect([again.status, err(again), again.body.error[0].value]).toEqual([409, 'DUPLICATE_ORDER', { investId: CYCLE }]);
    const fresh = await a.post(REDEEM, { investId: CYCLE, currentPeriod: '2', clientOrderId: key() });
    expect(err(fresh)).toBe('REDEEM_ALREADY');
    expect(JSON.stringify([inv(CYCLE), state().userFunds[DEMO_ACCOUNTS.investor.userId]])).toBe(snap);
  });

  it('refuses, moving nothing: another cycle named, not a cycle product, not settled, not the owner', async () => {
    const a = await investor();
    const snap = JSON.stringify(state().investments);
    expect(err(await a.post(REDEEM, { investId: CYCLE, currentPeriod: '1', clientOrderId: key() }))).toBe('REDEEM_PERIOD_CHANGED');
    expect(err(await a.post(REDEEM, { investId: CYCLE, clientOrderId: key() }))).toBe('REDEEM_PERIOD_CHANGED');
    expect(err(await a.post(REDEEM, { investId: I.SETTLED!, currentPeriod: '2', clientOrderId: key() }))).toBe('REDEEM_NOT_CYCLE');
    expect(err(await a.post(REDEEM, { investId: I.REDEEMING!, currentPeriod: '2', clientOrderId: key() }))).toBe('REDEEM_ALREADY');
    expect(err(await a.post(REDEEM, { investId: 'nope', currentPeriod: '2', clientOrderId: key() }))).toBe('NOT_FOUND');
    const other = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect(err(await other.post(REDEEM, { investId: CYCLE, currentPeriod: '2', clientOrderId: key() }))).toBe('NOT_FOUND');
    expect((await call('POST', REDEEM, '', { investId: CYCLE, currentPeriod: '2' })).status).toBe(401);
    expect(JSON.stringify(state().investments)).toBe(snap);
  });

  it('opens from the cycle start to the end of day T−15, and never in the last cycle', async () => {
    const w = window();
    const loan = state().loans.find((l) => l.id === inv(CYCLE).loanId)!;
    // a session lasts a day: log in once the clock is where the test wants it
    const at = async (t: number) => (clock.set(t), investor());
    const late = await (await at(w.closesAt)).post(REDEEM, { investId: CYCLE, currentPeriod: '2', clientOrderId: key() });
    expect([err(late), late.body.error[0].value]).toEqual(['REDEEM_CLOSED', { opens: w.opens, lastDay: w.lastDay }]);
    // the clock runs on while the test logs in: a minute before the end
    expect((await (await at(w.closesAt - 60_000)).post(REDEEM, { investId: CYCLE, currentPeriod: '2', clientOrderId: key() })).body.success).toBe(true);

    // a reset seeds relative to the clock: back to NOW first, so the loan keeps its dates
    const fresh = () => (clock.set(NOW), srv.sandbox.reset());
    fresh();
    // the first instant of cycle 3: open again
    expect((await (await at(addMonths(loan.valueDate!, 6))).post(REDEEM, { investId: CYCLE, currentPeriod: '3', clientOrderId: key() })).body.success).toBe(
      true,
    );

    fresh();
    // cycle 4 of 4: it matures instead
    expect(err(await (await at(addMonths(loan.valueDate!, 9) + DAY)).post(REDEEM, { investId: CYCLE, currentPeriod: '4', clientOrderId: key() }))).toBe(
      'REDEEM_CLOSED',
    );
  });
});

describe('offline investments', () => {
  it('page by status from page 1, newest value date first, enveloped', async () => {
    const a = await investor();
    const all = await a.get('/api/v2/offlineData/offline/MYSELF?page=1&size=10');
    expect(all.body.data.totalSize).toBe(3);
    const dates = all.body.data.results.map((o: { valueDate: number }) => o.valueDate);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    const held = await a.get('/api/v2/offlineData/offline/MYSELF?status=INTERESTED&page=1&size=10');
    const done = await a.get('/api/v2/offlineData/offline/MYSELF?status=REDEMPTION&page=1&size=10');
    expect([held.body.data.totalSize, done.body.data.totalSize]).toEqual([2, 1]);
    expect(held.body.data.results[0]).toMatchObject({
      corporationAccountName: expect.any(String),
      paymentNo: expect.any(String),
      productName: expect.any(String),
      investAmount: expect.any(Number),
      revenue: expect.any(Number),
    });
    expect(held.body.data.results[0].userId).toBeUndefined();
    const p2 = await a.get('/api/v2/offlineData/offline/MYSELF?page=2&size=2');
    expect(p2.body.data.results).toHaveLength(1);
    const other = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect((await other.get('/api/v2/offlineData/offline/MYSELF')).body.data.totalSize).toBe(0);
  });
});

describe('fund products', () => {
  const list = (a: Awaited<ReturnType<typeof investor>>, status: string) =>
    a.get(`/api/v2/offlineData/MYSELF/frfInvests?status=${status}&page=1&size=10`).then((r) => r.body.data);

  it('hold something in every tab', async () => {
    const a = await investor();
    expect((await list(a, 'SETTLED,REDEEMING')).results.map((f: { status: string }) => f.status).sort()).toEqual(['REDEEMING', 'SETTLED']);
    expect((await list(a, 'OPEN,FINISHED')).results.map((f: { status: string }) => f.status)).toEqual(['OPEN']);
    expect((await list(a, 'REDEEMED')).totalSize).toBe(1);
  });

  it('a holding, its net values oldest first, and its records newest first, for the owner only', async () => {
    const a = await investor();
    const settled = state().frfInvests.find((f) => f.status === 'SETTLED')!;
    const one = await a.get(`/api/v2/offlineData/MYSELF/frfInvest/${settled.id}`);
    expect(one.body.data).toMatchObject({ id: settled.id, productId: settled.productId, holdingAsset: settled.holdingAsset });
    const nv = (await call('GET', `/api/v2/offlineData/${settled.productId}/netValues`)).body.data as { date: number; netValue: number }[];
    expect(nv).toHaveLength(60);
    expect(nv.map((v) => v.date)).toEqual([...nv.map((v) => v.date)].sort((x, y) => x - y));
    expect(nv.at(-1)!.netValue).toBe(settled.newestNetValue);
    const raising = state().frfInvests.find((f) => f.status === 'OPEN')!;
    expect((await call('GET', `/api/v2/offlineData/${raising.productId}/netValues`)).body.data).toEqual([]);
    expect(err(await call('GET', '/api/v2/offlineData/no-such-product/netValues'))).toBe('NOT_FOUND');

    const redeemed = state().frfInvests.find((f) => f.status === 'REDEEMED')!;
    const recs = (await a.get(`/api/v2/offlineData/frfInvest/${redeemed.id}/records`)).body.data as { type: string; time: number }[];
    expect(recs.map((r) => r.type)).toEqual(['REDEEM', 'SUBSCRIBE']);
    const other = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect(err(await other.get(`/api/v2/offlineData/MYSELF/frfInvest/${settled.id}`))).toBe('NOT_FOUND');
    expect(err(await other.get(`/api/v2/offlineData/frfInvest/${redeemed.id}/records`))).toBe('NOT_FOUND');
  });
});

describe('the seasoned investor', () => {
  it('has something in every online tab; 转让中 is his own transfers, none of them an investment still raising', async () => {
    const a = await investor();
    for (const s of ['FINISHED,PROPOSED,FROZEN,SETTLED,OVERDUE,BREACH,REDEEMING,UNPAID', 'CLEARED,REDEEMED']) {
      expect((await a.get(`/api/v2/user/MYSELF/invest/list/1/10?status=${s}`)).body.result.totalSize, s).toBeGreaterThan(0);
    }
    const mine = (await a.get('/api/v2/creditassign/list/user/MYSELF?status=OPEN&status=FINISHED&page=1&pageSize=10')).body;
    expect(mine.totalSize).toBeGreaterThan(0);
    for (const t of mine.results as { investId: string }[]) expect(inv(t.investId).creditAssignId).toBeTruthy();
  });
});

describe('a claim bought', () => {
  it('is listed with its purchase (price paid, principal, the claim rate and dates), and its 出借动态 is the price the ledger took', async () => {
    const a = await investor();
    const me = DEMO_ACCOUNTS.investor;
    const claim = state().creditAssigns.find((x) => x.status === 'OPEN' && x.userId !== me.userId && x.invests.length === 0 && x.creditDealAmount < 20_000)!;
    const body = { creditAssignId: claim.id, amount: String(claim.creditAmount), paymentPassword: me.paymentPassword, isUseBalance: 'true', version: 'buy-p1' };
    expect((await a.post('/api/v2/invest/user/MYSELF/creditAssign/invest', body)).body.success).toBe(true);
    const ledger = state().fundRecords.filter((x) => x.userId === me.userId && x.type === 'CREDIT_ASSIGN');
    expect(ledger.map((x) => [x.operation, x.amount])).toEqual([['OUT', claim.creditDealAmount]]);
    const rows = (await a.get('/api/v2/user/MYSELF/invest/list/1/10?status=SETTLED')).body.result.results as Record<string, unknown>[];
    const row = rows[0]!;
    const t = inv(row.id as string).submitTime;
    expect(t).toBeGreaterThanOrEqual(NOW);
    expect(row).toMatchObject({ status: 'SETTLED', amount: claim.creditAmount, creditAssignId: null });
    expect(row.creditAssignInvest).toEqual({
      creditAssignId: claim.id,
      creditAmount: claim.creditAmount,
      creditDealAmount: claim.creditDealAmount,
      actualRate: claim.actualRate,
      timeRecorded: t,
      valueDate: t,
      dueDate: claim.dueDate,
    });
    // the seeded tenders carry none
    expect(rows.slice(1).every((r) => r.creditAssignInvest === null)).toBe(true);
    const moves = (await a.get(`/api/v2/user/MYSELF/investDynamic/${row.id}`)).body.results as { type: string; operation: string; amount: number }[];
    expect(moves).toEqual([{ timeRecorded: t, type: 'CREDIT_ASSIGN', operation: 'OUT', amount: ledger[0]!.amount }]);
  });
});
