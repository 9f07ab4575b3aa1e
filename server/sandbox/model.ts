/**
 * In-memory records of the sandbox backend, shaped as the real backend returns them
 * (see /work/shared/API-NOTES.md). Units:
 *  - UserFund: integer FEN (the HTTP layer converts to yuan numbers).
 *  - Everything else named amount/balance/parValue/quota: yuan numbers with at most 2 decimals.
 *  - rate / addRate / creditDealRate / INTEREST coupon parValue: hundredths of a percent (900 = 9.00%).
 *  - investPercent, actualRate: fractions 0–1.
 *  - times: epoch milliseconds; timeout / timeOut: hours; remainPeriod: days.
 */

export type MemberLevel = 'L0' | 'L1' | 'L2' | 'L3' | 'L4' | 'L5' | 'L6';
export type CertType = 'IDENTITY_CARD' | 'PASSPORT' | 'HK_MACAO_PASS' | 'TAIWAN_PASS';
export type RiskRank = 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
export type RepayMethod = 'MonthlyInterest' | 'EqualInstallment' | 'BulletRepayment';

export const PRODUCT_KEYS = [
  'GDSY', 'CPTJ', 'NEW', 'GDHD', 'GDLC', 'ZXHD', 'ZXLC', 'HZZQ', 'JJLC', 'HDZX', 'DQCP',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export const LOAN_STATUSES = [
  'SCHEDULED', 'OPENED', 'FINISHED', 'FAKESETTLED', 'FAILED', 'SETTLED', 'CLEARED',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const INVEST_STATUSES = [
  'FINISHED', 'PROPOSED', 'FROZEN', 'SETTLED', 'OVERDUE', 'BREACH', 'CLEARED', 'REDEEMED',
  'REDEEMING', 'UNPAID', 'OPEN', 'CANCELED',
] as const;
/** OPEN: the investment is being transferred (its claim is OPEN); CANCELED: the loan FAILED. */
export type InvestStatus = (typeof INVEST_STATUSES)[number];

// ---------------------------------------------------------------- users

export interface User {
  id: string;
  /** Real name; '' while not real-name verified. */
  name: string;
  loginName: string;
  mobile: string;
  email: string;
  /** '' while not verified. */
  idNumber: string;
  certType: CertType;
  /** >= 42 means real-name verified (SPEC §9). */
  accountStatus: number;
  inviteCode: string;
  /** Plain text: sandbox only. */
  password: string;
  /** 6 digits, or null when not set. Plain text: sandbox only. */
  paymentPassword: string | null;
  disabled: boolean;
  failedAttempts: number;
  registerDate: number;
  lastLoginDate: number;
  isProfessionalInvestor: boolean;
  memberLevel: MemberLevel;
  points: number;
  /** 'YYYY-MM-DD', from the ID number. */
  birthday?: string;
  referrerId?: string;
  socialIds?: { weixin?: string };
}

/** Money in integer FEN (1 yuan = 100 fen); the HTTP layer converts to yuan. */
export interface UserFund {
  userId: string;
  availableAmount: number;
  frozenAmount: number;
  dueInAmount: number;
  dueOutAmount: number;
  depositAmount: number;
  withdrawAmount: number;
  outstandingPrincipal: number;
  outstandingInterest: number;
  investFrozenAmount: number;
  /** Sum of all investments ever made (fen); newbie while below 100 fen (1 yuan). */
  totalInvest: number;
}

export interface DeliveryAddress {
  id: string;
  userId: string;
  name: string;
  mobile: string;
  province: string;
  city: string;
  region: string;
  address: string;
}

// ---------------------------------------------------------------- banks

export type PayChannel = 'NORMAL' | 'RESTRICTED' | 'UNION';

export interface Bank {
  bankCode: string;
  bankName: string;
  /** 6-digit BINs of debit cards. */
  prefixes: string[];
  /** 6-digit BINs of credit cards (lookup flags them; binding refuses them). */
  creditPrefixes: string[];
  /** Yuan; -1 = unlimited. */
  singleQuota: number;
  dailyQuota: number;
  payChannel: PayChannel;
}

export interface BankAccount {
  userId: string;
  account: {
    /** Full card number (displayed masked). */
    account: string;
    bank: string;
    bankCode: string;
    bankName: string;
    name: string;
    idNumber: string;
    bankMobile: string;
    /** Yuan; -1 = unlimited. */
    singleQuota: number;
    dailyQuota: number;
  };
  defaultAccount: boolean;
  expressAccount: boolean;
  /**
   * Fen. Funds tied to this card (it may still move them): 0 blocks online recharge through
   * the card and lets a non-default card be unbound.
   */
  quotaFen: number;
}

// ---------------------------------------------------------------- loans

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

// ---------------------------------------------------------------- investments

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
  /** Cycle products. */
  redeemTime?: number;
  /** The client's key for the tender (or claim purchase) that made it: a lost answer is found by it. */
  version?: string;
  /** Transfer reference of the tender (OFFLINE: to quote on the bank transfer). */
  paymentNo?: string;
  /** OFFLINE: deadline of the transfer; ONLINE: when the payment completed. */
  timeEnd?: number;
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

// ---------------------------------------------------------------- coupons

export type CouponType = 'CASH' | 'INTEREST' | 'PRINCIPAL' | 'REBATE';
export type CouponStatus = 'PLACED' | 'REDEEMED' | 'USED' | 'ASSIGNED';

export interface CouponPackage {
  id: string;
  type: CouponType;
  /** CASH/PRINCIPAL/REBATE: yuan; INTEREST: hundredths of a percent (50 = 0.5%). */
  parValue: number;
  /** Yuan; 0 = none. */
  minimumInvest: number;
  /** Yuan; 0 = none. */
  maximumInvest: number;
  /** Days of loan duration accepted; 0 = any. */
  minimumDuration: number;
  userEventType: 'REGISTER' | 'REFERRAL' | 'INVEST' | 'BIRTHDAY' | 'ACTIVITY' | 'EXCHANGE' | 'LEVEL';
  description: string;
  displayName: string;
}

export interface CouponPlacement {
  id: string;
  userId: string;
  timePlaced: number;
  timeExpire: number;
  status: CouponStatus;
  disabled: boolean;
  couponPackage: CouponPackage;
  /** USED: the investment; ASSIGNED: the receiving mobile. */
  investId?: string;
  assignedTo?: string;
}

export interface RegistrationGifts {
  /** Coupons every new account receives. */
  default: CouponPackage[];
  /** Extra coupons by referrer invite code (VIP8888 gives the 8888 gift). */
  byInviteCode: Record<string, CouponPackage[]>;
}

// ---------------------------------------------------------------- funds

export type FundRecordStatus = 'SUCCESSFUL' | 'PROCESSING' | 'FAILED';

export interface FundRecord {
  id: string;
  userId: string;
  /** One of FUND_TYPES (seed/funds.ts). */
  type: string;
  /** Yuan. */
  amount: number;
  recordTime: number;
  operation: 'IN' | 'OUT';
  description: string;
  status: FundRecordStatus;
  /** Card number for deposits and withdrawals. */
  account?: string;
  orderId: string;
  /** The client's key for the attempt (charge, withdraw), echoed so a lost answer can be looked up. */
  clientOrderId?: string;
}

export interface FrfInvest {
  id: string;
  userId: string;
  productId: string;
  productTitle: string;
  productDesc: string;
  status: 'SETTLED' | 'REDEEMING' | 'OPEN' | 'FINISHED' | 'REDEEMED';
  /** Yuan subscribed. */
  amount: number;
  fundShares: number;
  holdingAsset: number;
  netValue: number;
  newestNetValue: number;
  netValueDayIncreaseRate: number;
  positionEarnings: number;
  positionEarningsRate: number;
  subscriptionDate: number;
}

export interface FundNetValue {
  productId: string;
  date: number;
  netValue: number;
  dayIncreaseRate: number;
}

export interface FrfRecord {
  id: string;
  frfInvestId: string;
  type: 'SUBSCRIBE' | 'REDEEM' | 'DIVIDEND';
  amount: number;
  shares: number;
  netValue: number;
  time: number;
  status: 'SUCCESSFUL' | 'PROCESSING';
}

export interface OfflineInvest {
  id: string;
  userId: string;
  productTitle: string;
  amount: number;
  rate: number;
  status: 'INTERESTED' | 'REDEMPTION';
  valueDate: number;
  dueDate: number;
  expectedInterest: number;
  corporationAccountName: string;
  corporationAccount: string;
  corporationOpenBank: string;
  paymentNo: string;
}

// ---------------------------------------------------------------- content

export type ArticleCategory =
  | 'INTRODUCTION' | 'ACTIVITY' | 'PUBLICATION' | 'PRODUCT' | 'HELP' | 'DECLARATION';

export interface Article {
  id: string;
  category: ArticleCategory;
  name: string;
  title: string;
  /** HTML; must be sanitised before rendering (some articles are hostile on purpose). */
  content: string;
  pubDate: number;
  thumbnail?: string;
  summary?: string;
}

/** A banner is a CMS record: the picture's address is its `content`, the link `url` may be null. */
export interface Banner {
  id: string;
  title: string;
  content: string;
  url: string | null;
  priority: number;
  pubDate: number;
}

export interface FinanceNews {
  id: string;
  title: string;
  content: string;
  pubTime: number;
  source: string;
}

export interface MarketIndex {
  name: '上证指数' | '深证成指' | '恒生指数' | '标普500' | '道琼斯' | '纳斯达克';
  value: number;
  change: number;
  /** Percent, e.g. -0.52 means -0.52%. */
  changeRate: number;
}

export interface ShareProduct {
  loanId: string;
  title: string;
  rate: number;
  duration: Duration;
  minAmount: number;
}

export interface ShareBriefing {
  id: string;
  /** Midnight (Asia/Shanghai) of the day the briefing belongs to. */
  belongDate: number;
  title: string;
  items: { title: string; content: string }[];
  shareProduct?: ShareProduct;
}

// ---------------------------------------------------------------- survey, membership

export interface SurveyQuestion {
  content: string;
  choices: string[];
  /** Score of each choice, parallel to choices. */
  chooseScore: number[];
}

export interface Survey {
  id: string;
  title: string;
  questions: SurveyQuestion[];
}

export interface SurveyGrade {
  name: string;
  minScore: number;
  maxScore: number;
  /** Highest loan risk rank this grade may buy. */
  maxRiskRank: RiskRank;
  description: string;
}

export interface SurveyFilling {
  id: string;
  userId: string;
  surveyId: string;
  score: number;
  timeLastUpdated: number;
  valid: boolean;
  /** surveyRecord form: `index@answer@score` joined by `_`. */
  content: string;
}

export type PrivilegeType =
  | 'POINT_INTEREST_RISE' | 'REWARD_POINTS' | 'INTEREST_RISE' | 'WITHDRAW' | 'BIRTHDAY'
  | 'VIP_PRODUCT' | 'VIP_CARD' | 'VIP_SERVICE';

export interface Privilege {
  type: PrivilegeType;
  valid: boolean;
  /** Times per month (WITHDRAW), per year (BIRTHDAY), or 0 when not counted. */
  total: number;
  used: number;
  description: string;
}

export interface MemberLevelRule {
  level: MemberLevel;
  name: string;
  /** Yuan of cumulative investment to reach the level. */
  minAmount: number;
}

export interface PointRecord {
  id: string;
  userId: string;
  type: 'REGISTER' | 'INVEST' | 'SIGN_IN' | 'BIRTHDAY' | 'EXCHANGE' | 'ACTIVITY' | 'EXPIRE';
  /** Signed: earned > 0, spent < 0. */
  points: number;
  description: string;
  time: number;
}

export interface Gift {
  id: string;
  name: string;
  points: number;
  /** Stock still available. */
  available: number;
  type: 'PHYSICAL' | 'COUPON';
  imageUrl: string;
  description: string;
  couponPackage?: CouponPackage;
}

export interface InterestRiseConfig {
  minAmount: number;
  stepAmount: number;
  minParValue: number;
  maxParValue: number;
  stepParValue: number;
  kValue: number;
  /** Comma list of days. */
  duration: string;
}

// ---------------------------------------------------------------- games

export interface LotteryItem {
  sequence: number;
  name: string;
  imageUrl: string;
  /** null: no prize ("谢谢参与"). */
  prize: CouponPackage | null;
  weight: number;
}

export interface LotteryWin {
  id: string;
  userId: string;
  mobile: string;
  prizeName: string;
  time: number;
}

export interface Lottery {
  code: string;
  name: string;
  description: string;
  items: LotteryItem[];
  chances: Record<string, number>;
  wins: LotteryWin[];
}

// ---------------------------------------------------------------- whole state

export interface DemoAccount {
  userId: string;
  mobile: string;
  password: string;
  note: string;
}

export interface DemoAccounts {
  newbie: DemoAccount;
  investor: DemoAccount & { paymentPassword: string; inviteCode: string; weixin: string };
  unverified: DemoAccount;
  referrer: DemoAccount & { inviteCode: string };
  disabled: DemoAccount;
}

export interface SeedState {
  now: number;
  demo: DemoAccounts;
  users: User[];
  /** By userId. */
  userFunds: Record<string, UserFund>;
  addresses: DeliveryAddress[];
  banks: Bank[];
  bankAccounts: BankAccount[];
  corporations: Corporation[];
  loans: Loan[];
  investments: Investment[];
  creditAssigns: CreditAssign[];
  coupons: CouponPlacement[];
  registrationGifts: RegistrationGifts;
  fundRecords: FundRecord[];
  frfInvests: FrfInvest[];
  fundNetValues: FundNetValue[];
  frfRecords: FrfRecord[];
  offlineInvests: OfflineInvest[];
  articles: Article[];
  banners: Banner[];
  financeNews: FinanceNews[];
  marketIndexes: MarketIndex[];
  briefings: ShareBriefing[];
  survey: Survey;
  surveyGrades: SurveyGrade[];
  surveyFillings: SurveyFilling[];
  memberLevels: MemberLevelRule[];
  privilegesByLevel: Record<MemberLevel, Privilege[]>;
  /** By userId: the level's privileges with usage. */
  userPrivileges: Record<string, Privilege[]>;
  pointRecords: PointRecord[];
  gifts: Gift[];
  interestRise: InterestRiseConfig;
  lottery: Lottery;
}
