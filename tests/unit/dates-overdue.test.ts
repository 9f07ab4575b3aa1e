// Dates that agree (issue: behave like 蚂蚁财富 / 理财通 / 陆金所): a redemption's money comes
// back at the end of the cycle it was asked in, never on a past day while that cycle runs on;
// a late period says 已逾期 and the periods after it say the loan is overdue; the calendar's
// month grid is made of Beijing days.
import { describe, expect, it } from 'vitest';
import { toMs } from '../../domain/format/dates';
import { createSeed, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';
import { cycleEnds, redeemArrival, type CycleTerms } from '../../modules/portfolio/components/portfolio-cycle';
import { AFFECTED, isLate } from '../../domain/overdue';
import { periodViews, periodWord } from '../../modules/portfolio/components/portfolio-repayments';
import { repaymentRowSchema, viewOf, type RepaymentItem } from '../../modules/account/api/calendar';
import { lateLoans, monthGrid, repaymentStatus, shortAmount, withLate } from '../../modules/account/rules/calendar-days';

const terms: CycleTerms = { cycleProduct: true, cyclePeriods: 4, valueDate: toMs('2026-06-24'), totalMonths: 12, ransomDays: 15 };

describe('the day a redemption pays back', () => {
  it('knows the ends of the cycles, in Beijing days', () => {
    expect(cycleEnds(terms)).toEqual(['2026-09-24', '2026-12-24', '2027-03-24', '2027-06-24'].map((d) => toMs(d)));
    expect(cycleEnds({ ...terms, cycleProduct: false })).toEqual([]);
    expect(cycleEnds({ ...terms, totalMonths: 10 })).toEqual([]);
  });

  it('is the end of the cycle the redemption was asked in, whatever redeemTime records', () => {
    const now = toMs('2026-11-26 09:00');
    // redeemTime as the cycle's end (the sandbox, POST invest/redeem)
    expect(redeemArrival(terms, toMs('2026-12-24'), NaN, now)).toBe(toMs('2026-12-24'));
    // redeemTime as the moment it was asked (three days ago): not that past day, the cycle's end
    expect(redeemArrival(terms, toMs('2026-11-23 10:00'), NaN, now)).toBe(toMs('2026-12-24'));
    // asked on the last day of a cycle: that cycle's end
    expect(redeemArrival(terms, toMs('2026-09-24 08:00'), NaN, now)).toBe(toMs('2026-09-24'));
    // no redeemTime: where the schedule ends
    expect(redeemArrival(terms, NaN, toMs('2026-12-24'), now)).toBe(toMs('2026-12-24'));
    // terms that do not split into cycles: the schedule's end, then redeemTime
    expect(redeemArrival({}, toMs('2026-11-23'), toMs('2027-01-05'), now)).toBe(toMs('2027-01-05'));
    expect(redeemArrival({}, toMs('2026-11-23'), NaN, now)).toBe(toMs('2026-11-23'));
    expect(redeemArrival({}, NaN, NaN, now)).toBeNaN();
  });

  it('the sandbox records it so: its redeeming investment pays back at a cycle end still to come', () => {
    const now = Date.UTC(2026, 10, 26, 1);
    const seed = createSeed(now);
    const inv = seed.investments.find((i) => i.id === INVESTOR_INVEST_IDS.REDEEMING)!;
    const loan = seed.loans.find((l) => l.id === inv.loanId)!;
    expect(loan.loanRequest.cycleProduct).toBe(true);
    const t: CycleTerms = {
      cycleProduct: true,
      cyclePeriods: loan.loanRequest.cyclePeriods,
      valueDate: loan.valueDate,
      totalMonths: loan.duration.totalMonths,
    };
    expect(inv.redeemTime).toBeGreaterThan(now);
    expect(cycleEnds(t)).toContain(inv.redeemTime);
    expect(inv.redeemTime).toBe(inv.repayments.at(-1)!.repayment.dueDate);
    expect(redeemArrival(t, inv.redeemTime!, NaN, now)).toBe(inv.redeemTime);
  });
});

describe('a late period and the ones after it', () => {
  const now = toMs('2026-11-26 09:00');

  it('is late once its due day has ended unpaid in Beijing, or when the backend says so', () => {
    expect(isLate({ status: 'UNDUE', dueDate: toMs('2026-11-25') }, now)).toBe(true);
    expect(isLate({ status: 'UNDUE', dueDate: toMs('2026-11-26') }, now)).toBe(false);
    expect(isLate({ status: 'REPAYED', dueDate: toMs('2026-10-01') }, now)).toBe(false);
    expect(isLate({ status: 'OVERDUE', dueDate: toMs('2026-12-01') }, now)).toBe(true);
    expect(isLate({ status: 'BREACH', dueDate: toMs('2026-12-01') }, now)).toBe(true);
    // 23:59 Beijing on the 25th is still the 25th, whatever the device's zone
    expect(periodWord({ status: 'UNDUE', dueDate: toMs('2026-11-25 23:59') }, now)).toBe('已逾期');
  });

  it('says the later periods of an overdue loan are affected', () => {
    const rows = ['2026-09-24', '2026-10-24', '2026-11-24', '2026-12-24', '2027-01-24'].map((d, i) => ({
      status: i < 2 ? 'REPAYED' : 'UNDUE',
      dueDate: toMs(d),
    }));
    expect(periodViews(rows, now).map((v) => v.word)).toEqual(['已回款', '已回款', '已逾期', AFFECTED, AFFECTED]);
    expect(AFFECTED).toBe('待回款（借款已逾期）');
    // no late period yet, but the investment is OVERDUE (the backend's word): the periods to come are affected
    expect(periodViews(rows.slice(3), now, true).map((v) => v.tone)).toEqual(['hit', 'hit']);
    expect(periodViews(rows.slice(3), now).map((v) => v.word)).toEqual(['待回款', '待回款']);
  });

  it('the calendar reads the PC site’s OVERDUE and BREACH periods as late, and marks the rest of such a loan', () => {
    const row = (status: string, dueDate: string, investId = 'i1') =>
      repaymentRowSchema.parse({
        investId,
        loanTitle: '车贷宝',
        amount: 20000,
        repayment: { status, repayment: { dueDate: toMs(dueDate), amount: 100, amountInterest: 10, amountPrincipal: 90 } },
      });
    const late = row('OVERDUE', '2026-12-01');
    expect(late.status).toBe('OVERDUE');
    expect(repaymentStatus(late, now).text).toBe('已逾期');
    const later = row('UNDUE', '2027-01-01');
    const other = row('UNDUE', '2027-01-01', 'i2');
    const hit = lateLoans([late]);
    expect(repaymentStatus(later, now, hit.has('i1')).text).toBe(AFFECTED);
    expect(repaymentStatus(other, now, hit.has('i2')).text).toBe('待回款');
    // a late period the window's own answer left out is added to it once
    const w = { from: toMs('2026-12-01'), to: toMs('2027-01-01') - 1, status: 'UNDUE' as const };
    expect(withLate([], [late], w)).toEqual([late]);
    expect(withLate([late], [late], w)).toEqual([late]);
    expect(withLate([], [late], { ...w, status: 'REPAYED' })).toEqual([]);
  });
});

describe('the month grid', () => {
  const item = (dueDate: number, amount: number, status: RepaymentItem['status'] = 'UNDUE'): RepaymentItem => ({
    investId: 'i',
    loanTitle: 't',
    period: 1,
    totalPeriods: 3,
    dueDate,
    amount,
    amountInterest: amount,
    amountPrincipal: 0,
    status,
    repayDate: null,
  });

  it('lays out the Beijing days from Sunday, with each day’s periods and sum', () => {
    // 1 March 2026 is a Sunday; 23:59 on the 31st in Beijing is 15:59 UTC, still March
    const g = monthGrid(
      '2026-03',
      [item(toMs('2026-03-31 23:59'), 10.5), item(toMs('2026-03-31 08:00'), 0.25), item(toMs('2026-04-01 00:00'), 99)],
      toMs('2026-03-10 12:00'),
    );
    expect(g.weeks).toHaveLength(5);
    expect(g.weeks[0]![0]!.key).toBe('2026-03-01');
    expect(g.weeks.at(-1)!.map((d) => d?.day ?? null)).toEqual([29, 30, 31, null, null, null, null]);
    const last = g.days[30]!;
    expect([last.label, last.items.length, last.amountFen]).toEqual(['3月31日 周二', 2, 1075]);
    expect(g.days.filter((d) => d.items.length)).toHaveLength(1);
    expect(g.days.filter((d) => d.today).map((d) => d.key)).toEqual(['2026-03-10']);
    // February 2026 starts on a Sunday and fills four weeks exactly; a month may start on Saturday
    expect(monthGrid('2026-02', []).weeks).toHaveLength(4);
    expect(monthGrid('2026-08', []).weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
  });

  it('marks a day with a late period', () => {
    const g = monthGrid('2026-11', [item(toMs('2026-11-24'), 1767.63), item(toMs('2026-11-28'), 5)], toMs('2026-11-26 09:00'));
    expect(g.days[23]!.late).toBe(true);
    expect(g.days[27]!.late).toBe(false);
  });

  it('writes a day’s sum short for its cell', () => {
    expect([6250, 37500, 264446, 2015835, 999999, 100_000_000].map(shortAmount)).toEqual(['62.5', '375', '2,644', '2.02万', '1万', '100万']);
  });

  it('opens on this month (Beijing), or the month or list the URL asks for', () => {
    // 23:30 on 31 May in New York is already 1 June in Beijing
    const now = Date.UTC(2026, 5, 1, 3, 30);
    expect(viewOf(new URLSearchParams(''), now)).toMatchObject({ list: false, window: { month: '2026-06', from: toMs('2026-06-01'), status: 'UNDUE' } });
    expect(viewOf(new URLSearchParams('month=2026-02&status=REPAYED'), now).window).toMatchObject({
      month: '2026-02',
      status: 'REPAYED',
      to: toMs('2026-03-01') - 1,
    });
    expect(viewOf(new URLSearchParams('month=bad'), now).window.month).toBe('2026-06');
    const list = viewOf(new URLSearchParams('view=list'), now);
    expect(list.list).toBe(true);
    expect(list.window.from).toBe(toMs('2026-06-02'));
  });
});
