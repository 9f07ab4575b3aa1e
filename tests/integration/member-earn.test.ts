// @vitest-environment node
// The member centre's figures and a tender's points, by one rule (runtime member-levels): the
// sandbox's userinfo carries SPEC's membership (the level, 累计出借 and the gap to the next
// level), a new tender earns the points the seeded tenders earned, its line in 积分记录, and
// grows 累计出借 (and the level, once reached).
import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../support/sandbox';
import { DEMO_ACCOUNTS, DEMO_LOANS } from '../../server/sandbox/seed';
import { LEVEL_FROM, investPoints } from '../../domain/member-levels';
import { toFen } from '../../domain/format/money';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const { login, state } = sandboxAt(NOW);
const INV = DEMO_ACCOUNTS.investor;
const me = () => state().users.find((u) => u.id === INV.userId)!;

const tender = (a: Awaited<ReturnType<typeof login>>, amount: string, version: string) =>
  a.post('/api/v2/invest/tender/MYSELF', {
    userId: INV.userId,
    clientIp: '127.0.0.1',
    loanId: DEMO_LOANS.opened,
    amount,
    paymentPassword: INV.paymentPassword,
    isUseBalance: 'true',
    isCycleProduct: 'false',
    paymentType: 'ONLINE',
    version,
  });

describe('the member centre’s figures', () => {
  it('are in userinfo: the level, what was lent in all, and what is left to the next level', async () => {
    const a = await login(INV.mobile);
    const m = (await a.get('/api/v2/user/MYSELF/userinfo?version=V1')).body.membership;
    const lent = state().userFunds[INV.userId]!.totalInvest;
    expect(m).toEqual({ memberLevel: 'L3', totalAmount: lent / 100, nextLeveGap: LEVEL_FROM.L4 - lent / 100 });
    // the seasoned investor: 435,000 lent, 65,000 to 铂金
    expect([m.totalAmount, m.nextLeveGap]).toEqual([435_000, 65_000]);
  });

  it('the seeded tenders earned 3 points per 100 yuan at the level’s multiple; the rule says so in the privilege list', async () => {
    const a = await login(INV.mobile);
    const seeded = state().pointRecords.filter((r) => r.userId === INV.userId && r.type === 'INVEST');
    const mine = state().investments.filter((i) => i.userId === INV.userId && i.status !== 'UNPAID');
    expect(seeded.map((r) => r.points).sort()).toEqual(mine.map((i) => investPoints(i.amount, 'L3')).sort());
    const reward = ((await a.get('/api/v2/privilege/user/MYSELF')).body.data as { type: string; description: string }[]).find(
      (p) => p.type === 'REWARD_POINTS',
    )!;
    expect(reward.description).toBe('出借每100元获得3积分，L3享1.1倍积分');
  });
});

describe('a new tender', () => {
  it('earns points by the same rule, with its line first in 积分记录, and grows 累计出借', async () => {
    const a = await login(INV.mobile);
    const before = { points: me().points, lent: state().userFunds[INV.userId]!.totalInvest };
    expect((await tender(a, '10000', 'earn-1')).body.success).toBe(true);
    const earned = investPoints(10_000, 'L3');
    expect(earned).toBe(330);
    expect((await a.get('/api/v2/point/user/MYSELF')).body.data.points).toBe(before.points + earned);
    const first = (await a.get('/api/v2/point/record/user/MYSELF/list?page=1&pageSize=10')).body.data.results[0];
    expect(first).toMatchObject({ type: 'INVEST', points: earned });
    expect(first.description).toContain(state().loans.find((l) => l.id === DEMO_LOANS.opened)!.title);
    const m = (await a.get('/api/v2/user/MYSELF/userinfo?version=V1')).body.membership;
    expect(toFen(m.totalAmount)).toBe(before.lent + 1_000_000);
    expect(m.nextLeveGap).toBe(55_000);
    // a refused tender earns nothing
    expect((await tender(a, '10000', 'earn-1')).body.success).toBe(false);
    expect(me().points).toBe(before.points + earned);
  });

  it('raises the level its lending reaches, never lowers it', async () => {
    const a = await login(INV.mobile);
    // 65,000 more reaches 铂金 (500,000)
    state().userFunds[INV.userId]!.availableAmount += 10_000_000;
    expect((await tender(a, '65000', 'earn-2')).body.success).toBe(true);
    expect((await a.get('/api/v2/user/MYSELF/membership')).body.data.level.name).toBe('铂金会员');
    expect((await a.get('/api/v2/user/MYSELF/userinfo?version=V1')).body.membership).toMatchObject({ memberLevel: 'L4', nextLeveGap: 500_000 });
  });
});
