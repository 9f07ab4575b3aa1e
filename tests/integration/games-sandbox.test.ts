// @vitest-environment node
// The sandbox's lottery (SPEC §7 Games: commonget WINRECORD, GETPROJECT, GETCHANCE,
// USERWINRECORD; commonpost DOAWARD) over HTTP, with the keyed, deduplicated draw.
import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../support/sandbox';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { LOTTERY_CODE as SEED_CODE, LOTTERY_ITEMS } from '../../server/sandbox/seed/games';
import { LOTTERY_CODE } from '../../modules/games/api';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const { clock, srv, call, err, login: session } = sandboxAt(NOW);
const G = (func: string, q = '') => `/api/v2/commonapi/commonget?func=${func}&code=${LOTTERY_CODE}${q}`;
const POST = '/api/v2/commonapi/commonpost';
const inv = DEMO_ACCOUNTS.investor;

async function login(mobile: string) {
  const a = await session(mobile);
  return { get: a.get, draw: (clientOrderId?: string) => a.post(POST, { func: 'DOAWARD', code: LOTTERY_CODE, ...(clientOrderId ? { clientOrderId } : {}) }) };
}
const hook = (body: unknown) => call('POST', '/__sandbox/lottery', '', undefined, body);
const ledger = (mobile: string) =>
  call('GET', `/__sandbox/lottery?mobile=${mobile}`).then((r) => r.body as { chances: number; draws: { sequence: number; clientOrderId: string }[] });

describe('reading', () => {
  it('the client and the seed use the same project code', () => {
    expect(LOTTERY_CODE).toBe(SEED_CODE);
  });

  it('GETPROJECT: the eight cells clockwise, for visitors too; another code is not there', async () => {
    const r = await call('GET', G('GETPROJECT'));
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const p = r.body.data;
    expect(p).toMatchObject({ code: LOTTERY_CODE, name: expect.any(String), description: expect.stringContaining('抽奖') });
    expect(p.projectItems.map((i: { sequence: number }) => i.sequence)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(p.projectItems[3]).toMatchObject({ name: '谢谢参与', prizeType: 'NONE' });
    expect(p.projectItems[1]).toMatchObject({ name: '50元红包', prizeType: 'CASH' });
    expect(JSON.stringify(p)).not.toContain('weight');
    expect(err(await call('GET', '/api/v2/commonapi/commonget?func=GETPROJECT&code=OTHER'))).toBe('NOT_FOUND');
  });

  it('WINRECORD: newest first, masked mobiles, paged', async () => {
    const r = await call('GET', G('WINRECORD', '&pageSize=5'));
    const { results, totalSize } = r.body.data;
    expect(results).toHaveLength(5);
    expect(totalSize).toBeGreaterThan(5);
    for (const w of results) expect(w.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const times = results.map((w: { time: number }) => w.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('GETCHANCE and USERWINRECORD need a login', async () => {
    for (const f of ['GETCHANCE', 'USERWINRECORD']) {
      const r = await call('GET', G(f));
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('access_denied');
    }
    const me = await login(inv.mobile);
    expect((await me.get(G('GETCHANCE'))).body.data).toEqual({ chances: 3 });
    const nb = await login(DEMO_ACCOUNTS.unverified.mobile);
    expect((await nb.get(G('GETCHANCE'))).body.data).toEqual({ chances: 0 });
  });
});

describe('DOAWARD', () => {
  it('needs a login', async () => {
    const r = await call('POST', POST, '', { func: 'DOAWARD', code: LOTTERY_CODE, clientOrderId: 'k0' });
    expect(r.status).toBe(401);
  });

  it('a prize takes a chance and places the coupon; it shows in both win lists', async () => {
    await hook({ mobile: inv.mobile, next: [1] });
    const me = await login(inv.mobile);
    const before = srv.sandbox.state.coupons.filter((c) => c.userId === inv.userId).length;
    const t0 = clock.now();
    const r = await me.draw('k1');
    const t1 = clock.now();
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ sequence: 1, prizeName: '50元红包', chances: 2, clientOrderId: 'k1', placementId: expect.any(String) });
    const mine = srv.sandbox.state.coupons.filter((c) => c.userId === inv.userId);
    expect(mine).toHaveLength(before + 1);
    const placed = mine.find((c) => c.id === r.body.data.placementId)!;
    expect(placed).toMatchObject({ status: 'PLACED', disabled: false });
    expect(placed.timePlaced).toBeGreaterThanOrEqual(t0);
    expect(placed.timePlaced).toBeLessThanOrEqual(t1);
    expect(placed.couponPackage).toMatchObject({ type: 'CASH', parValue: 50 });
    expect(placed.timeExpire - placed.timePlaced).toBe(30 * 86_400_000);
    const at = placed.timePlaced;
    expect((await me.get(G('GETCHANCE'))).body.data.chances).toBe(2);
    const wins = (await me.get(G('USERWINRECORD'))).body.data;
    expect(wins.totalSize).toBe(1);
    expect(wins.results[0]).toMatchObject({ sequence: 1, prizeName: '50元红包', clientOrderId: 'k1', time: at });
    const top = (await call('GET', G('WINRECORD'))).body.data.results[0];
    expect(top).toMatchObject({ mobile: '138****0002', prizeName: '50元红包', time: at });
  });

  it('no prize takes a chance, places nothing, and is found only by its key', async () => {
    await hook({ mobile: inv.mobile, next: [-1, 7] });
    const me = await login(inv.mobile);
    const coupons = srv.sandbox.state.coupons.length;
    expect((await me.draw('n1')).body.data).toMatchObject({ sequence: -1, chances: 2 });
    expect((await me.draw('n2')).body.data).toMatchObject({ sequence: 7, prizeName: '谢谢参与', chances: 1 });
    expect(srv.sandbox.state.coupons.length).toBe(coupons);
    expect((await me.get(G('USERWINRECORD'))).body.data).toEqual({ results: [], totalSize: 0 });
    const byKey = (await me.get(G('USERWINRECORD', '&clientOrderId=n1'))).body.data;
    expect(byKey.results).toEqual([expect.objectContaining({ clientOrderId: 'n1', sequence: -1 })]);
    expect((await me.get(G('USERWINRECORD', '&clientOrderId=nope'))).body.data.results).toEqual([]);
  });

  it('a repeated key draws nothing and names the draw it made, even after the last chance', async () => {
    await hook({ mobile: inv.mobile, chances: 1, next: [4] });
    const me = await login(inv.mobile);
    expect((await me.draw('d1')).body.data).toMatchObject({ sequence: 4, chances: 0 });
    const again = await me.draw('d1');
    expect(again.status).toBe(409);
    expect(err(again)).toBe('DUPLICATE_ORDER');
    expect(again.body.error[0].value).toMatchObject({ clientOrderId: 'd1', sequence: 4 });
    const l = await ledger(inv.mobile);
    expect(l.draws).toHaveLength(1);
    expect(l.chances).toBe(0);
  });

  it('no chances left: NO_CHANCE, nothing drawn; chances never go below 0', async () => {
    await hook({ mobile: inv.mobile, chances: 0 });
    const me = await login(inv.mobile);
    const r = await me.draw('z1');
    expect(r.status).toBe(400);
    expect(err(r)).toBe('NO_CHANCE');
    expect((await me.get(G('GETCHANCE'))).body.data.chances).toBe(0);
    expect((await ledger(inv.mobile)).draws).toEqual([]);
  });

  it('the investor draws exactly three times, then is refused', async () => {
    const me = await login(inv.mobile);
    const got = [];
    for (const k of ['a', 'b', 'c', 'd']) got.push(await me.draw(k));
    expect(got.map((r) => r.status)).toEqual([200, 200, 200, 400]);
    expect(got.map((r) => r.body.data?.chances ?? err(r))).toEqual([2, 1, 0, 'NO_CHANCE']);
  });

  it('seeded: the same draws give the same prizes after a reset, weighted by the items', async () => {
    const run = async () => {
      srv.sandbox.reset();
      await hook({ mobile: inv.mobile, chances: 200 });
      const me = await login(inv.mobile);
      const seqs: number[] = [];
      for (let i = 0; i < 200; i++) seqs.push((await me.draw(`s${i}`)).body.data.sequence);
      return seqs;
    };
    const a = await run();
    expect(await run()).toEqual(a);
    const count = (s: number) => a.filter((x) => x === s).length;
    // weight 1 of 100 for the 888 cell, 30 for one thank-you cell
    expect(count(0)).toBeLessThan(count(3));
    expect(new Set(a).size).toBeGreaterThanOrEqual(6);
    expect(a.every((s) => LOTTERY_ITEMS.some((i) => i.sequence === s))).toBe(true);
  });
});

describe('test hook', () => {
  it('refuses what is not a chance count or a sequence', async () => {
    expect((await hook({ mobile: inv.mobile, chances: -1 })).status).toBe(400);
    expect((await hook({ mobile: inv.mobile, next: [9] })).status).toBe(400);
    expect((await hook({ mobile: '19900000000', chances: 1 })).status).toBe(404);
    expect((await hook({ mobile: inv.mobile, chances: 5, next: [8, 0] })).body).toEqual({ chances: 5, next: [8, 0] });
  });
});
