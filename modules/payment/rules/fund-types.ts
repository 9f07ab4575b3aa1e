// The labels of every fund-record type (the runtime's, the sandbox's types; unknown types show
// the raw value), and the groups the fund-flow filter offers: what a person looks for, each the set of
// back-office types it covers.
import { FUND_RECORD_STATUS } from '../../../domain/format/statuses';

export { FUND_TYPE_LABELS, fundTypeLabel } from '../../../domain/format/fund-types';

/** The filter's options and each record's status: one map. */
export const FUND_STATUS_LABELS = FUND_RECORD_STATUS;

export type FundLabels = typeof import('./fund-types');

export interface FundGroup {
  key: string;
  label: string;
  /** the back-office types it covers; `other` also takes any type no group names */
  types: readonly string[];
}

/**
 * 出借 lending and the claims bought and sold; 充值 money in from a card or a transfer; 提现
 * money out to a card; 回款 repayments (an advance on an overdue loan, a cycle product's
 * redemption too); 奖励 rewards and coupons; 费用 every fee; 其他 what a lender rarely sees: a
 * borrower's payout and repayments, the custodian's 生利宝, and any type not known here.
 */
export const FUND_GROUPS: readonly FundGroup[] = [
  { key: 'lend', label: '出借', types: ['INVEST', 'OFFLINE_INVEST', 'CREDIT_ASSIGN'] },
  { key: 'deposit', label: '充值', types: ['DEPOSIT', 'OFFLINE_DEPOSIT'] },
  { key: 'withdraw', label: '提现', types: ['WITHDRAW', 'FUND_CLEAR_TO_CARD'] },
  { key: 'repay', label: '回款', types: ['INVEST_REPAY', 'INVEST_REDEEM_REPAY', 'DISBURSE'] },
  {
    key: 'reward',
    label: '奖励',
    types: [
      'TRANSFER',
      'REWARD_REGISTER',
      'REWARD_REFERRAL',
      'REWARD_INVEST',
      'REWARD_DEPOSIT',
      'COUPON_CASH',
      'COUPON_INTEREST',
      'COUPON_PRINCIPAL',
      'COUPON_REBATE',
    ],
  },
  {
    key: 'fee',
    label: '费用',
    types: [
      'FEE_WITHDRAW',
      'FEE_DEPOSIT',
      'FEE_AUTHENTICATE',
      'FEE_BIND_CARD',
      'FEE_CREDIT_ASSIGN',
      'FEE_INVEST_INTEREST',
      'FEE_LOAN_SERVICE',
      'FEE_LOAN_MANAGE',
      'FEE_LOAN_INTEREST',
      'FEE_LOAN_VISIT',
      'FEE_LOAN_GUARANTEE',
      'FEE_LOAN_RISK',
      'FEE_LOAN_OVERDUE',
      'FEE_LOAN_PENALTY',
      'FEE_LOAN_PENALTY_INVEST',
      'FEE_ADVANCE_REPAY',
      'FEE_ADVANCE_REPAY_INVEST',
    ],
  },
  { key: 'other', label: '其他', types: ['LOAN', 'LOAN_REPAY', 'LOAN_APPOINTED_BANK', 'FSS'] },
];

/** The group a record's type belongs to; a type no group names is 其他. */
export const groupOf = (type: string): FundGroup => FUND_GROUPS.find((g) => g.types.includes(type)) ?? FUND_GROUPS.at(-1)!;
