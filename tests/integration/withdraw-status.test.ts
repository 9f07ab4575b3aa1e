// @vitest-environment node
// A withdrawal is applied, then the bank pays it: its record in 资金流水 says 处理中 — the word
// its receipt gives the 银行处理 step, from the one status map — until its arrival date, then
// 成功; meanwhile the money waits frozen, then leaves for good. The figures move with the word.
import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../support/sandbox';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { FUND_RECORD_STATUS } from '../../domain/format/statuses';
import { toFen } from '../../domain/format/money';

// 2026-11-01 10:30 Beijing: the arrival date is 2026-11-02
const NOW = Date.UTC(2026, 10, 1, 2, 30);
const { clock, login, state } = sandboxAt(NOW);
const INV = DEMO_ACCOUNTS.investor;
const fund = () => state().userFunds[INV.userId]!;

async function withdrawn() {
  const a = await login(INV.mobile);
  const before = { ...fund() };
  const w = await a.post('/api/v2/multiPayment/router/withdraw/MYSELF', { amount: '100.00', paymentPassword: '123456', clientOrderId: 'w-status-1' });
  expect(w.body.success).toBe(true);
  const records = async () =>
    ((await a.get('/api/v2/user/MYSELF/funds?type=WITHDRAW&allStatus=true&allOperation=true&page=1&pageSize=10')).body.results as any[]).find(
      (r) => r.clientOrderId === 'w-status-1',
    );
  return { a, before, records };
}

describe('a withdrawal’s status', () => {
  it('is 处理中 in 资金流水 while the bank has not paid it, the receipt’s word, with the money frozen', async () => {
    const { before, records } = await withdrawn();
    const rec = await records();
    expect(rec.status).toBe('PROCESSING');
    expect(FUND_RECORD_STATUS[rec.status]).toBe('处理中');
    expect(fund().availableAmount).toBe(before.availableAmount - 10_000);
    expect(fund().frozenAmount).toBe(before.frozenAmount + 10_000);
    expect(fund().withdrawAmount).toBe(before.withdrawAmount);
  });

  it('is 成功 from its arrival date (Beijing), the money gone from frozen to withdrawn', async () => {
    const { records } = await withdrawn();
    clock.advance(13 * 3_600_000); // 2026-11-01 23:30 Beijing: not yet
    expect((await records()).status).toBe('PROCESSING');
    // every withdrawal still with the bank (the seed's one of 3 hours ago too), and the figures now
    const pending = state().fundRecords.filter((r) => r.userId === INV.userId && r.type === 'WITHDRAW' && r.status === 'PROCESSING');
    const pendingFen = pending.reduce((t, r) => t + toFen(r.amount), 0);
    const mid = { ...fund() };
    clock.advance(31 * 60_000); // 2026-11-02 00:01 Beijing
    const b = await login(INV.mobile); // the session ran out with the hours
    const list = (await b.get('/api/v2/user/MYSELF/funds?type=WITHDRAW&allStatus=true&allOperation=true&page=1&pageSize=10')).body.results as any[];
    const paid = list.find((r) => r.clientOrderId === 'w-status-1');
    expect(paid.status).toBe('SUCCESSFUL');
    expect(FUND_RECORD_STATUS[paid.status]).toBe('成功');
    expect(list.filter((r) => pending.some((p) => p.id === r.id)).map((r) => r.status)).toEqual(pending.map(() => 'SUCCESSFUL'));
    expect(fund().frozenAmount).toBe(mid.frozenAmount - pendingFen);
    expect(fund().withdrawAmount).toBe(mid.withdrawAmount + pendingFen);
    // the dashboard's figures tell the same
    const st = (await b.get('/api/v2/statistic/user/MYSELF')).body.data;
    expect(toFen(st.frozenAmount)).toBe(fund().frozenAmount);
  });
});
