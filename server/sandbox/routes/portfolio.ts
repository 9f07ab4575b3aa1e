/**
 * The investor's holdings (SPEC §7 "Loans, claims, investments"): one investment with its loan,
 * its money movements, its repayments and its contract. The redemption of a cycle product is in
 * portfolio-redeem.ts, the offlineData calls in portfolio-offline.ts.
 * Everything here is the owner's: another user's id answers NOT_FOUND, as if it did not exist.
 */
import type { Investment, Loan } from '../model';
import { bare, fail } from '../reply';
import { stableId } from '../seed/rng';
import type { SandboxState } from '../state';
import type { Register } from './register';
import { investView, loanOf, ownInvestment } from './invest-kit';
import { CONTRACT_STATUSES, contractHtml, html } from './portfolio-contract';
import { redeemWindow, windowOpen } from './portfolio-redeem';
import { toFen, toYuan } from '../../../domain/format/money';

/**
 * The loan inside an invest/list row, as the family embeds it: only what the old H5's
 * map_invest_summary reads (invest.ctrl.coffee:170-190: loan.serverDate, loan.loanRequest.
 * valueDate / dueDate / cycleProduct). Everything else of the loan is GET loan/{id}'s.
 */
function loanBrief(l: Loan, now: number) {
  const { cycleProduct, productKey } = l.loanRequest;
  return {
    id: l.id,
    serverDate: now,
    loanRequest: {
      id: stableId('loan-request', l.id),
      productKey,
      cycleProduct,
      valueDate: l.valueDate ?? l.loanRequest.valueDate ?? null,
      dueDate: l.dueDate ?? l.loanRequest.dueDate ?? null,
    },
  };
}

/**
 * An investment as invest/list sends it, its loan's brief inside (map_invest_summary reads
 * item.loan), with the figures the family's rows carry (the PC list, fixed.js, reads endDate,
 * canRedeem, canBeAssign and the interest and principal received and still due), in yuan.
 */
export const investmentView = (s: SandboxState, i: Investment, now: number) => {
  const loan = loanOf(s, i);
  const sum = (paid: boolean, k: 'amountInterest' | 'amountPrincipal') =>
    toYuan(i.repayments.filter((r) => (r.status === 'REPAYED') === paid).reduce((t, r) => t + toFen(r.repayment[k]), 0));
  const undue = i.repayments.some((r) => r.status === 'UNDUE');
  const cycle = !!loan?.loanRequest.cycleProduct;
  return {
    ...investView(s, i),
    creditAssignId: i.creditAssignId ?? null,
    creditAssignInvest: i.creditAssignInvest ?? null,
    endDate: i.repayments.at(-1)?.repayment.dueDate ?? loan?.dueDate ?? loan?.loanRequest.dueDate ?? null,
    canRedeem: cycle && i.status === 'SETTLED' && !!loan && windowOpen(redeemWindow(loan, now), now),
    canBeAssign: !cycle && i.status === 'SETTLED' && i.paymentType === 'ONLINE' && undue,
    expectedInterest: toYuan(i.repayments.reduce((t, r) => t + toFen(r.repayment.amountInterest), 0)),
    dueInInterest: sum(false, 'amountInterest'),
    dueInPrincipal: sum(false, 'amountPrincipal'),
    inInterest: sum(true, 'amountInterest'),
    inPrincipal: sum(true, 'amountPrincipal'),
    loan: loan ? loanBrief(loan, now) : null,
  };
};

// The family's loan/invest/{id}/repayments: a bare array, each period wrapped twice
// ({repayment:{status, repayment:{…}}}: cccRepayments.js:105-125, X repayment.ctrl.coffee:25-34).
const repaymentsView = (i: Investment) => i.repayments.map(({ status, repayment }) => ({ repayment: { status, repayment } }));

const STARTED = new Set(['SETTLED', 'OVERDUE', 'BREACH', 'CLEARED', 'REDEEMING', 'REDEEMED', 'OPEN', 'FINISHED', 'ASSIGNED']);

/**
 * investDynamic: the investment's money movements, oldest first (invest-detail.ctrl.coffee:56-85
 * reads a bare `{results}` of timeRecorded, type, operation, amount): an online tender is frozen
 * when made and paid out on the loan's value date (a FAILED loan releases it instead); a claim
 * bought was paid at once, its price (what the buyer's fund record says went out, not the
 * principal); then every repayment received.
 */
function movementsOf(s: SandboxState, i: Investment, now: number) {
  const loan = loanOf(s, i);
  const valueDate = loan?.valueDate;
  const out: { timeRecorded: number; type: string; operation: string; amount: number }[] = [];
  const bought = i.creditAssignInvest;
  if (bought) {
    out.push({ timeRecorded: bought.timeRecorded, type: 'CREDIT_ASSIGN', operation: 'OUT', amount: bought.creditDealAmount });
  } else {
    if (i.paymentType === 'ONLINE') out.push({ timeRecorded: i.submitTime, type: 'INVEST', operation: 'FREEZE', amount: i.amount });
    if (i.status === 'CANCELED') out.push({ timeRecorded: loan?.timeFinished ?? i.submitTime, type: 'INVEST', operation: 'RELEASE', amount: i.amount });
    else if (STARTED.has(i.status) && valueDate !== undefined && valueDate <= now)
      out.push({ timeRecorded: valueDate, type: 'INVEST', operation: 'OUT', amount: i.amount });
  }
  for (const r of i.repayments) {
    if (r.status === 'REPAYED')
      out.push({ timeRecorded: r.repayDate ?? r.repayment.dueDate, type: 'INVEST_REPAY', operation: 'IN', amount: r.repayment.amount });
  }
  return out.sort((a, b) => a.timeRecorded - b.timeRecorded);
}

export const registerPortfolio: Register = (r) => {
  // Bare { results } of the investment's money movements (not the investment: see movementsOf).
  r.getAuth('/api/v2/user/MYSELF/investDynamic/:investId', (c) => {
    const inv = ownInvestment(c, c.params.investId);
    return inv ? bare({ results: movementsOf(c.state, inv, c.now()) }) : fail('NOT_FOUND', 404);
  });

  // SPEC lists it; no public source shows it. Bare, as GET loan/{id} is; the loan in the path must be the investment's.
  r.getAuth('/api/v2/loan/:loanId/invest/:investId', (c) => {
    const inv = ownInvestment(c, c.params.investId);
    if (!inv || inv.loanId !== c.params.loanId) return fail('NOT_FOUND', 404);
    return bare(investmentView(c.state, inv, c.now()));
  });

  // A bare array, each period wrapped twice; the owner's only.
  r.getAuth('/api/v2/loan/invest/:id/repayments', (c) => {
    const inv = ownInvestment(c, c.params.id);
    return inv ? bare(repaymentsView(inv)) : fail('NOT_FOUND', 404);
  });

  // An HTML page the link opens (the session cookie goes with it); before settlement there is none.
  r.getAuth('/api/v2/user/MYSELF/invest/:id/contract', (c) => {
    const inv = ownInvestment(c, c.params.id);
    const loan = inv && loanOf(c.state, inv);
    if (!inv || !loan) return fail('NOT_FOUND', 404);
    if (!CONTRACT_STATUSES.has(inv.status)) return fail('CONTRACT_NOT_READY', 404);
    const lender = c.state.users.find((u) => u.id === inv.userId)!;
    const corp = c.state.corporations.find((x) => x.id === loan.corporationId);
    return html(contractHtml(inv, loan, lender, corp?.name ?? '借款人'));
  });
};
