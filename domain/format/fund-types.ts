// The label of every fund-record type (资金流水, SPEC §3): the client shows them, the sandbox
// answers only these types; an unknown type shows its code. Lending is 出借 (glossary.ts).

export const FUND_TYPE_LABELS: Readonly<Record<string, string>> = {
  INVEST: '出借',
  OFFLINE_INVEST: '线下汇款',
  WITHDRAW: '提现',
  DEPOSIT: '充值',
  LOAN: '放款',
  LOAN_REPAY: '贷款还款',
  DISBURSE: '垫付还款',
  INVEST_REPAY: '回款',
  CREDIT_ASSIGN: '债权转让',
  TRANSFER: '平台奖励',
  REWARD_REGISTER: '注册奖励',
  REWARD_REFERRAL: '推荐奖励',
  REWARD_INVEST: '出借奖励',
  REWARD_DEPOSIT: '充值奖励',
  COUPON_CASH: '现金红包',
  COUPON_INTEREST: '加息券',
  COUPON_PRINCIPAL: '增值券',
  COUPON_REBATE: '返现券',
  FEE_WITHDRAW: '提现手续费',
  FEE_AUTHENTICATE: '身份验证手续费',
  FEE_INVEST_INTEREST: '回款利息管理费',
  FEE_LOAN_SERVICE: '借款服务费',
  FEE_LOAN_MANAGE: '借款管理费',
  FEE_LOAN_INTEREST: '还款管理费',
  FEE_LOAN_VISIT: '实地考察费',
  FEE_LOAN_GUARANTEE: '担保费',
  FEE_LOAN_RISK: '风险管理费',
  FEE_LOAN_OVERDUE: '逾期管理费',
  FEE_LOAN_PENALTY: '逾期罚息(给商户)',
  FEE_LOAN_PENALTY_INVEST: '逾期罚息(给出借人)',
  FEE_DEPOSIT: '充值手续费',
  FEE_ADVANCE_REPAY: '提前还款违约金(给商户)',
  FEE_ADVANCE_REPAY_INVEST: '提前还款违约金(给出借人)',
  FEE_CREDIT_ASSIGN: '债权转让手续费',
  FEE_BIND_CARD: '用户绑卡手续费',
  FSS: '生利宝',
  OFFLINE_DEPOSIT: '线下充值',
  LOAN_APPOINTED_BANK: '指定银行放款',
  FUND_CLEAR_TO_CARD: '资金清算到卡',
};

export const FUND_TYPES: string[] = Object.keys(FUND_TYPE_LABELS);

export const fundTypeLabel = (type: string) => FUND_TYPE_LABELS[type] ?? type;
