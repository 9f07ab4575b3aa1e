// The holdings screens' rules (modules/portfolio/rules/invest-status, the cycle and schedule components): tab status sets (SPEC §4),
// words, what an investment allows, exact totals, and the cycle product's redemption window,
// which must agree with the sandbox's own rule at every moment around its edges.
import { describe, expect, it } from 'vitest';
import {
  FUND_TABS,
  OFFLINE_TABS,
  ONLINE_TABS,
  canTransfer,
  contractPath,
  formatNav,
  formatPct,
  fundDetailPath,
  hasContract,
  rateText,
  tabOf,
  termText,
} from '../../modules/portfolio/rules/invest-status';
import { holdingStatus } from '../../modules/portfolio/rules/holding';
import { redeemState, redeemWindow, type CycleTerms } from '../../modules/portfolio/components/portfolio-cycle';
import { addMonths as addMonthsShanghai } from '../../domain/format/dates';
import { periodWord, repaymentTotals } from '../../modules/portfolio/components/portfolio-repayments';
import { createSeed } from '../../server/sandbox/seed';
import { INVESTOR_INVEST_IDS } from '../../server/sandbox/seed/investments';
import { redeemWindow as serverWindow, windowOpen } from '../../server/sandbox/routes/portfolio-redeem';
import { addMonths, formatDate } from '../../domain/format/dates';
import type { Loan } from '../../server/sandbox/model';

const NOW = Date.UTC(2026, 10, 1, 2, 30); // 2026-11-01 10:30 in Shanghai
const DAY = 86_400_000;

describe('tabs', () => {
  it('ask for the status sets of SPEC §4', () => {
    const sets = (tabs: typeof ONLINE_TABS) => Object.fromEntries(tabs.map((t) => [t.key, [...t.statuses].sort()]));
    expect(sets(ONLINE_TABS)).toEqual({
      INHAND: ['BREACH', 'FINISHED', 'FROZEN', 'OVERDUE', 'PROPOSED', 'REDEEMING', 'SETTLED', 'UNPAID'],
      // the seller's transfers (claim statuses: on sale, sold), never an investment's FINISHED (募集中)
      ASSIGN: ['FINISHED', 'OPEN'],
      CLEARED: ['CLEARED', 'REDEEMED'],
    });
    expect(ONLINE_TABS.map((t) => !!t.transfers)).toEqual([false, true, false]);
    expect(sets(OFFLINE_TABS)).toEqual({ INHAND: ['INTERESTED'], CLEARED: ['REDEMPTION'] });
    expect(sets(FUND_TABS)).toEqual({ INHAND: ['REDEEMING', 'SETTLED'], ASSIGN: ['FINISHED', 'OPEN'], CLEARED: ['REDEEMED'] });
    expect(ONLINE_TABS.map((t) => t.label)).toEqual(['持有中', '转让中', '已结清']);
  });

  it('fall back to the first tab for an unknown or missing key', () => {
    expect(tabOf(OFFLINE_TABS, 'ASSIGN').key).toBe('INHAND');
    expect(tabOf(ONLINE_TABS, null).key).toBe('INHAND');
    expect(tabOf(ONLINE_TABS, 'CLEARED').key).toBe('CLEARED');
  });
});

describe('words and links', () => {
  it('name statuses, a sold-out transfer, and pass unknown codes through', () => {
    const word = (status: string, creditAssignId?: string) => holdingStatus({ status, creditAssignId }, NOW).word;
    expect(word('SETTLED')).toBe('还款中');
    expect(word('OPEN')).toBe('转让中');
    expect(word('FINISHED')).toBe('募集中');
    expect(word('FINISHED', 'claim-1')).toBe('已转让');
    expect(word('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('open a redeemed fund holding on its records', () => {
    expect(fundDetailPath('a b', 'REDEEMED')).toBe('/dashboard/frfinvest-detail/a%20b?tab=record');
    expect(fundDetailPath('x', 'SETTLED')).toBe('/dashboard/frfinvest-detail/x');
    expect(contractPath('i/1')).toBe('/api/v2/user/MYSELF/invest/i%2F1/contract');
  });

  it('show the contract only once the loan has settled', () => {
    expect(['SETTLED', 'CLEARED', 'OVERDUE', 'BREACH'].every(hasContract)).toBe(true);
    expect(['PROPOSED', 'FROZEN', 'FINISHED', 'UNPAID', 'OPEN', 'REDEEMING', 'REDEEMED'].some(hasContract)).toBe(false);
  });

  it('formats terms, net values and percents from their decimal text', () => {
    expect(termText({ years: 1, months: 0, days: 0, totalMonths: 12 })).toBe('1年');
    expect(termText({ years: 0, months: 6, days: 0, totalMonths: 6, totalDays: 181 })).toBe('6个月');
    expect(termText({ totalMonths: 0, totalDays: 30, days: 30 })).toBe('30天');
    expect(termText(null)).toBe('--');
    expect(formatNav(1.0005)).toBe('1.0005');
    expect(formatNav(1.23456)).toBe('1.2346');
    expect(formatNav(0.9)).toBe('0.9000');
    expect(formatNav(null)).toBe('--');
    expect(formatPct(0.25)).toBe('+0.25%');
    expect(formatPct(-1.2)).toBe('-1.20%');
    expect(formatPct(0)).toBe('0.00%');
    expect(formatPct(undefined)).toBe('--');
    expect(rateText(900)).toBe('9.00%');
    expect(rateText(1200, 100)).toBe('12.00%+1.00%');
    expect(rateText(null)).toBe('--');
  });
});

describe('transfer', () => {
  const ok = { status: 'SETTLED', paymentType: 'ONLINE', creditAssignId: null, cycleProduct: false, undue: 3 };
  it('is for an online investment repaying on time with periods to come', () => {
    expect(canTransfer(ok)).toBe(true);
    expect(canTransfer({ ...ok, status: 'OVERDUE' })).toBe(false);
    expect(canTransfer({ ...ok, paymentType: 'OFFLINE' })).toBe(false);
    expect(canTransfer({ ...ok, creditAssignId: 'c1' })).toBe(false);
    expect(canTransfer({ ...ok, cycleProduct: true })).toBe(false);
    expect(canTransfer({ ...ok, undue: 0 })).toBe(false);
  });
});

describe('repayment totals', () => {
  it('add up exactly in fen where floats would not', () => {
    const rows = [
      { amount: 0.1, amountPrincipal: 0, amountInterest: 0.1, status: 'REPAYED' },
      { amount: 0.2, amountPrincipal: 0, amountInterest: 0.2, status: 'REPAYED' },
      { amount: 10_075.35, amountPrincipal: 10_000, amountInterest: 75.35, status: 'UNDUE' },
    ];
    expect(repaymentTotals(rows)).toEqual({ total: 1_007_565, received: 30, duePrincipal: 1_000_000, dueInterest: 7_535 });
  });

  it('say when a period is past its date and unpaid', () => {
    expect(periodWord({ status: 'UNDUE', dueDate: NOW - DAY }, NOW)).toBe('已逾期');
    expect(periodWord({ status: 'UNDUE', dueDate: NOW + DAY }, NOW)).toBe('待回款');
    expect(periodWord({ status: 'REPAYED', dueDate: NOW - DAY }, NOW)).toBe('已回款');
  });
});

describe('months in Shanghai', () => {
  it('keep the wall time and clamp to the month end, as the backend counts them', () => {
    const starts = [Date.UTC(2026, 0, 30, 16), Date.UTC(2026, 7, 30, 16), Date.UTC(2027, 11, 31, 3, 5, 7), Date.UTC(2028, 1, 28, 16)];
    for (const t of starts) for (const n of [1, 3, 6, 12, 13, -5]) expect(addMonthsShanghai(t, n), `${t} + ${n}`).toBe(addMonths(t, n));
    // 31 Jan + 1 month is the last of February
    expect(formatDate(addMonthsShanghai(Date.UTC(2027, 0, 30, 16), 1))).toBe('2027-02-28');
  });
});

describe('redemption window', () => {
  const seed = createSeed(NOW);
  const inv = seed.investments.find((i) => i.id === INVESTOR_INVEST_IDS['SETTLED-4'])!;
  const loan = seed.loans.find((l) => l.id === inv.loanId)!;
  const terms = (l: Loan): CycleTerms => ({
    cycleProduct: l.loanRequest.cycleProduct,
    cyclePeriods: l.loanRequest.cyclePeriods,
    valueDate: l.valueDate,
    totalMonths: l.duration.totalMonths,
    ransomDays: l.dueDateSubEndRansomDays,
  });

  it("is open now for the investor's settled cycle product, closing at the end of day T−15", () => {
    expect([inv.status, loan.loanRequest.cycleProduct, loan.loanRequest.cyclePeriods]).toEqual(['SETTLED', true, 4]);
    const w = redeemWindow(terms(loan), NOW)!;
    expect(w.cycle).toBe(2);
    expect(redeemState(w, NOW)).toBe('open');
    expect(w.cycleEnd).toBe(addMonths(loan.valueDate!, 6));
    expect(formatDate(w.lastDay)).toBe(formatDate(w.cycleEnd - 15 * DAY));
    expect(w.closesAt - w.lastDay).toBe(DAY);
    expect(redeemState(w, w.closesAt - 1)).toBe('open');
    expect(redeemState(w, w.closesAt)).toBe('closed');
  });

  it('agrees with the sandbox at every edge: cycle starts, deadlines, the last cycle, after the end', () => {
    const at = [NOW];
    for (let k = 0; k <= 4; k++) {
      const end = addMonths(loan.valueDate!, 3 * k);
      at.push(end - 1, end, end + 1, end - 15 * DAY, end - 14 * DAY - 1, end - 14 * DAY, end - 16 * DAY);
    }
    for (const t of at) {
      const mine = redeemWindow(terms(loan), t);
      const theirs = serverWindow(loan, t);
      expect(mine && { ...mine }, new Date(t).toISOString()).toEqual(theirs && { ...theirs });
      expect(!!mine && redeemState(mine, t) === 'open', new Date(t).toISOString()).toBe(windowOpen(theirs, t));
    }
    const last = redeemWindow(terms(loan), addMonths(loan.valueDate!, 10))!;
    expect([last.cycle, redeemState(last, addMonths(loan.valueDate!, 10))]).toEqual([4, 'last']);
    expect(redeemWindow(terms(loan), addMonths(loan.valueDate!, 12))).toBeNull();
  });

  it('has none for other products or terms that do not split into whole months', () => {
    const plain = seed.loans.find((l) => !l.loanRequest.cycleProduct && l.status === 'SETTLED')!;
    expect(redeemWindow(terms(plain), NOW)).toBeNull();
    expect(redeemWindow({ ...terms(loan), totalMonths: 10 }, NOW)).toBeNull();
    expect(redeemWindow({ ...terms(loan), valueDate: null }, NOW)).toBeNull();
  });
});
