// Where the 积分兑换加息券 screen opens (issue: it opened on a coupon costing 0 points, its button
// greyed): on the cheapest coupon that costs anything, which is the first the investor can
// afford when any is. No React, no calls.
import { parseDurations, pointsNeeded, type InterestRiseRule } from '../../../domain/rules/interest-rise';
import { toFen } from '../../../domain/format/money';

export interface Choice {
  fen: number;
  par: number;
  days: number;
  cost: number;
  /** false: the investor's points are known and short of it */
  affordable: boolean;
}

/** the divisor of pointsNeeded: below it a coupon costs 0 */
const HUNDRED_POINTS = 3_650_000_000_000;

/** The smallest amount on the grid min, min + step, … whose coupon costs anything, or null. */
function firstPricedAmount(kValue: number, days: number, par: number, minFen: number, stepFen: number): number | null {
  const per = kValue * days * par;
  if (!(per > 0)) return null;
  const need = Math.ceil(HUNDRED_POINTS / per);
  if (need <= minFen) return minFen;
  if (!(stepFen > 0)) return null;
  let fen = minFen + Math.ceil((need - minFen) / stepFen) * stepFen;
  // floating ceil may land a step short of the exact BigInt price
  if (pointsNeeded(kValue, days, fen, par) < 100) fen += stepFen;
  return Number.isSafeInteger(fen) ? fen : null;
}

/**
 * The cheapest priced coupon on the offer's grids (ties: the smaller amount, the shorter
 * duration as listed, the lower rate), marked affordable unless `points` is known and short.
 * null when the offer has no priced coupon at all.
 */
export function openingChoice(rule: InterestRiseRule, points: number | null): Choice | null {
  const minFen = toFen(rule.minAmount);
  const stepFen = toFen(rule.stepAmount);
  let best: Omit<Choice, 'affordable'> | null = null;
  for (const days of parseDurations(rule.duration)) {
    for (let par = rule.minParValue; par <= rule.maxParValue; par += rule.stepParValue) {
      const fen = firstPricedAmount(rule.kValue, days, par, minFen, stepFen);
      if (fen !== null) {
        const cost = pointsNeeded(rule.kValue, days, fen, par);
        if (cost > 0 && (!best || cost < best.cost || (cost === best.cost && fen < best.fen))) best = { fen, par, days, cost };
      }
      if (!(rule.stepParValue > 0)) break;
    }
  }
  return best && { ...best, affordable: points === null || best.cost <= points };
}
