// @vitest-environment node
// The sandbox's seller side of claim transfers, over HTTP against an in-process sandbox whose
// clock and state the test owns: valuation, the step-2 figures, createNew with its 95%–105%
// rule, cancel, and the seller's list.
import { describe, expect, it } from 'vitest';
import { sandboxAt, type Agent } from '../support/sandbox';
import { DEMO_ACCOUNTS, DEMO_CLAIMS, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';
import { startOfShanghaiDay } from '../../domain/format/dates';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { clock, srv, call, login, err } = sandboxAt(NOW);

const D = DEMO_ACCOUNTS;
const INV = D.investor;
/** 恒信稳盈G: 50 000 yuan, monthly interest, repaying. */
const MINE = INVESTOR_INVEST_IDS.SETTLED!;
const CA = '/api/v2/creditassign';
const state = () => srv.sandbox.state;
const inv = (id: string) => state().investments.find((i) => i.id === id)!;
const claim = (id: string) => state().creditAssigns.find((a) => a.id === id)!;

const step1 = (a: Agent, id = MINE) => a.get(`${CA}/prepareAssign/step1?investId=${id}`);
const step2 = (a: Agent, price: string, id = MINE) => a.get(`${CA}/prepareAssign/step2?investId=${id}&creditAssignAmount=${price}`);
const create = (a: Agent, f: Record<string, string>, id = MINE) =>
  a.post(`${CA}/createNew/MYSELF/${id}`, { creditDealRate: '1', creditAssignTitle: '转让-测试', ...f });
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The investment's value worked out here from its schedule: principal due + interest by whole days. */
function expectedValueFen(id: string, at: number) {
  const rows = inv(id).repayments;
  const left = rows.filter((r) => r.status === 'UNDUE').map((r) => r.repayment);
  const prev = rows.filter((r) => r.status === 'REPAYED').at(-1)!.repayment.dueDate;
  const next = left[0]!;
  const days = Math.round((startOfShanghaiDay(next.dueDate) - startOfShanghaiDay(prev)) / DAY);
  const elapsed = Math.round((startOfShanghaiDay(at) - startOfShanghaiDay(prev)) / DAY);
  const principal = left.reduce((s, r) => s + Math.round(r.amountPrincipal * 100), 0);
  return { value: principal + Math.floor((Math.round(next.amountInterest * 100) * elapsed) / days), prev, next: next.dueDate };
}

describe('step 1: valuation', () => {
  it('is the principal still due plus the interest accrued by whole days, in the standard envelope', async () => {
    const { prev } = expectedValueFen(MINE, NOW);
    // sessions last a day: each moment of the clock gets its own login
    const at = async (t: number) => (clock.set(t), step1(await login(INV.mobile)));
    const r = await at(prev + 10 * DAY + 5 * HOUR);
    const { value } = expectedValueFen(MINE, clock.now());
    expect(r.body).toEqual({ success: true, data: { bidValuation: value / 100, maxTimeOut: 72 }, error: [] });
    expect(value).toBeGreaterThan(5_000_000);
    // the same all day long, one day's interest more the next day
    expect((await at(prev + 10 * DAY + 12 * HOUR)).body.data.bidValuation).toBe(value / 100);
    const later = (await at(prev + 11 * DAY + 5 * HOUR)).body.data.bidValuation;
    expect(later).toBe(expectedValueFen(MINE, clock.now()).value / 100);
    expect(later).toBeGreaterThan(value / 100);
  });

  it('keeps the transfer open at most 72 hours and never into the next repayment', async () => {
    const { next } = expectedValueFen(MINE, NOW);
    clock.set(next - 30.5 * HOUR);
    expect((await step1(await login(INV.mobile))).body.data.maxTimeOut).toBe(30);
    clock.set(next - 10 * HOUR);
    const r = await step1(await login(INV.mobile));
    expect([r.status, err(r)]).toEqual([400, 'NEXT_REPAY_DATE_LIMIT']);
  });

  it('refuses what cannot be transferred, with the family codes', async () => {
    const a = await login(INV.mobile);
    expect([(await step1(a, 'nope')).status, err(await step1(a, 'nope'))]).toEqual([404, 'INVEST_NOT_FOUND']);
    const open = await step1(a, INVESTOR_INVEST_IDS.OPEN);
    expect([err(open), open.body.error[0].value]).toEqual(['REPEATED_ASSIGN_REQUEST', claim(DEMO_CLAIMS.own).id]);
    for (const k of ['CLEARED', 'FROZEN', 'OVERDUE', 'UNPAID']) expect(err(await step1(a, INVESTOR_INVEST_IDS[k]!))).toBe('ILLEGAL_INVEST');
    const other = await step1(await login(D.referrer.mobile));
    expect([other.status, err(other)]).toEqual([403, 'ILLEGAL_INVEST_USER']);
    expect((await call('GET', `${CA}/prepareAssign/step1?investId=${MINE}`)).status).toBe(401);
  });
});

describe('step 2: figures of a price', () => {
  it('gives the price as a fraction of the valuation, the buyer yield and the 0.1% fee as a rate', async () => {
    const a = await login(INV.mobile);
    const value = Math.round((await step1(a)).body.data.bidValuation * 100);
    const at = await step2(a, yuan(value));
    expect(at.body.data.creditAssignRate).toBe(1);
    // bought at its value, a 9% claim yields about 9% a year to the buyer
    expect(at.body.data.assigneeYieldRate).toBeGreaterThan(0.085);
    expect(at.body.data.assigneeYieldRate).toBeLessThan(0.095);
    // a rate: the family computes the fee as price × creditAssignFee
    expect(at.body.data.creditAssignFee).toBe(0.001);
    const cheap = (await step2(a, yuan(Math.ceil(value * 0.95)))).body.data;
    expect(cheap.creditAssignRate).toBe(0.95);
    expect(cheap.assigneeYieldRate).toBeGreaterThan(at.body.data.assigneeYieldRate);
    expect((await step2(a, '12345.67')).body.data).toMatchObject({ creditAssignFee: 0.001, creditAssignRate: expect.any(Number) });
    expect(err(await step2(a, 'abc'))).toBe('INVALID_PARAMS');
    expect(err(await step2(a, '0'))).toBe('INVALID_PARAMS');
  });
});

describe('createNew', () => {
  it('refuses a price a fen outside 95%–105% with the range, and creates nothing', async () => {
    const a = await login(INV.mobile);
    const value = Math.round((await step1(a)).body.data.bidValuation * 100);
    const min = Math.ceil((value * 95) / 100);
    const max = Math.floor((value * 105) / 100);
    const before = state().creditAssigns.length;
    for (const p of [min - 1, max + 1]) {
      const r = await create(a, { creditDealAmount: yuan(p) });
      expect([r.status, err(r), r.body.error[0].value]).toEqual([400, 'EXCEED_DISCOUNT_LIMIT', { min: min / 100, max: max / 100 }]);
    }
    expect(err(await create(a, { creditDealAmount: '' }))).toBe('INVALID_PARAMS');
    expect(state().creditAssigns).toHaveLength(before);
    expect(inv(MINE).status).toBe('SETTLED');
  });

  it('needs a title of at most 40 characters', async () => {
    const a = await login(INV.mobile);
    const price = (await step1(a)).body.data.bidValuation.toFixed(2);
    expect(err(await create(a, { creditDealAmount: price, creditAssignTitle: '  ' }))).toBe('INVALID_ASSIGN_TITLE');
    expect(err(await create(a, { creditDealAmount: price, creditAssignTitle: '债'.repeat(41) }))).toBe('INVALID_ASSIGN_TITLE');
    expect((await create(a, { creditDealAmount: price, creditAssignTitle: '债'.repeat(40) })).body.success).toBe(true);
  });

  it('opens the transfer at either end of the range, for buyers too, once', async () => {
    const a = await login(INV.mobile);
    const value = Math.round((await step1(a)).body.data.bidValuation * 100);
    const min = Math.ceil((value * 95) / 100);
    const r = await create(a, { creditDealAmount: yuan(min), creditAssignTitle: ' 转让-恒信稳盈 ' });
    // success alone proves it, as the family reads it; the seller list names the new transfer
    expect(r.body).toEqual({ success: true, data: null, error: [] });
    const mine = (await a.get(`${CA}/list/user/MYSELF?status=OPEN`)).body.results.find((c: { investId: string }) => c.investId === MINE);
    const id = mine.id as string;
    expect(mine).toMatchObject({
      status: 'OPEN',
      title: '转让-恒信稳盈',
      investId: MINE,
      creditDealAmount: min / 100,
      balance: min / 100,
      creditDealRate: 0.95,
      bidValuation: value / 100,
      timeOut: 72,
    });
    expect(mine.creditBalance).toBe(mine.creditAmount);
    expect(claim(id).creditDealRate).toBe(9500);
    expect(inv(MINE)).toMatchObject({ status: 'OPEN', creditAssignId: id, assignDealAmount: min / 100 });
    expect(err(await create(a, { creditDealAmount: yuan(value) }))).toBe('REPEATED_ASSIGN_REQUEST');

    // what a buyer sees
    const list = (await call('GET', `${CA}/list/filter?status=OPEN&pageSize=100`)).body;
    expect(list.results.map((c: { id: string }) => c.id)).toContain(id);
    const detail = (await a.get(`${CA}/creditAssignDetail/${id}`)).body;
    expect(detail.creditassign).toMatchObject({ id, status: 'OPEN', userId: INV.userId, creditDealAmount: min / 100, creditDealRate: 0.95 });
    expect(detail.invests).toEqual({ results: [], totalSize: 0 });
    expect(detail.repayments.length).toBeGreaterThan(0);

    // the other end of the range, after a cancel
    expect((await a.post(`${CA}/user/MYSELF/cancel/${id}`)).body).toBe(true);
    const max = Math.floor((value * 105) / 100);
    expect((await create(a, { creditDealAmount: yuan(max) })).body.success).toBe(true);
    expect(state().creditAssigns.at(-1)).toMatchObject({ investId: MINE, status: 'OPEN', creditDealAmount: max / 100, creditDealRate: 10500 });
  });
});

describe('cancel', () => {
  async function opened(a: Agent) {
    const price = (await step1(a)).body.data.bidValuation.toFixed(2);
    expect((await create(a, { creditDealAmount: price })).body.success).toBe(true);
    return inv(MINE).creditAssignId!;
  }

  it('by the seller restores the investment and keeps the claim as CANCELED', async () => {
    const a = await login(INV.mobile);
    const id = await opened(a);
    const r = await a.post(`${CA}/user/${INV.userId}/cancel/${id}`);
    // a bare boolean, as the family's PC page reads it (assign.js:409-423)
    expect(r.body).toBe(true);
    expect(claim(id)).toMatchObject({ status: 'CANCELED', balance: 0 });
    expect(inv(MINE).status).toBe('SETTLED');
    expect(inv(MINE).creditAssignId).toBeUndefined();
    expect(err(await a.post(`${CA}/user/MYSELF/cancel/${id}`))).toBe('CREDIT_ASSIGN_NOT_OPEN');
    const list = (await call('GET', `${CA}/list/filter?status=OPEN&status=FINISHED&pageSize=100`)).body;
    expect(list.results.map((c: { id: string }) => c.id)).not.toContain(id);
    // a buyer cannot buy it any more, and the seller may transfer again
    const ref = await login(D.referrer.mobile);
    expect(err(await ref.post('/api/v2/invest/user/MYSELF/creditAssign/invest', { creditAssignId: id, amount: '100', version: 'x1' }))).toBe('BID_NO_BALANCE');
    expect((await step1(a)).body.success).toBe(true);
  });

  it("is answered at the family's path too (POST creditassign/cancel/{id}), with the same rules", async () => {
    const a = await login(INV.mobile);
    const id = await opened(a);
    const ref = await login(D.referrer.mobile);
    expect(err(await ref.post(`${CA}/cancel/${id}`))).toBe('CREDIT_ASSIGN_NOT_OWNER');
    expect((await a.post(`${CA}/cancel/${id}`)).body).toBe(true);
    expect([claim(id).status, inv(MINE).status]).toEqual(['CANCELED', 'SETTLED']);
    expect(err(await a.post(`${CA}/cancel/${id}`))).toBe('CREDIT_ASSIGN_NOT_OPEN');
    expect((await call('POST', `${CA}/cancel/${id}`, '')).status).toBe(401);
  });

  it('is refused to anyone else, for another user id, and once something sold', async () => {
    const a = await login(INV.mobile);
    const id = await opened(a);
    const ref = await login(D.referrer.mobile);
    const other = await ref.post(`${CA}/user/MYSELF/cancel/${id}`);
    expect([other.status, err(other)]).toEqual([403, 'CREDIT_ASSIGN_NOT_OWNER']);
    expect(err(await a.post(`${CA}/user/${D.referrer.userId}/cancel/${id}`))).toBe('CREDIT_ASSIGN_NOT_OWNER');
    expect((await a.post(`${CA}/user/MYSELF/cancel/nope`)).status).toBe(404);
    expect(claim(id).status).toBe('OPEN');

    const bought = await ref.post('/api/v2/invest/user/MYSELF/creditAssign/invest', { creditAssignId: id, amount: '1000', version: 'part-1' });
    expect(bought.body.success).toBe(true);
    expect(err(await a.post(`${CA}/user/MYSELF/cancel/${id}`))).toBe('CREDIT_ASSIGN_SOLD');
    expect([claim(id).status, inv(MINE).status]).toEqual(['OPEN', 'OPEN']);
  });
});

describe('the seller list', () => {
  it('is bare, paged from 1, newest first, filtered by status', async () => {
    const a = await login(INV.mobile);
    const id = await (async () => {
      const price = (await step1(a)).body.data.bidValuation.toFixed(2);
      await create(a, { creditDealAmount: price });
      return inv(MINE).creditAssignId!;
    })();
    const all = (await a.get(`${CA}/list/user/MYSELF`)).body;
    expect(all.success).toBeUndefined();
    const mine = state().creditAssigns.filter((c) => c.userId === INV.userId);
    expect(all.totalSize).toBe(mine.length);
    expect(all.results[0]).toMatchObject({ id, investId: MINE, status: 'OPEN', investCount: 0 });
    expect(all.results.every((c: { userId: string }) => c.userId === INV.userId)).toBe(true);

    const open = (await a.get(`${CA}/list/user/MYSELF?status=OPEN&page=1&pageSize=1`)).body;
    expect(open.totalSize).toBe(mine.filter((c) => c.status === 'OPEN').length);
    expect(open.results.map((c: { id: string }) => c.id)).toEqual([id]);
    const second = (await a.get(`${CA}/list/user/MYSELF?status=OPEN,FINISHED&page=2&pageSize=1`)).body;
    expect(second.results.map((c: { id: string }) => c.id)).toEqual([DEMO_CLAIMS.own]);
    expect((await a.get(`${CA}/list/user/MYSELF?status=FINISHED`)).body).toEqual({ results: [], totalSize: 0 });
    expect((await call('GET', `${CA}/list/user/MYSELF`)).status).toBe(401);
  });
});
