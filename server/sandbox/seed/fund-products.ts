/** Fund-product holdings (frfInvest) with net values and records, and offline investments. */
import type { FrfInvest, FrfRecord, FundNetValue, OfflineInvest } from '../model';
import { createRng, stableId } from './rng';
import { DEMO_ACCOUNTS } from './users';
import { DAY, addMonths, startOfShanghaiDay } from '../../../domain/format/dates';
import { shiftRound, toFen, toYuan } from '../../../domain/format/money';

const PRODUCTS = [
  { id: stableId('fund-product', 1), title: '汇智稳健1号私募证券投资基金', desc: '以债券和高评级信用债为主的稳健型私募基金，业绩比较基准年化6%-8%。', start: 1.0 },
  { id: stableId('fund-product', 2), title: '汇智优选成长私募证券投资基金', desc: '精选成长行业龙头股票，适合风险承受能力较高的合格投资者。', start: 1.0 },
  { id: stableId('fund-product', 3), title: '汇智量化对冲1号私募基金', desc: '市场中性量化策略，追求绝对收益。', start: 1.0 },
  // still raising: no net value yet (an OPEN holding's chart has nothing to draw)
  { id: stableId('fund-product', 4), title: '汇智稳健2号私募证券投资基金', desc: '汇智稳健系列第二期，募集期内认购，成立后按净值确认份额。', start: 1.0, raising: true },
];

/** Issue price of a fund still raising: subscriptions become shares at this value once it is set up. */
const PAR = 1.0;

export function buildFundNetValues(now: number): FundNetValue[] {
  const rng = createRng('net-values');
  const today0 = startOfShanghaiDay(now);
  const values: FundNetValue[] = [];
  PRODUCTS.forEach((prod, k) => {
    if ('raising' in prod) return;
    let nv = 1.0 + k * 0.08;
    for (let d = 60; d >= 1; d--) {
      const rate = Math.round((rng.next() - 0.45) * (k === 1 ? 2.4 : 0.6) * 100) / 100;
      nv = Math.round(nv * (1 + rate / 100) * 10000) / 10000;
      values.push({ productId: prod.id, date: today0 - d * DAY, netValue: nv, dayIncreaseRate: rate });
    }
  });
  return values;
}

export function buildFrfInvests(now: number, netValues: FundNetValue[]): { invests: FrfInvest[]; records: FrfRecord[] } {
  const userId = DEMO_ACCOUNTS.investor.userId;
  const specs: [number, number, FrfInvest['status'], number][] = [
    // product index, amount, status, days ago subscribed
    [0, 1_000_000, 'SETTLED', 55],
    [1, 1_000_000, 'REDEEMING', 50],
    [2, 1_200_000, 'REDEEMED', 45],
    [3, 1_000_000, 'OPEN', 3],
  ];
  const invests: FrfInvest[] = [];
  const records: FrfRecord[] = [];
  specs.forEach(([k, amount, status, daysAgo], n) => {
    const prod = PRODUCTS[k] as (typeof PRODUCTS)[number];
    const series = netValues.filter((v) => v.productId === prod.id);
    const subscriptionDate = startOfShanghaiDay(now) - daysAgo * DAY;
    const par: FundNetValue = { productId: prod.id, date: subscriptionDate, netValue: PAR, dayIncreaseRate: 0 };
    const at = series.find((v) => v.date >= subscriptionDate) ?? series[0] ?? par;
    const newest = series[series.length - 1] ?? par;
    const shares = Math.round((amount / at.netValue) * 100) / 100;
    // shares (2 decimals) × net value (4 decimals) is exact in integers: hundredths × ten-thousandths
    const worth = shiftRound(shares, 2) * shiftRound(newest.netValue, 4);
    const worthFen = Math.round(worth / 10_000);
    const holding = status === 'REDEEMED' ? 0 : toYuan(worthFen);
    const earnings = toYuan(Math.round((worth - toFen(amount) * 10_000) / 10_000));
    const id = stableId('frf', n);
    invests.push({
      id, userId, productId: prod.id, productTitle: prod.title, productDesc: prod.desc, status, amount,
      fundShares: status === 'REDEEMED' ? 0 : shares, holdingAsset: holding, netValue: at.netValue,
      newestNetValue: newest.netValue, netValueDayIncreaseRate: newest.dayIncreaseRate,
      positionEarnings: earnings, positionEarningsRate: Math.round((earnings / amount) * 10000) / 100,
      subscriptionDate,
    });
    // a fund still raising confirms its subscriptions when it is set up
    const confirmed = status === 'OPEN' || status === 'FINISHED' ? 'PROCESSING' : 'SUCCESSFUL';
    records.push({ id: stableId('frf-record', `${n}-0`), frfInvestId: id, type: 'SUBSCRIBE', amount, shares, netValue: at.netValue, time: subscriptionDate + 10 * 3_600_000, status: confirmed });
    if (status === 'REDEEMING' || status === 'REDEEMED') {
      records.push({
        id: stableId('frf-record', `${n}-1`), frfInvestId: id, type: 'REDEEM', amount: toYuan(worthFen),
        shares, netValue: newest.netValue, time: now - (status === 'REDEEMED' ? 10 : 2) * DAY, status: status === 'REDEEMED' ? 'SUCCESSFUL' : 'PROCESSING',
      });
    }
  });
  return { invests, records };
}

export function buildOfflineInvests(now: number): OfflineInvest[] {
  const today0 = startOfShanghaiDay(now);
  const account = { corporationAccountName: '上海汇盈网络科技有限公司', corporationAccount: '31050161373600002468', corporationOpenBank: '中国建设银行上海浦东分行' };
  const make = (n: number, title: string, amount: number, rate: number, months: number, startMonthsAgo: number): OfflineInvest => {
    const valueDate = addMonths(today0, -startMonthsAgo);
    const dueDate = addMonths(valueDate, months);
    return {
      id: stableId('offline', n), userId: DEMO_ACCOUNTS.investor.userId, productTitle: title, amount, rate,
      status: dueDate < now ? 'REDEMPTION' : 'INTERESTED', valueDate, dueDate,
      expectedInterest: toYuan(Math.round((toFen(amount) * rate * months) / 120_000)),
      ...account, paymentNo: `XX${String(20_240_000 + n * 137)}`,
    };
  };
  return [
    make(1, '鼎盛尊享线下专属计划A', 200_000, 1000, 12, 4),
    make(2, '至信荣耀线下专属计划', 300_000, 1100, 6, 2),
    make(3, '鼎盛尊享线下专属计划B', 100_000, 950, 6, 9),
  ];
}
