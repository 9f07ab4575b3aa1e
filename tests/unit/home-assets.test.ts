// The account home's logic: the parts of the total, the donut's arcs, the repayment windows
// (Beijing calendar) and the calendar's months and days.
import { describe, expect, it } from 'vitest';
import { toMs } from '../../domain/format/dates';
import type { Statistic } from '../../modules/account/api/home';
import { assetParts, donutArcs, permille, percentText, totalFen } from '../../modules/account/rules/assets';
import { defaultWindow, monthWindow, shiftMonth, statusOf, windowOf, type RepaymentItem } from '../../modules/account/api/calendar';
import { groupByMonthDay, repaymentKind, repaymentStatus, summarize } from '../../modules/account/rules/calendar-days';

const stat = (o: Partial<Statistic> = {}): Statistic => ({
  balance: 52340.56,
  frozenAmount: 0.1,
  principal: 0.2,
  offlineDataInvestAmount: 500000,
  uncollectedIncome: 1234.07,
  ...o,
});

describe('asset parts', () => {
  it('has one line per addend, offline principal its own, and a total that is their exact sum in fen', () => {
    const parts = assetParts(stat());
    expect(parts.map((p) => [p.label, p.fen])).toEqual([
      ['可用余额', 5234056],
      ['冻结金额', 10],
      ['待收本金', 20],
      ['线下待收本金', 50000000],
      ['待收收益', 123407],
    ]);
    // 0.1 + 0.2 in binary floats is 0.30000000000000004; in fen it is 30
    expect(totalFen(parts)).toBe(5234056 + 10 + 20 + 50000000 + 123407);
    expect(new Set(parts.map((p) => p.color)).size).toBe(5);
  });

  it('gives shares in tenths of a percent', () => {
    expect(permille(1, 3)).toBe(333);
    expect(percentText(333)).toBe('33.3%');
    expect(percentText(1000)).toBe('100.0%');
    expect(permille(5, 0)).toBe(0);
  });
});

describe('donut arcs', () => {
  const parts = (fens: number[]) => assetParts(stat()).map((p, i) => ({ ...p, fen: fens[i]! }));

  it("runs clockwise from 12 o'clock, each arc its share of 100, closing the ring", () => {
    const arcs = donutArcs(parts([5000, 0, 3000, 2000, 0]));
    expect(arcs.map((a) => a.key)).toEqual(['balance', 'principal', 'offline']);
    expect(arcs.map((a) => a.length)).toEqual([50, 30, 20]);
    expect(arcs.map((a) => a.start)).toEqual([0, 50, 80]);
  });

  it('keeps a visible sliver for a tiny part and still closes the ring', () => {
    const arcs = donutArcs(parts([1_000_000_00, 1, 0, 0, 0]));
    expect(arcs[1]!.length).toBeCloseTo(0.6);
    expect(arcs.reduce((s, a) => s + a.length, 0)).toBeCloseTo(100);
  });

  it('draws nothing when there is nothing', () => {
    expect(donutArcs(parts([0, 0, 0, 0, 0]))).toEqual([]);
  });
});

const DAY = 86_400_000;

describe('repayment windows (Beijing time, from a device anywhere)', () => {
  it('defaults to tomorrow 00:00 until the end of the same day six months on', () => {
    // 2026-01-31 23:30 in Beijing is still the 31st there (15:30 UTC)
    const now = Date.UTC(2026, 0, 31, 15, 30);
    const w = defaultWindow(now);
    expect(w.month).toBe('');
    expect(w.from).toBe(toMs('2026-02-01'));
    expect(w.to).toBe(toMs('2026-08-02') - 1);
    // half an hour later it is 1 February in Beijing
    expect(defaultWindow(now + 31 * 60_000).from).toBe(toMs('2026-02-02'));
  });

  it('clamps the end to the last day of a shorter month', () => {
    const w = defaultWindow(toMs('2026-08-30 12:00'));
    expect(w.from).toBe(toMs('2026-08-31'));
    expect(w.to).toBe(toMs('2027-03-01') - 1); // 2027-02-28 ends
  });

  it('reads calendar months, steps across years, refuses nonsense', () => {
    expect(monthWindow('2026-12')).toEqual({ month: '2026-12', from: toMs('2026-12-01'), to: toMs('2027-01-01') - 1, status: 'UNDUE' });
    expect(monthWindow('2026-13')).toBeNull();
    expect(monthWindow('x')).toBeNull();
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('', 0, Date.UTC(2026, 4, 31, 16))).toBe('2026-06'); // 00:00 on 1 June in Beijing
    expect(windowOf('bad', toMs('2026-03-10')).month).toBe('');
    expect(windowOf('2026-04').from).toBe(toMs('2026-04-01'));
  });

  it('asks for what is still to come by default; paid periods look back six months to the end of today', () => {
    const now = Date.UTC(2026, 0, 31, 15, 30); // 2026-01-31 23:30 in Beijing
    expect(defaultWindow(now).status).toBe('UNDUE');
    const paid = defaultWindow(now, 'REPAYED');
    expect(paid).toEqual({ month: '', from: toMs('2025-07-31'), to: toMs('2026-02-01') - 1, status: 'REPAYED' });
    // 31 August back six months is the last day of February
    expect(defaultWindow(toMs('2026-08-31 09:00'), 'REPAYED').from).toBe(toMs('2026-02-28'));
    expect(monthWindow('2026-04', 'REPAYED')).toMatchObject({ from: toMs('2026-04-01'), status: 'REPAYED' });
    expect(windowOf('', now, 'REPAYED')).toEqual(paid);
    expect([statusOf('REPAYED'), statusOf('UNDUE'), statusOf(null), statusOf('repayed'), statusOf('LATE')]).toEqual([
      'REPAYED',
      'UNDUE',
      'UNDUE',
      'UNDUE',
      'UNDUE',
    ]);
  });
});

const item = (o: Partial<RepaymentItem>): RepaymentItem => ({
  investId: 'i1',
  loanTitle: '项目',
  period: 1,
  totalPeriods: 3,
  dueDate: 0,
  amount: 0,
  amountInterest: 0,
  amountPrincipal: 0,
  status: 'UNDUE',
  repayDate: null,
  ...o,
});

describe('calendar grouping', () => {
  const rows = [
    item({ investId: 'b', dueDate: toMs('2026-04-02 00:00'), amount: 0.1, amountInterest: 0.1 }),
    item({ investId: 'a', dueDate: toMs('2026-03-31 23:59'), amount: 100.2, amountInterest: 0.2, amountPrincipal: 100 }),
    item({ investId: 'c', dueDate: toMs('2026-04-02 10:00'), amount: 0.2, amountInterest: 0.2 }),
  ];

  it('groups by Beijing month and day in date order, with exact sums', () => {
    const months = groupByMonthDay(rows);
    expect(months.map((m) => [m.label, m.count, m.amountFen])).toEqual([
      ['2026年3月', 1, 10020],
      ['2026年4月', 2, 30],
    ]);
    expect(months[1]!.days.map((d) => [d.label, d.amountFen, d.items.map((i) => i.investId)])).toEqual([['04-02 周四', 30, ['b', 'c']]]);
    expect(months[0]!.days[0]!.label).toBe('03-31 周二');
    expect(summarize(rows)).toEqual({ count: 3, amountFen: 10050, principalFen: 10000, interestFen: 50 });
  });

  it('says whether a period came back, is due, or is late, and what it repays', () => {
    const now = toMs('2026-04-01');
    expect(repaymentStatus(item({ status: 'REPAYED', dueDate: now - DAY }), now).text).toBe('已回款');
    expect(repaymentStatus(item({ dueDate: now + DAY }), now).text).toBe('待回款');
    expect(repaymentStatus(item({ dueDate: now - DAY }), now).text).toBe('已逾期');
    expect(repaymentKind(item({ amountPrincipal: 1, amountInterest: 1 }))).toBe('本息');
    expect(repaymentKind(item({ amountInterest: 1 }))).toBe('利息');
    expect(repaymentKind(item({ amountPrincipal: 1 }))).toBe('本金');
  });
});
