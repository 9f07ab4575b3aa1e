/** Fund records (资金流水) and user fund balances (fen), derived from the investments. */
import type { FundRecord, FundRecordStatus, Investment, Loan, User, UserFund } from '../model';
import { INVESTOR_CARDS } from './banks';
import { INVESTOR_INVEST_IDS } from './investments';
import { createRng, stableId } from './rng';
import { scheduleForLoan, toFen, toYuan } from './schedule';
import { DEMO_ACCOUNTS } from './users';
import { DAY, HOUR } from './time';

/** Fund record type codes of the real backend, with the client's labels (lending is 出借: runtime/format/glossary.ts). */
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

export const FUND_TYPES: string[] = Object.keys(FUND_TYPE_LABELS);

const HOLDING = new Set(['SETTLED', 'OVERDUE', 'BREACH', 'OPEN', 'REDEEMING']);
const FROZEN = new Set(['PROPOSED', 'FROZEN', 'FINISHED']);

/** Available balances (fen) of the named accounts; background investors get a random one. */
const AVAILABLE: Record<string, number> = {
  [DEMO_ACCOUNTS.investor.userId]: 5_234_056,
  [DEMO_ACCOUNTS.referrer.userId]: 128_645_000,
  [DEMO_ACCOUNTS.disabled.userId]: 1_520_000,
  [DEMO_ACCOUNTS.newbie.userId]: 0,
  [DEMO_ACCOUNTS.unverified.userId]: 0,
};

export function buildFundRecords(now: number, users: User[], investments: Investment[], loans: Loan[]): FundRecord[] {
  const records: FundRecord[] = [];
  let seq = 0;
  const add = (userId: string, type: string, amount: number, recordTime: number, operation: 'IN' | 'OUT',
    description: string, status: FundRecordStatus = 'SUCCESSFUL', account?: string) => {
    records.push({
      id: stableId('fund', `${userId}-${seq}`), userId, type, amount, recordTime, operation, description, status,
      ...(account ? { account } : {}), orderId: `SB${String(100_000_000 + seq++)}`,
    });
  };

  const me = users.find((u) => u.id === DEMO_ACCOUNTS.investor.userId) as User;
  const card = INVESTOR_CARDS.icbc;
  const reg = me.registerDate;
  add(me.id, 'REWARD_REGISTER', 18, reg + HOUR, 'IN', '注册奖励');
  add(me.id, 'DEPOSIT', 50_000, reg + 2 * DAY, 'IN', '快捷充值', 'SUCCESSFUL', card);
  add(me.id, 'DEPOSIT', 200_000, reg + 200 * DAY, 'IN', '快捷充值', 'SUCCESSFUL', card);
  add(me.id, 'OFFLINE_DEPOSIT', 150_000, reg + 400 * DAY, 'IN', '线下充值（对公转账）', 'SUCCESSFUL', card);
  add(me.id, 'DEPOSIT', 100_000, now - 75 * DAY, 'IN', '快捷充值', 'SUCCESSFUL', card);
  add(me.id, 'DEPOSIT', 30_000, now - 20 * DAY, 'IN', '快捷充值：银行卡余额不足', 'FAILED', card);
  add(me.id, 'REWARD_REFERRAL', 50, now - 300 * DAY, 'IN', '邀请好友张伟首次出借奖励');
  add(me.id, 'REWARD_REFERRAL', 50, now - 120 * DAY, 'IN', '邀请好友刘芳首次出借奖励');
  add(me.id, 'TRANSFER', 88, now - 95 * DAY, 'IN', '平台周年庆活动奖励');
  add(me.id, 'REWARD_INVEST', 25, now - 60 * DAY, 'IN', '单笔出借满5万元奖励');
  add(me.id, 'COUPON_REBATE', 50, now - 12 * DAY, 'IN', '50元返现券兑现');
  add(me.id, 'WITHDRAW', 20_000, now - 150 * DAY, 'OUT', '提现到工商银行', 'SUCCESSFUL', card);
  add(me.id, 'FEE_WITHDRAW', 2, now - 150 * DAY, 'OUT', '提现手续费');
  add(me.id, 'WITHDRAW', 10_000, now - 40 * DAY, 'OUT', '提现到工商银行（会员免费提现）', 'SUCCESSFUL', card);
  add(me.id, 'WITHDRAW', 5_000, now - 3 * HOUR, 'OUT', '提现到工商银行', 'PROCESSING', card);

  for (const inv of investments) {
    if (inv.userId !== me.id || inv.status === 'UNPAID') continue;
    const pending = inv.status === 'PROPOSED' || inv.status === 'FROZEN';
    add(me.id, 'INVEST', inv.amount, inv.submitTime, 'OUT', `出借${inv.loanTitle}`, pending ? 'PROCESSING' : 'SUCCESSFUL');
    if (inv.id === INVESTOR_INVEST_IDS['SETTLED-2']) add(me.id, 'COUPON_CASH', 50, inv.submitTime + 1000, 'IN', `${inv.loanTitle} 使用50元红包`);
    for (const r of inv.repayments) {
      if (r.status !== 'REPAYED') continue;
      const t = r.repayDate ?? r.repayment.dueDate;
      add(me.id, 'INVEST_REPAY', r.repayment.amount, t, 'IN', `${inv.loanTitle} 第${r.repayment.period}期回款`);
      if (inv.id === INVESTOR_INVEST_IDS.SETTLED) {
        add(me.id, 'COUPON_INTEREST', toYuan(Math.round((toFen(inv.amount) * 0.01) / 12)), t + 500, 'IN', `${inv.loanTitle} 1%加息券收益`);
      }
      if (r.repayment.amountInterest >= 100) {
        add(me.id, 'FEE_INVEST_INTEREST', toYuan(Math.round(toFen(r.repayment.amountInterest) * 0.05)), t + 1000, 'OUT',
          `${inv.loanTitle} 第${r.repayment.period}期利息管理费`);
      }
    }
  }

  const li = users.find((u) => u.id === DEMO_ACCOUNTS.referrer.userId) as User;
  add(li.id, 'DEPOSIT', 1_000_000, now - 400 * DAY, 'IN', '网银充值');
  for (const loan of loans) {
    if (loan.loanRequest.userId !== li.id || loan.status !== 'SETTLED' || !loan.valueDate) continue;
    add(li.id, 'LOAN', loan.amount, loan.valueDate + 10 * HOUR, 'IN', `${loan.title} 放款`);
    add(li.id, 'FEE_LOAN_SERVICE', toYuan(toFen(loan.amount) / 100), loan.valueDate + 10 * HOUR + 1000, 'OUT', `${loan.title} 借款服务费`);
    for (const r of scheduleForLoan(loan, loan.amount)) {
      if (r.dueDate < now) add(li.id, 'LOAN_REPAY', r.amount, r.dueDate + 9 * HOUR, 'OUT', `${loan.title} 第${r.period}期还款`);
    }
  }
  const zhao = users.find((u) => u.id === DEMO_ACCOUNTS.disabled.userId) as User;
  add(zhao.id, 'DEPOSIT', 15_200, now - 200 * DAY, 'IN', '快捷充值');

  return records.sort((a, b) => b.recordTime - a.recordTime);
}

export function buildUserFunds(now: number, users: User[], investments: Investment[], loans: Loan[],
  records: FundRecord[]): Record<string, UserFund> {
  const rng = createRng('funds');
  const funds: Record<string, UserFund> = {};
  for (const user of users) {
    const mine = investments.filter((i) => i.userId === user.id);
    let principal = 0;
    let interest = 0;
    for (const inv of mine) {
      if (!HOLDING.has(inv.status)) continue;
      for (const r of inv.repayments) {
        if (r.status !== 'UNDUE') continue;
        principal += toFen(r.repayment.amountPrincipal);
        interest += toFen(r.repayment.amountInterest);
      }
    }
    const investFrozen = mine.filter((i) => FROZEN.has(i.status)).reduce((s, i) => s + toFen(i.amount), 0);
    const own = records.filter((r) => r.userId === user.id);
    const sum = (types: string[], status: FundRecordStatus) =>
      own.filter((r) => types.includes(r.type) && r.status === status).reduce((s, r) => s + toFen(r.amount), 0);
    let dueOut = 0;
    for (const loan of loans) {
      if (loan.loanRequest.userId !== user.id || loan.status !== 'SETTLED') continue;
      dueOut += scheduleForLoan(loan, loan.amount).filter((r) => r.dueDate >= now).reduce((s, r) => s + toFen(r.amount), 0);
    }
    funds[user.id] = {
      userId: user.id,
      availableAmount: AVAILABLE[user.id] ?? rng.int(100, 500_000) * 100,
      frozenAmount: investFrozen + sum(['WITHDRAW'], 'PROCESSING'),
      dueInAmount: principal + interest,
      dueOutAmount: dueOut,
      depositAmount: sum(['DEPOSIT', 'OFFLINE_DEPOSIT'], 'SUCCESSFUL'),
      withdrawAmount: sum(['WITHDRAW'], 'SUCCESSFUL'),
      outstandingPrincipal: principal,
      outstandingInterest: interest,
      investFrozenAmount: investFrozen,
      totalInvest: mine.filter((i) => i.status !== 'CANCELED').reduce((s, i) => s + toFen(i.amount), 0),
    };
  }
  return funds;
}
