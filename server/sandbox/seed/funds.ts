/** Fund records (资金流水) and user fund balances (fen), derived from the investments. */
import type { FundRecord, FundRecordStatus, Investment, Loan, User, UserFund } from '../model';
import { INVESTOR_CARDS } from './banks';
import { INVESTOR_INVEST_IDS } from './investments';
import { createRng, stableId } from './rng';
import { scheduleForLoan } from './schedule';
import { DEMO_ACCOUNTS } from './users';
import { DAY, HOUR } from '../../../domain/format/dates';
import { toFen, toYuan } from '../../../domain/format/money';

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
        add(me.id, 'COUPON_INTEREST', toYuan(Math.round(toFen(inv.amount) / 1200)), t + 500, 'IN', `${inv.loanTitle} 1%加息券收益`);
      }
      if (r.repayment.amountInterest >= 100) {
        add(me.id, 'FEE_INVEST_INTEREST', toYuan(Math.round(toFen(r.repayment.amountInterest) / 20)), t + 1000, 'OUT',
          `${inv.loanTitle} 第${r.repayment.period}期利息管理费`);
      }
    }
  }

  const li = users.find((u) => u.id === DEMO_ACCOUNTS.referrer.userId) as User;
  add(li.id, 'DEPOSIT', 1_000_000, now - 400 * DAY, 'IN', '网银充值');
  for (const loan of loans) {
    if (loan.loanRequest.userId !== li.id || loan.status !== 'SETTLED' || !loan.valueDate) continue;
    add(li.id, 'LOAN', loan.amount, loan.valueDate + 10 * HOUR, 'IN', `${loan.title} 放款`);
    add(li.id, 'FEE_LOAN_SERVICE', toYuan(Math.round(toFen(loan.amount) / 100)), loan.valueDate + 10 * HOUR + 1000, 'OUT', `${loan.title} 借款服务费`);
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
