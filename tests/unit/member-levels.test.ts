// The level and points rules the sandbox and the member centre share (domain/member-levels).
import { describe, expect, it } from 'vitest';
import { LEVEL_FROM, higherLevel, investPoints, levelFor, nextLevelGap, rewardPointsText } from '../../domain/member-levels';
import { MEMBER_LEVELS } from '../../server/sandbox/seed/member';

describe('levels', () => {
  it('are reached by cumulative lending, at each threshold exactly', () => {
    expect([levelFor(0), levelFor(9_999.99), levelFor(10_000), levelFor(435_000), levelFor(5_000_000)]).toEqual(['L0', 'L0', 'L1', 'L3', 'L6']);
    expect(MEMBER_LEVELS.map((m) => m.minAmount)).toEqual(Object.values(LEVEL_FROM));
  });

  it('give the gap to the next level exactly in fen, none at the top', () => {
    expect(nextLevelGap('L3', 435_000)).toBe(65_000);
    expect(nextLevelGap('L3', 199_999.99)).toBe(300_000.01);
    expect(nextLevelGap('L6', 9_000_000)).toBe(0);
    expect(nextLevelGap('L2', 600_000)).toBe(0);
  });

  it('keep the higher of two', () => {
    expect([higherLevel('L3', 'L1'), higherLevel('L1', 'L4')]).toEqual(['L3', 'L4']);
  });
});

describe('points of a tender', () => {
  it('are 3 per whole 100 yuan, times 1.1 from L3 up by 0.1 a level, rounded down', () => {
    expect(investPoints(10_000, 'L0')).toBe(300);
    expect(investPoints(10_099.99, 'L2')).toBe(300);
    expect(investPoints(10_000, 'L3')).toBe(330);
    expect(investPoints(100, 'L4')).toBe(3); // 3.6
    expect(investPoints(10_000, 'L6')).toBe(420);
    expect(investPoints(99, 'L6')).toBe(0);
  });

  it('in words, with the multiple as a person writes it', () => {
    expect(rewardPointsText('L0')).toBe('出借每100元获得3积分');
    expect(rewardPointsText('L4')).toBe('出借每100元获得3积分，L4享1.2倍积分');
  });
});
