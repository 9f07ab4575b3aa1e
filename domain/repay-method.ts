// Its own file: the holdings' screens read these words without the loan terms' dates and rules.
/** The repayment method's words: every screen, the sandbox's loan texts and its contract say these. */
export const METHOD_TEXT: Record<string, string> = {
  MonthlyInterest: '按月付息，到期还本',
  EqualInstallment: '按月等额本息',
  BulletRepayment: '到期一次还本付息',
};
