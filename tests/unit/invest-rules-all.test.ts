// Amounts in words (every message groups its yuan: a rule's bounds as whole yuan, money that is
// there with its fen) and the 全部 button's amount: the largest the rule allows that the
// available balance, with a chosen cash coupon, covers.
import { describe, expect, it } from 'vitest';
import { checkInvestAmount, ruleText, type AmountRule } from '../../modules/invest/rules/invest';
import { allAmount } from '../../modules/invest/rules/all-amount';
import { boundsText as pickerBounds } from '../../modules/invest/rules/coupon-text';
import { boundsText as cardBounds, descriptionText } from '../../modules/coupons/rules/coupon-words';
import { limitYuan } from '../../domain/format/glossary';

const rule: AmountRule = { balanceFen: 106_500_00, minFen: 100_00, stepFen: 100_00, maxFen: 100_000_00 };

describe('amounts in messages', () => {
  it('a bound reads as grouped whole yuan, keeping fen only when there are some', () => {
    expect(limitYuan(100_000_00)).toBe('100,000');
    expect(limitYuan(888_800_00)).toBe('888,800');
    expect(limitYuan(100_00)).toBe('100');
    expect(limitYuan(650_50)).toBe('650.50');
  });

  it('the rule line and every refusal print grouped yuan, never a raw number', () => {
    expect(ruleText(rule)).toBe('100元起，100元递增，单笔最多100,000元');
    expect(ruleText({ ...rule, minFen: 1_000_00, stepFen: 1_000_00, maxFen: 0 })).toBe('1,000元起，1,000元递增');
    expect(checkInvestAmount(106_500_01, rule)).toBe('当前剩余可出借106,500.00元');
    expect(checkInvestAmount(100_100_00, rule)).toBe('单笔最多出借100,000元');
    expect(checkInvestAmount(1_000_00, { ...rule, balanceFen: 1_200_000_00, maxFen: 0 }, { minFen: 888_800_00, maxFen: 0 })).toBe(
      '该红包需出借金额大于等于888,800元',
    );
    const messages = [
      checkInvestAmount(106_500_01, rule),
      checkInvestAmount(100_100_00, rule),
      checkInvestAmount(150_00, { ...rule, minFen: 1_000_00 }),
      checkInvestAmount(10_00, { ...rule, balanceFen: 1_650_50, minFen: 2_000_00 }),
    ];
    for (const m of messages) expect(m).not.toMatch(/\d{4,}(?:\.\d+)?元/);
  });

  it('a coupon’s bounds read the same on its card, in the picker and in the refusal', () => {
    expect(cardBounds(888800, 0)).toBe('单笔出借满888,800元可用');
    expect(pickerBounds({ type: 'CASH', parValue: 8888, minimumInvest: 888800 })).toBe('出借满888,800元可用');
    expect(pickerBounds({ type: 'CASH', parValue: 50, minimumInvest: 1000, maximumInvest: 50000 })).toBe('出借1,000~50,000元可用');
  });

  it('a coupon’s description from the backend has its raw yuan grouped the same way', () => {
    expect(descriptionText('通过VIP邀请码注册专享，单笔出借满888800元可用')).toBe('通过VIP邀请码注册专享，单笔出借满888,800元可用');
    expect(descriptionText('单笔出借1000元至10万元可用')).toBe('单笔出借1,000元至10万元可用');
    expect(descriptionText('888800.50元')).toBe('888,800.50元');
    // already grouped, small, or not yuan: as written
    expect(descriptionText('满1,000元可用，100元起，期限90天，20261126期')).toBe('满1,000元可用，100元起，期限90天，20261126期');
  });
});

describe('全部: the largest amount allowed', () => {
  it('is the balance rounded down to the step', () => {
    expect(allAmount(rule, 52_340_56)).toEqual({ fen: 52_300_00 });
    expect(allAmount({ ...rule, minFen: 1_000_00, stepFen: 1_000_00 }, 52_340_56)).toEqual({ fen: 52_000_00 });
    // the step counts from the minimum: 150 起, 100 递增 → 150, 250, 350 …
    expect(allAmount({ ...rule, minFen: 150_00 }, 399_99)).toEqual({ fen: 350_00 });
  });

  it('stops at what remains of the loan and at the single-order maximum', () => {
    expect(allAmount(rule, 5_000_000_00)).toEqual({ fen: 100_000_00 });
    expect(allAmount({ ...rule, maxFen: 0 }, 5_000_000_00)).toEqual({ fen: 106_500_00 });
    // a remainder off the step: the largest amount on the step below it
    expect(allAmount({ ...rule, balanceFen: 10_550_00, maxFen: 0 }, 5_000_000_00)).toEqual({ fen: 10_500_00 });
  });

  it('counts a chosen cash coupon, within its bounds', () => {
    const coupon = { cashFen: 50_00, minFen: 1_000_00, maxFen: 0 };
    expect(allAmount(rule, 2_960_00, coupon)).toEqual({ fen: 3_000_00 });
    // the coupon's maximum caps the amount it is counted in
    expect(allAmount(rule, 20_000_00, { cashFen: 50_00, minFen: 0, maxFen: 5_000_00 })).toEqual({ fen: 5_000_00 });
    // an interest coupon pays nothing but keeps its bounds
    expect(allAmount(rule, 20_000_00, { cashFen: 0, minFen: 0, maxFen: 10_000_00 })).toEqual({ fen: 10_000_00 });
    // an amount the coupon does not fit: the balance alone (the screen drops the coupon)
    expect(allAmount(rule, 900_00, coupon)).toEqual({ fen: 900_00 });
  });

  it('takes exactly the remainder when it is below the minimum', () => {
    const tail = { ...rule, balanceFen: 650_50, minFen: 1_000_00 };
    expect(allAmount(tail, 2_000_00)).toEqual({ fen: 650_50 });
    expect(allAmount(tail, 600_00)).toEqual({ short: '可用余额不足剩余金额650.50元' });
  });

  it('says why when the balance is below the minimum, instead of filling', () => {
    expect(allAmount(rule, 99_99)).toEqual({ short: '可用余额不足最低出借金额100元' });
    expect(allAmount(rule, 0)).toEqual({ short: '可用余额不足最低出借金额100元' });
    expect(allAmount(rule, -5_00)).toEqual({ short: '可用余额不足最低出借金额100元' });
    expect(allAmount({ ...rule, minFen: 1_000_00 }, 999_00, null, '购买')).toEqual({ short: '可用余额不足最低购买金额1,000元' });
    expect(allAmount({ ...rule, balanceFen: 0 }, 5_000_00)).toEqual({ short: '当前剩余可出借0.00元' });
  });

  it('fills only amounts the rule itself accepts', () => {
    const rules: AmountRule[] = [
      rule,
      { ...rule, maxFen: 0 },
      { ...rule, minFen: 1_000_00, stepFen: 500_00 },
      { ...rule, balanceFen: 777_77, minFen: 1_000_00 },
      { ...rule, stepFen: 0 },
    ];
    const filled = rules.flatMap((r) =>
      [0, 99_99, 100_00, 1_234_56, 52_340_56, 777_77, 10_000_000_00].flatMap((have) => {
        const a = allAmount(r, have);
        return 'fen' in a ? [{ rule: JSON.stringify(r), have, fen: a.fen, refusal: checkInvestAmount(a.fen, r) }] : [];
      }),
    );
    // most balances fill something, so the check below is about real fills
    expect(filled.length).toBeGreaterThan(15);
    expect(filled.filter((x) => x.refusal !== null || x.fen > x.have)).toEqual([]);
  });
});
