// @vitest-environment node
// The sandbox's member calls (SPEC §7 "Coupons, points, privileges") over HTTP, with a clock
// the test owns: what they answer, the exchange and gift rules, and that spending points
// happens once per key and not at all when refused.
import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../support/sandbox';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { GIFTS, INTEREST_RISE } from '../../server/sandbox/seed/member';
import { EXCHANGE_COUPON_DAYS } from '../../server/sandbox/routes/member';
import { pointsNeeded } from '../../modules/member/rules/member';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const DAY = 86_400_000;
const { clock, srv, call, err, login } = sandboxAt(NOW);
const INV = DEMO_ACCOUNTS.investor;

const state = () => srv.sandbox.state;
const user = (id: string) => state().users.find((u) => u.id === id)!;
const EXCHANGE = '/api/v2/redeemgift/user/MYSELF/redeem/interestRise';
const REDEEM = '/api/v2/redeemgift/redeem';
const ex = (over: Record<string, string> = {}) => ({
  userId: INV.userId,
  parValue: '100',
  duration: '90',
  investAmount: '10000',
  clientOrderId: 'k-1',
  ...over,
});

describe('member: reading', () => {
  it('needs a login for every call', async () => {
    for (const p of [
      '/api/v2/point/user/MYSELF',
      '/api/v2/point/record/user/MYSELF/list',
      '/api/v2/privilege/user/MYSELF',
      '/api/v2/privilege/withdrawRules',
      '/api/v2/privilege/interestRiseRules',
      '/api/v2/privilege/birthdayRules',
      '/api/v2/redeemgift/user/MYSELF',
      `${EXCHANGE}/data`,
      '/api/v2/user/MYSELF/membership',
    ]) {
      expect((await call('GET', p)).status, p).toBe(401);
    }
    expect((await call('POST', EXCHANGE, '', ex())).status).toBe(401);
    expect((await call('POST', REDEEM, '', { giftId: GIFTS[0]!.id })).status).toBe(401);
  });

  it('answers the level as the family does: an envelope with data.level.name only', async () => {
    const me = await login(INV.mobile);
    expect((await me.get('/api/v2/user/MYSELF/membership')).body).toEqual({ success: true, data: { level: { name: '黄金会员' } }, error: [] });
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect((await nb.get('/api/v2/user/MYSELF/membership')).body.data.level.name).toBe('普通会员');
  });

  it('answers the balance and pages the records newest first, 10 by default, adding up to it', async () => {
    const me = await login(INV.mobile);
    expect((await me.get('/api/v2/point/user/MYSELF')).body).toMatchObject({ success: true, data: { points: 12_800 } });
    const p1 = (await me.get('/api/v2/point/record/user/MYSELF/list?page=1&pageSize=10')).body.data;
    expect(p1.results).toHaveLength(10);
    const times = p1.results.map((r: { time: number }) => r.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(p1.results[0]).sort()).toEqual(['description', 'id', 'points', 'time', 'type']);
    const all = (await me.get(`/api/v2/point/record/user/MYSELF/list?page=1&pageSize=100`)).body.data;
    expect(all.totalSize).toBe(p1.totalSize);
    expect(all.results.reduce((s: number, r: { points: number }) => s + r.points, 0)).toBe(12_800);
    const p2 = (await me.get('/api/v2/point/record/user/MYSELF/list?page=2')).body.data;
    expect(p2.results[0].id).toBe(all.results[10].id);
  });

  it('lists the investor’s privileges with their use and the level each opens at', async () => {
    const me = await login(INV.mobile);
    const list = (await me.get('/api/v2/privilege/user/MYSELF')).body.data;
    expect(list).toHaveLength(8);
    expect(list.find((p: { type: string }) => p.type === 'WITHDRAW')).toMatchObject({ valid: true, total: 3, used: 1, minLevel: 'L1' });
    expect(list.find((p: { type: string }) => p.type === 'VIP_PRODUCT')).toMatchObject({ valid: false, minLevel: 'L4' });
    expect(list.find((p: { type: string }) => p.type === 'REWARD_POINTS')).toMatchObject({ valid: true, minLevel: 'L0' });
  });

  it('serves the rules of every level', async () => {
    const me = await login(INV.mobile);
    const w = (await me.get('/api/v2/privilege/withdrawRules')).body.data;
    expect(w.map((r: { level: string; times: number }) => [r.level, r.times])).toEqual([
      ['L0', 0],
      ['L1', 1],
      ['L2', 2],
      ['L3', 3],
      ['L4', 5],
      ['L5', 8],
      ['L6', 99],
    ]);
    expect(w[3].name).toBe('黄金会员');
    const i = (await me.get('/api/v2/privilege/interestRiseRules')).body.data;
    expect(i.map((r: { rate: number }) => r.rate)).toEqual([0, 0, 10, 20, 30, 40, 50]);
    const b = (await me.get('/api/v2/privilege/birthdayRules')).body.data;
    expect(b[0]).toMatchObject({ level: 'L0', couponAmount: 0 });
    expect(b[3]).toMatchObject({ level: 'L3', couponAmount: 888, pointsMultiple: 2 });
  });

  it('serves gifts and the exchange’s configuration', async () => {
    const me = await login(INV.mobile);
    const gifts = (await me.get('/api/v2/redeemgift/user/MYSELF')).body.data;
    expect(gifts).toHaveLength(GIFTS.length);
    expect(gifts[0]).toEqual({
      id: GIFTS[0]!.id,
      name: '京东E卡100元',
      points: 10_000,
      available: 50,
      type: 'PHYSICAL',
      imageUrl: GIFTS[0]!.imageUrl,
      description: GIFTS[0]!.description,
    });
    expect((await me.get(`${EXCHANGE}/data`)).body.data).toEqual({ ...INTEREST_RISE });
  });
});

describe('member: special-interest exchange', () => {
  it('deducts what the client computes, records it with the key, and places the coupon', async () => {
    clock.set(NOW + 1234);
    const me = await login(INV.mobile);
    const cost = pointsNeeded(INTEREST_RISE.kValue, 90, 1_000_000, 100);
    expect(cost).toBe(2_400);
    const r = await me.post(EXCHANGE, ex());
    expect(r.body).toMatchObject({ success: true, data: { points: cost, balance: 12_800 - cost, parValue: 100, duration: 90, investAmount: 10_000 } });
    expect(user(INV.userId).points).toBe(12_800 - cost);

    const rec = (await me.get('/api/v2/point/record/user/MYSELF/list')).body.data.results[0];
    expect(rec).toMatchObject({ type: 'EXCHANGE', points: -cost, clientOrderId: 'k-1' });
    // the sandbox's clock runs on from NOW + 1234
    expect(rec.time - (NOW + 1234)).toBeGreaterThanOrEqual(0);
    expect(rec.time - (NOW + 1234)).toBeLessThan(5000);
    expect(rec.description).toBe('兑换1%积分加息券（10000元·90天）');

    const c = state().coupons.find((x) => x.id === r.body.data.placementId)!;
    expect(c).toMatchObject({ userId: INV.userId, status: 'PLACED', disabled: false, timePlaced: rec.time, timeExpire: rec.time + EXCHANGE_COUPON_DAYS * DAY });
    expect(c.couponPackage).toMatchObject({
      type: 'INTEREST',
      parValue: 100,
      minimumInvest: 10_000,
      minimumDuration: 90,
      userEventType: 'EXCHANGE',
      displayName: '1%积分加息券',
    });
  });

  it('refuses a repeated key and moves nothing', async () => {
    const me = await login(INV.mobile);
    await me.post(EXCHANGE, ex());
    const coupons = state().coupons.length;
    const r = await me.post(EXCHANGE, ex({ parValue: '200' }));
    expect(r.status).toBe(409);
    expect(err(r)).toBe('DUPLICATE_ORDER');
    expect(user(INV.userId).points).toBe(12_800 - 2_400);
    expect(state().coupons.length).toBe(coupons);
    // another investor's key space is their own
    const other = await login(DEMO_ACCOUNTS.referrer.mobile);
    expect((await other.post(EXCHANGE, ex({ userId: '' }))).body.success).toBe(true);
  });

  it.each([
    ['an amount under the minimum', { investAmount: '500' }, 'INVALID_EXCHANGE_AMOUNT'],
    ['an amount off the steps', { investAmount: '1500' }, 'INVALID_EXCHANGE_AMOUNT'],
    ['an amount that is not a number', { investAmount: '1e4' }, 'INVALID_EXCHANGE_AMOUNT'],
    ['a par value over the maximum', { parValue: '210' }, 'INVALID_PAR_VALUE'],
    ['a par value under the minimum', { parValue: '0' }, 'INVALID_PAR_VALUE'],
    ['a par value off the steps', { parValue: '15' }, 'INVALID_PAR_VALUE'],
    ['a duration not in the list', { duration: '60' }, 'INVALID_EXCHANGE_DURATION'],
    ['a coupon worth no points', { investAmount: '1000', parValue: '10', duration: '30' }, 'EXCHANGE_TOO_SMALL'],
    ['more points than the balance', { investAmount: '100000', parValue: '200', duration: '360' }, 'POINTS_INSUFFICIENT'],
    ['someone else’s user id', { userId: DEMO_ACCOUNTS.newbie.userId }, 'INVALID_PARAMS'],
  ])('refuses %s and moves nothing', async (_what, over, code) => {
    const me = await login(INV.mobile);
    const before = { coupons: state().coupons.length, records: state().pointRecords.length };
    const r = await me.post(EXCHANGE, ex(over));
    expect(r.status).toBe(400);
    expect(err(r)).toBe(code);
    expect(user(INV.userId).points).toBe(12_800);
    expect({ coupons: state().coupons.length, records: state().pointRecords.length }).toEqual(before);
    // the key was not used up by a refusal
    expect((await me.post(EXCHANGE, ex())).body.success).toBe(true);
  });

  it('is not open to L0 members', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    user(DEMO_ACCOUNTS.newbie.userId).points = 100_000;
    expect(err(await nb.post(EXCHANGE, ex({ userId: '' })))).toBe('PRIVILEGE_UNAVAILABLE');
  });

  it('spends exactly the whole balance when the cost equals it', async () => {
    const me = await login(INV.mobile);
    user(INV.userId).points = 2_400;
    expect((await me.post(EXCHANGE, ex())).body.data.balance).toBe(0);
    expect(err(await me.post(EXCHANGE, ex({ clientOrderId: 'k-2' })))).toBe('POINTS_INSUFFICIENT');
  });
});

describe('member: gifts', () => {
  const gift = (name: string) => state().gifts.find((g) => g.name === name)!;

  it('redeems a physical gift: points, stock and a keyed record', async () => {
    const me = await login(INV.mobile);
    const g = gift('10000mAh移动电源');
    const r = await me.post(REDEEM, { userId: INV.userId, giftId: g.id, clientOrderId: 'g-1' });
    expect(r.body).toMatchObject({ success: true, data: { giftId: g.id, type: 'PHYSICAL', points: 6_000, balance: 6_800 } });
    expect(g.available).toBe(19);
    expect(state().pointRecords[0]).toMatchObject({
      userId: INV.userId,
      type: 'EXCHANGE',
      points: -6_000,
      description: '兑换10000mAh移动电源',
      clientOrderId: 'g-1',
    });
    expect(err(await me.post(REDEEM, { giftId: g.id, clientOrderId: 'g-1' }))).toBe('DUPLICATE_ORDER');
    expect(g.available).toBe(19);
  });

  it('places the coupon of a coupon gift', async () => {
    const me = await login(INV.mobile);
    const g = gift('50元现金红包');
    const r = await me.post(REDEEM, { giftId: g.id, clientOrderId: 'g-2' });
    const c = state().coupons.find((x) => x.id === r.body.data.placementId)!;
    expect(c).toMatchObject({ userId: INV.userId, status: 'PLACED', couponPackage: { type: 'CASH', parValue: 50 } });
  });

  it('refuses a sold-out gift, too few points, no delivery address, an unknown gift', async () => {
    const me = await login(INV.mobile);
    expect(err(await me.post(REDEEM, { giftId: gift('真空保温杯').id }))).toBe('GIFT_SOLD_OUT');
    expect(err(await me.post(REDEEM, { giftId: gift('全棉床品四件套').id }))).toBe('POINTS_INSUFFICIENT');
    expect((await me.post(REDEEM, { giftId: 'nope' })).status).toBe(404);
    state().addresses = [];
    expect(err(await me.post(REDEEM, { giftId: gift('京东E卡100元').id }))).toBe('ADDRESS_REQUIRED');
    // a coupon gift needs no address
    expect((await me.post(REDEEM, { giftId: gift('0.5%加息券').id })).body.success).toBe(true);
    expect(user(INV.userId).points).toBe(12_800 - 1_500);
  });
});

describe('member: test hook', () => {
  it('reads a user’s points, records and coupons', async () => {
    const r = await call('GET', `/__sandbox/member?mobile=${INV.mobile}`);
    expect(r.body).toMatchObject({ userId: INV.userId, points: 12_800, level: 'L3' });
    expect(r.body.records.length).toBeGreaterThan(10);
  });
});
