// What a coupon card says and offers (modules/coupons/rules/coupon-words).
import { describe, expect, it } from 'vitest';
import {
  boundsText,
  canAssign,
  canRedeem,
  expiresSoon,
  isVerified,
  parText,
  stateWord,
  statusesOf,
  type CouponLike,
} from '../../modules/coupons/rules/coupon-words';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const DAY = 86_400_000;
const c = (over: Partial<CouponLike> = {}, pkg: Partial<CouponLike['couponPackage']> = {}): CouponLike => ({
  status: 'PLACED',
  disabled: false,
  timeExpire: NOW + 10 * DAY,
  ...over,
  couponPackage: { type: 'CASH', parValue: 50, minimumInvest: 1000, maximumInvest: 0, ...pkg },
});

describe('par value', () => {
  it('shows INTEREST as a percentage of parValue / 100 and the rest in yuan, 2 decimals with separators', () => {
    expect(parText('INTEREST', 100)).toEqual({ value: '1.00', unit: '%' });
    expect(parText('INTEREST', 50)).toEqual({ value: '0.50', unit: '%' });
    expect(parText('INTEREST', 1250)).toEqual({ value: '12.50', unit: '%' });
    expect(parText('CASH', 8888)).toEqual({ value: '8,888.00', unit: '元' });
    expect(parText('PRINCIPAL', 0.1 + 0.2)).toEqual({ value: '0.30', unit: '元' });
    expect(parText('REBATE', 30)).toEqual({ value: '30.00', unit: '元' });
    expect(parText('CASH', NaN)).toEqual({ value: '--', unit: '' });
  });
});

describe('invest bounds', () => {
  it('names the minimum, the maximum, both or none', () => {
    expect(boundsText(1000, 0)).toBe('单笔出借满1,000元可用');
    expect(boundsText(1000, 100000)).toBe('单笔出借1,000元至100,000元可用');
    expect(boundsText(0, 5000)).toBe('单笔出借不超过5,000元可用');
    expect(boundsText(null, undefined)).toBe('出借金额不限');
  });
});

describe('state and actions', () => {
  it('a usable PLACED coupon: no word; unconditional cash ones redeem, every type transfers', () => {
    const free = (over: Partial<CouponLike> = {}) => c(over, { minimumInvest: 0 });
    expect(stateWord(c(), NOW)).toBeNull();
    expect([canRedeem(free(), NOW), canAssign(free(), NOW)]).toEqual([true, true]);
    // a condition (lend 1,000 first, or a 90-day loan) makes it a coupon to use, not cash
    expect([canRedeem(c(), NOW), canAssign(c(), NOW)]).toEqual([false, true]);
    expect(canRedeem(c({}, { minimumInvest: 0, minimumDuration: 90 }), NOW)).toBe(false);
    const rate = c({}, { type: 'INTEREST', parValue: 100, minimumInvest: 0 });
    expect([canRedeem(rate, NOW), canAssign(rate, NOW)]).toEqual([false, true]);
    // SPEC §3: status defaults to PLACED
    expect(canRedeem(free({ status: null }), NOW)).toBe(true);
  });

  it('greys expired (still PLACED) and disabled coupons with the word, and offers nothing', () => {
    const old = c({ timeExpire: NOW - 1 });
    expect(stateWord(old, NOW)).toBe('已过期');
    expect(stateWord(c({ timeExpire: NOW }), NOW)).toBe('已过期');
    expect([canRedeem(old, NOW), canAssign(old, NOW)]).toEqual([false, false]);
    const off = c({ disabled: true });
    expect(stateWord(off, NOW)).toBe('不可用');
    expect([canRedeem(off, NOW), canAssign(off, NOW)]).toEqual([false, false]);
    // expiry read from a date string too
    expect(stateWord(c({ timeExpire: String(NOW - DAY) }), NOW)).toBe('已过期');
    // a zone-less date string is Beijing time: 2026-11-01 10:30 there is NOW
    expect(stateWord(c({ timeExpire: '2026-11-01 10:30:00' }), NOW)).toBe('已过期');
    expect(stateWord(c({ timeExpire: '2026-11-01 10:30:01' }), NOW)).toBeNull();
    // no expiry: never expires
    expect(stateWord(c({ timeExpire: null }), NOW)).toBeNull();
  });

  it('names the statuses of the 已使用 tab', () => {
    expect(stateWord(c({ status: 'REDEEMED' }), NOW)).toBe('已兑换');
    expect(stateWord(c({ status: 'USED' }), NOW)).toBe('已使用');
    expect(stateWord(c({ status: 'ASSIGNED' }), NOW)).toBe('已转让');
    expect(canAssign(c({ status: 'ASSIGNED' }), NOW)).toBe(false);
    expect(statusesOf('redeemed')).toEqual(['REDEEMED', 'USED', 'ASSIGNED']);
    expect(statusesOf('placed')).toEqual(['PLACED']);
    expect(statusesOf('whatever')).toEqual(['PLACED']);
  });

  it('says 即将过期 within three days of expiry, only while usable', () => {
    expect(expiresSoon(c({ timeExpire: NOW + 3 * DAY }), NOW)).toBe(true);
    expect(expiresSoon(c({ timeExpire: NOW + 3 * DAY + 1 }), NOW)).toBe(false);
    expect(expiresSoon(c({ timeExpire: NOW + DAY, status: 'USED' }), NOW)).toBe(false);
  });
});

describe('transfer rules', () => {
  it('needs account status 42 (unknown counts as not verified)', () => {
    expect([isVerified(true), isVerified(null), isVerified(false)]).toEqual([true, true, false]);
  });
});
