// The seller's transfer rules (SPEC §5/§9: 95%–105% of the valuation, exact in fen), the
// title, and what the transfer page derives from a claim.
import { describe, expect, it } from 'vitest';
import { TITLE_MAX, checkPrice, checkTitle, dealRate, defaultTitle, feeFen, priceRange, proceedsFen } from '../../modules/claims/rules/transfer';
import { cancelBlock, closesAt, soldPercent, statusWord } from '../../modules/claims/components/claims-status';
import { feeFen as sandboxFee } from '../../server/sandbox/routes/claims-transfer';
import { priceRange as priceRangeFen } from '../../domain/rules/claim-transfer';

describe('price range', () => {
  it('rounds both ends inwards, in whole fen', () => {
    // 10 000.01 yuan: 95% = 9 500.0095 → 9 500.01; 105% = 10 500.0105 → 10 500.01
    expect(priceRange(1_000_001)).toEqual({ min: 950_001, max: 1_050_001 });
    expect(priceRange(1_000_000)).toEqual({ min: 950_000, max: 1_050_000 });
    expect(priceRange(19)).toEqual({ min: 19, max: 19 });
  });

  it('is the same range the sandbox enforces', () => {
    for (const v of [1, 19, 99_999, 1_000_001, 5_012_345_67, 123_456_789]) expect(priceRange(v)).toEqual(priceRangeFen(v));
  });
});

describe('checkPrice', () => {
  const value = 5_012_345; // 50 123.45 yuan → 47 617.28 … 52 629.62
  it('accepts both ends and the valuation itself', () => {
    expect(checkPrice('47617.28', value)).toEqual({ ok: true, fen: 4_761_728 });
    expect(checkPrice('52,629.62', value)).toEqual({ ok: true, fen: 5_262_962 });
    expect(checkPrice(' 50123.45 ', value)).toEqual({ ok: true, fen: 5_012_345 });
  });

  it('refuses a fen outside, saying the range in yuan', () => {
    const msg = '转让价格须在47,617.28元至52,629.62元之间（债权价值的95%至105%）';
    expect(checkPrice('47617.27', value)).toEqual({ ok: false, message: msg });
    expect(checkPrice('52629.63', value)).toEqual({ ok: false, message: msg });
    expect(checkPrice('1000', value)).toEqual({ ok: false, message: msg });
  });

  it('asks for a price, and for a well-formed one', () => {
    expect(checkPrice('  ', value)).toEqual({ ok: false, message: '请输入转让价格' });
    for (const bad of ['abc', '1.234', '-50000', '0', '5e4', '50 000']) {
      expect(checkPrice(bad, value)).toEqual({ ok: false, message: '请输入正确的转让价格，最多两位小数' });
    }
  });
});

describe('figures', () => {
  it('deal rate as a fraction of the valuation, 4 decimals, as step 2 and the lists give it', () => {
    expect(dealRate(950_000, 1_000_000)).toBe(0.95);
    expect(dealRate(1_000_000, 1_000_000)).toBe(1);
    expect(dealRate(1_012_345, 1_000_000)).toBe(1.0123);
    expect(dealRate(994_800, 1_000_000)).toBe(0.9948);
  });

  it('the fee is the price times the fee RATE, rounded half up in fen, with no float drift', () => {
    expect(feeFen(1_000_000, 0.001)).toBe(1_000);
    // 12 345.67 × 0.1% = 12.34567 → 12.35, as the sandbox charges it
    expect(feeFen(1_234_567, 0.001)).toBe(1_235);
    for (const p of [1, 499, 500, 501, 1_234_567, 5_012_345, 99_999_999]) expect(feeFen(p, 0.001)).toBe(sandboxFee(p));
    // 0.1 + 0.2 style rates are read from their decimal text: 0.0015 of 10.00 is 0.015 → 0.02
    expect(feeFen(1_000, 0.0015)).toBe(2);
    expect(feeFen(1_000, 0)).toBe(0);
    expect(feeFen(1_000, Number.NaN)).toBeNaN();
  });

  it('proceeds are the price less the fee, exactly', () => {
    expect(proceedsFen(5_012_345, 0.001)).toBe(5_007_333);
    expect(proceedsFen(30, 0.001)).toBe(30);
    expect(proceedsFen(10_000, 0.003)).toBe(9_970);
  });

  it('sold share by status and balance', () => {
    expect(soldPercent('OPEN', 10_000, 10_000)).toBe(0);
    expect(soldPercent('OPEN', 10_000, 6_001)).toBe(39);
    expect(soldPercent('FINISHED', 10_000, 0)).toBe(100);
    expect(soldPercent('SETTLED', 10_000, 10_000)).toBe(100);
    expect(soldPercent('CANCELED', 10_000, 0)).toBe(0);
  });

  it('closes timeOut hours after it opened', () => {
    expect(closesAt(1_000, 72)).toBe(1_000 + 72 * 3_600_000);
    expect(closesAt(1_000, null)).toBeNull();
  });

  it('says each status in words', () => {
    // the seller's own words, as its 我的出借 card: sold out (or since repaid) is 已转让
    expect(['OPEN', 'FINISHED', 'SETTLED', 'CANCELED', 'ODD'].map(statusWord)).toEqual(['转让中', '已转让', '已转让', '已撤销', 'ODD']);
  });
});

describe('title', () => {
  it('is required, trimmed and at most 40 characters (counted as characters, not UTF-16 units)', () => {
    expect(checkTitle('  转让-恒信稳盈 ')).toEqual({ ok: true, title: '转让-恒信稳盈' });
    expect(checkTitle('   ')).toEqual({ ok: false, message: '请填写转让标题' });
    expect(checkTitle('债'.repeat(TITLE_MAX))).toMatchObject({ ok: true });
    expect(checkTitle('债'.repeat(TITLE_MAX + 1))).toEqual({ ok: false, message: '转让标题不能超过40个字' });
    expect(checkTitle('𠮷'.repeat(TITLE_MAX))).toMatchObject({ ok: true });
  });

  it('starts from the loan title, cut to fit', () => {
    expect(defaultTitle('恒信稳盈G-20260717期')).toBe('转让-恒信稳盈G-20260717期');
    expect([...defaultTitle('长'.repeat(60))]).toHaveLength(TITLE_MAX);
    expect(defaultTitle(null)).toBe('转让-');
  });
});

describe('who may cancel', () => {
  const c = { status: 'OPEN', userId: 'u1', balance: 100, creditDealAmount: 100, invests: [] };
  it('the seller, while open and nothing is sold', () => {
    expect(cancelBlock(c, 'u1')).toBeNull();
    expect(cancelBlock(c, 'u2')).toBe('not-seller');
    expect(cancelBlock(c, undefined)).toBe('not-seller');
    expect(cancelBlock({ ...c, userId: null }, 'u1')).toBe('not-seller');
    expect(cancelBlock({ ...c, status: 'FINISHED' }, 'u1')).toBe('closed');
    expect(cancelBlock({ ...c, balance: 99.99 }, 'u1')).toBe('sold');
    expect(cancelBlock({ ...c, invests: [{}] }, 'u1')).toBe('sold');
  });
});
