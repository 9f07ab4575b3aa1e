// The fund-flow filter (issue: behave like 蚂蚁财富 / 理财通 / 陆金所): groups a person
// understands, each the set of back-office types it covers. Every type the sandbox can send
// (its type list, its seed, every record its calls write) and every type the recorded backend
// answers and the family's own front ends name belongs to exactly one group; and a group's
// pages are read in order from the unfiltered records, ten a page.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSeed } from '../../server/sandbox/seed';
import { FUND_TYPES } from '../../domain/format/fund-types';
import { FUND_GROUPS, FUND_TYPE_LABELS, groupOf } from '../../modules/payment/rules/fund-types';
import { FUNDS_PAGE_SIZE, SCAN_SIZE, groupPager, type FundFilters } from '../../modules/payment/api/funds';
import type { FundRecord, FundFilter } from '../../modules/payment/api/money';

const root = resolve(__dirname, '../..');

/** Types the sandbox's calls write: the third argument of every ledger(c, user, 'TYPE', …). */
function ledgerTypes(): string[] {
  const dir = join(root, 'server/sandbox/routes');
  return readdirSync(dir).flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/ledger\(\s*c\s*,[^,]+,\s*'([A-Z_]+)'/g)].map((m) => m[1]!));
}

/** Types the recorded answers of the fund-record query carry. */
function fixtureTypes(): string[] {
  const dir = join(root, 'tests/fixtures/backend');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { call: string; response: { body: { results?: { type?: string }[] } } })
    .filter((fx) => fx.call === 'GET /api/v2/user/MYSELF/funds')
    .flatMap((fx) => (fx.response.body.results ?? []).map((r) => r.type!));
}

/** The family's PC site names these too (tbus web/src/ccc/newAccount/js/main/fund.js nameMap). */
const PC_SITE = ['INVEST_REDEEM_REPAY', 'DISBURSE', 'FSS', 'FEE_DEPOSIT', 'OFFLINE_DEPOSIT', 'TRANSFER'];

describe('fund-flow groups', () => {
  const seed = createSeed(Date.UTC(2026, 10, 1, 2, 30));
  const sources: Record<string, string[]> = {
    'sandbox type list': FUND_TYPES,
    'sandbox seed': seed.fundRecords.map((r) => r.type),
    'sandbox calls': ledgerTypes(),
    'backend fixtures': fixtureTypes(),
    'client labels': Object.keys(FUND_TYPE_LABELS),
    'PC site': PC_SITE,
  };

  it('reads every source, not an empty one by mistake', () => {
    for (const [name, types] of Object.entries(sources)) expect(types.length, name).toBeGreaterThan(0);
    expect(sources['sandbox calls']).toEqual(
      expect.arrayContaining(['DEPOSIT', 'WITHDRAW', 'INVEST', 'CREDIT_ASSIGN', 'FEE_CREDIT_ASSIGN', 'COUPON_CASH', 'OFFLINE_DEPOSIT']),
    );
    expect(sources['backend fixtures']).toEqual(expect.arrayContaining(['DEPOSIT', 'INVEST_REPAY', 'WITHDRAW']));
  });

  it('puts every type the sandbox and the backend send in exactly one group', () => {
    for (const [name, types] of Object.entries(sources)) {
      for (const t of new Set(types)) {
        const holders = FUND_GROUPS.filter((g) => g.types.includes(t)).map((g) => g.label);
        expect(holders, `${name}: ${t}`).toHaveLength(1);
        expect(groupOf(t).label).toBe(holders[0]);
      }
    }
  });

  it('offers the groups a person looks for, and lists no type twice', () => {
    expect(FUND_GROUPS.map((g) => g.label)).toEqual(['出借', '充值', '提现', '回款', '奖励', '费用', '其他']);
    const all = FUND_GROUPS.flatMap((g) => g.types);
    expect(new Set(all).size).toBe(all.length);
    expect(groupOf('DEPOSIT').label).toBe('充值');
    expect(groupOf('INVEST_REPAY').label).toBe('回款');
    expect(groupOf('REWARD_REFERRAL').label).toBe('奖励');
    expect(groupOf('FEE_WITHDRAW').label).toBe('费用');
    // a type nobody knows yet still has a place (and shows its code as its label)
    expect(groupOf('SOMETHING_NEW').label).toBe('其他');
  });
});

describe('a group read page by page', () => {
  const f: FundFilters = { group: 'deposit', status: '', operation: '', start: '2026-01-01', end: '2026-12-31' };
  const rec = (i: number, type: string): FundRecord =>
    ({ id: `r${i}`, type, amount: i, recordTime: 1e12 - i, operation: 'IN', description: '', status: 'SUCCESSFUL', orderId: `o${i}` }) as FundRecord;
  // 230 records, newest first; every 7th a deposit (33 of them), one of them an offline one
  const all = Array.from({ length: 230 }, (_, i) =>
    rec(i, i % 7 ? (i % 2 ? 'INVEST_REPAY' : 'FEE_INVEST_INTEREST') : i === 14 ? 'OFFLINE_DEPOSIT' : 'DEPOSIT'),
  );
  const deposits = all.filter((r) => groupOf(r.type).key === 'deposit');

  const backend = () => {
    const asked: { f: FundFilter; page: number; size: number }[] = [];
    const ask = (q: FundFilter, page: number, size = 10) => {
      asked.push({ f: q, page, size });
      return Promise.resolve({ items: all.slice((page - 1) * size, page * size), total: all.length });
    };
    return { asked, ask: ask as never };
  };

  it('keeps the group’s records in order, ten a page, until the records run out', async () => {
    const b = backend();
    const pager = groupPager(f, b.ask);
    const got: FundRecord[] = [];
    for (let page = 1; page <= 5; page++) {
      const p = await pager(page);
      got.push(...p.items);
      if (p.items.length < FUNDS_PAGE_SIZE || got.length >= p.total) break;
    }
    expect(got.map((r) => r.id)).toEqual(deposits.map((r) => r.id));
    // every type (ALL), the filters and dates passed on, SCAN_SIZE at a time, each page once
    expect(b.asked.every((a) => a.f.type === '' && a.size === SCAN_SIZE && a.f.status === '' && a.f.startDate > 0)).toBe(true);
    expect(b.asked.map((a) => a.page)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads only as far as the page needs: the first alone, then a few at once', async () => {
    const b = backend();
    const p1 = await groupPager(f, b.ask)(1);
    expect(p1.items).toHaveLength(10);
    expect(p1.total).toBeGreaterThan(10);
    // 8 deposits in the first 50 records: the next three pages come together
    expect(b.asked.map((a) => a.page)).toEqual([1, 2, 3, 4]);
  });

  it('says when a group has nothing', async () => {
    const b = backend();
    const p = await groupPager({ ...f, group: 'reward' }, b.ask)(1);
    expect(p).toEqual({ items: [], total: 0 });
  });
});
