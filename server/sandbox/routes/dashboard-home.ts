/**
 * The investor's account home (SPEC §7 User): the asset statistic, the last investment and the
 * repayment calendar. Every figure is read from the same state the money calls move (the user
 * fund in fen, the investments, the offline investments), so after a tender, a recharge or a
 * withdrawal these answers, userfund and statistics/invest all tell the same story.
 */
import type { InvestRepayment, Investment } from '../model';
import { bare, fail, ok, page } from '../reply';
import { findByMobile, type SandboxState } from '../state';
import { startOfShanghaiDay } from '../../../domain/format/dates';
import { listParam, numParam } from './loans';
import type { Register } from './register';
import { toFen, toYuan } from '../../../domain/format/money';
import { settleWithdrawals } from './payment-money';
import { holdingIncomeFen, yesterdayIncomeFen } from './income';

/** Fen figures of one user; the wire turns them into yuan. */
export function statisticOf(s: SandboxState, userId: string, now: number) {
  const f = s.userFunds[userId];
  // what statistics/invest calls investInterestAmount: interest already repaid
  const interestEarned = s.investments
    .filter((i) => i.userId === userId)
    .flatMap((i) => i.repayments)
    .filter((p) => p.status === 'REPAYED')
    .reduce((sum, p) => sum + toFen(p.repayment.amountInterest), 0);
  const offline = s.offlineInvests.filter((o) => o.userId === userId && o.status === 'INTERESTED').reduce((sum, o) => sum + toFen(o.amount), 0);
  const principal = f?.outstandingPrincipal ?? 0;
  return {
    balance: f?.availableAmount ?? 0,
    frozenAmount: f?.frozenAmount ?? 0,
    uncollectedIncome: f?.outstandingInterest ?? 0,
    investInterestAmount: interestEarned,
    principal,
    offlineDataInvestAmount: offline,
    // principal at work, online and offline: what the investor holds in products
    holdingAssetsAmount: principal + offline,
    // the family's field (statistics/invest), and what the holdings have earned so far
    yesterdayIncome: yesterdayIncomeFen(s, userId, now),
    holdingIncome: holdingIncomeFen(s, userId, now),
  };
}

// Orders that never took money (an unpaid offline order, a failed loan) are not investments made.
const made = (i: Investment) => i.status !== 'UNPAID' && i.status !== 'CANCELED';

/** The latest investment's time, and the total invested that Beijing day. */
export function lastInvestOf(s: SandboxState, userId: string) {
  const mine = s.investments.filter((i) => i.userId === userId && made(i));
  if (!mine.length) return null;
  const date = Math.max(...mine.map((i) => i.submitTime));
  const day = startOfShanghaiDay(date);
  // what was paid: a bought claim's price, not the principal it carries (as 资金流水 says)
  const paidFen = (i: Investment) => toFen(i.creditAssignInvest?.creditDealAmount ?? i.amount);
  const totalFen = mine.filter((i) => startOfShanghaiDay(i.submitTime) === day).reduce((sum, i) => sum + paidFen(i), 0);
  return { date, totalAmount: toYuan(totalFen) };
}

type Row = { inv: Investment; r: InvestRepayment };

/** One calendar row: the period as investments carry it, with the investment it belongs to. */
// wrapped twice, as the old H5's calendar read it (item.repayment.repayment)
const rowView = ({ inv, r }: Row) => ({
  investId: inv.id,
  loanId: inv.loanId,
  loanTitle: inv.loanTitle,
  // the investment's amount beside its period, as the old H5's calendar row carried it
  amount: inv.amount,
  totalPeriods: inv.repayments.length,
  repayment: { status: r.status, ...(r.repayDate ? { repayDate: r.repayDate } : {}), repayment: r.repayment },
});

const MAX_PAGE_SIZE = 1000;

export const registerDashboardHome: Register = (r, o) => {
  // Enveloped like the other v2 figures (API-NOTES lists only the user sub-calls as bare).
  r.getAuth('/api/v2/statistic/user/MYSELF', (c) => {
    settleWithdrawals(c, c.userId!);
    const st = statisticOf(c.state, c.userId!, c.now());
    return ok(Object.fromEntries(Object.entries(st).map(([k, v]) => [k, toYuan(v)])));
  });

  // data null: never invested.
  r.getAuth('/api/v2/2.10/user/MYSELF/invest/lastInvest', (c) => ok(lastInvestOf(c.state, c.userId!)));

  // { results, totalSize } in the envelope; due date order.
  // status: REPAYED / UNDUE (repeated or a comma list; none = both); from, to: ms, inclusive.
  r.getAuth('/api/v2/user/MYSELF/investRepayments/:page/:pageSize', (c) => {
    const statuses = listParam(c.query, 'status');
    const from = numParam(c.query, 'from', -Infinity);
    const to = numParam(c.query, 'to', Infinity);
    if (from > to) return fail('INVALID_PARAMS');
    const pageNo = Math.max(1, Math.floor(Number(c.params.page)) || 1);
    const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(c.params.pageSize)) || 20));
    const rows = c.state.investments
      .filter((i) => i.userId === c.userId)
      .flatMap((inv) => inv.repayments.map((r) => ({ inv, r })))
      .filter(({ r }) => (!statuses.length || statuses.includes(r.status)) && r.repayment.dueDate >= from && r.repayment.dueDate <= to)
      .sort((a, b) => a.r.repayment.dueDate - b.r.repayment.dueDate || a.inv.submitTime - b.inv.submitTime);
    const p = page(rows, pageNo, size);
    // enveloped: the old H5 read data.totalSize and data.results (server-api.coffee)
    return ok({ results: p.results.map(rowView), totalSize: p.totalSize });
  });

  if (!o.testHooks) return;
  // What the dashboard total is made of, raw, for tests that add it up themselves: the fund (fen)
  // and the offline investments (yuan, with their status).
  r.get('/__sandbox/holdings', (c) => {
    const u = findByMobile(c.state, c.query.get('mobile') ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    const offline = c.state.offlineInvests.filter((x) => x.userId === u.id).map(({ id, amount, status }) => ({ id, amount, status }));
    return bare({ userId: u.id, fundFen: c.state.userFunds[u.id] ?? null, offline });
  });
};
