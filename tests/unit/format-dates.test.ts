import { describe, it, expect } from 'vitest';
import { formatDate, shanghaiParts, startOfShanghaiDay, addDays, formatCountdown, toMs } from '../../domain/format/dates';

// Instants are built with Date.UTC, so every assertion holds whatever zone the runner uses.
const H = 3600e3;
const DAY = 24 * H;

describe('formatDate', () => {
  const t = Date.UTC(2026, 0, 1, 16, 30, 5); // 2026-01-02 00:30:05 in Beijing
  it('renders every pattern in Shanghai time', () => {
    expect(formatDate(t)).toBe('2026-01-02');
    expect(formatDate(t, 'date')).toBe('2026-01-02');
    expect(formatDate(t, 'datetime')).toBe('2026-01-02 00:30:05');
    expect(formatDate(t, 'minute')).toBe('2026-01-02 00:30');
    expect(formatDate(t, 'time')).toBe('00:30:05');
    expect(formatDate(t, 'month-day')).toBe('01-02');
  });
  it('renders midnight as 00, not 24', () => {
    expect(formatDate(Date.UTC(2026, 5, 30, 16), 'datetime')).toBe('2026-07-01 00:00:00');
  });
  it('accepts Date, ISO strings, epoch strings and zone-less strings', () => {
    expect(formatDate(new Date(t), 'minute')).toBe('2026-01-02 00:30');
    expect(formatDate('2026-01-01T16:30:05Z', 'datetime')).toBe('2026-01-02 00:30:05');
    expect(formatDate('2026-01-01T20:30:05-05:00', 'datetime')).toBe('2026-01-02 09:30:05');
    expect(formatDate(String(t), 'minute')).toBe('2026-01-02 00:30');
    expect(formatDate('2026-03-05 08:09:10', 'datetime')).toBe('2026-03-05 08:09:10');
    expect(formatDate('2026/3/5', 'datetime')).toBe('2026-03-05 00:00:00');
  });
  it('treats a date-only string as Shanghai midnight', () => {
    expect(toMs('2026-01-02')).toBe(Date.UTC(2026, 0, 1, 16));
    expect(formatDate('2026-01-02')).toBe('2026-01-02');
    expect(formatDate('2026-01-02', 'datetime')).toBe('2026-01-02 00:00:00');
    expect(toMs('2026-01-02 08:00:00.5')).toBe(Date.UTC(2026, 0, 2, 0, 0, 0, 500));
  });
  it('returns "" for invalid input, never "Invalid Date"', () => {
    for (const v of ['', 'garbage', '2026-02-30', '2026-13-01', '2026-01-01 24:00', NaN, Infinity, 1e20, new Date('x'), null, undefined])
      expect(formatDate(v as string)).toBe('');
    expect(shanghaiParts('nope')).toBeNull();
    expect(toMs('2025-02-29')).toBeNaN();
    expect(toMs('2024-02-29')).toBe(Date.UTC(2024, 1, 28, 16));
  });
  it('follows the historical zone (China observed DST in 1988)', () => {
    expect(formatDate(Date.UTC(1988, 6, 1), 'datetime')).toBe('1988-07-01 09:00:00');
    expect(toMs('1988-07-01 09:00:00')).toBe(Date.UTC(1988, 6, 1));
  });
});

describe('shanghaiParts', () => {
  it('gives numeric Shanghai fields', () => {
    expect(shanghaiParts(Date.UTC(2025, 11, 31, 23, 59, 59))).toEqual({ y: 2026, m: 1, d: 1, hh: 7, mm: 59, ss: 59 });
  });
});

describe('startOfShanghaiDay / addDays', () => {
  it('finds Beijing midnight, not UTC or device midnight', () => {
    expect(startOfShanghaiDay(Date.UTC(2026, 0, 1, 16, 30))).toBe(Date.UTC(2026, 0, 1, 16));
    expect(startOfShanghaiDay(Date.UTC(2026, 0, 1, 15, 59))).toBe(Date.UTC(2025, 11, 31, 16));
    expect(startOfShanghaiDay('2026-01-02')).toBe(Date.UTC(2026, 0, 1, 16));
    expect(startOfShanghaiDay('bad')).toBeNaN();
  });
  it('adds calendar days keeping the wall time', () => {
    const t = Date.UTC(2026, 0, 1, 16, 30, 0, 250);
    expect(addDays(t, 1)).toBe(t + DAY);
    expect(addDays(t, -2)).toBe(t - 2 * DAY);
    expect(formatDate(addDays('2026-02-28', 1))).toBe('2026-03-01');
    expect(formatDate(addDays('2024-02-28', 1))).toBe('2024-02-29');
    expect(formatDate(addDays('2026-12-31', 1))).toBe('2027-01-01');
    expect(addDays('bad', 1)).toBeNaN();
  });
});

describe('formatCountdown', () => {
  it('formats days, hours, minutes and seconds', () => {
    expect(formatCountdown(2 * DAY + 3 * H + 4 * 60e3 + 5e3)).toBe('2天03时04分05秒');
    expect(formatCountdown(3 * H + 4 * 60e3 + 5e3)).toBe('03时04分05秒');
    expect(formatCountdown(59e3)).toBe('00时00分59秒');
    expect(formatCountdown(12 * DAY)).toBe('12天00时00分00秒');
  });
  it('rounds partial seconds up and clamps at zero', () => {
    expect(formatCountdown(1)).toBe('00时00分01秒');
    expect(formatCountdown(0)).toBe('00时00分00秒');
    expect(formatCountdown(-5000)).toBe('00时00分00秒');
    expect(formatCountdown(NaN)).toBe('00时00分00秒');
  });
});

describe('the UTC+8 fast path agrees with the zone database', () => {
  it('gives the same wall clock as Intl for instants since 1991 and around the last summer-time change', () => {
    const intl = new Intl.DateTimeFormat('zh-CN', {
      timeZone: 'Asia/Shanghai',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const viaIntl = (ms: number) => {
      const o: Record<string, number> = {};
      for (const p of intl.formatToParts(ms)) o[p.type] = +p.value;
      return { y: o.year, m: o.month, d: o.day, hh: o.hour! % 24, mm: o.minute, ss: o.second };
    };
    const last = Date.UTC(1991, 8, 14, 17);
    const samples = [
      last - 3600_000,
      last - 1,
      last,
      last + 1,
      Date.UTC(2000, 1, 29, 16, 0, 0),
      Date.UTC(2026, 10, 23, 15, 59, 59, 999),
      Date.UTC(2026, 11, 31, 16),
      864e13 - 1,
    ];
    for (let t = Date.UTC(1992, 0, 1); t < Date.UTC(2040, 0, 1); t += 86_400_000 * 37 + 3_600_123) samples.push(t);
    for (const t of samples) expect(shanghaiParts(t), new Date(t).toISOString()).toEqual(viaIntl(t));
  });
});
