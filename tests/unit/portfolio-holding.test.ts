// One holding's figures (modules/portfolio/rules/holding) and what comes next of its schedule
// (domain/overdue): a bought claim shows what was bought, never the tender it came
// from; a late period is never named as the next repayment; the 转让中 tab holds the investor's
// transfers and nothing raising.
import { describe, expect, it } from 'vitest';
import { fractionToRate, holdingOf, holdingStatus, isBought, transferStatus, TRANSFER_TAB_STATUSES } from '../../modules/portfolio/rules/holding';
import { lateDays, nextRepayment } from '../../domain/overdue';
import { ONLINE_TABS } from '../../modules/portfolio/rules/invest-status';
import { createSeed } from '../../server/sandbox/seed';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed/users';

const NOW = Date.UTC(2026, 10, 1, 2, 30); // 2026-11-01 10:30 in Shanghai
const DAY = 86_400_000;

// the row of the issue: 15,270.24 principal of a 1-year 10.50 % loan, bought for 15,355.54 at 9.50 %, 271 days left
const loan = { valueDate: NOW - 94 * DAY, dueDate: NOW + 271 * DAY, duration: { years: 1, totalMonths: 12 } };
const boughtRow = {
  status: 'SETTLED',
  amount: 15270.24,
  rate: 1050,
  duration: { years: 1, totalMonths: 12 },
  submitTime: NOW,
  creditAssignId: null,
  creditAssignInvest: {
    creditAssignId: 'claim-9',
    creditAmount: 15270.24,
    creditDealAmount: 15355.54,
    actualRate: 0.095,
    timeRecorded: NOW,
    valueDate: NOW,
    dueDate: NOW + 271 * DAY,
  },
  loan,
};

describe('a bought claim', () => {
  it('shows the price paid, the claim rate, the term left and its own dates', () => {
    const h = holdingOf(boughtRow, NOW);
    expect(h).toMatchObject({
      bought: true,
      amountLabel: '支付金额(元)',
      amount: 15355.54,
      principal: 15270.24,
      rate: 950,
      addRate: null,
      termLabel: '剩余期限',
      term: { totalDays: 271 },
      madeLabel: '买入时间',
      madeAt: NOW,
      valueDate: NOW,
      dueDate: NOW + 271 * DAY,
    });
    // ten days on, ten days less are left
    expect(holdingOf(boughtRow, NOW + 10 * DAY).term).toEqual({ totalDays: 261 });
  });

  it("says '--' (null) for what a backend did not send, never the tender's figure", () => {
    // the family marks a bought claim by its creditAssignId alone (creditcloud Invest.java)
    const bare = { ...boughtRow, creditAssignId: 'claim-9', creditAssignInvest: null };
    expect(isBought(bare)).toBe(true);
    const h = holdingOf(bare, NOW);
    expect(h).toMatchObject({ bought: true, amount: null, principal: 15270.24, rate: null, term: { totalDays: 271 }, valueDate: null });
  });

  it("is not the seller's transfer: a row on sale or sold keeps the tender's figures", () => {
    for (const status of ['OPEN', 'FINISHED']) {
      const seller = { ...boughtRow, status, creditAssignId: 'claim-9', creditAssignInvest: null };
      expect(isBought(seller)).toBe(false);
      expect(holdingOf(seller, NOW)).toMatchObject({ bought: false, amount: 15270.24, rate: 1050, term: loan.duration, valueDate: loan.valueDate });
    }
  });

  it('a rate as a fraction becomes hundredths of a percent exactly', () => {
    expect(fractionToRate(0.095)).toBe(950);
    expect(fractionToRate(0.0803)).toBe(803);
    expect(fractionToRate(null)).toBeNull();
  });
});

describe('what comes next', () => {
  const row = (status: string, dueDate: number, amount = 100.5) => ({ status, dueDate, amount });

  it('an overdue period is late, with its days, never the next repayment', () => {
    const rows = [row('REPAYED', NOW - 94 * DAY), row('UNDUE', NOW - 63 * DAY), row('UNDUE', NOW + 30 * DAY)];
    expect(nextRepayment(rows, NOW)).toEqual({ kind: 'late', days: 63, periods: 1, amount: 10050 });
    expect(lateDays(rows, NOW)).toBe(63);
    const two = [row('UNDUE', NOW - 40 * DAY, 10), row('OVERDUE', NOW - 9 * DAY, 20.01), row('UNDUE', NOW + 20 * DAY)];
    expect(nextRepayment(two, NOW)).toEqual({ kind: 'late', days: 40, periods: 2, amount: 3001 });
  });

  it('a period due today is not late yet; with none late the first to come is next; none left, nothing', () => {
    const today = row('UNDUE', NOW + 3 * 3_600_000);
    expect(nextRepayment([row('REPAYED', NOW - 30 * DAY), today], NOW)).toEqual({ kind: 'due', dueDate: today.dueDate, amount: 10050 });
    expect(nextRepayment([row('REPAYED', NOW - 30 * DAY)], NOW)).toEqual({ kind: 'none' });
  });
});

describe('status, one reading for every screen', () => {
  it('a repaying investment with a late period says 已逾期 as its schedule does', () => {
    const late = { status: 'SETTLED', repayments: [{ status: 'UNDUE', dueDate: NOW - 2 * DAY }] };
    expect(holdingStatus(late, NOW)).toEqual({ key: 'OVERDUE', word: '已逾期', tone: 'warn' });
    expect(holdingStatus({ ...late, repayments: [{ status: 'UNDUE', dueDate: NOW + DAY }] }, NOW)).toEqual({ key: 'SETTLED', word: '还款中', tone: 'on' });
    expect(holdingStatus({ status: 'FINISHED', creditAssignId: 'c' }, NOW)).toEqual({ key: 'TRANSFERRED', word: '已转让', tone: 'done' });
    expect(holdingStatus({ status: 'FINISHED' }, NOW).word).toBe('募集中');
  });

  it('a transfer in the 转让中 tab reads as its investment does: on sale 转让中, sold 已转让', () => {
    expect(transferStatus('OPEN').word).toBe(holdingStatus({ status: 'OPEN', creditAssignId: 'c' }, NOW).word);
    expect(transferStatus('FINISHED').word).toBe(holdingStatus({ status: 'FINISHED', creditAssignId: 'c' }, NOW).word);
    expect(transferStatus('SETTLED').word).toBe('已转让');
  });
});

describe('the 转让中 tab', () => {
  it("lists the investor's transfers (on sale or sold), and no investment still raising", () => {
    const tab = ONLINE_TABS.find((t) => t.key === 'ASSIGN')!;
    expect(tab.transfers).toBe(true);
    expect([...tab.statuses]).toEqual([...TRANSFER_TAB_STATUSES]);
    const s = createSeed(NOW);
    const me = DEMO_ACCOUNTS.investor.userId;
    const listed = s.creditAssigns.filter((a) => a.userId === me && tab.statuses.includes(a.status)).map((a) => a.investId);
    const transferred = s.investments.filter((i) => i.userId === me && i.creditAssignId).map((i) => i.id);
    expect(listed.sort()).toEqual(transferred.sort());
    expect(listed.length).toBeGreaterThan(0);
    const raising = s.investments.filter((i) => i.userId === me && i.status === 'FINISHED' && !i.creditAssignId);
    expect(raising.length).toBeGreaterThan(0);
    for (const r of raising) expect(listed).not.toContain(r.id);
  });
});
