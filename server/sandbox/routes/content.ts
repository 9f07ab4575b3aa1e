import { bare, fail } from '../reply';
import type { Article, ArticleCategory } from '../model';
import type { Register } from './register';

const CATEGORIES: readonly ArticleCategory[] = ['INTRODUCTION', 'ACTIVITY', 'PUBLICATION', 'PRODUCT', 'HELP', 'DECLARATION'];

/** A positive integer query value (page, page size) capped at `max`, else the default. */
export const num = (v: string | null, d: number, max = 50) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : d;
};

/**
 * A CMS record as the family sends it (ZPJR CMSResponseModule.java; the keys of
 * tests/fixtures/backend/get-api-v2-cms-category-category-name-name.json): the list picture is
 * `url` (tbus news.tmpl.html:32, activity.tmpl.html:23); no summary, no thumbnail.
 */
export const cmsRecord = (a: Article) => ({
  id: a.id,
  channelId: `channel-${a.category}-${a.name}`,
  title: a.title,
  content: a.content,
  category: a.category,
  hasImage: !!a.thumbnail,
  priority: 0,
  newsId: null,
  url: a.thumbnail ?? null,
  pubDate: a.pubDate,
  media: null,
  author: null,
  timeRecorded: a.pubDate,
});

export const registerContent: Register = (r) => {
  // A bare array of records, as the family answers (tbus register.ctrl.coffee:132-135 reads
  // data[0]; ZPJR IApiSeivice.java:147-154 types it JsonArray): no total. Newest first; the
  // page of pageSize (at most 50) at currentPage, so a short or empty page is the end.
  r.get('/api/v2/cms/category/:category/name/:name', (c) => {
    if (!CATEGORIES.includes(c.params.category as ArticleCategory)) return fail('NOT_FOUND', 404);
    const size = num(c.query.get('pageSize'), 10, 50);
    const from = (num(c.query.get('currentPage'), 1, 1e6) - 1) * size;
    const all = c.state.articles.filter((a) => a.category === c.params.category && a.name === c.params.name).sort((a, b) => b.pubDate - a.pubDate);
    return bare(all.slice(from, from + size).map(cmsRecord));
  });

  // the bare record (tbus news.ctrl.coffee:58-64), with the page's keyword and description
  // (web/src/ccc/cms/routers/page.js:46-56)
  r.get('/api/v2/cms/article/:id', (c) => {
    const a = c.state.articles.find((x) => x.id === c.params.id);
    return a ? bare({ ...cmsRecord(a), keyword: a.title, description: a.summary ?? a.title }) : fail('NOT_FOUND', 404);
  });

  // bare CMS records, as the old H5's carousel read them (tbus carousel.coffee:13-30): the picture
  // is `content`, the link `url` (ZPJR CMSResponseModule.java:12-49 for the other keys)
  r.get('/api/v2/cms/mobileBanners', (c) =>
    bare(
      [...c.state.banners]
        .sort((a, b) => b.priority - a.priority || a.pubDate - b.pubDate)
        .map((b) => ({
          id: b.id,
          channelId: 'channel-HOMEPAGE-BANNER',
          title: b.title,
          content: b.content,
          category: 'HOMEPAGE',
          hasImage: true,
          priority: b.priority,
          newsId: null,
          url: b.url,
          pubDate: b.pubDate,
          media: null,
          author: null,
          timeRecorded: b.pubDate,
        })),
    ),
  );
};
