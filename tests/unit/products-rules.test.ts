import { describe, expect, it } from 'vitest';
import { progressPercent, progressRed, shownBalance } from '../../domain/loan';
import { formatDate } from '../../domain/format/dates';
import { arrivalDate, estimatedSettleDate, timeLeftAt } from '../../domain/loan-terms';
import { claimPercent, claimStatus } from '../../domain/claim-status';
import { GROUPS, NO_PICKS, pickedLabels, toFilters, type Picks } from '../../modules/products/components/filters';
import { NO_FILTERS } from '../../modules/products/api/list';
import { createSeed } from '../../server/sandbox/seed/index';

const HOUR = 36e5;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 1, 2, 30); // 2026-11-01 10:30 in Shanghai

describe('loan status rules (SPEC §4)', () => {
  const ALL = ['SCHEDULED', 'OPENED', 'FINISHED', 'FAKESETTLED', 'FAILED', 'SETTLED', 'CLEARED'];

  it('shows the sold share and the balance only while OPENED or SCHEDULED; 100% and 0 otherwise', () => {
    for (const s of ALL) {
      const live = s === 'OPENED' || s === 'SCHEDULED';
      expect(progressPercent(s, 0.456)).toBe(live ? 45 : 100);
      expect(shownBalance(s, 5400)).toBe(live ? 5400 : 0);
    }
  });

  it('rounds the share down and keeps it within 0–100', () => {
    expect(progressPercent('OPENED', 0.999)).toBe(99);
    expect(progressPercent('OPENED', 1.2)).toBe(100);
    expect(progressPercent('OPENED', -0.1)).toBe(0);
  });

  it('colours the bar red only for OPENED, FINISHED, FAKESETTLED and FAILED', () => {
    expect(ALL.filter(progressRed)).toEqual(['OPENED', 'FINISHED', 'FAKESETTLED', 'FAILED']);
  });
});

describe('estimated settle date (SPEC §9)', () => {
  const open = Date.UTC(2026, 10, 1, 2); // 10:00 Shanghai

  it('is open time + ceil(timeout / 24) + 1 days', () => {
    expect(estimatedSettleDate('OPENED', open, 168)).toBe(open + 8 * DAY);
    expect(estimatedSettleDate('OPENED', open, 72)).toBe(open + 4 * DAY);
    expect(estimatedSettleDate('SCHEDULED', open, 25)).toBe(open + 3 * DAY);
    expect(estimatedSettleDate('FINISHED', open, 0)).toBe(open + 1 * DAY);
  });

  it('defaults to 3 days without a timeout', () => {
    expect(estimatedSettleDate('OPENED', open, null)).toBe(open + 3 * DAY);
    expect(estimatedSettleDate('OPENED', open, undefined)).toBe(open + 3 * DAY);
  });

  it('is shown only for SCHEDULED, OPENED and FINISHED', () => {
    for (const s of ['FAKESETTLED', 'FAILED', 'SETTLED', 'CLEARED']) expect(estimatedSettleDate(s, open, 72)).toBeNull();
  });

  it('names the same day as the sandbox plans for every loan still before settlement', () => {
    const loans = createSeed(NOW).loans.filter((l) => ['SCHEDULED', 'OPENED', 'FINISHED'].includes(l.status));
    expect(loans.length).toBeGreaterThan(10);
    for (const l of loans) expect(formatDate(estimatedSettleDate(l.status, l.timeOpen, l.timeout))).toBe(formatDate(l.loanRequest.valueDate));
  });

  it('puts the arrival 3 days after the due date, in Beijing days', () => {
    const due = Date.UTC(2027, 1, 26, 16); // 2027-02-27 00:00 Shanghai
    expect(formatDate(arrivalDate(due))).toBe('2027-03-02');
  });
});

describe('countdown on the server clock', () => {
  const loan = { status: 'SCHEDULED', timeOpen: 10_000_000, timeout: 72, serverDate: 9_000_000 };

  it('uses timeLeft when the server sends it, minus what the device has seen pass', () => {
    expect(timeLeftAt({ ...loan, timeLeft: 60_000 }, 5_000, 5_000)).toBe(60_000);
    expect(timeLeftAt({ ...loan, timeLeft: 60_000 }, 5_000, 15_000)).toBe(50_000);
    expect(timeLeftAt({ ...loan, timeLeft: 60_000 }, 5_000, 99_000)).toBe(0);
  });

  it('works it out from timeOpen and serverDate otherwise, whatever the phone clock says', () => {
    // the phone is a year off: only the elapsed device time counts
    const received = 9_000_000 + 365 * DAY;
    expect(timeLeftAt(loan, received, received)).toBe(1_000_000);
    expect(timeLeftAt({ ...loan, status: 'OPENED' }, received, received + 1000)).toBe(1_000_000 + 72 * HOUR - 1000);
    expect(timeLeftAt({ ...loan, status: 'FINISHED' }, received, received)).toBe(0);
  });

  it('ignores a device clock that went backwards', () => {
    expect(timeLeftAt({ ...loan, timeLeft: 60_000 }, 5_000, 1_000)).toBe(60_000);
  });
});

describe('claim status rules (SPEC §4)', () => {
  it('treats OPEN as OPENED', () => {
    expect(claimStatus('OPEN')).toBe('OPENED');
    expect(claimStatus('FINISHED')).toBe('FINISHED');
    expect(progressRed(claimStatus('OPEN'))).toBe(true);
    expect(progressRed(claimStatus('SETTLED'))).toBe(false);
  });

  it('shows an open claim by what is sold, FINISHED and SETTLED at 100%', () => {
    expect(claimPercent('OPEN', 16_409_348, 9_845_609)).toBe(39);
    expect(claimPercent('OPEN', 100_00, 0)).toBe(100);
    expect(claimPercent('OPEN', 100_00, 100_00)).toBe(0);
    expect(claimPercent('OPEN', 0, 0)).toBe(0);
    expect(claimPercent('FINISHED', 100_00, 50_00)).toBe(100);
    expect(claimPercent('SETTLED', 100_00, 100_00)).toBe(100);
  });
});

describe('list filters (SPEC §7, §9)', () => {
  it('asks for everything by default, within the call’s limits', () => {
    expect(toFilters(NO_PICKS)).toEqual(NO_FILTERS);
    expect(NO_FILTERS).toEqual({ status: '', minDuration: 0, maxDuration: 100, minRate: 0, maxRate: 100, minAmount: 1, maxAmount: 100_000_000 });
    expect(pickedLabels(NO_PICKS)).toEqual([]);
  });

  it('has ranges that never overlap and never leave the limits', () => {
    const ranges = (g: number) => GROUPS[g]![1].map((_, i) => toFilters(NO_PICKS.map((v, k) => (k === g ? i : v)) as unknown as Picks));
    const check = (lo: (f: ReturnType<typeof toFilters>) => number, hi: (f: ReturnType<typeof toFilters>) => number, min: number, max: number, g: number) => {
      const rs = ranges(g).slice(1);
      for (const f of rs) expect(lo(f) >= min && hi(f) <= max && lo(f) <= hi(f)).toBe(true);
      for (let i = 1; i < rs.length; i++) expect(lo(rs[i]!)).toBeGreaterThan(hi(rs[i - 1]!));
    };
    check(
      (f) => f.minDuration,
      (f) => f.maxDuration,
      0,
      100,
      1,
    );
    check(
      (f) => f.minRate,
      (f) => f.maxRate,
      0,
      100,
      2,
    );
    check(
      (f) => f.minAmount,
      (f) => f.maxAmount,
      1,
      100_000_000,
      3,
    );
  });

  it('puts the sold-out words on every sold-out status and names what is picked', () => {
    const p: Picks = [3, 1, 2, 0];
    expect(toFilters(p)).toMatchObject({ status: 'FINISHED,FAKESETTLED,FAILED', minDuration: 0, maxDuration: 3, minRate: 8.01, maxRate: 10 });
    expect(pickedLabels(p)).toEqual(['已售罄', '3个月及以下', '8%–10%']);
  });
});
