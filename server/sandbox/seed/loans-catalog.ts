/** Product definitions: one entry per loan of each product key (55 loans). */
import type { InvestRule, LoanStatus, ProductKey, RepayMethod, RiskRank } from '../model';
import type { CorpKey } from './corporations';

export interface LoanEntry {
  status: LoanStatus;
  term?: number;
  recommend?: boolean;
  /** Cycle product: number of cycles in the term. */
  cycle?: number;
  /** Borrowed by the demo referrer (personal loan). */
  byReferrer?: boolean;
  /** Fixed remaining balance (yuan) for OPENED loans. */
  balance?: number;
  /** SETTLED month products: periods already due. */
  elapsed?: number;
  /** SETTLED: this many of the due periods are still unpaid (1: OVERDUE, 2+: BREACH). */
  overdue?: number;
  amount?: number;
  rule?: Partial<InvestRule>;
  series?: string;
}

export interface ProductDef {
  key: ProductKey;
  /** Builds the title; d = 'YYYYMMDD' of opening, y = year, n = running number, l = series letter. */
  title: (p: { d: string; y: string; n: number; l: string; term: number; series?: string }) => string;
  method: RepayMethod;
  unit: 'days' | 'months';
  terms: number[];
  rates: number[];
  addRate?: number;
  risks: RiskRank[];
  rule: InvestRule;
  amounts: number[];
  corps: CorpKey[];
  type: string;
  timeout: number;
  protectMode: string;
  activityInfo?: string;
  description: string;
  riskInfo: string;
  entries: LoanEntry[];
}

const rule = (minAmount: number, stepAmount: number, maxAmount = 0, maxTimes = 0, maxTotalAmount = 0): InvestRule =>
  ({ minAmount, stepAmount, maxAmount, maxTimes, maxTotalAmount });

/**
 * A guarantee described as the registration agreement does (2.2: the platform gives no guarantee
 * and promises neither principal nor interest): who guarantees, and that the risk stays with the
 * lender. Never a promise of full principal and interest or of payment on overdue.
 */
export const GUARANTEE_MODE = '第三方融资担保机构提供保证担保（以担保函为准，出借风险由出借人自行承担）';

export const PRODUCTS: ProductDef[] = [
  {
    key: 'GDSY', title: ({ d, l, series }) => `${series ?? '恒信稳盈'}${l}-${d}期`,
    method: 'MonthlyInterest', unit: 'months', terms: [3, 6, 12], rates: [800, 850, 900, 950],
    risks: ['R2', 'R2', 'R3'], rule: rule(100, 100), amounts: [1_000_000, 2_000_000, 3_000_000, 5_000_000],
    corps: ['ruifeng', 'huake', 'xihu'], type: 'CORPORATE', timeout: 168, protectMode: GUARANTEE_MODE,
    description: '本期项目为优质中小企业经营性借款，借款资金用于企业日常经营周转，按月付息、到期还本。',
    riskInfo: '恒信担保提供连带责任保证，担保范围以担保函为准；借款企业实际控制人提供个人无限连带责任保证；平台贷后按月走访。',
    entries: [
      { status: 'OPENED', recommend: true, term: 6 }, { status: 'OPENED', term: 3 }, { status: 'OPENED', term: 12 },
      { status: 'SCHEDULED', term: 6 }, { status: 'FINISHED', term: 6 }, { status: 'FAKESETTLED', term: 3 },
      { status: 'SETTLED', term: 12, elapsed: 4 },
      { status: 'SETTLED', term: 12, elapsed: 5, cycle: 4, series: '恒信季季盈' },
      { status: 'CLEARED', term: 6 }, { status: 'FAILED', term: 12 },
    ],
  },
  {
    key: 'CPTJ', title: ({ y, n }) => `车贷宝第${y}${String(n).padStart(3, '0')}号`,
    method: 'EqualInstallment', unit: 'months', terms: [6, 12], rates: [1000, 1050, 1100],
    risks: ['R3', 'R3', 'R4'], rule: rule(100, 100), amounts: [100_000, 150_000, 200_000, 300_000],
    corps: ['pujiang'], type: 'AUTO', timeout: 168, protectMode: '车辆抵押+风险备付金',
    description: '借款人以名下自用车辆作抵押申请的个人消费借款，车辆已完成抵押登记并安装GPS，按月等额本息还款。',
    riskInfo: '车辆足额抵押（评估价七折以内）；浦江汽车负责贷后管理与逾期车辆处置；逾期时依法处置抵押车辆，处置所得按借款合同约定清偿。',
    entries: [
      { status: 'OPENED', recommend: true, term: 12 }, { status: 'OPENED', term: 6, balance: 60, rule: { stepAmount: 1 } },
      { status: 'OPENED', term: 12, byReferrer: true }, { status: 'SCHEDULED', term: 6 },
      { status: 'FINISHED', term: 12 }, { status: 'SETTLED', term: 12, elapsed: 5, overdue: 1 },
      { status: 'SETTLED', term: 6, elapsed: 4, overdue: 3 }, { status: 'SETTLED', term: 12, elapsed: 3, byReferrer: true },
      { status: 'CLEARED', term: 6 }, { status: 'FAILED', term: 12 },
    ],
  },
  {
    key: 'NEW', title: ({ d }) => `新手专享-${d}期`,
    method: 'BulletRepayment', unit: 'days', terms: [30, 15], rates: [1200], addRate: 100,
    risks: ['R1'], rule: rule(100, 100, 10_000, 1, 10_000), amounts: [50_000, 60_000],
    corps: ['tianfu', 'huake'], type: 'CORPORATE', timeout: 72, protectMode: GUARANTEE_MODE,
    activityInfo: '新手专享 年化12%+1%加息，每人限投1次，单笔最高1万元',
    description: '平台为首次出借用户准备的短期体验项目，期限短，到期一次还本付息。',
    riskInfo: '底层资产为已确权的企业应收账款；恒信担保提供连带责任保证，担保范围以担保函为准。',
    entries: [
      { status: 'OPENED', recommend: true }, { status: 'OPENED', term: 15 }, { status: 'SCHEDULED' },
      { status: 'FINISHED' }, { status: 'SETTLED' }, { status: 'CLEARED' }, { status: 'CLEARED', term: 15 },
    ],
  },
  {
    key: 'GDHD', title: ({ d, l }) => `鼎盛尊享${l}-${d}期`,
    method: 'MonthlyInterest', unit: 'months', terms: [12, 24], rates: [1000, 1050],
    risks: ['R4'], rule: rule(50_000, 10_000), amounts: [10_000_000, 20_000_000],
    corps: ['ruifeng'], type: 'CORPORATE', timeout: 240, protectMode: '应收工程款质押+实际控制人保证',
    description: '高端定制项目，仅面向实名认证的合格投资者，借款用于已中标市政项目的工程款周转。',
    riskInfo: '应收工程款质押登记；实际控制人及其配偶提供无限连带责任保证；资金专户监管。',
    entries: [{ status: 'OPENED', recommend: true }, { status: 'SCHEDULED' }, { status: 'SETTLED', elapsed: 7 }, { status: 'CLEARED', term: 12 }],
  },
  {
    key: 'GDLC', title: ({ d, l }) => `鼎盛理财${l}-${d}期`,
    method: 'MonthlyInterest', unit: 'months', terms: [6, 12], rates: [900, 950],
    risks: ['R3', 'R4'], rule: rule(10_000, 1_000), amounts: [5_000_000, 8_000_000],
    corps: ['xihu', 'nansha'], type: 'SUPPLY_CHAIN', timeout: 168, protectMode: '应收账款质押',
    description: '供应链金融项目，核心企业对应收账款确权，回款直接进入监管账户用于还款。',
    riskInfo: '核心企业应收账款确权；回款账户封闭管理；供应链公司承担差额补足义务。',
    entries: [{ status: 'OPENED' }, { status: 'FINISHED' }, { status: 'SETTLED', term: 12, elapsed: 3 }, { status: 'FAKESETTLED' }],
  },
  {
    key: 'ZXHD', title: ({ d }) => `至信荣耀-${d}期`,
    method: 'BulletRepayment', unit: 'months', terms: [6, 12], rates: [1100, 1150],
    risks: ['R4', 'R5'], rule: rule(100_000, 10_000), amounts: [20_000_000, 30_000_000],
    corps: ['nansha'], type: 'CORPORATE', timeout: 240, protectMode: '仓储资产抵押',
    description: '尊享系列，仅面向合格投资者，借款以自有冷链仓储资产抵押，到期一次还本付息。',
    riskInfo: '冷链仓库不动产抵押；年度审计报告披露。',
    entries: [{ status: 'OPENED', recommend: true }, { status: 'SETTLED', term: 12 }, { status: 'CLEARED', term: 6 }],
  },
  {
    key: 'ZXLC', title: ({ d }) => `至信月享-${d}期`,
    method: 'MonthlyInterest', unit: 'months', terms: [12], rates: [1000],
    risks: ['R3'], rule: rule(50_000, 10_000), amounts: [10_000_000],
    corps: ['huake', 'ruifeng'], type: 'CORPORATE', timeout: 168, protectMode: '股权质押+保证',
    description: '尊享月月付息项目，借款企业以其持有的子公司股权提供质押。',
    riskInfo: '子公司100%股权质押；股东连带责任保证；平台季度回访。',
    entries: [{ status: 'OPENED' }, { status: 'SCHEDULED' }, { status: 'SETTLED', elapsed: 2 }],
  },
  {
    key: 'HZZQ', title: ({ y, n }) => `汇智债权第${y}0${n}号`,
    method: 'EqualInstallment', unit: 'months', terms: [12, 6], rates: [1050],
    risks: ['R4'], rule: rule(10_000, 1_000), amounts: [3_000_000, 6_000_000],
    corps: ['huake', 'xihu'], type: 'CREDIT', timeout: 168, protectMode: '差额补足',
    description: '由优质企业债权组成的资产包，仅面向合格投资者，按月等额本息回款。',
    riskInfo: '债权转让方承担差额补足义务；底层债权逐笔尽调；资产包分散度不低于30笔。',
    entries: [{ status: 'OPENED' }, { status: 'FINISHED' }, { status: 'SETTLED', elapsed: 6 }],
  },
  {
    key: 'JJLC', title: ({ n }) => `汇智稳健${n}号私募证券投资基金`,
    method: 'BulletRepayment', unit: 'months', terms: [12], rates: [800, 750],
    risks: ['R5'], rule: rule(1_000_000, 100_000), amounts: [50_000_000, 30_000_000],
    corps: ['huizhi'], type: 'FUND', timeout: 336, protectMode: '银行托管',
    description: '私募证券投资基金，单只基金认购金额不低于100万元，仅面向合格投资者；业绩比较基准不构成收益承诺。',
    riskInfo: '基金资产由国有大型银行托管；基金管理人已在中国证券投资基金业协会登记；投资有风险，详见基金合同。',
    entries: [{ status: 'OPENED' }, { status: 'SETTLED' }, { status: 'CLEARED' }],
  },
  {
    key: 'HDZX', title: ({ d, term }) => `限时活动专享${term}天-${d}期`,
    method: 'BulletRepayment', unit: 'days', terms: [60, 90], rates: [900, 950], addRate: 50,
    risks: ['R2'], rule: rule(1_000, 1_000, 100_000), amounts: [500_000, 1_000_000],
    corps: ['tianfu', 'nansha'], type: 'CORPORATE', timeout: 72, protectMode: GUARANTEE_MODE,
    activityInfo: '活动期间出借享0.5%额外加息，可叠加使用红包',
    description: '平台周年庆活动专享项目，到期一次还本付息。',
    riskInfo: '订单农业应收款质押；恒信担保提供连带责任保证，担保范围以担保函为准。',
    entries: [{ status: 'OPENED', recommend: true }, { status: 'OPENED', term: 90 }, { status: 'SCHEDULED' }, { status: 'CLEARED' }],
  },
  {
    key: 'DQCP', title: ({ d, term, series }) => `${series ?? `定期宝${term}个月`}-${d}期`,
    method: 'MonthlyInterest', unit: 'months', terms: [3, 6, 12], rates: [750, 800, 850],
    risks: ['R2'], rule: rule(100, 100), amounts: [2_000_000, 3_000_000],
    corps: ['xihu', 'ruifeng'], type: 'SUPPLY_CHAIN', timeout: 168, protectMode: GUARANTEE_MODE,
    description: '定期理财产品，按月付息；循环产品每个周期结束前15天可申请赎回，不赎回自动续投下一周期。',
    riskInfo: '底层资产为供应链应收账款；恒信担保提供连带责任保证，担保范围以担保函为准。',
    entries: [
      { status: 'OPENED', term: 3 }, { status: 'OPENED', term: 12, cycle: 2, series: '定期宝·半年循环' },
      { status: 'FINISHED', term: 6 }, { status: 'SETTLED', term: 12, elapsed: 5, cycle: 4, series: '定期宝·季季升' },
    ],
  },
];
