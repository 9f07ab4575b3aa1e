/**
 * Membership (SPEC §7 "Coupons, points, privileges"): the level, points and their records, privileges
 * and their rules per level, the gift shop and the special-interest exchange. Spending points
 * is a value move: each attempt carries a `clientOrderId`, a repeated one is refused with
 * DUPLICATE_ORDER and moves nothing, and the key is echoed on the points record so a client
 * whose answer was lost can find out what happened. Every refusal happens before anything moves.
 */
import type { CouponPlacement, Gift, MemberLevel, PointRecord, Privilege, User } from '../model';
import { bare, duplicate, fail, ok, page, type Reply } from '../reply';
import { findByMobile, findUser, newId, type SandboxState } from '../state';
import { BIRTHDAY_GIFTS, RISE_RATES } from '../seed/member';
import { stableId } from '../seed/rng';
import type { Ctx } from '../router';
import type { Register } from './register';
import { DAY } from '../../../domain/format/dates';
import { toFen, toYuan } from '../../../domain/format/money';
import { onStep, parseDurations, pointsNeeded } from '../../../domain/rules/interest-rise';
import { attemptKey, parseFen } from './payment-kit';
import { LEVELS } from '../../../domain/member-levels';

type C = Ctx<SandboxState>;
type KeyedRecord = PointRecord & { clientOrderId?: string };

/** How long an exchanged interest coupon stays usable. */
export const EXCHANGE_COUPON_DAYS = 30;

const intOf = (v: string | undefined) => (/^\d{1,9}$/.test((v ?? '').trim()) ? Number(v) : null);

const me = (c: C) => findUser(c.state, c.userId) as User;

/** The user's privileges with usage; a user the seed does not know gets their level's. */
function privilegesOf(s: SandboxState, u: User): Privilege[] {
  return (s.userPrivileges[u.id] ??= structuredClone(s.privilegesByLevel[u.memberLevel] ?? []));
}

/** The first level at which each privilege type is valid. */
function unlockLevels(s: SandboxState) {
  const out: Record<string, MemberLevel> = {};
  for (const level of LEVELS) for (const p of s.privilegesByLevel[level] ?? []) if (p.valid) out[p.type] ??= level;
  return out;
}

const levelName = (s: SandboxState, level: MemberLevel) => s.memberLevels.find((m) => m.level === level)?.name ?? level;

/** The record attempt `key` of this user made, if any. */
const byKey = (s: SandboxState, userId: string, key: string | undefined) =>
  key ? (s.pointRecords as KeyedRecord[]).find((r) => r.userId === userId && r.clientOrderId === key) : undefined;

/** Points out, and the record of it; `now` once per request so the record and its coupon agree. */
function spend(c: C, u: User, points: number, description: string, key: string | undefined, now: number) {
  u.points -= points;
  const rec: KeyedRecord = {
    id: stableId('point', `${u.id}-${newId(c.state)}`),
    userId: u.id,
    type: 'EXCHANGE',
    points: -points,
    description,
    time: now,
    ...(key ? { clientOrderId: key } : {}),
  };
  c.state.pointRecords.unshift(rec);
  return rec;
}

function place(c: C, u: User, pkg: CouponPlacement['couponPackage'], now: number): CouponPlacement {
  const p: CouponPlacement = {
    id: stableId('coupon', `${u.id}-${newId(c.state)}`),
    userId: u.id,
    timePlaced: now,
    timeExpire: now + EXCHANGE_COUPON_DAYS * DAY,
    status: 'PLACED',
    disabled: false,
    couponPackage: pkg,
  };
  c.state.coupons.push(p);
  return p;
}

const recordView = ({ userId: _u, ...r }: KeyedRecord) => r;
const giftView = ({ id, name, points, available, type, imageUrl, description }: Gift) => ({ id, name, points, available, type, imageUrl, description });

/** userId in a form may be left out, or name the caller (or MYSELF); never someone else. */
const otherUser = (c: C) => !!c.form.userId && c.form.userId !== c.userId && c.form.userId !== 'MYSELF';

/** The attempt's key, and the refusal when the key already spent points or the form names another user. */
function spendCheck(c: C, u: User): { key?: string; refused: Reply | null } {
  const key = attemptKey(c.form.clientOrderId);
  const done = byKey(c.state, u.id, key);
  return { key, refused: done ? duplicate({ recordId: done.id }) : otherUser(c) ? fail('INVALID_PARAMS') : null };
}

function exchangeInterest(c: C) {
  const u = me(c);
  const f = c.form;
  const { key, refused } = spendCheck(c, u);
  if (refused) return refused;
  if (!privilegesOf(c.state, u).some((p) => p.type === 'POINT_INTEREST_RISE' && p.valid)) return fail('PRIVILEGE_UNAVAILABLE');

  const cfg = c.state.interestRise;
  // the grids the exchange screen offers (domain/rules/interest-rise.ts)
  const fen = parseFen(f.investAmount);
  if (fen === null || !onStep(fen, toFen(cfg.minAmount), toFen(cfg.stepAmount)))
    return fail('INVALID_EXCHANGE_AMOUNT', 400, { minAmount: cfg.minAmount, stepAmount: cfg.stepAmount });
  const par = intOf(f.parValue);
  if (par === null || par > cfg.maxParValue || !onStep(par, cfg.minParValue, cfg.stepParValue)) return fail('INVALID_PAR_VALUE');
  const days = intOf(f.duration);
  if (days === null || !parseDurations(cfg.duration).includes(days)) return fail('INVALID_EXCHANGE_DURATION');
  const cost = pointsNeeded(cfg.kValue, days, fen, par);
  if (cost <= 0) return fail('EXCHANGE_TOO_SMALL');
  if (cost > u.points) return fail('POINTS_INSUFFICIENT', 400, { points: u.points, required: cost });

  const rate = `${par / 100}%`;
  const yuan = toYuan(fen);
  const now = c.now();
  const rec = spend(c, u, cost, `兑换${rate}积分加息券（${yuan}元·${days}天）`, key, now);
  const coupon = place(
    c,
    u,
    {
      id: stableId('package', `exchange-${rec.id}`),
      type: 'INTEREST',
      parValue: par,
      minimumInvest: yuan,
      maximumInvest: 0,
      minimumDuration: days,
      userEventType: 'EXCHANGE',
      displayName: `${rate}积分加息券`,
      description: `积分兑换所得，单笔出借满${yuan}元、期限${days}天及以上项目可用`,
    },
    now,
  );
  return ok({ placementId: coupon.id, points: cost, balance: u.points, parValue: par, duration: days, investAmount: yuan, timeExpire: coupon.timeExpire });
}

function redeemGift(c: C) {
  const u = me(c);
  const { key, refused } = spendCheck(c, u);
  if (refused) return refused;
  const gift = c.state.gifts.find((g) => g.id === c.form.giftId);
  if (!gift) return fail('GIFT_NOT_FOUND', 404);
  if (gift.available <= 0) return fail('GIFT_SOLD_OUT');
  if (gift.points > u.points) return fail('POINTS_INSUFFICIENT', 400, { points: u.points, required: gift.points });
  const address = c.state.addresses.find((a) => a.userId === u.id);
  if (gift.type === 'PHYSICAL' && !address) return fail('ADDRESS_REQUIRED');

  gift.available -= 1;
  const now = c.now();
  const rec = spend(c, u, gift.points, `兑换${gift.name}`, key, now);
  const coupon = gift.type === 'COUPON' && gift.couponPackage ? place(c, u, gift.couponPackage, now) : undefined;
  return ok({
    giftId: gift.id,
    name: gift.name,
    type: gift.type,
    points: gift.points,
    balance: u.points,
    recordId: rec.id,
    ...(coupon ? { placementId: coupon.id } : {}),
  });
}

export const registerMember: Register = (r, o) => {
  // The family asks the level here, not in userinfo: an envelope whose data.level.name is the
  // level's name, all any source reads (tbus web/src/ccc/newAccount/js/main/common.js:150-153,
  // service/account.js:203-209; hufran web/additional-endpoints.js:49). No amounts are sent.
  r.getAuth('/api/v2/user/MYSELF/membership', (c) => ok({ level: { name: levelName(c.state, me(c).memberLevel) } }));

  r.getAuth('/api/v2/point/user/MYSELF', (c) => ok({ userId: c.userId, points: me(c).points }));

  // Newest first; page from 1 (`page`, or `pageNo`), pageSize 10 unless asked.
  r.getAuth('/api/v2/point/record/user/MYSELF/list', (c) => {
    const pageNo = Math.max(1, Math.floor(Number(c.query.get('page') ?? c.query.get('pageNo'))) || 1);
    const size = Math.min(100, Math.max(1, Math.floor(Number(c.query.get('pageSize'))) || 10));
    const mine = (c.state.pointRecords as KeyedRecord[]).filter((x) => x.userId === c.userId).sort((a, b) => b.time - a.time);
    const p = page(mine, pageNo, size);
    return ok({ results: p.results.map(recordView), totalSize: p.totalSize });
  });

  r.getAuth('/api/v2/privilege/user/MYSELF', (c) => {
    const unlock = unlockLevels(c.state);
    return ok(
      privilegesOf(c.state, me(c)).map(({ type, valid, total, used, description }) => ({
        type,
        valid,
        total,
        used,
        description,
        minLevel: unlock[type] ?? null,
      })),
    );
  });

  const perLevel = <T>(s: SandboxState, row: (level: MemberLevel, n: number) => T) =>
    LEVELS.map((level, n) => ({ level, name: levelName(s, level), ...row(level, n) }));
  const privilegeOf = (s: SandboxState, level: MemberLevel, type: Privilege['type']) => s.privilegesByLevel[level]?.find((p) => p.type === type);

  r.getAuth('/api/v2/privilege/withdrawRules', (c) =>
    ok(
      perLevel(c.state, (level) => {
        const p = privilegeOf(c.state, level, 'WITHDRAW');
        return { times: p?.valid ? p.total : 0, description: p?.description ?? '' };
      }),
    ),
  );
  r.getAuth('/api/v2/privilege/interestRiseRules', (c) =>
    ok(perLevel(c.state, (level, n) => ({ rate: RISE_RATES[n] ?? 0, description: privilegeOf(c.state, level, 'INTEREST_RISE')?.description ?? '' }))),
  );
  r.getAuth('/api/v2/privilege/birthdayRules', (c) =>
    ok(
      perLevel(c.state, (level) => ({
        couponAmount: BIRTHDAY_GIFTS[level].coupon,
        pointsMultiple: BIRTHDAY_GIFTS[level].multiple,
        description: privilegeOf(c.state, level, 'BIRTHDAY')?.description ?? '',
      })),
    ),
  );

  r.getAuth('/api/v2/redeemgift/user/MYSELF', (c) => ok(c.state.gifts.map(giftView)));
  r.postAuth('/api/v2/redeemgift/redeem', redeemGift);

  r.getAuth('/api/v2/redeemgift/user/MYSELF/redeem/interestRise/data', (c) => ok({ ...c.state.interestRise }));
  r.postAuth('/api/v2/redeemgift/user/MYSELF/redeem/interestRise', exchangeInterest);

  if (!o.testHooks) return;
  // Sandbox-only: a user's points, records and coupons, to check an exchange happened once.
  r.get('/__sandbox/member', (c) => {
    const u = findByMobile(c.state, c.query.get('mobile') ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    return bare({
      userId: u.id,
      points: u.points,
      level: u.memberLevel,
      records: c.state.pointRecords.filter((x) => x.userId === u.id).sort((a, b) => b.time - a.time),
      coupons: c.state.coupons.filter((x) => x.userId === u.id),
      privileges: privilegesOf(c.state, u),
    });
  });
};
