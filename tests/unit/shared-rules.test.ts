// The rules the client and the sandbox share (domain/rules, domain/format): one
// reckoning each, and the sandbox's refusals are exactly those rules' breaches.
import { describe, expect, it } from 'vitest';
import { amountBreach, couponBreach, couponFits, payPlan, quotaBreach, stepOf, type AmountRule } from '../../domain/rules/invest-amount';
import { cycleEnds, redeemState, redeemWindow } from '../../domain/rules/redeem-window';
import { feeFen, priceRange } from '../../domain/rules/claim-transfer';
import { onStep, parseDurations, pointsNeeded } from '../../domain/rules/interest-rise';
import { riskLevel } from '../../domain/rules/risk';
import { DAY, addMonths, daysBetween, formatDate, toMs } from '../../domain/format/dates';
import { toFen, toYuan } from '../../domain/format/money';
import { amountRefusal, ruleOf } from '../../server/sandbox/routes/invest-rules';
import { redeemWindow as sandboxWindow } from '../../server/sandbox/routes/portfolio-redeem';
import { FEE_FRACTION, feeFen as sandboxFee } from '../../server/sandbox/routes/claims-transfer';
import { parseFen } from '../../server/sandbox/routes/payment-kit';
import { createSeed } from '../../server/sandbox/seed';
import type { Loan } from '../../server/sandbox/model';

const NOW = Date.UTC(2026, 10, 1, 2, 30);

describe('invest amount', () => {
  const rule: AmountRule = { balanceFen: 1_000_000, minFen: 10_000, stepFen: 10_000, maxFen: 500_000 };

  it('names the first rule an amount breaks, in the contract’s order', () => {
    expect(amountBreach(null, rule)).toBe('FORMAT');
    expect(amountBreach(0, rule)).toBe('FORMAT');
    expect(amountBreach(NaN, rule)).toBe('FORMAT');
    expect(amountBreach(1_000_100, rule)).toBe('BALANCE');
    expect(amountBreach(9_900, rule)).toBe('MIN');
    expect(amountBreach(15_000, rule)).toBe('STEP');
    expect(amountBreach(510_000, rule)).toBe('MAX');
    expect(amountBreach(500_000, rule)).toBeNull();
    // below the minimum, only the whole remainder goes
    const rest = { ...rule, balanceFen: 6_000 };
    expect(amountBreach(5_000, rest)).toBe('REST');
    expect(amountBreach(6_000, rest)).toBeNull();
    // a step under 1 yuan counts as 1 yuan
    expect(stepOf({ ...rule, stepFen: 0 })).toBe(100);
  });

  it('is what the sandbox refuses a tender by, for every seeded loan and many amounts', () => {
    const loans = createSeed(NOW).loans.filter((l) => l.status === 'OPENED');
    expect(loans.length).toBeGreaterThan(3);
    for (const loan of loans)
      for (const fen of [0, 1, 6_000, 9_999, 10_000, 10_050, 10_100, 100_000, 1_000_000, 1_000_001, toFen(loan.balance), toFen(loan.balance) + 100])
        expect(amountRefusal(loan, fen)?.type ?? null, `${loan.title} ${fen}`).toBe(amountBreach(fen, ruleOf(loan)));
  });

  it('coupon bounds, the payment split and the card quota', () => {
    expect(couponBreach(99_99, { minFen: 100_00, maxFen: 0 })).toBe('MIN');
    expect(couponBreach(1_000_01, { minFen: 0, maxFen: 1_000_00 })).toBe('MAX');
    expect(couponFits(null, { minFen: 100_00, maxFen: 0 })).toBe(true);
    expect(payPlan(1_000_00, 300_00, true, 50_00)).toEqual({ fromBalanceFen: 300_00, toPayFen: 650_00 });
    expect(payPlan(1_000_00, 300_00, false)).toEqual({ fromBalanceFen: 0, toPayFen: 1_000_00 });
    expect(quotaBreach(100, 0)).toBe('ZERO');
    expect(quotaBreach(5_000_01, 5_000)).toBe('OVER');
    expect(quotaBreach(5_000_00, 5_000)).toBeNull();
    expect(quotaBreach(10 ** 10, -1)).toBeNull();
    expect(quotaBreach(0, 0)).toBeNull();
  });

  it('risk ranks compare as numbers however they are spelled', () => {
    expect([riskLevel('R3'), riskLevel('r5'), riskLevel(2), riskLevel(' R1 '), riskLevel('R6'), riskLevel(null)]).toEqual([3, 5, 2, 1, null, null]);
  });
});

describe('redemption window', () => {
  const seed = createSeed(NOW);
  const cycle = seed.loans.find((l) => l.loanRequest.cycleProduct && l.status === 'SETTLED')!;

  it('the sandbox reckons it with the client’s rule', () => {
    for (let t = cycle.valueDate! - DAY; t < cycle.dueDate! + 2 * DAY; t += 5 * 3_600_000) {
      const terms = {
        cycleProduct: true,
        cyclePeriods: cycle.loanRequest.cyclePeriods,
        valueDate: cycle.valueDate,
        totalMonths: cycle.duration.totalMonths,
        ransomDays: cycle.dueDateSubEndRansomDays,
      };
      expect(sandboxWindow(cycle, t)).toEqual(redeemWindow(terms, t));
    }
  });

  it('has no window, on either side, when the term does not split into whole months per cycle', () => {
    const odd: Loan = { ...cycle, duration: { ...cycle.duration, totalMonths: 10 }, loanRequest: { ...cycle.loanRequest, cyclePeriods: 4 } };
    expect(sandboxWindow(odd, NOW)).toBeNull();
    expect(cycleEnds({ cycleProduct: true, cyclePeriods: 4, valueDate: cycle.valueDate, totalMonths: 10 })).toEqual([]);
  });

  it('opens at the cycle start, closes at the end of day T−15, and the last cycle matures', () => {
    const t = { cycleProduct: true, cyclePeriods: 2, valueDate: toMs('2026-01-31 10:00'), totalMonths: 2 };
    const w = redeemWindow(t, toMs('2026-02-01'))!;
    expect(formatDate(w.cycleEnd, 'minute')).toBe('2026-02-28 10:00');
    expect(formatDate(w.lastDay, 'datetime')).toBe('2026-02-13 00:00:00');
    expect(redeemState(w, w.closesAt - 1)).toBe('open');
    expect(redeemState(w, w.closesAt)).toBe('closed');
    expect(redeemState(redeemWindow(t, toMs('2026-03-01'))!, toMs('2026-03-01'))).toBe('last');
  });
});

describe('claim transfer and the points exchange', () => {
  it('the sandbox’s fee and range are the rules at its rate', () => {
    for (const p of [1, 499, 500, 501, 1_234_567, 99_999_999]) expect(sandboxFee(p)).toBe(feeFen(p, FEE_FRACTION));
    expect(priceRange(1_000_001)).toEqual({ min: 950_001, max: 1_050_001 });
  });

  it('prices a coupon and reads the offer’s grids', () => {
    expect(pointsNeeded(10_000, 90, 1_000_000, 100)).toBe(2_400);
    expect(pointsNeeded(10_000, 90, 1.5, 100)).toBe(0);
    expect(parseDurations('30, 90,x,0,180')).toEqual([30, 90, 180]);
    expect([onStep(150, 100, 50), onStep(120, 100, 50), onStep(100, 100, 0), onStep(150, 100, 0)]).toEqual([true, false, true, false]);
  });
});

describe('Shanghai dates and yuan, one reckoning', () => {
  it('adds months keeping the wall time and clamping the day', () => {
    expect(formatDate(addMonths(toMs('2026-01-31 23:30:15'), 1), 'datetime')).toBe('2026-02-28 23:30:15');
    expect(formatDate(addMonths(toMs('2028-03-31 08:00'), -1), 'minute')).toBe('2028-02-29 08:00');
    expect(formatDate(addMonths(toMs('2026-11-30'), 14))).toBe('2028-01-30');
    expect(addMonths(toMs('2026-11-30'), 1.5)).toBeNaN();
    expect(addMonths(Date.UTC(2026, 0, 1) + 123, 1) % 1000).toBe(123);
  });

  it('counts calendar days in Beijing, whatever the hours', () => {
    expect(daysBetween(toMs('2026-01-01 23:59'), toMs('2026-01-02 00:01'))).toBe(1);
    expect(daysBetween(toMs('2026-01-02 00:01'), toMs('2026-01-01 23:59'))).toBe(-1);
    expect(daysBetween(toMs('2026-02-01'), toMs('2026-03-01 18:00'))).toBe(28);
  });

  it('turns yuan into fen on the decimal text and back without drift', () => {
    expect([toFen(1.005), toFen(0.29), toFen(1234.5), toFen('0.1')]).toEqual([101, 29, 123_450, 10]);
    expect([toYuan(101), toYuan(29), toYuan(123_450), toYuan(-5)]).toEqual([1.01, 0.29, 1234.5, -0.05]);
    expect([parseFen('1000.5'), parseFen(' 0.01 '), parseFen('1,000'), parseFen('.5'), parseFen('1e3'), parseFen('1.005')]).toEqual([
      100_050,
      1,
      null,
      null,
      null,
      null,
    ]);
  });
});
