// @vitest-environment node
// The sandbox's own-coupon calls (SPEC §7 Coupons: byStatus, coupons by type, redeem with
// captcha, assign) through HTTP against an in-process sandbox whose clock and state the test
// owns. Money is checked in exact fen on the state itself.
import { describe, expect, it } from 'vitest';
import { sandboxAt, type Agent } from '../support/sandbox';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const DAY = 86_400_000;
const { clock, srv, call, err, login } = sandboxAt(NOW);
const D = DEMO_ACCOUNTS;
const state = () => srv.sandbox.state;
const fen = (userId: string) => state().userFunds[userId]?.availableAmount ?? 0;

const BY_STATUS = '/api/v2/coupon/MYSELF/coupons/byStatus';
const REDEEM = '/api/v2/coupon/MYSELF/redeemCouponIgnoreApprovalWithCaptcha';
const ASSIGN = '/api/v2/coupon/assign';

const addCoupon = async (j: Record<string, unknown>) => (await call('POST', '/__sandbox/coupon', '', undefined, j)).body as { id: string };

async function captcha(): Promise<{ token: string; answer: string }> {
  const token = (await call('GET', '/api/v2/captcha')).body.token as string;
  const answer = (await call('GET', `/__sandbox/captcha?token=${encodeURIComponent(token)}`)).body.answer as string;
  return { token, answer };
}
const redeem = async (a: Agent, placementId: string, cap?: { token: string; answer: string }) =>
  a.post(cap ? `${REDEEM}?captcha_token=${encodeURIComponent(cap.token)}&captcha_answer=${cap.answer}` : REDEEM, { placementId });

const mine = (userId: string) => state().coupons.filter((p) => p.userId === userId);

describe('byStatus', () => {
  it('pages the PLACED coupons newest first as { results, totalSize } in the envelope, without the owner', async () => {
    const a = await login(D.investor.mobile);
    const placed = mine(D.investor.userId).filter((p) => p.status === 'PLACED');
    const r = await a.get(`${BY_STATUS}?status=PLACED&pageNo=1&pageSize=5`);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(Object.keys(r.body.data).sort()).toEqual(['results', 'totalSize']);
    expect(r.body.data.totalSize).toBe(placed.length);
    expect(r.body.data.results).toHaveLength(5);
    const times = r.body.data.results.map((p: { timePlaced: number }) => p.timePlaced);
    expect(times).toEqual([...times].sort((x: number, y: number) => y - x));
    expect(r.body.data.results[0]).not.toHaveProperty('userId');
    expect(r.body.data.results[0]).toMatchObject({ status: 'PLACED', couponPackage: { type: expect.any(String), parValue: expect.any(Number) } });
    const p2 = await a.get(`${BY_STATUS}?status=PLACED&pageNo=2&pageSize=5`);
    expect(p2.body.data.results).toHaveLength(placed.length - 5);
    const ids = [...r.body.data.results, ...p2.body.data.results].map((p: { id: string }) => p.id);
    expect(new Set(ids)).toEqual(new Set(placed.map((p) => p.id)));
  });

  it('the count call of the dashboard (pageSize 1) gives the total', async () => {
    const a = await login(D.investor.mobile);
    const r = await a.get(`${BY_STATUS}?status=PLACED&pageNo=1&pageSize=1`);
    expect(r.body.data.results).toHaveLength(1);
    expect(r.body.data.totalSize).toBe(mine(D.investor.userId).filter((p) => p.status === 'PLACED').length);
  });

  it('takes several statuses as a comma list or a repeated parameter, alike', async () => {
    const a = await login(D.investor.mobile);
    const comma = await a.get(`${BY_STATUS}?status=REDEEMED,USED,ASSIGNED&pageNo=1&pageSize=10`);
    const repeated = await a.get(`${BY_STATUS}?status=REDEEMED&status=USED&status=ASSIGNED&pageNo=1&pageSize=10`);
    expect(comma.body).toEqual(repeated.body);
    expect(new Set(comma.body.data.results.map((p: { status: string }) => p.status))).toEqual(new Set(['REDEEMED', 'USED', 'ASSIGNED']));
    expect(comma.body.data.totalSize).toBe(mine(D.investor.userId).filter((p) => p.status !== 'PLACED').length);
    expect(err(await a.get(`${BY_STATUS}?status=PLACED,LOST`))).toBe('INVALID_PARAMS');
    // statuses the backend's screens name that the sandbox holds none of
    expect((await a.get(`${BY_STATUS}?status=INITIATED&status=CANCELLED`)).body.data).toEqual({ results: [], totalSize: 0 });
  });

  it('keeps an expired PLACED coupon in the PLACED list (flagged only by timeExpire), and answers EXPIRED with it', async () => {
    const a = await login(D.investor.mobile);
    const { id } = await addCoupon({ mobile: D.investor.mobile, expiresInDays: -1 });
    const r = await a.get(`${BY_STATUS}?status=PLACED&pageNo=1&pageSize=10`);
    const hit = r.body.data.results.find((p: { id: string }) => p.id === id);
    expect(hit.status).toBe('PLACED');
    expect(hit.timeExpire).toBeLessThan(clock.now());
    const expired = (await a.get(`${BY_STATUS}?status=EXPIRED&pageNo=1&pageSize=50`)).body.data;
    expect(expired.results.find((p: { id: string }) => p.id === id)).toMatchObject({ status: 'EXPIRED' });
    expect(expired.results.every((p: { status: string; timeExpire: number }) => p.status === 'EXPIRED' && p.timeExpire <= clock.now())).toBe(true);
    const both = (await a.get(`${BY_STATUS}?status=EXPIRED&status=REDEEMED&pageNo=1&pageSize=50`)).body.data;
    expect(both.totalSize).toBe(expired.totalSize + mine(D.investor.userId).filter((p) => p.status === 'REDEEMED').length);
  });

  it('lists the 8888 gift of a VIP registration (the coupon screen after registering links here)', async () => {
    const mobile = '19912345678';
    await call('GET', `/api/web/register/smsCaptcha?mobile=${mobile}`);
    const code = (await call('GET', `/__sandbox/code?mobile=${mobile}&purpose=register`)).body.code as string;
    const reg = await call('POST', '/api/web/register/submitFromMobile', '', {
      mobile,
      password: 'pass1234',
      mobile_captcha: code,
      source: 'H5',
      inviteCode: 'VIP8888',
    });
    expect(reg.body.success).toBe(true);
    const cookie = (await call('POST', '/api/web/login', '', { loginName: mobile, password: 'pass1234', source: 'MOBILE' })).cookie;
    const r = await call('GET', `${BY_STATUS}?status=PLACED&pageNo=1&pageSize=10`, cookie);
    expect(r.body.data.results.map((p: { couponPackage: { parValue: number } }) => p.couponPackage.parValue)).toContain(8888);
  });

  it('needs a login', async () => {
    expect((await call('GET', `${BY_STATUS}?status=PLACED`)).status).toBe(401);
  });
});

describe('coupons by type', () => {
  it('lists one type (or every type) in the envelope', async () => {
    const a = await login(D.investor.mobile);
    const cash = await a.post('/api/v2/coupon/MYSELF/coupons', { type: 'CASH', page: '1', size: '50' });
    expect(cash.body.success).toBe(true);
    const all = mine(D.investor.userId);
    expect(cash.body.data.totalSize).toBe(all.filter((p) => p.couponPackage.type === 'CASH').length);
    expect(cash.body.data.results.every((p: { couponPackage: { type: string } }) => p.couponPackage.type === 'CASH')).toBe(true);
    const every = await a.post('/api/v2/coupon/MYSELF/coupons', { type: 'ALL', page: '1', size: '3' });
    expect([every.body.data.totalSize, every.body.data.results.length]).toEqual([all.length, 3]);
    expect(err(await a.post('/api/v2/coupon/MYSELF/coupons', { type: 'GOLD' }))).toBe('INVALID_PARAMS');
  });
});

describe('redeem with the graphic captcha', () => {
  it('needs the picture, refuses a wrong answer and burns it, and moves nothing meanwhile', async () => {
    const a = await login(D.investor.mobile);
    const { id } = await addCoupon({ mobile: D.investor.mobile, parValue: 12.34 });
    const before = fen(D.investor.userId);
    const none = await redeem(a, id);
    expect([none.status, err(none)]).toEqual([403, 'IMG_CAPTCHA_REQUIRED']);
    const cap = await captcha();
    const wrong = await redeem(a, id, { token: cap.token, answer: 'zzzzz' });
    expect([wrong.status, err(wrong)]).toEqual([403, 'INVALID_CAPTCHA']);
    // the same token with the right answer: already used up
    expect(err(await redeem(a, id, cap))).toBe('INVALID_CAPTCHA');
    expect(fen(D.investor.userId)).toBe(before);
    expect(mine(D.investor.userId).find((p) => p.id === id)!.status).toBe('PLACED');
  });

  it('credits the par value to the balance once, with a cash-coupon fund record, and answers a bare true', async () => {
    const a = await login(D.investor.mobile);
    const { id } = await addCoupon({ mobile: D.investor.mobile, parValue: 12.34, name: '12.34元活动红包' });
    const before = fen(D.investor.userId);
    const records = state().fundRecords.length;
    const r = await redeem(a, id, await captcha());
    expect([r.status, r.body]).toEqual([200, true]);
    expect(fen(D.investor.userId) - before).toBe(1234);
    expect(state().fundRecords.length).toBe(records + 1);
    expect(state().fundRecords[0]).toMatchObject({
      userId: D.investor.userId,
      type: 'COUPON_CASH',
      amount: 12.34,
      operation: 'IN',
      status: 'SUCCESSFUL',
      description: '12.34元活动红包兑换',
    });
    const p = mine(D.investor.userId).find((x) => x.id === id)!;
    expect(p.status).toBe('REDEEMED');
    // a second redeem of the same placement: refused, nothing moves
    const again = await redeem(a, id, await captcha());
    expect([again.status, err(again)]).toEqual([409, 'COUPON_REDEEMED']);
    expect(fen(D.investor.userId) - before).toBe(1234);
    expect(state().fundRecords.length).toBe(records + 1);
    // and it now shows in the redeemed list
    const list = await a.get(`${BY_STATUS}?status=REDEEMED,USED,ASSIGNED&pageNo=1&pageSize=10`);
    expect(list.body.data.results[0]).toMatchObject({ id, status: 'REDEEMED' });
  });

  it('redeems only unexpired, enabled CASH coupons of the caller', async () => {
    const a = await login(D.investor.mobile);
    const rate = await addCoupon({ mobile: D.investor.mobile, type: 'INTEREST', parValue: 100 });
    // a cash coupon with an investment condition is used when investing, never cashed
    const conditional = await addCoupon({ mobile: D.investor.mobile, parValue: 8888, minimumInvest: 888_800 });
    const old = await addCoupon({ mobile: D.investor.mobile, expiresInDays: -1 });
    const off = await addCoupon({ mobile: D.investor.mobile, disabled: true });
    const theirs = await addCoupon({ mobile: D.referrer.mobile });
    const used = mine(D.investor.userId).find((p) => p.status === 'USED')!;
    const before = fen(D.investor.userId);
    const theirBefore = fen(D.referrer.userId);
    expect(err(await redeem(a, rate.id, await captcha()))).toBe('COUPON_NOT_REDEEMABLE');
    expect(err(await redeem(a, conditional.id, await captcha()))).toBe('COUPON_NOT_REDEEMABLE');
    expect(err(await redeem(a, old.id, await captcha()))).toBe('COUPON_EXPIRED');
    expect(err(await redeem(a, off.id, await captcha()))).toBe('COUPON_DISABLED');
    expect(err(await redeem(a, used.id, await captcha()))).toBe('COUPON_UNAVAILABLE');
    const other = await redeem(a, theirs.id, await captcha());
    expect([other.status, err(other)]).toEqual([404, 'COUPON_NOT_FOUND']);
    expect(fen(D.investor.userId)).toBe(before);
    expect(fen(D.referrer.userId)).toBe(theirBefore);
    expect(mine(D.referrer.userId).find((p) => p.id === theirs.id)!.status).toBe('PLACED');
  });

  it('expires with the clock', async () => {
    const { id } = await addCoupon({ mobile: D.investor.mobile, expiresInDays: 1 });
    clock.advance(DAY + 1000);
    // a new login: the first one's token would have expired with the day too
    const a = await login(D.investor.mobile);
    expect(err(await redeem(a, id, await captcha()))).toBe('COUPON_EXPIRED');
  });
});

describe('assign', () => {
  it('is only for real-name verified investors', async () => {
    const u = await login(D.unverified.mobile);
    const p = mine(D.unverified.userId).find((x) => x.status === 'PLACED')!;
    const r = await u.post(ASSIGN, { placementId: p.id, mobile: D.investor.mobile });
    expect([r.status, err(r)]).toEqual([403, 'COUPON_ASSIGN_UNVERIFIED']);
    expect(p.status).toBe('PLACED');
  });

  it('refuses a bad, unregistered or own mobile, and coupons that cannot move', async () => {
    const a = await login(D.investor.mobile);
    const { id } = await addCoupon({ mobile: D.investor.mobile });
    const old = await addCoupon({ mobile: D.investor.mobile, expiresInDays: -2 });
    expect(err(await a.post(ASSIGN, { placementId: id, mobile: '1380000' }))).toBe('INVALID_MOBILE');
    expect(err(await a.post(ASSIGN, { placementId: id, mobile: '13999999999' }))).toBe('MOBILE_NOT_EXISTS');
    expect(err(await a.post(ASSIGN, { placementId: id, mobile: D.investor.mobile }))).toBe('COUPON_ASSIGN_SELF');
    expect(err(await a.post(ASSIGN, { placementId: old.id, mobile: D.referrer.mobile }))).toBe('COUPON_EXPIRED');
    expect(err(await a.post(ASSIGN, { placementId: 'nope', mobile: D.referrer.mobile }))).toBe('COUPON_NOT_FOUND');
    expect(mine(D.investor.userId).find((p) => p.id === id)!.status).toBe('PLACED');
  });

  it('moves the placement: ASSIGNED to the mobile, and a new PLACED one of the same package for the receiver, once', async () => {
    const a = await login(D.investor.mobile);
    const { id } = await addCoupon({ mobile: D.investor.mobile, parValue: 30 });
    const theirsBefore = mine(D.referrer.userId).length;
    const r = await a.post(ASSIGN, { placementId: id, mobile: D.referrer.mobile });
    expect(r.body).toEqual({ success: true, data: true, error: [] });
    const p = mine(D.investor.userId).find((x) => x.id === id)!;
    expect([p.status, p.assignedTo]).toEqual(['ASSIGNED', D.referrer.mobile]);
    const got = mine(D.referrer.userId);
    expect(got.length).toBe(theirsBefore + 1);
    const fresh = got.find((x) => x.couponPackage.id === p.couponPackage.id)!;
    expect(fresh).toMatchObject({ status: 'PLACED', timeExpire: p.timeExpire, disabled: false });
    expect(fresh.id).not.toBe(id);
    // the receiver sees it first in their PLACED list
    const ref = await login(D.referrer.mobile);
    expect((await ref.get(`${BY_STATUS}?status=PLACED&pageNo=1&pageSize=10`)).body.data.results[0].id).toBe(fresh.id);
    // a second transfer of the same placement moves nothing
    const again = await a.post(ASSIGN, { placementId: id, mobile: D.newbie.mobile });
    expect([again.status, err(again)]).toEqual([409, 'COUPON_UNAVAILABLE']);
    expect(mine(D.newbie.userId).some((x) => x.couponPackage.id === p.couponPackage.id)).toBe(false);
  });
});

describe('error codes', () => {
  it('every code the coupon calls answer with has its Chinese text', async () => {
    const { readFileSync } = await import('node:fs');
    const { MESSAGES } = await import('../../runtime/api/messages');
    const src = readFileSync(new URL('../../server/sandbox/routes/coupons-mine.ts', import.meta.url), 'utf8');
    const codes = new Set([...src.matchAll(/'((?:COUPON|INVALID|MOBILE|IMG)_[A-Z_]+)'/g)].map((m) => m[1]!));
    codes.delete('COUPON_CASH'); // the fund record's type, not an error
    expect(codes.size).toBeGreaterThanOrEqual(10);
    expect([...codes].filter((c) => !MESSAGES[c])).toEqual([]);
  });
});
