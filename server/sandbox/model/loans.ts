// Loans, their request (product, rule, risk) and the corporations that borrow.

export type RiskRank = 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
export type RepayMethod = 'MonthlyInterest' | 'EqualInstallment' | 'BulletRepayment';

export const PRODUCT_KEYS = ['GDSY', 'CPTJ', 'NEW', 'GDHD', 'GDLC', 'ZXHD', 'ZXLC', 'HZZQ', 'JJLC', 'HDZX', 'DQCP'] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export const LOAN_STATUSES = ['SCHEDULED', 'OPENED', 'FINISHED', 'FAKESETTLED', 'FAILED', 'SETTLED', 'CLEARED'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export interface Duration {
  years: number;
  months: number;
  days: number;
  totalMonths: number;
  totalDays: number;
}

export interface InvestRule {
  minAmount: number;
  stepAmount: number;
  /** 0 = no single-order cap. */
  maxAmount: number;
  /** 0 = unlimited. */
  maxTimes: number;
  /** 0 = unlimited. */
  maxTotalAmount: number;
}

export interface LoanRequest {
  productKey: ProductKey;
  riskRank: RiskRank;
  investRule: InvestRule;
  useCoupon: boolean;
  cycleProduct: boolean;
  cyclePeriods?: number;
  activityInfo?: string;
  /** CMS article id of the product introduction. */
  introductionId?: string;
  /** Borrower. */
  userId: string;
  /** Loan type, e.g. CORPORATE, AUTO, SUPPLY_CHAIN, FUND, PERSONAL. */
  type: string;
  /** Planned (before settlement) or actual value and due dates. */
  valueDate?: number;
  dueDate?: number;
  description: string;
  riskInfo: string;
}

export interface Loan {
  id: string;
  title: string;
  status: LoanStatus;
  /** Yuan. */
  amount: number;
  /** Yuan still investable. */
  balance: number;
  method: RepayMethod;
  rate: number;
  addRate?: number;
  /** 1 - balance / amount. */
  investPercent: number;
  timeOpen: number;
  /** Hours the loan stays open for bidding. */
  timeout: number;
  timeFinished?: number;
  timeSettled?: number;
  timeCleared?: number;
  valueDate?: number;
  dueDate?: number;
  duration: Duration;
  corporationId?: string;
  financingGuarantee?: string;
  brightSpotOfEnterprise?: string;
  protectMode?: string;
  currentPeriod?: number;
  /** Cycle products: redemption closes this many days before a cycle ends (T-15). */
  dueDateSubEndRansomDays?: number;
  /** SETTLED loans behind on repayment: due periods still unpaid (1: OVERDUE, 2+: BREACH). */
  overduePeriods?: number;
  recommend: boolean;
  loanRequest: LoanRequest;
}

export type ProofType = 'ANNOUNCEMENT' | 'GUARANTEE' | 'COMMITMENT';

export interface Corporation {
  id: string;
  /** Account id of the corporation as borrower (loanRequest.userId). */
  userId: string;
  name: string;
  shortName: string;
  logo: string;
  url: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  /** Yuan. */
  registeredCapital: number;
  registeredLocation: string;
  businessScope: string;
  description: string;
  establishDate: string;
  legalPerson: string;
  industry: string;
  creditCode: string;
  brightSpot: string;
  images: { proofType: ProofType; url: string; title: string }[];
}
