// Investments with their repayments, and the claims (creditassign) transferred from them.
import type { Duration, ProductKey, RepayMethod } from './loans';

export const INVEST_STATUSES = [
  'FINISHED',
  'PROPOSED',
  'FROZEN',
  'SETTLED',
  'OVERDUE',
  'BREACH',
  'CLEARED',
  'REDEEMED',
  'REDEEMING',
  'UNPAID',
  'OPEN',
  'CANCELED',
  'ASSIGNED',
] as const;
/**
 * OPEN: the investment is being transferred (its claim is OPEN); ASSIGNED: its claim sold out,
 * nothing of it is held any more (the family's InvestStatus.ASSIGNED once no principal is left);
 * CANCELED: the loan FAILED.
 */
export type InvestStatus = (typeof INVEST_STATUSES)[number];

export interface Repayment {
  period: number;
  dueDate: number;
  /** Yuan: interest + principal of this period. */
  amount: number;
  amountInterest: number;
  amountPrincipal: number;
  /** Yuan: principal still outstanding after this period is repaid. */
  amountOutstanding: number;
}

export interface InvestRepayment {
  status: 'REPAYED' | 'UNDUE';
  repayment: Repayment;
  /** When REPAYED. */
  repayDate?: number;
}

export interface Investment {
  id: string;
  userId: string;
  loanId: string;
  loanTitle: string;
  status: InvestStatus;
  /** Yuan. */
  amount: number;
  rate: number;
  addRate?: number;
  duration: Duration;
  repayMethod: RepayMethod;
  submitTime: number;
  currentPeriod: number;
  productKey: ProductKey;
  paymentType: 'ONLINE' | 'OFFLINE';
  placementId?: string;
  repayments: InvestRepayment[];
  /** Set while the investment is transferred (status OPEN). */
  creditAssignId?: string;
  assignTimeOpen?: number;
  assignActualRate?: number;
  assignExpectedInterest?: number;
  assignDealAmount?: number;
  /**
   * Set on a claim bought on the transfer market (the buyer's investment): the purchase as the
   * family records it (creditcloud CreditAssignInvest: creditAmount, creditDealAmount,
   * timeRecorded), with the claim's rate and dates. `amount` stays the principal bought, `rate`
   * and `duration` the loan's (the family's Invest keeps them); what the buyer paid, at what
   * rate and until when is only here. The family marks such an investment by its
   * creditAssignId; here that field is the seller's (the claim transferred from it), so the
   * purchase is its own record, sent as it is in invest/list.
   */
  creditAssignInvest?: ClaimBought;
  /** Cycle products. */
  redeemTime?: number;
  /** The client's key for the tender (or claim purchase) that made it: a lost answer is found by it. */
  version?: string;
  /** Transfer reference of the tender (OFFLINE: to quote on the bank transfer). */
  paymentNo?: string;
  /** OFFLINE: deadline of the transfer; ONLINE: when the payment completed. */
  timeEnd?: number;
}

export interface ClaimBought {
  /** The claim bought. */
  creditAssignId: string;
  /** Principal bought, yuan. */
  creditAmount: number;
  /** Price paid, yuan: what the buyer's fund record says went out. */
  creditDealAmount: number;
  /** The claim's annualised yield for its buyer, fraction (as creditassign sends actualRate). */
  actualRate: number;
  /** When bought. */
  timeRecorded: number;
  /** Earns from (the purchase: the price paid the seller's interest until then). */
  valueDate: number;
  /** The claim's last repayment (the loan's due date). */
  dueDate: number;
}

/** CANCELED: withdrawn by its seller before anything sold (kept, as the backend family shows it). */
export type CreditAssignStatus = 'OPEN' | 'FINISHED' | 'SETTLED' | 'CANCELED';

export interface CreditAssign {
  id: string;
  title: string;
  status: CreditAssignStatus;
  investId: string;
  loanId: string;
  /** Seller. */
  userId: string;
  /** Principal transferred, yuan. */
  creditAmount: number;
  /** Price, yuan. */
  creditDealAmount: number;
  /** Price as hundredths of a percent of bidValuation (10000 = at valuation; 9500–10500 allowed). */
  creditDealRate: number;
  /** Buyer's annualised yield, fraction. */
  actualRate: number;
  /** Yuan still purchasable. */
  balance: number;
  /** Days until the loan's due date. */
  remainPeriod: number;
  timeOpen: number;
  /** Hours. */
  timeOut: number;
  dueDate: number;
  repaymentMethod: RepayMethod;
  /** Principal + accrued interest, yuan. */
  bidValuation: number;
  invests: { userId: string; amount: number; submitTime: number }[];
}
