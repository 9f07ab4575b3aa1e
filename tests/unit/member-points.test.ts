// The special-interest points formula (SPEC §9): kValue × days × amount × parValue /
// 365,000,000, rounded down to hundreds; parValue in hundredths of a percent, the amount in
// yuan (passed in fen). The sandbox charges by domain/rules; one table pins the client's too.
import { describe, expect, it } from 'vitest';
import { pointsNeeded } from '../../modules/member/rules/member';
import { pointsNeeded as pointsFor } from '../../domain/rules/interest-rise';
import { INTEREST_RISE } from '../../server/sandbox/seed/member';

// [kValue, days, amount in fen, parValue, points]
const TABLE: [number, number, number, number, number][] = [
  [10_000, 90, 1_000_000, 100, 2_400], // 10,000元 · 1% · 90天: 24.66 → 2,400
  [10_000, 30, 100_000, 10, 0], // the smallest coupon is worth under 100 points
  [10_000, 180, 5_000_000, 50, 12_300],
  [10_000, 360, 10_000_000, 200, 197_200],
  [10_000, 365, 100_000, 100, 1_000], // exactly 10 hundreds: not rounded down a step
  [10_000, 364, 100_000, 100, 900], // a hair under: down to the hundred below
  [10_000, 365, 100_050, 100, 1_000], // 1,000.50元: fen are exact
  [8_000, 90, 2_000_000, 30, 1_100],
  [10_000, 360, 1_000_000_000, 200, 19_726_000], // the product is past 2^53
];

describe('special-interest points', () => {
  it.each(TABLE)('k=%i, %i days, %i fen, par %i → %i points (client)', (k, d, f, p, want) => {
    expect(pointsNeeded(k, d, f, p)).toBe(want);
  });

  it.each(TABLE)('k=%i, %i days, %i fen, par %i → %i points (sandbox)', (k, d, f, p, want) => {
    expect(pointsFor(k, d, f, p)).toBe(want);
  });

  it('is always a whole number of hundreds and never more than the exact value', () => {
    for (let amount = 1_000; amount <= 50_000; amount += 7_000)
      for (const par of [10, 30, 70, 150, 200])
        for (const days of [30, 90, 180, 360]) {
          const fen = amount * 100;
          const exact = (INTEREST_RISE.kValue * days * amount * par) / 365_000_000;
          const got = pointsNeeded(INTEREST_RISE.kValue, days, fen, par);
          expect(got % 100).toBe(0);
          expect(got).toBeLessThanOrEqual(exact);
          expect(exact - got).toBeLessThan(100);
          expect(pointsFor(INTEREST_RISE.kValue, days, fen, par)).toBe(got);
        }
  });

  it('gives sensible sizes with the seed’s kValue: about 100 points per yuan of extra interest', () => {
    // 10,000元 at +1% for 90 days earns 24.66元 more; the coupon costs 2,400 points
    expect(pointsNeeded(INTEREST_RISE.kValue, 90, 1_000_000, 100)).toBe(2_400);
  });

  it('refuses nonsense rather than inventing a price', () => {
    expect(pointsNeeded(10_000, 90, Number.NaN, 100)).toBe(0);
    expect(pointsNeeded(10_000, -90, 1_000_000, 100)).toBe(0);
    expect(pointsNeeded(10_000, 90, 1.5, 100)).toBe(0);
  });
});
