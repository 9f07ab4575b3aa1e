// The member area's rules: level stages (SPEC §4), remaining privilege counts, the 300-wide
// level bar (SPEC §9), the steppers of the special-interest exchange and the amount check.
import { describe, expect, it } from 'vitest';
import {
  BAR_WIDTH,
  amountProblem,
  asLevel,
  levelOfName,
  levelStage,
  onStep,
  parseDurations,
  progressWidth,
  rateText,
  remainingCount,
  stepBy,
} from '../../modules/member/rules/member';
import { formatFen } from '../../domain/format/money';
import { spendQuestion } from '../../modules/member/rules/spend-question';

const yuan = (fen: number) => formatFen(fen, { group: false }).replace(/\.00$/, '');

describe('level stage', () => {
  it.each([
    ['L0', 0],
    ['L1', 3],
    ['L2', 3],
    ['L3', 3],
    ['L4', 3],
    ['L5', 3],
    ['L6', 6],
    [' l6 ', 6],
    ['l0', 0],
  ] as const)('%s → %i', (level, stage) => expect(levelStage(level)).toBe(stage));

  it('treats anything that is not L0 or L6 as the middle stage', () => {
    expect(levelStage('L7')).toBe(3);
    expect(levelStage(null)).toBe(3);
    expect(levelStage('')).toBe(3);
  });

  it('reads levels strictly', () => {
    expect(asLevel('L3')).toBe('L3');
    expect(asLevel('L7')).toBeNull();
    expect(asLevel(3)).toBeNull();
    // what /membership names a level: its code or its name
    expect(levelOfName('黄金会员')).toBe('L3');
    expect(levelOfName(' l6 ')).toBe('L6');
    expect(levelOfName('普通用户')).toBeNull();
    expect(levelOfName(null)).toBeNull();
  });
});

describe('remaining privilege count', () => {
  it.each([
    [3, 1, 2],
    [3, 3, 0],
    [3, 5, 0],
    [0, 0, 0],
    [99, 1, 98],
  ])('%i total, %i used → %i', (total, used, left) => expect(remainingCount(total, used)).toBe(left));
});

describe('level bar', () => {
  it('is 300 wide and fills in proportion to the way to the next level', () => {
    expect(BAR_WIDTH).toBe(300);
    expect(progressWidth(200_000, 300_000)).toBe(120);
    expect(progressWidth(1, 2)).toBe(100);
    expect(progressWidth(0, 10_000)).toBe(0);
  });
  it('is full at the top level (no gap) and never overflows', () => {
    expect(progressWidth(6_000_000, 0)).toBe(300);
    expect(progressWidth(10, -5)).toBe(300);
    expect(progressWidth(1e12, 1)).toBeLessThanOrEqual(300);
  });
});

describe('steppers', () => {
  it('moves amounts along the grid from the minimum', () => {
    expect(stepBy(100_000, 1, 100_000, 100_000)).toBe(200_000);
    expect(stepBy(200_000, -1, 100_000, 100_000)).toBe(100_000);
    expect(stepBy(100_000, -1, 100_000, 100_000)).toBe(100_000); // not below the minimum
    expect(stepBy(150_000, 1, 100_000, 100_000)).toBe(200_000); // off the grid: the next point up
    expect(stepBy(150_000, -1, 100_000, 100_000)).toBe(100_000); // …or down
    expect(stepBy(5_000, 1, 100_000, 100_000)).toBe(100_000); // under the minimum: the minimum
  });
  it('keeps par values within min and max', () => {
    expect(stepBy(10, 1, 10, 10, 200)).toBe(20);
    expect(stepBy(200, 1, 10, 10, 200)).toBe(200);
    expect(stepBy(10, -1, 10, 10, 200)).toBe(10);
    expect(stepBy(190, 1, 10, 30, 200)).toBe(190); // 10, 40, …, 190: 220 is past the max
  });
  it('knows the grid', () => {
    expect(onStep(300_000, 100_000, 100_000)).toBe(true);
    expect(onStep(350_000, 100_000, 100_000)).toBe(false);
    expect(onStep(50_000, 100_000, 100_000)).toBe(false);
  });
});

describe('exchange amount', () => {
  it('says what is wrong, in Chinese', () => {
    expect(amountProblem(null, 100_000, 100_000, yuan)).toBe('请输入正确的出借金额');
    expect(amountProblem(50_000, 100_000, 100_000, yuan)).toBe('出借金额不能低于1000元');
    expect(amountProblem(150_000, 100_000, 100_000, yuan)).toBe('出借金额须为1000元起，按1000元递增');
    expect(amountProblem(300_000, 100_000, 100_000, yuan)).toBe('');
  });
});

describe('words', () => {
  it('parses the comma list of durations', () => {
    expect(parseDurations('30,90,180,360')).toEqual([30, 90, 180, 360]);
    expect(parseDurations(' 30 , x, 0, 90 ,')).toEqual([30, 90]);
  });
  it('writes par values as percentages', () => {
    expect(rateText(10)).toBe('0.1%');
    expect(rateText(100)).toBe('1%');
    expect(rateText(125)).toBe('1.25%');
  });
});

describe('the question before points are spent', () => {
  it('says what for how many points, the note, and the balance before and after', () => {
    expect(spendQuestion(6_000, '“10000mAh移动电源”', 12_800, '礼品将寄往您的收货地址')).toBe(
      '确认使用6,000积分兑换“10000mAh移动电源”？\n礼品将寄往您的收货地址\n当前积分：12,800\n兑换后剩余积分：6,800',
    );
    expect(spendQuestion(1_200, '1%加息券', 1_200)).toBe('确认使用1,200积分兑换1%加息券？\n当前积分：1,200\n兑换后剩余积分：0');
  });

  it('says -- for a balance it could not read, never a guessed remainder', () => {
    expect(spendQuestion(100, '0.5%加息券', null)).toBe('确认使用100积分兑换0.5%加息券？\n当前积分：--\n兑换后剩余积分：--');
  });
});
