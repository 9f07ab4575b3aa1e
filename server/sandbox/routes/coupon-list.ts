/**
 * The coupons a tender may use (SPEC §7 "Coupons": listCoupon, listCouponNew): the user's usable
 * placements (the runtime's one rule: PLACED, not switched off, not past its date) whose
 * minimumDuration the loan's term reaches. Those whose invest bounds exclude the amount come back
 * disabled, so the screen can show them greyed with the reason; `disabled` means nothing else.
 * Each item is `{disabled, placement}` in the envelope, as the backend sends it
 * (loan-invest.ctrl.coffee reads item.placement; xyjr boot.coffee:278-285 plucks it).
 */
import { fail, ok } from '../reply';
import type { SandboxState } from '../state';
import type { Register } from './register';
import { boundBreach, isUsable } from '../../../domain/rules/coupon';
import { parseFen } from './payment-kit';
import { placementView } from './coupons-mine';

function usable(s: SandboxState, userId: string, now: number, days: number | null, amount: string | undefined) {
  // an empty or unreadable amount disables nothing: the screen asks before the amount is typed
  const fen = parseFen(amount);
  return s.coupons
    .filter((p) => p.userId === userId && isUsable(p, now) && (days === null || p.couponPackage.minimumDuration <= days))
    .map(placementView)
    .map(({ investId: _i, assignedTo: _a, disabled: _d, ...placement }) => ({
      disabled: fen !== null && boundBreach(placement.couponPackage, fen) !== null,
      placement,
    }))
    .sort((a, b) => Number(a.disabled) - Number(b.disabled) || a.placement.timeExpire - b.placement.timeExpire);
}

const days = (v: string | undefined): number | null => {
  const n = Number(v);
  return v && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
};

export const registerCouponList: Register = (r) => {
  // form: loanId (the loan's term decides), amount; months only when no loan is named
  r.postAuth('/api/v2/coupon/MYSELF/listCoupon', (c) => {
    const { loanId, amount, months } = c.form;
    let term: number | null = null;
    if (loanId) {
      const loan = c.state.loans.find((l) => l.id === loanId);
      if (!loan) return fail('NOT_FOUND', 404);
      if (!loan.loanRequest.useCoupon) return ok([]);
      term = loan.duration.totalDays;
    } else {
      const m = days(months);
      term = m === null ? null : m * 30;
    }
    return ok(usable(c.state, c.userId!, c.now(), term, amount));
  });

  r.postAuth('/api/v2/coupon/MYSELF/listCouponNew', (c) => ok(usable(c.state, c.userId!, c.now(), days(c.form.days), c.form.amount)));
};
