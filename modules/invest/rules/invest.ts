// The rules an invest amount and its payment must meet (SPEC §5), in fen, with the exact
// Chinese message each refusal shows. Pure: unit-tested at every boundary.
import { formatFen } from '../../../domain/format/money';
import { fromYuan, LEND, limitYuan, minAmountLabel, type Verb } from '../../../domain/format/glossary';
import { amountBreach, couponBreach, quotaBreach, stepOf, type AmountRule, type CouponBounds } from '../../../domain/rules/invest-amount';

export { couponFits, payPlan, stepOf, type AmountRule, type CouponBounds, type PayPlan } from '../../../domain/rules/invest-amount';

// The rules themselves are the runtime's, which the sandbox refuses a tender by
// (domain/rules/invest-amount.ts); here are the words each breach shows.
// Every message prints yuan grouped (glossary limitYuan): a rule's bounds as whole yuan
// ('100,000元'), money that is there (what remains of the loan) with its fen ('106,500.00元').
/** The rule in words, as the amount messages say it. */
export const ruleText = (r: AmountRule) =>
  `${fromYuan(limitYuan(r.minFen))}，${limitYuan(stepOf(r))}元递增${r.maxFen > 0 ? `，单笔最多${limitYuan(r.maxFen)}元` : ''}`;

/** null when `fen` may be lent (or, for a fund, bought), else why not, with the product's verb. */
export function checkInvestAmount(fen: number | null, r: AmountRule, coupon?: CouponBounds | null, v: Verb = LEND): string | null {
  switch (amountBreach(fen, r)) {
    case 'FORMAT':
      return `请输入${v}金额`;
    case 'BALANCE':
      return `当前剩余可${v}${formatFen(r.balanceFen)}元`;
    case 'MIN':
    case 'STEP':
      return `${fromYuan(limitYuan(r.minFen))}，${limitYuan(stepOf(r))}元递增`;
    case 'REST':
      return `剩余金额不足${minAmountLabel(v)}，${v}金额须为剩余金额${formatFen(r.balanceFen)}元`;
    case 'MAX':
      return `单笔最多${v}${limitYuan(r.maxFen)}元`;
  }
  const c = coupon ? couponBreach(fen!, coupon) : null;
  if (c === 'MIN') return `该红包需${v}金额大于等于${limitYuan(coupon!.minFen)}元`;
  if (c === 'MAX') return `该红包需${v}金额小于等于${limitYuan(coupon!.maxFen)}元`;
  return null;
}

/** Banks whose quick-pay limits are low enough that users are told before paying (SPEC §5). */
const LIMIT_TIP_BANKS = new Set(['CMBC', 'HXB', 'CMB']);

export type QuotaPrompt = 'over' | 'zero' | 'tip' | null;

/**
 * What the default card's quick-pay quota says about paying `toPayFen` online (the amount
 * after the balance and a cash coupon). `singleQuota` in yuan; −1 = unlimited.
 */
export function quotaPrompt(toPayFen: number, singleQuota: number | null | undefined, bankCode: string | null | undefined): QuotaPrompt {
  const b = quotaBreach(toPayFen, singleQuota);
  if (b) return b === 'ZERO' ? 'zero' : 'over';
  return toPayFen > 0 && LIMIT_TIP_BANKS.has(bankCode ?? '') ? 'tip' : null;
}
