import { describe, expect, it } from 'vitest';
import { FUND_TYPES, FUND_TYPE_LABELS as SEED_LABELS } from '../../domain/format/fund-types';
import { FUND_TYPE_LABELS, fundTypeLabel } from '../../modules/payment/rules/fund-types';
import { defaultRange, rangeMs } from '../../modules/payment/rules/funds-range';

describe('fund record labels', () => {
  it('has a Chinese label for every type the backend sends', () => {
    expect(FUND_TYPES.length).toBeGreaterThan(35);
    for (const t of FUND_TYPES) {
      expect(fundTypeLabel(t)).toBe(SEED_LABELS[t]);
      expect(fundTypeLabel(t)).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(Object.keys(FUND_TYPE_LABELS).sort()).toEqual([...FUND_TYPES].sort());
  });

  it('shows an unknown type as it came', () => {
    expect(fundTypeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('fund flow date range', () => {
  it('defaults to ten years back to tomorrow, in Beijing days', () => {
    // 2026-06-15 23:30 Beijing (15:30 UTC)
    expect(defaultRange(Date.UTC(2026, 5, 15, 15, 30))).toEqual({ start: '2016-06-15', end: '2026-06-16' });
    // 2026-06-15 16:30 UTC is already the 16th in Beijing
    expect(defaultRange(Date.UTC(2026, 5, 15, 16, 30))).toEqual({ start: '2016-06-16', end: '2026-06-17' });
    // month and year ends roll over
    expect(defaultRange(Date.UTC(2026, 11, 31, 4))).toEqual({ start: '2016-12-31', end: '2027-01-01' });
  });

  it('takes 28 February when ten years back has no 29th', () => {
    expect(defaultRange(Date.UTC(2028, 1, 29, 4))).toEqual({ start: '2018-02-28', end: '2028-03-01' });
  });

  it('asks from 00:00 of the first day to the last millisecond of the last (Beijing)', () => {
    const r = rangeMs({ start: '2016-06-15', end: '2026-06-16' });
    expect(r.startDate).toBe(Date.UTC(2016, 5, 14, 16));
    expect(r.endDate).toBe(Date.UTC(2026, 5, 16, 16) - 1);
  });
});
