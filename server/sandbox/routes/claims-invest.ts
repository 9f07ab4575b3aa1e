/**
 * Buying (part of) a transferred claim (SPEC §5 "Claims", §7). `amount` is principal, in the
 * claim's creditAmount terms; the buyer pays the deal price in proportion
 * (creditDealAmount × amount / creditAmount). The claim's `balance`, like its invests, stays in
 * price terms, as the seed and the lists keep it (sold + balance = creditDealAmount).
 * Paid from the available balance only; the buyer takes over the seller's future repayments.
 */
import type { CreditAssign, InvestRepayment, Investment } from '../model';
import { fail, ok } from '../reply';
import type { Register } from './register';
import { feeFen } from './claims-transfer';
import { creditBalanceFen } from './claims-kit';
import { newInvestId, versionOf } from './invest-kit';
import { fundOf, ledger, me, parseFen, payGate, type C } from './payment-kit';
import { toFen, toYuan } from '../../../domain/format/money';

/** The deal price of `amountFen` principal; buying all that is left pays exactly the balance. */
export function priceFen(a: CreditAssign, amountFen: number): number {
  const balance = toFen(a.balance);
  if (amountFen >= creditBalanceFen(a)) return balance;
  return Math.min(balance, Math.round((toFen(a.creditDealAmount) * amountFen) / toFen(a.creditAmount)));
}

/**
 * The seller's repayments still to come (those after the transfer opened), scaled to the bought
 * principal; the last row takes the rounding so the principal sums exactly to what was bought.
 */
function boughtRepayments(seller: Investment | undefined, a: CreditAssign, amountFen: number): InvestRepayment[] {
  const rows = (seller?.repayments ?? []).filter((r) => r.status === 'UNDUE' && r.repayment.dueDate > a.timeOpen);
  const credit = toFen(a.creditAmount);
  let principalLeft = amountFen;
  return rows.map(({ repayment: p }, n) => {
    const last = n === rows.length - 1;
    const principal = last ? principalLeft : Math.min(principalLeft, Math.round((toFen(p.amountPrincipal) * amountFen) / credit));
    const interest = Math.round((toFen(p.amountInterest) * amountFen) / credit);
    principalLeft -= principal;
    return {
      status: 'UNDUE',
      repayment: {
        period: p.period,
        dueDate: p.dueDate,
        amount: toYuan(principal + interest),
        amountInterest: toYuan(interest),
        amountPrincipal: toYuan(principal),
        amountOutstanding: toYuan(principalLeft),
      },
    };
  });
}

function buy(c: C) {
  const u = me(c);
  const f = c.form;
  const { version, repeated } = versionOf(c);
  if (repeated) return repeated;
  // the family's claim purchase may come without a password (paid from the balance alone)
  const pay = f.paymentPassword ? payGate(c, f.paymentPassword, u) : null;
  if (pay) return pay;
  const a = c.state.creditAssigns.find((x) => x.id === f.creditAssignId);
  if (!a) return fail('NOT_FOUND', 404);
  if (a.status !== 'OPEN' || toFen(a.balance) <= 0) return fail('BID_NO_BALANCE');
  if (a.userId === u.id) return fail('SELF_ASSIGN_FORBIDDEN');
  const loan = c.state.loans.find((l) => l.id === a.loanId);
  if (!loan) return fail('NOT_FOUND', 404);
  if (loan.loanRequest.userId === u.id) return fail('SELF_BID_FORBIDDEN');
  const amountFen = parseFen(f.amount) ?? 0;
  const left = creditBalanceFen(a);
  if (!(amountFen > 0)) return fail('INVALID_AMOUNT', 400, null, 'FORMAT');
  if (amountFen > left) return fail('INVALID_AMOUNT', 400, toYuan(left), 'BALANCE');
  const price = priceFen(a, amountFen);
  const buyerFund = fundOf(c.state, u.id);
  if (price > buyerFund.availableAmount) return fail('USER_BALANCE_INSUFFICIENT', 400, toYuan(price - buyerFund.availableAmount));

  const now = c.now();
  const seller = c.state.investments.find((i) => i.id === a.investId);
  const repayments = boughtRepayments(seller, a, amountFen);
  const interest = repayments.reduce((s, r) => s + toFen(r.repayment.amountInterest), 0);
  const inv: Investment = {
    id: newInvestId(c.state),
    userId: u.id,
    loanId: a.loanId,
    loanTitle: loan.title,
    status: 'SETTLED',
    amount: toYuan(amountFen),
    rate: loan.rate,
    ...(loan.addRate ? { addRate: loan.addRate } : {}),
    duration: loan.duration,
    repayMethod: a.repaymentMethod,
    submitTime: now,
    currentPeriod: seller?.currentPeriod ?? 1,
    productKey: loan.loanRequest.productKey,
    paymentType: 'ONLINE',
    repayments,
    // what was bought, at what price and rate, until when: the holdings screens show this, not the loan's figures
    creditAssignInvest: {
      creditAssignId: a.id,
      creditAmount: toYuan(amountFen),
      creditDealAmount: toYuan(price),
      actualRate: a.actualRate,
      timeRecorded: now,
      valueDate: now,
      dueDate: repayments.at(-1)?.repayment.dueDate ?? a.dueDate,
    },
    ...(version ? { version } : {}),
  };
  c.state.investments.push(inv);

  a.balance = toYuan(toFen(a.balance) - price);
  a.invests.push({ userId: u.id, amount: toYuan(price), submitTime: now });
  if (toFen(a.balance) === 0) {
    a.status = 'FINISHED';
    // nothing of the seller's investment is held any more: it leaves 持有中 (the family's ASSIGNED)
    if (seller) seller.status = 'ASSIGNED';
  }

  // the money and the claim to future repayments change hands exactly
  const sellerFund = fundOf(c.state, a.userId);
  buyerFund.availableAmount -= price;
  // the seller is paid the price less the transfer fee quoted when the claim was created
  const fee = feeFen(price);
  sellerFund.availableAmount += price - fee;
  buyerFund.outstandingPrincipal += amountFen;
  buyerFund.outstandingInterest += interest;
  buyerFund.dueInAmount += amountFen + interest;
  sellerFund.outstandingPrincipal = Math.max(0, sellerFund.outstandingPrincipal - amountFen);
  sellerFund.outstandingInterest = Math.max(0, sellerFund.outstandingInterest - interest);
  sellerFund.dueInAmount = Math.max(0, sellerFund.dueInAmount - amountFen - interest);
  ledger(c, u.id, 'CREDIT_ASSIGN', price, 'OUT', `购买${a.title}`, 'SUCCESSFUL', undefined, version);
  ledger(c, a.userId, 'CREDIT_ASSIGN', price, 'IN', `${a.title} 转让成交`);
  if (fee > 0) ledger(c, a.userId, 'FEE_CREDIT_ASSIGN', fee, 'OUT', `${a.title} 转让手续费`);
  // the family reads only success (assignment-invest.ctrl.coffee:134-166, pay.js:186-211): no data
  return ok(null);
}

export const registerClaimsInvest: Register = (r) => {
  r.postAuth('/api/v2/invest/user/MYSELF/creditAssign/invest', buy);
};
