// @vitest-environment node
// The sandbox's account home calls (SPEC §7 User: statistic, lastInvest, investRepayments),
// through HTTP against an in-process sandbox whose clock the test owns, every answer parsed by
// the client's own schema. Expected figures are added up here from the state, in fen.
import { describe, expect, it } from 'vitest';
import { sandboxAt, type Res, type Agent } from '../support/sandbox';
import { DEMO_ACCOUNTS, DEMO_LOANS } from '../../server/sandbox/seed';
import { INVESTOR_CARDS } from '../../server/sandbox/seed/banks';
import { unwrap } from '../../runtime/api/envelope';
import { paged } from '../../domain/paged';
import { lastInvestSchema, statisticSchema } from '../../modules/account/api/home';
import { repaymentRowSchema } from '../../modules/account/api/calendar';

const NOW = Date.UTC(2026, 10, 1, 2, 30); // 10:30 in Beijing
const { srv, call, err, login } = sandboxAt(NOW);
const state = () => srv.sandbox.state;
const fen = (y: number) => Math.round(y * 100);

/** The answer as the client reads it: envelope or bare, then its schema. */
function parsed<T>(r: Res, schema: { parse(v: unknown): T }): T {
  const out = unwrap(r.body, r.status < 300);
  if (!out.ok) throw new Error(`${r.status} ${out.code}`);
  return schema.parse(out.value);
}
const STAT = '/api/v2/statistic/user/MYSELF';
const LAST = '/api/v2/2.10/user/MYSELF/invest/lastInvest';
const REPAY = (page: number, size: number, q = '') => `/api/v2/user/MYSELF/investRepayments/${page}/${size}${q}`;
const statOf = async (a: Agent) => parsed(await a.get(STAT), statisticSchema);
const totalOf = (s: Awaited<ReturnType<typeof statOf>>) =>
  fen(s.balance) + fen(s.frozenAmount) + fen(s.principal) + fen(s.offlineDataInvestAmount) + fen(s.uncollectedIncome);

const INV = DEMO_ACCOUNTS.investor;
const HOLDING = new Set(['SETTLED', 'OVERDUE', 'BREACH', 'OPEN', 'REDEEMING']);

describe('statistic', () => {
  it("is enveloped and tells the ledger's story: fund lines, offline principal, repaid interest", async () => {
    const a = await login(INV.mobile);
    const r = await a.get(STAT);
    expect(r.body.success).toBe(true);
    const s = await statOf(a);
    const f = state().userFunds[INV.userId]!;
    const mine = state().investments.filter((i) => i.userId === INV.userId);
    // principal and interest still to come, added up from the investments themselves
    const undue = mine
      .filter((i) => HOLDING.has(i.status))
      .flatMap((i) => i.repayments)
      .filter((p) => p.status === 'UNDUE');
    const principal = undue.reduce((t, p) => t + fen(p.repayment.amountPrincipal), 0);
    const interest = undue.reduce((t, p) => t + fen(p.repayment.amountInterest), 0);
    const offline = state()
      .offlineInvests.filter((o) => o.userId === INV.userId && o.status === 'INTERESTED')
      .reduce((t, o) => t + fen(o.amount), 0);
    const repaid = mine
      .flatMap((i) => i.repayments)
      .filter((p) => p.status === 'REPAYED')
      .reduce((t, p) => t + fen(p.repayment.amountInterest), 0);
    expect({ ...s, holdingAssetsAmount: fen(s.holdingAssetsAmount!) }).toEqual({
      balance: 52340.56,
      frozenAmount: f.frozenAmount / 100,
      principal: principal / 100,
      uncollectedIncome: interest / 100,
      offlineDataInvestAmount: offline / 100,
      investInterestAmount: repaid / 100,
      holdingAssetsAmount: principal + offline,
    });
    expect(principal).toBeGreaterThan(0);
    expect(offline).toBeGreaterThan(0);
    expect(f.frozenAmount).toBeGreaterThan(0);

    // and the session's calls agree with it
    const fund = (await a.get(`/api/v2/user/MYSELF/userfund`)).body;
    const inv = (await a.get(`/api/v2/user/MYSELF/statistics/invest`)).body;
    expect([fund.availableAmount, fund.frozenAmount, fund.outstandingPrincipal, fund.outstandingInterest]).toEqual([
      s.balance,
      s.frozenAmount,
      s.principal,
      s.uncollectedIncome,
    ]);
    expect([inv.offlineDataInvestAmount, inv.investInterestAmount]).toEqual([s.offlineDataInvestAmount, s.investInterestAmount]);
  });

  it('moves with a tender (balance to frozen, total unchanged), a recharge and a withdrawal (frozen until the bank pays it)', async () => {
    const a = await login(INV.mobile);
    const before = await statOf(a);
    const t = await a.post('/api/v2/invest/tender/MYSELF', {
      userId: INV.userId,
      clientIp: '127.0.0.1',
      loanId: DEMO_LOANS.opened,
      amount: '1000',
      paymentPassword: INV.paymentPassword,
      isUseBalance: 'true',
      isCycleProduct: 'false',
      paymentType: 'ONLINE',
      version: 'home-1',
    });
    expect(t.status).toBe(200);
    const tendered = await statOf(a);
    expect(fen(tendered.balance)).toBe(fen(before.balance) - 100_000);
    expect(fen(tendered.frozenAmount)).toBe(fen(before.frozenAmount) + 100_000);
    expect(totalOf(tendered)).toBe(totalOf(before));

    const c = await a.post('/api/v2/multiPayment/router/charge', {
      userId: INV.userId,
      clientIp: '127.0.0.1',
      txn_amt: '200.01',
      paymentPasswd: INV.paymentPassword,
      accountNumber: INVESTOR_CARDS.icbc,
      clientOrderId: 'home-c1',
    });
    expect(c.body).toEqual({ success: true, data: null, error: [] });
    const charged = await statOf(a);
    expect(totalOf(charged)).toBe(totalOf(tendered) + 20_001);

    const w = await a.post('/api/v2/multiPayment/router/withdraw/MYSELF', {
      userId: INV.userId,
      amount: '100',
      paymentPassword: INV.paymentPassword,
      accountNumber: INVESTOR_CARDS.icbc,
      clientOrderId: 'home-w1',
    });
    expect(w.status).toBe(200);
    const out = await statOf(a);
    // the fee is withheld from the amount: the balance pays the amount only, which waits frozen
    // (its record 处理中) until the bank pays it on the arrival date
    expect(fen(out.balance)).toBe(fen(charged.balance) - 10_000);
    expect(fen(out.frozenAmount)).toBe(fen(charged.frozenAmount) + 10_000);
    expect(totalOf(out)).toBe(totalOf(charged));
    expect(fen(out.balance)).toBe(state().userFunds[INV.userId]!.availableAmount);
  });

  it("needs a login, and a newbie's figures are zeros, not missing", async () => {
    expect((await call('GET', STAT)).status).toBe(401);
    const n = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect(totalOf(await statOf(n))).toBe(0);
  });
});

describe('lastInvest', () => {
  it("is the latest investment's time and that Beijing day's total; a new tender joins the day", async () => {
    const a = await login(INV.mobile);
    const latest = state()
      .investments.filter((i) => i.userId === INV.userId && i.status !== 'UNPAID')
      .sort((x, y) => y.submitTime - x.submitTime)[0]!;
    expect(parsed(await a.get(LAST), lastInvestSchema)).toEqual({ date: latest.submitTime, totalAmount: latest.amount });
    await a.post('/api/v2/invest/tender/MYSELF', {
      userId: INV.userId,
      clientIp: '127.0.0.1',
      loanId: DEMO_LOANS.opened,
      amount: '1000',
      paymentPassword: INV.paymentPassword,
      isUseBalance: 'true',
      isCycleProduct: 'false',
      paymentType: 'ONLINE',
      version: 'home-2',
    });
    const now = parsed(await a.get(LAST), lastInvestSchema)!;
    expect(now.date).toBeGreaterThanOrEqual(NOW);
    // the seed's latest (an hour before 10:30 Beijing) is the same day
    expect(now.totalAmount).toBe(latest.amount + 1000);
  });

  it('answers null for someone who never invested', async () => {
    const n = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect((await n.get(LAST)).body).toMatchObject({ success: true, data: null });
  });
});

describe('investRepayments', () => {
  const from = NOW + 86_400_000;
  const to = NOW + 183 * 86_400_000;
  const window = `?from=${from}&to=${to}`;
  const expected = () =>
    state()
      .investments.filter((i) => i.userId === INV.userId)
      .flatMap((i) => i.repayments.map((r) => ({ id: i.id, r })))
      .filter(({ r }) => r.repayment.dueDate >= from && r.repayment.dueDate <= to);

  it("pages the window's periods in due-date order, { results, totalSize } in the envelope, each row complete", async () => {
    const a = await login(INV.mobile);
    const r = await a.get(REPAY(1, 20, window));
    expect(r.body).toMatchObject({ success: true, data: { totalSize: expect.any(Number) } });
    const p = parsed(r, paged(repaymentRowSchema));
    const want = expected();
    expect(p.total).toBe(want.length);
    expect(want.length).toBeGreaterThan(20);
    expect(p.items).toHaveLength(20);
    const all = parsed(await a.get(REPAY(1, p.total, window)), paged(repaymentRowSchema));
    expect(all.items).toHaveLength(want.length);
    expect(all.items.map((x) => x.dueDate)).toEqual([...all.items.map((x) => x.dueDate)].sort((x, y) => x - y));
    expect(all.items.every((x) => x.dueDate >= from && x.dueDate <= to)).toBe(true);
    const sum = (xs: { amount: number }[]) => xs.reduce((t, x) => t + fen(x.amount), 0);
    expect(sum(all.items)).toBe(sum(want.map((w) => w.r.repayment)));
    const row = all.items[0]!;
    expect(row.loanTitle).toBeTruthy();
    expect(row.period).toBeGreaterThan(0);
    expect(row.totalPeriods).toBeGreaterThanOrEqual(row.period!);
    expect(fen(row.amount)).toBe(fen(row.amountPrincipal) + fen(row.amountInterest));
    expect(state().investments.find((i) => i.id === row.investId)?.userId).toBe(INV.userId);
    // page 2 continues page 1
    const p2 = parsed(await a.get(REPAY(2, 20, window)), paged(repaymentRowSchema));
    expect(p2.items[0]).toEqual(all.items[20]);
  });

  it('filters by status, refuses a window that ends before it starts, and needs a login', async () => {
    const a = await login(INV.mobile);
    const past = `?from=${NOW - 400 * 86_400_000}&to=${NOW}`;
    const repaid = parsed(await a.get(REPAY(1, 1000, `${past}&status=REPAYED`)), paged(repaymentRowSchema));
    expect(repaid.total).toBeGreaterThan(0);
    expect(repaid.items.every((x) => x.status === 'REPAYED')).toBe(true);
    const both = parsed(await a.get(REPAY(1, 1000, `${past}&status=REPAYED,UNDUE`)), paged(repaymentRowSchema));
    const undue = parsed(await a.get(REPAY(1, 1000, `${past}&status=UNDUE`)), paged(repaymentRowSchema));
    // overdue periods: due in the past, not repaid
    expect(undue.total).toBeGreaterThan(0);
    expect(both.total).toBe(repaid.total + undue.total);
    expect(err(await a.get(REPAY(1, 20, `?from=${to}&to=${from}`)))).toBe('INVALID_PARAMS');
    expect((await call('GET', REPAY(1, 20, window))).status).toBe(401);
    const n = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect(parsed(await n.get(REPAY(1, 20, window)), paged(repaymentRowSchema))).toEqual({ items: [], total: 0 });
  });
});

describe('test hook', () => {
  it('gives the fund in fen and the offline investments, only as a test hook', async () => {
    const r = await call('GET', `/__sandbox/holdings?mobile=${INV.mobile}`);
    expect(r.body.fundFen.availableAmount).toBe(5_234_056);
    expect(r.body.offline.map((o: { status: string }) => o.status)).toContain('INTERESTED');
    expect((await call('GET', '/__sandbox/holdings?mobile=19900000000')).status).toBe(404);
  });
});
