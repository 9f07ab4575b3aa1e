/** CMS articles of every category, from the cms-*.ts content files. */
import type { Article, ArticleCategory } from '../model';
import { DECLARATIONS } from './cms-declarations';
import { HELP } from './cms-help';
import { INTRODUCTIONS, PRODUCTS_CMS } from './cms-intro';
import { ACTIVITIES, NEWS, NOTICES } from './cms-publications';
import { articleId, type ArticleSpec } from './cms-html';
import { DAY, HOUR } from '../../../domain/format/dates';

export { HOSTILE_ARTICLE_IDS } from './cms-html';

function build(category: ArticleCategory, specs: ArticleSpec[], now: number): Article[] {
  return specs.map((s, i) => ({
    id: articleId(s.key),
    category,
    name: s.name,
    title: s.title,
    content: s.content,
    pubDate: now - s.daysAgo * DAY - ((i * 7) % 10) * HOUR,
    ...(s.thumbnail ? { thumbnail: s.thumbnail } : {}),
    ...(s.summary ? { summary: s.summary } : {}),
  }));
}

/** All articles, newest first within each category and name. */
export function buildArticles(now: number): Article[] {
  const all = [
    ...build('INTRODUCTION', INTRODUCTIONS, now),
    ...build('PRODUCT', PRODUCTS_CMS, now),
    ...build('PUBLICATION', [...NOTICES, ...NEWS], now),
    ...build('ACTIVITY', ACTIVITIES, now),
    ...build('HELP', HELP, now),
    ...build('DECLARATION', DECLARATIONS, now),
  ];
  const group = new Map<string, number>();
  for (const a of all) if (!group.has(`${a.category}/${a.name}`)) group.set(`${a.category}/${a.name}`, group.size);
  const g = (a: Article) => group.get(`${a.category}/${a.name}`) as number;
  return all.sort((a, b) => g(a) - g(b) || b.pubDate - a.pubDate);
}
