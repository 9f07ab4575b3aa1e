// The client's labels of every fund-record type (SPEC §3; unknown types show the raw value),
// and the groups the fund-flow filter offers: what a person looks for, each the set of
// back-office types it covers.
import { FUND_RECORD_STATUS } from '../../runtime/format/statuses';

export const FUND_TYPE_LABELS: Record<string, string> = {
  INVEST: '出借', OFFLINE_INVEST: '线下汇款', WITHDRAW: '提现', DEPOSIT: '充值', LOAN: '放款',
  LOAN_REPAY: '贷款还款', DISBURSE: '垫付还款', INVEST_REPAY: '回款', CREDIT_ASSIGN: '债权转让',
  TRANSFER: '平台奖励', REWARD_REGISTER: '注册奖励', REWARD_REFERRAL: '推荐奖励', REWARD_INVEST: '出借奖励',
  REWARD_DEPOSIT: '充值奖励', COUPON_CASH: '现金红包', COUPON_INTEREST: '加息券', COUPON_PRINCIPAL: '增值券',
  COUPON_REBATE: '返现券', FEE_WITHDRAW: '提现手续费', FEE_AUTHENTICATE: '身份验证手续费',
  FEE_INVEST_INTEREST: '回款利息管理费', FEE_LOAN_SERVICE: '借款服务费', FEE_LOAN_MANAGE: '借款管理费',
  FEE_LOAN_INTEREST: '还款管理费', FEE_LOAN_VISIT: '实地考察费', FEE_LOAN_GUARANTEE: '担保费',
  FEE_LOAN_RISK: '风险管理费', FEE_LOAN_OVERDUE: '逾期管理费', FEE_LOAN_PENALTY: '逾期罚息(给商户)',
  FEE_LOAN_PENALTY_INVEST: '逾期罚息(给出借人)', FEE_DEPOSIT: '充值手续费',
  FEE_ADVANCE_REPAY: '提前还款违约金(给商户)', FEE_ADVANCE_REPAY_INVEST: '提前还款违约金(给出借人)',
  FEE_CREDIT_ASSIGN: '债权转让手续费', FEE_BIND_CARD: '用户绑卡手续费', FSS: '生利宝',
  OFFLINE_DEPOSIT: '线下充值', LOAN_APPOINTED_BANK: '指定银行放款', FUND_CLEAR_TO_CARD: '资金清算到卡',
};

export const fundTypeLabel = (type: string) => FUND_TYPE_LABELS[type] ?? type;

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
    types: ['TRANSFER', 'REWARD_REGISTER', 'REWARD_REFERRAL', 'REWARD_INVEST', 'REWARD_DEPOSIT', 'COUPON_CASH', 'COUPON_INTEREST', 'COUPON_PRINCIPAL', 'COUPON_REBATE'],
  },
  {
    key: 'fee',
    label: '费用',
    types: [
      'FEE_WITHDRAW', 'FEE_DEPOSIT', 'FEE_AUTHENTICATE', 'FEE_BIND_CARD', 'FEE_CREDIT_ASSIGN', 'FEE_INVEST_INTEREST', 'FEE_LOAN_SERVICE',
      'FEE_LOAN_MANAGE', 'FEE_LOAN_INTEREST', 'FEE_LOAN_VISIT', 'FEE_LOAN_GUARANTEE', 'FEE_LOAN_RISK', 'FEE_LOAN_OVERDUE', 'FEE_LOAN_PENALTY',
      'FEE_LOAN_PENALTY_INVEST', 'FEE_ADVANCE_REPAY', 'FEE_ADVANCE_REPAY_INVEST',
    ],
  },
  { key: 'other', label: '其他', types: ['LOAN', 'LOAN_REPAY', 'LOAN_APPOINTED_BANK', 'FSS'] },
];

/** The group a record's type belongs to; a type no group names is 其他. */
export const groupOf = (type: string): FundGroup => FUND_GROUPS.find((g) => g.types.includes(type)) ?? FUND_GROUPS.at(-1)!;
