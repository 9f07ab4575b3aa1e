import { describe, expect, it } from 'vitest';
import { kb, median, seconds, times } from '../../bench/stats';
import { medianMetrics } from '../../bench/lighthouse';

describe('bench median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([5])).toBe(5);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('skips failed (non-finite) runs and is NaN with none left', () => {
    expect(median([NaN, 10, Infinity, 30])).toBe(20);
    expect(median([])).toBeNaN();
    expect(median([NaN])).toBeNaN();
  });
  it("does not reorder the caller's array", () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
  it('takes Lighthouse medians per metric, not the median run', () => {
    const m = medianMetrics([
      { performance: 90, lcp: 3000, cls: 0, tbt: 10, fcp: 900 },
      { performance: 99, lcp: 1000, cls: 0.1, tbt: 300, fcp: 1000 },
      { performance: 95, lcp: 2000, cls: 0.05, tbt: 20, fcp: 1100 },
    ]);
    expect(m).toEqual({ performance: 95, lcp: 2000, cls: 0.05, tbt: 20, fcp: 1000 });
  });
});

describe('bench units', () => {
  it('quotes KB as 1000 B and shows -- for what was not measured', () => {
    expect(kb(94_600)).toBe('94.6');
    expect(kb(NaN)).toBe('--');
    expect(seconds(1800)).toBe('1.80 s');
    expect(times(1.366)).toBe('1.37×');
  });
});
