// One rule of a usable coupon and of its bounds (domain/rules/coupon), and the invest
// picker's words from it (modules/invest/rules/invest/coupon-text pickRefusal).
import { describe, expect, it } from 'vitest';
import { boundBreach, countUsable, couponBounds, isUsable, unusable } from '../../domain/rules/coupon';
import { pickRefusal } from '../../modules/invest/rules/coupon-text';
import { stateWord } from '../../modules/coupons/rules/coupon-words';

// 2026-11-01 10:30 in Beijing
const NOW = Date.UTC(2026, 10, 1, 2, 30);
const DAY = 86_400_000;
const pkg = { type: 'CASH', parValue: 20, minimumInvest: 2_000, maximumInvest: 0 };
const coupon = (over: Record<string, unknown> = {}) => ({ status: 'PLACED', disabled: false, timeExpire: NOW + DAY, couponPackage: pkg, ...over });

describe('usable', () => {
  it('is PLACED (the default), not switched off, not past its date', () => {
    expect(unusable(coupon(), NOW)).toBeNull();
    expect(unusable(coupon({ status: null }), NOW)).toBeNull();
    expect(unusable(coupon({ status: 'USED' }), NOW)).toBe('STATUS');
    expect(unusable(coupon({ disabled: true }), NOW)).toBe('DISABLED');
    expect(unusable(coupon({ timeExpire: NOW }), NOW)).toBe('EXPIRED');
    expect(unusable(coupon({ timeExpire: null }), NOW)).toBeNull(); // 永不过期
  });

  it('reads a bare expiry date as valid through that whole Beijing day', () => {
    expect(isUsable(coupon({ timeExpire: '2026-11-01' }), NOW)).toBe(true);
    expect(isUsable(coupon({ timeExpire: '2026-10-31' }), NOW)).toBe(false);
    // 2026-11-01 23:59:59 Beijing is still that day; midnight is the next
    expect(isUsable(coupon({ timeExpire: '2026-11-01' }), Date.UTC(2026, 10, 1, 15, 59, 59))).toBe(true);
    expect(isUsable(coupon({ timeExpire: '2026-11-01' }), Date.UTC(2026, 10, 1, 16))).toBe(false);
  });

  it('counts as the coupon card greys: a card without a word is counted', () => {
    const list = [coupon(), coupon({ disabled: true }), coupon({ timeExpire: NOW - 1 }), coupon({ status: 'REDEEMED' }), coupon({ timeExpire: null })];
    expect(countUsable(list, NOW)).toBe(2);
    expect(list.filter((c) => stateWord(c, NOW) === null)).toHaveLength(2);
  });
});

describe('bounds', () => {
  it('are the yuan sent, in fen, 0 or none for no bound', () => {
    expect(couponBounds({ minimumInvest: 2_000, maximumInvest: 50_000 })).toEqual({ minFen: 200_000, maxFen: 5_000_000 });
    expect(couponBounds({})).toEqual({ minFen: 0, maxFen: 0 });
    expect(boundBreach(pkg, 1_999_99)).toBe('MIN');
    expect(boundBreach(pkg, 2_000_00)).toBeNull();
    expect(boundBreach({ minimumInvest: 1_000, maximumInvest: 50_000 }, 50_000_01)).toBe('MAX');
  });
});

describe('the invest picker', () => {
  it('never says the amount is why when the amount fits the threshold', () => {
    // the seeded 20元活动红包: threshold 2,000, switched off by the platform
    expect(pickRefusal(coupon({ disabled: true }), 10_000_00, NOW)).toBe('不可用');
    expect(pickRefusal(coupon(), 10_000_00, NOW)).toBeNull();
  });

  it("says which bound the amount misses, as SPEC §5's coupon messages do", () => {
    expect(pickRefusal(coupon({ disabled: true }), 1_000_00, NOW)).toBe('需出借金额大于等于2,000元');
    const capped = coupon({ couponPackage: { ...pkg, minimumInvest: 1_000, maximumInvest: 50_000 } });
    expect(pickRefusal(capped, 60_000_00, NOW)).toBe('需出借金额小于等于50,000元');
    expect(pickRefusal(coupon(), null, NOW)).toBeNull();
  });

  it("takes the list's own disabled, with no bound missed, as the loan's say", () => {
    // listCoupon sends {disabled, placement}: the flag is the list's, not the placement's
    expect(pickRefusal({ ...coupon(), disabled: true, status: 'PLACED' }, 5_000_00, NOW)).toBe('不可用');
    expect(pickRefusal(coupon({ timeExpire: NOW - 1 }), 5_000_00, NOW)).toBe('已过期');
  });
});
