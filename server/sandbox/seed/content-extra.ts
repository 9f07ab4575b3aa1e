/** Banners, finance news with market indexes, and daily briefings (每日简报). */
import type { Banner, FinanceNews, Loan, MarketIndex, ShareBriefing } from '../model';
import { articleId } from './cms-html';
import { createRng, stableId } from './rng';
import { DAY, HOUR, startOfShanghaiDay } from '../../../domain/format/dates';
import { DEMO_LOANS } from './loans';

export function buildBanners(): Banner[] {
  return [
    { id: stableId('banner', 1), title: '周年庆 出借送百元红包', content: '/sandbox-assets/banner-1.svg', url: `/activity/${articleId('activity-1')}`, priority: 4, pubDate: 0 },
    { id: stableId('banner', 2), title: '新手专享 年化12%+1%', content: '/sandbox-assets/banner-2.svg', url: `/loan/${DEMO_LOANS.newbie}`, priority: 3, pubDate: 0 },
    { id: stableId('banner', 3), title: '邀请好友 双方各得30元', content: '/sandbox-assets/banner-3.svg', url: '/dashboard/invite', priority: 2, pubDate: 0 },
    { id: stableId('banner', 4), title: '银行资金存管 安全有保障', content: '/sandbox-assets/banner-4.svg', url: '/feature/safety', priority: 1, pubDate: 0 },
  ];
}

const NEWS: [title: string, source: string, paragraphs: string[]][] = [
  ['央行开展公开市场操作 维护银行体系流动性合理充裕', '汇盈财经', ['央行今日开展7天期逆回购操作，中标利率持平。', '分析人士认为，流动性总体保持合理充裕，短期资金利率有望平稳运行。']],
  ['A股三大指数涨跌互现 成交额维持万亿元以上', '市场快讯', ['今日沪指小幅收涨，深成指与创业板指微跌，两市成交额连续多日维持在万亿元以上。', '板块方面，银行、电力板块走强，半导体板块回调。']],
  ['港股恒生指数收涨 科技股领涨', '市场快讯', ['恒生指数今日收涨，恒生科技指数涨幅居前，南向资金净买入。']],
  ['美股三大股指收盘涨跌不一', '市场快讯', ['道琼斯工业平均指数小幅上涨，纳斯达克综合指数下跌，标普500指数基本持平。', '市场关注即将公布的通胀数据。']],
  ['银行理财收益率小幅下行 固收类产品仍受青睐', '汇盈研究院', ['近期银行理财产品平均收益率小幅回落，固定收益类产品仍是个人投资者配置的主力。']],
  ['国债期货全线收涨 十年期国债收益率下行', '汇盈财经', ['十年期国债活跃券收益率下行约1个基点，债市情绪偏暖。']],
  ['人民币兑美元中间价调升', '汇盈财经', ['人民币兑美元中间价今日调升，在岸人民币汇率小幅走强。']],
  ['供应链金融迎来政策支持 中小微企业融资环境改善', '汇盈研究院', ['多部门联合发文支持供应链金融规范发展，鼓励核心企业确权应收账款，中小微企业融资成本有望进一步下降。']],
  ['黄金价格高位震荡 避险需求仍存', '市场快讯', ['国际金价今日高位震荡，市场避险情绪有所升温。']],
  ['理财小课堂：分散出借的意义', '汇盈研究院', ['把资金分散到不同借款人、不同期限的项目上，可以降低单一借款人违约对整体收益的影响。']],
];

export function buildFinanceNews(now: number): FinanceNews[] {
  return NEWS.map(([title, source, paras], i) => ({
    id: stableId('finance-news', i),
    title,
    source,
    content: paras.map((t) => `<p>${t}</p>`).join('\n'),
    pubTime: now - (1 + i * 5) * HOUR,
  }));
}

export function buildMarketIndexes(): MarketIndex[] {
  const rng = createRng('market-indexes');
  const base: [MarketIndex['name'], number][] = [
    ['上证指数', 3350], ['深证成指', 10650], ['恒生指数', 23800], ['标普500', 5900], ['道琼斯', 43200], ['纳斯达克', 19100],
  ];
  return base.map(([name, v]) => {
    const value = Math.round(v * (0.97 + rng.next() * 0.06) * 100) / 100;
    const changeRate = Math.round((rng.next() * 3 - 1.4) * 100) / 100;
    const change = Math.round(((value * changeRate) / (100 + changeRate)) * 100) / 100;
    return { name, value, change, changeRate };
  });
}

const BRIEF_ITEMS: [string, string][] = [
  ['央行：保持流动性合理充裕', '央行表示将继续实施稳健的货币政策，保持流动性合理充裕。'],
  ['统计局：居民消费价格温和上涨', '上月全国居民消费价格同比上涨0.3%，核心CPI保持稳定。'],
  ['沪指收涨0.5% 成交额1.1万亿元', '银行、电力板块领涨，北向资金净流入。'],
  ['恒生科技指数涨1.2%', '互联网龙头股集体上涨。'],
  ['美联储维持利率不变', '美联储宣布维持联邦基金利率目标区间不变，符合市场预期。'],
  ['银行理财平均收益率2.6%', '固收类理财产品占比超过九成。'],
  ['供应链金融新规发布', '鼓励核心企业对应收账款进行确权。'],
  ['汇盈金服本月回款率100%', '本月到期项目均已按时回款。'],
  ['国际油价小幅回落', '布伦特原油期货下跌0.8%。'],
  ['人民币汇率小幅走强', '人民币兑美元中间价调升56个基点。'],
];

export function buildBriefings(now: number, loans: Loan[]): ShareBriefing[] {
  const today0 = startOfShanghaiDay(now);
  const opened = loans.filter((l) => l.status === 'OPENED' && l.loanRequest.productKey !== 'JJLC');
  return Array.from({ length: 14 }, (_, i) => {
    const belongDate = today0 - i * DAY;
    const d = new Date(belongDate + 8 * HOUR);
    const loan = opened[i % opened.length] as Loan;
    const items = [0, 1, 2, 3].map((k) => {
      const [title, content] = BRIEF_ITEMS[(i * 3 + k) % BRIEF_ITEMS.length] as [string, string];
      return { title, content };
    });
    return {
      id: stableId('briefing', i),
      belongDate,
      title: `汇盈早报｜${d.getUTCMonth() + 1}月${d.getUTCDate()}日`,
      items,
      shareProduct: {
        loanId: loan.id,
        title: loan.title,
        rate: loan.rate + (loan.addRate ?? 0),
        duration: loan.duration,
        minAmount: loan.loanRequest.investRule.minAmount,
      },
    };
  });
}
