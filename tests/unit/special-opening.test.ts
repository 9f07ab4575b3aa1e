// Where the 积分兑换加息券 screen opens: the cheapest coupon that costs anything (never one costing
// 0 with its button greyed), affordable when any is, else marked short.
import { describe, expect, it } from 'vitest';
import { openingChoice } from '../../modules/member/rules/special-opening';
import { pointsNeeded, type InterestRiseRule } from '../../domain/rules/interest-rise';
import { INTEREST_RISE } from '../../server/sandbox/seed/member';

const rule = (o: Partial<InterestRiseRule> = {}): InterestRiseRule => ({ ...INTEREST_RISE, ...o });

/** every combination of the grids up to `maxFen`, with its price */
function all(r: InterestRiseRule, maxFen: number) {
  const out: { fen: number; par: number; days: number; cost: number }[] = [];
  for (const days of r.duration.split(',').map(Number))
    for (let par = r.minParValue; par <= r.maxParValue; par += r.stepParValue)
      for (let fen = r.minAmount * 100; fen <= maxFen; fen += r.stepAmount * 100) out.push({ fen, par, days, cost: pointsNeeded(r.kValue, days, fen, par) });
  return out;
}

describe('openingChoice', () => {
  it('opens the seeded offer on 1,000 yuan, 30 days at 1.3%: 100 points, where the first coupon cost 0', () => {
    expect(pointsNeeded(INTEREST_RISE.kValue, 30, 100_000, INTEREST_RISE.minParValue)).toBe(0);
    expect(openingChoice(rule(), 12_800)).toEqual({ fen: 100_000, par: 130, days: 30, cost: 100, affordable: true });
  });

  it('is the cheapest priced combination of the whole grid (checked by brute force)', () => {
    for (const r of [
      rule(),
      rule({ kValue: 3_000, duration: '7,14' }),
      rule({ minAmount: 500, stepAmount: 500, minParValue: 5, stepParValue: 5, maxParValue: 50 }),
    ]) {
      const c = openingChoice(r, null)!;
      expect(c.cost).toBeGreaterThan(0);
      expect(pointsNeeded(r.kValue, c.days, c.fen, c.par)).toBe(c.cost);
      const cheapest = Math.min(
        ...all(r, 20_000_000)
          .filter((x) => x.cost > 0)
          .map((x) => x.cost),
      );
      expect(c.cost).toBe(cheapest);
    }
  });

  it('finds an amount well above the minimum when the rates and days are small', () => {
    const r = rule({ kValue: 100, duration: '30', maxParValue: 10 });
    const c = openingChoice(r, null)!;
    expect(pointsNeeded(r.kValue, 30, c.fen, 10)).toBe(100);
    expect(pointsNeeded(r.kValue, 30, c.fen - 100_000, 10)).toBe(0);
  });

  it('marks it short only when the points are known and too few', () => {
    expect(openingChoice(rule(), 99)!.affordable).toBe(false);
    expect(openingChoice(rule(), 100)!.affordable).toBe(true);
    expect(openingChoice(rule(), null)!.affordable).toBe(true);
  });

  it('has nothing to open on when no coupon can cost anything', () => {
    expect(openingChoice(rule({ duration: '' }), 1000)).toBeNull();
    expect(openingChoice(rule({ kValue: 0 }), 1000)).toBeNull();
    // one amount only, too small for any rate and term
    expect(openingChoice(rule({ stepAmount: 0, kValue: 1 }), 1000)).toBeNull();
  });
});
