// Redemption of a cycle product (SPEC §9): asked inside the current cycle's window, paid at the
// cycle's end. The window is the screens' own reckoning (domain/rules/redeem-window.ts).
import type { Investment, Loan } from '../model';
import { duplicate, fail, ok, type Reply } from '../reply';
import { scheduleForLoan } from '../seed/schedule';
import type { Register } from './register';
import { loanOf, ownInvestment } from './invest-kit';
import { attemptKey, perState, type C } from './payment-kit';
import { toFen } from '../../../domain/format/money';
import { redeemState, redeemWindow as windowOf, type RedeemWindow } from '../../../domain/rules/redeem-window';

/** The cycle a loan is in at `now` and its redemption window; null for other loans and after the last cycle. */
export const redeemWindow = (loan: Loan, now: number): RedeemWindow | null =>
  windowOf(
    {
      cycleProduct: loan.loanRequest.cycleProduct,
      cyclePeriods: loan.loanRequest.cyclePeriods,
      valueDate: loan.valueDate,
      totalMonths: loan.duration.totalMonths,
      ransomDays: loan.dueDateSubEndRansomDays,
    },
    now,
  );

/** Whether `w` lets a redemption be asked at `now`: inside the window, and not in the last cycle (that one simply matures). */
export const windowOpen = (w: RedeemWindow | null, now: number): boolean => !!w && redeemState(w, now) === 'open';

/** Client order ids of redemptions already made → the investment each redeemed. */
const orders = perState<string>();

/**
 * Redemption asks for the money back at the end of the current cycle: SETTLED → REDEEMING,
 * the schedule ends with that cycle (principal then), and the interest of the later cycles
 * leaves what the investor is due. Every refusal happens before anything changes.
 */
function redeem(c: C): Reply {
  const f = c.form;
  const now = c.now();
  const key = attemptKey(f.clientOrderId);
  const keys = orders(c.state);
  const done = key ? keys.get(`${c.userId}:${key}`) : undefined;
  if (done) return duplicate({ investId: done });
  const inv = ownInvestment(c, f.investId);
  const loan = inv && loanOf(c.state, inv);
  if (!inv || !loan) return fail('NOT_FOUND', 404);
  if (!loan.loanRequest.cycleProduct) return fail('REDEEM_NOT_CYCLE');
  if (inv.status === 'REDEEMING' || inv.status === 'REDEEMED') return fail('REDEEM_ALREADY');
  if (inv.status !== 'SETTLED') return fail('REDEEM_NOT_ALLOWED');
  const w = redeemWindow(loan, now);
  if (!w || !windowOpen(w, now)) return fail('REDEEM_CLOSED', 400, w ? { opens: w.opens, lastDay: w.lastDay } : null);
  if ((f.currentPeriod ?? '').trim() !== String(w.cycle)) return fail('REDEEM_PERIOD_CHANGED', 400, { currentPeriod: w.cycle });

  const months = (loan.duration.totalMonths / w.periods) * w.cycle;
  const undueInterest = (i: Investment) => i.repayments.filter((r) => r.status === 'UNDUE').reduce((s, r) => s + toFen(r.repayment.amountInterest), 0);
  const before = undueInterest(inv);
  const old = inv.repayments;
  inv.repayments = scheduleForLoan(loan, inv.amount, months).map((repayment, n) =>
    old[n]?.status === 'REPAYED' ? { ...old[n]!, repayment } : { status: 'UNDUE', repayment },
  );
  Object.assign(inv, { status: 'REDEEMING', redeemTime: w.cycleEnd });
  const fund = c.state.userFunds[inv.userId];
  if (fund) {
    const forgone = before - undueInterest(inv);
    fund.outstandingInterest -= forgone;
    fund.dueInAmount -= forgone;
  }
  if (key) keys.set(`${c.userId}:${key}`, inv.id);
  // the family reads only success (redeem.ctrl.coffee:23-54; fixed.js:400-415): no data
  return ok(null);
}

export const registerRedeem: Register = (r) => {
  // Form { investId, currentPeriod (the cycle), clientOrderId }: a repeated key moves nothing.
  r.postAuth('/api/v2/invest/redeem', redeem);
};
