// Statuses: one label per code, read by cards, filters, tabs and detail screens alike; a filter
// or tab list is derived from the same map, so they cannot drift apart. The words around them
// are in glossary.ts.

/** A loan (标的) as the marketplace shows it; SPEC §4, sandbox LOAN_STATUSES. */
export const LOAN_STATUS: Readonly<Record<string, string>> = {
  OPENED: '可出借',
  SCHEDULED: '预热中',
  FINISHED: '已售罄',
  FAKESETTLED: '已售罄',
  FAILED: '已售罄',
  SETTLED: '还款中',
  CLEARED: '已结清',
};

/** A transferred claim (creditassign); OPEN and OPENED are the same state. */
export const CLAIM_STATUS: Readonly<Record<string, string>> = {
  OPEN: '转让中',
  OPENED: '转让中',
  FINISHED: '已售罄',
  SETTLED: '已成交',
  CANCELED: '已撤销',
};

/** The loan still raising (SPEC §4: PROPOSED, FROZEN and FINISHED are one state, "raising"): one word for it. */
const RAISING = '募集中';

/**
 * The user's own lending record. ASSIGNED: its transfer sold out (TRANSFERRED: the same, from a
 * backend that keeps FINISHED with the claim's id).
 * Until the loan is paid out the money is frozen and earns nothing, whichever of the three
 * codes the backend sends, so the three read alike (never 投标中 or 募集完成).
 */
export const INVEST_STATUS: Readonly<Record<string, string>> = {
  PROPOSED: RAISING,
  FROZEN: RAISING,
  FINISHED: RAISING,
  UNPAID: '待支付',
  SETTLED: '还款中',
  OVERDUE: '已逾期',
  BREACH: '严重逾期',
  REDEEMING: '赎回中',
  CLEARED: '已结清',
  REDEEMED: '已赎回',
  OPEN: '转让中',
  CANCELED: '已流标',
  TRANSFERRED: '已转让',
  ASSIGNED: '已转让',
};

/** A seller's own transfer in its investment's words: on sale 转让中, sold out 已转让, else the claim's. */
export const transferWord = (claimStatus: string): string =>
  claimStatus === 'OPEN' || claimStatus === 'OPENED'
    ? INVEST_STATUS.OPEN!
    : claimStatus === 'FINISHED' || claimStatus === 'SETTLED'
      ? INVEST_STATUS.TRANSFERRED!
      : (CLAIM_STATUS[claimStatus] ?? claimStatus);

/** An offline (bank-transfer) lending record: earning, then paid back in full. */
export const OFFLINE_STATUS: Readonly<Record<string, string>> = { INTERESTED: '还款中', REDEMPTION: '已结清' };

/** A fund holding (frfInvest). OPEN and FINISHED are its subscription period, shares not yet confirmed: one word. */
export const FUND_STATUS: Readonly<Record<string, string>> = {
  SETTLED: '持有中',
  REDEEMING: '赎回中',
  OPEN: '认购中',
  FINISHED: '认购中',
  REDEEMED: '已赎回',
};

/** A fund trade (subscription, redemption, dividend) waiting for or given its share confirmation. */
export const FUND_TRADE_STATUS: Readonly<Record<string, string>> = { SUCCESSFUL: '已确认', PROCESSING: '确认中', FAILED: '失败' };

/** A fund record (资金流水). */
export const FUND_RECORD_STATUS: Readonly<Record<string, string>> = { SUCCESSFUL: '成功', PROCESSING: '处理中', FAILED: '失败' };

/** A repayment period, as its lender sees it. LATE: UNDUE past its due date. */
export const REPAYMENT_STATUS: Readonly<Record<string, string>> = { REPAYED: '已回款', UNDUE: '待回款', LATE: '已逾期' };

/** A coupon (红包). EXPIRED and DISABLED are a PLACED coupon past its date or switched off. */
export const COUPON_STATUS: Readonly<Record<string, string>> = {
  PLACED: '未使用',
  REDEEMED: '已兑换',
  USED: '已使用',
  ASSIGNED: '已转让',
  EXPIRED: '已过期',
  DISABLED: '不可用',
};

/** The holding tabs of 我的出借 (SPEC §4 INHAND / ASSIGN / CLEARED). */
export const HOLD_TAB: Readonly<Record<'INHAND' | 'ASSIGN' | 'CLEARED', string>> = {
  INHAND: '持有中',
  ASSIGN: INVEST_STATUS.OPEN!,
  CLEARED: INVEST_STATUS.CLEARED!,
};

/** A status map as filter options: statuses sharing a label become one option ('FINISHED,FAKESETTLED,FAILED'). */
export function statusOptions(map: Readonly<Record<string, string>>): [string, string][] {
  const out: [string, string][] = [];
  for (const [code, label] of Object.entries(map)) {
    const same = out.find((o) => o[1] === label);
    if (same) same[0] += ',' + code;
    else out.push([code, label]);
  }
  return out;
}
