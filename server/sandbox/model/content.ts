// CMS articles and banners, finance news, market indexes and the daily share briefing.
import type { Duration } from './loans';

export type ArticleCategory = 'INTRODUCTION' | 'ACTIVITY' | 'PUBLICATION' | 'PRODUCT' | 'HELP' | 'DECLARATION';

export interface Article {
  id: string;
  category: ArticleCategory;
  name: string;
  title: string;
  /** HTML; must be sanitised before rendering (some articles are hostile on purpose). */
  content: string;
  pubDate: number;
  thumbnail?: string;
  summary?: string;
}

/** A banner is a CMS record: the picture's address is its `content`, the link `url` may be null. */
export interface Banner {
  id: string;
  title: string;
  content: string;
  url: string | null;
  priority: number;
  pubDate: number;
}

export interface FinanceNews {
  id: string;
  title: string;
  content: string;
  pubTime: number;
  source: string;
}

export interface MarketIndex {
  name: '上证指数' | '深证成指' | '恒生指数' | '标普500' | '道琼斯' | '纳斯达克';
  value: number;
  change: number;
  /** Percent, e.g. -0.52 means -0.52%. */
  changeRate: number;
}

export interface ShareProduct {
  loanId: string;
  title: string;
  rate: number;
  duration: Duration;
  minAmount: number;
}

export interface ShareBriefing {
  id: string;
  /** Midnight (Asia/Shanghai) of the day the briefing belongs to. */
  belongDate: number;
  title: string;
  items: { title: string; content: string }[];
  shareProduct?: ShareProduct;
}
