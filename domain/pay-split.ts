// What a money move takes from where, decided once: the purchase form's figures and the payment
// password sheet's summary both read this, so the two cannot disagree. The split itself is the
// rule the sandbox charges a tender by (rules/invest-amount.ts payPlan): a cash coupon lowers what
// is paid, never what earns interest (the investment is recorded at the full amount).
import { payPlan } from './rules/invest-amount';

export interface PaySplitInput {
  /** the move's amount: a tender's amount, a claim's price */
  amountFen: number;
  /** a cash coupon's value (0 for none, or an interest coupon: that raises the rate, not the pay) */
  couponFen?: number;
  /** the available balance */
  availableFen: number;
  /** whether the balance pays first */
  useBalance: boolean;
  /** what earns interest when it is not the amount (a claim: the principal bought, not its price) */
  interestBaseFen?: number;
}

export interface PaySplit {
  amountFen: number;
  /** what the cash coupon covers (never more than the amount) */
  couponFen: number;
  fromBalanceFen: number;
  /** still to pay by card (online) or by bank transfer (offline); for a claim, the shortfall */
  fromCardFen: number;
  interestBaseFen: number;
}

export function paySplit({ amountFen, couponFen = 0, availableFen, useBalance, interestBaseFen = amountFen }: PaySplitInput): PaySplit {
  const amount = Math.max(0, amountFen);
  const coupon = Math.min(Math.max(0, couponFen), amount);
  const plan = payPlan(amount, availableFen, useBalance, coupon);
  return { amountFen: amount, couponFen: coupon, fromBalanceFen: plan.fromBalanceFen, fromCardFen: plan.toPayFen, interestBaseFen };
}

/** A card in words, as the sheet and the result name it: 招商银行（尾号1234）. */
export const cardText = (card: { bankName?: string | null; account: string } | null | undefined) =>
  card ? `${card.bankName ?? '银行卡'}（尾号${card.account.slice(-4)}）` : '银行卡';
