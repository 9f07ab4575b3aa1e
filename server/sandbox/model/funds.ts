// The fund ledger (资金流水) and the offline holdings: fund products and bank-transfer investments.

export type FundRecordStatus = 'SUCCESSFUL' | 'PROCESSING' | 'FAILED';

export interface FundRecord {
  id: string;
  userId: string;
  /** One of FUND_TYPES (domain/format/fund-types.ts). */
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
