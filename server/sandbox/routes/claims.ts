import { bare, fail, page } from '../reply';
import type { CreditAssign } from '../model';
import type { SandboxState } from '../state';
import { daysBetween } from '../../../domain/format/dates';
import { investorView, listParam, numParam } from './loans';
import type { Register } from './register';
import { creditBalanceFen } from './claims-kit';
import { rateFraction } from './claims-transfer';
import { toFen, toYuan } from '../../../domain/format/money';

// Open claims first (they can be bought), then sold, then settled; newest first within each.
const ORDER = ['OPEN', 'FINISHED', 'SETTLED'];

/** A claim as the lists show it; remainPeriod (days to the loan's due date) follows the clock. */
function claimView(a: CreditAssign, now: number) {
  const { invests: _i, investId: _v, ...rest } = a;
  // creditBalance: principal still for sale, what the purchase's `amount` is counted in
  // creditDealRate as the fraction the family sends (the model keeps hundredths of a percent)
  return {
    ...rest,
    creditDealRate: rateFraction(a.creditDealRate),
    creditBalance: toYuan(creditBalanceFen(a)),
    remainPeriod: Math.max(0, daysBetween(now, a.dueDate)),
  };
}

/**
 * The detail's claim adds what the family's detail pages read (page.js:55 bidAmount,
 * assignment.tmpl.html:116 amountInterest, investDetail.js:348-363 timeFinished): the principal
 * sold so far and the interest still to come on the transferred principal, in yuan.
 */
function detailView(s: SandboxState, a: CreditAssign, now: number) {
  const rows = claimRepayments(s, a).filter((r) => r.status === 'UNDUE');
  const seller = s.investments.find((i) => i.id === a.investId);
  const interest = rows.reduce((t, r) => t + toFen(r.repayment.amountInterest), 0);
  // the transferred share of the seller's interest, on integers: credit / invested, at most all
  const [part, whole] = seller && seller.amount > 0 ? [Math.min(toFen(a.creditAmount), toFen(seller.amount)), toFen(seller.amount)] : [1, 1];
  return {
    ...claimView(a, now),
    bidAmount: toYuan(toFen(a.creditAmount) - creditBalanceFen(a)),
    amountInterest: toYuan(Math.round((interest * part) / whole)),
    timeFinished: a.status === 'FINISHED' || a.status === 'SETTLED' ? (a.invests.at(-1)?.submitTime ?? null) : null,
  };
}

/** What the buyer receives: the periods of the transferred investment due after the transfer opened. */
function claimRepayments(s: SandboxState, a: CreditAssign) {
  const inv = s.investments.find((i) => i.id === a.investId);
  return (inv?.repayments ?? []).filter((r) => r.repayment.dueDate > a.timeOpen).map(({ status, repayment }) => ({ status, repayment }));
}

export const registerClaims: Register = (r) => {
  // Bare { results, totalSize }. currentPage counts from 0 here (as the family's H5 sends it);
  // status may repeat or be a comma list; deal amount bounds in yuan, inclusive.
  r.get('/api/v2/creditassign/list/filter', (c) => {
    const q = c.query;
    const statuses = listParam(q, 'status');
    const minA = numParam(q, 'minDealAmount', 0);
    const maxA = numParam(q, 'maxDealAmount', 100_000_000);
    const pageNo = Math.max(0, Math.floor(numParam(q, 'currentPage', 0)));
    const size = Math.min(100, Math.max(1, Math.floor(numParam(q, 'pageSize', 10))));
    const found = c.state.creditAssigns
      .filter((a) => (statuses.length ? statuses.includes(a.status) : a.status !== 'CANCELED') && a.creditDealAmount >= minA && a.creditDealAmount <= maxA)
      .sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || b.timeOpen - a.timeOpen);
    const p = page(found, pageNo + 1, size);
    return bare({ results: p.results.map((a) => claimView(a, c.now())), totalSize: p.totalSize });
  });

  r.get('/api/v2/creditassign/creditAssignDetail/:id', (c) => {
    const a = c.state.creditAssigns.find((x) => x.id === c.params.id);
    if (!a) return fail('NOT_FOUND', 404);
    // bare and nested, as the old H5 read it: the claim, its schedule, its buyers as a page
    const invests = a.invests.map((i, n) => investorView(c.state, i.userId, i.amount, i.submitTime, `${a.id}-${n}`));
    return bare({
      creditassign: detailView(c.state, a, c.now()),
      repayments: claimRepayments(c.state, a),
      dueDate: a.dueDate,
      invests: { results: invests, totalSize: invests.length },
    });
  });
};
