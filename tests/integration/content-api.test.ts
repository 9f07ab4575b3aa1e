import { describe, expect, it } from 'vitest';
import {
  featureName,
  firstArticle,
  getArticle,
  getFeature,
  getProfession,
  getProfessional,
  listArticles,
  type Category,
} from '../../modules/content/api/articles';
import { BRIEF_PAGE_SIZE, getBriefing, getFinanceNews, listBriefings, listFinanceNews } from '../../modules/content/api/market';
import { byTitle } from '../../modules/content/components/tabbed-doc';
import { isApiError } from '../../runtime/api';

// The content module's schemas are the contract: every CMS name a screen asks for must exist
// in the sandbox and parse (an empty answer here would be an empty screen there).
const NAMES: [Category, string][] = [
  ['INTRODUCTION', 'APPInfo'],
  ['INTRODUCTION', 'APPViews'],
  ['INTRODUCTION', 'APPServices'],
  ['INTRODUCTION', 'ABOUT'],
  ['INTRODUCTION', 'PROVE'],
  ['INTRODUCTION', 'COUPON_RULE'],
  ['INTRODUCTION', 'OFFLINE'],
  ['INTRODUCTION', 'APPOINT'],
  ['INTRODUCTION', 'VERSIONLOG'],
  ['INTRODUCTION', 'MEMBER_RULE'],
  ['INTRODUCTION', 'INTEGRAL_RULE'],
  ['PUBLICATION', 'NOTICE'],
  ['PUBLICATION', 'NEWS'],
  ['ACTIVITY', 'ACTIVITY'],
  ['PRODUCT', 'SAFETY'],
  ['PRODUCT', 'PRODUCT'],
  ['PRODUCT', 'GDSY'],
  ['HELP', '注册登录'],
  ['HELP', '充值提现'],
  ['HELP', '投资理财'],
  ['HELP', '账户安全'],
  ['HELP', '债权转让'],
  ['HELP', '红包积分'],
  ['DECLARATION', 'PRIVACY'],
  ['DECLARATION', 'RISK_RANK'],
  ['DECLARATION', 'PROFESSION'],
  ['DECLARATION', 'REGISTER_AGREEMENT'],
  ['DECLARATION', 'INVEST_AGREEMENT'],
  ['DECLARATION', 'CREDIT_ASSIGN_AGREEMENT'],
  ['DECLARATION', 'RISK'],
];

describe('CMS calls against the sandbox', () => {
  it.each(NAMES)('%s / %s has articles that parse', async (category, name) => {
    const p = await listArticles(category, name, 1, 10);
    expect(p.total).toBeGreaterThan(0);
    expect(p.items[0]!.title).toBeTruthy();
    expect(p.items[0]!.content).toBeTruthy();
  });

  it('pages by pageSize / currentPage, newest first, and ends with a short or empty page', async () => {
    const [a, b, last, far] = await Promise.all([
      listArticles('PUBLICATION', 'NOTICE', 1, 3),
      listArticles('PUBLICATION', 'NOTICE', 2, 3),
      listArticles('PUBLICATION', 'NOTICE', 5, 3),
      listArticles('PUBLICATION', 'NOTICE', 99, 3),
    ]);
    expect(a.items).toHaveLength(3);
    expect(b.items).toHaveLength(3);
    // a bare array has no total: a full page says there is at least one more
    expect([a.total, b.total]).toEqual([4, 7]);
    expect(last).toMatchObject({ total: 14 });
    expect(last.items).toHaveLength(2);
    expect(new Set([...a.items, ...b.items].map((x) => x.id)).size).toBe(6);
    const dates = [...a.items, ...b.items].map((x) => x.pubDate!);
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
    expect(far.items).toEqual([]);
  });

  it('reads one article; a missing one is null, not an error', async () => {
    const { items } = await listArticles('PUBLICATION', 'NEWS', 1, 1);
    const a = await getArticle(items[0]!.id);
    expect(a?.title).toBe(items[0]!.title);
    expect(await getArticle('no-such-article')).toBeNull();
    expect(await getArticle(null)).toBeNull();
    expect(await firstArticle('DECLARATION', 'NO_SUCH_NAME')).toBeNull();
  });

  it('refuses an unknown category', async () => {
    const e = await listArticles('NOPE' as Category, 'X', 1, 1).catch((x: unknown) => x);
    expect(isApiError(e) && e.code).toBe('NOT_FOUND');
  });

  it('maps /feature params: safety by default, product, or a product key', async () => {
    expect(featureName()).toBe('SAFETY');
    expect(featureName('safety')).toBe('SAFETY');
    expect(featureName('whatever')).toBe('SAFETY');
    expect(featureName('product')).toBe('PRODUCT');
    expect(featureName('GDSY')).toBe('GDSY');
    expect((await getFeature())?.title).toBe('风险与保障');
    expect((await getFeature('product'))?.title).toBe('产品介绍');
  });

  it('finds every /about and /prove tab by its label', async () => {
    const about = await listArticles('INTRODUCTION', 'ABOUT', 1, 10);
    for (const t of ['公司简介', '发展历程', '联系我们']) expect(byTitle(about.items, t)?.title).toContain(t);
    const prove = await listArticles('INTRODUCTION', 'PROVE', 1, 10);
    for (const t of ['资质证明', '资金存管']) expect(byTitle(prove.items, t)).not.toBeNull();
  });

  it('asks for the qualified-investor flag quietly: a visitor gets null', async () => {
    expect(await getProfessional()).toBeNull();
    const { article, certified } = await getProfession();
    expect(article?.title).toBe('合格投资者承诺书');
    expect(certified).toBeNull();
  });
});

describe('finance news and daily briefings against the sandbox', () => {
  it('lists finance news newest first, paged', async () => {
    const [a, b] = await Promise.all([listFinanceNews(1, 4), listFinanceNews(2, 4)]);
    expect(a.items).toHaveLength(4);
    expect(a.total).toBe(10);
    const times = [...a.items, ...b.items].map((n) => n.pubTime);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(a.items[0]!.summary).toBeTruthy();
  });

  it('gives a news item with the six market indexes and a product; unknown is null', async () => {
    const { items } = await listFinanceNews(1, 1);
    const d = (await getFinanceNews(items[0]!.id, 'u-1', '1767225600000'))!;
    expect(d.content).toContain('<p>');
    expect(d.index!.map((q) => q.name)).toEqual(['上证指数', '深证成指', '恒生指数', '标普500', '道琼斯', '纳斯达克']);
    expect(d.shareProduct?.loanId).toBeTruthy();
    expect(d.shareProduct!.rate).toBeGreaterThan(0);
    expect(await getFinanceNews('no-such-news')).toBeNull();
  });

  it('lists briefings five at a time (GETSHARELIST), newest first', async () => {
    expect(BRIEF_PAGE_SIZE).toBe(5);
    const [a, c] = await Promise.all([listBriefings(1), listBriefings(3)]);
    expect(a.items).toHaveLength(5);
    expect(a.total).toBe(14);
    expect(c.items).toHaveLength(4);
    expect(a.items[0]!.belongDate).toBeGreaterThan(a.items[1]!.belongDate);
  });

  it('gives one briefing (GETSHAREDETAIL) with items, indexes and a product; unknown is null', async () => {
    const { items } = await listBriefings(1);
    const d = (await getBriefing(items[0]!.id))!;
    expect(d.belongDate).toBe(items[0]!.belongDate);
    expect(d.items.length).toBeGreaterThan(0);
    expect(d.index).toHaveLength(6);
    expect(d.shareProduct?.title).toBeTruthy();
    expect(await getBriefing('no-such-briefing')).toBeNull();
  });
});
