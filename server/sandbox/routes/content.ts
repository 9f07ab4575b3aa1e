import { bare, fail, ok, page } from '../reply';
import type { ArticleCategory } from '../model';
import type { Register } from './index';

const CATEGORIES: readonly ArticleCategory[] = ['INTRODUCTION', 'ACTIVITY', 'PUBLICATION', 'PRODUCT', 'HELP', 'DECLARATION'];

/** A positive integer query value (page, page size) capped at `max`, else the default. */
export const num = (v: string | null, d: number, max = 50) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : d;
};

export const registerContent: Register = (r) => {
  // Newest first, as the CMS lists them; paging by pageSize (at most 50) / currentPage.
  r.get('/api/v2/cms/category/:category/name/:name', (c) => {
    if (!CATEGORIES.includes(c.params.category as ArticleCategory)) return fail('NOT_FOUND', 404);
    const all = c.state.articles
      .filter((a) => a.category === c.params.category && a.name === c.params.name)
      .sort((a, b) => b.pubDate - a.pubDate);
    return ok(page(all, num(c.query.get('currentPage'), 1, 1e6), num(c.query.get('pageSize'), 10, 50)));
  });

  r.get('/api/v2/cms/article/:id', (c) => {
    const a = c.state.articles.find((x) => x.id === c.params.id);
    return a ? ok(a) : fail('NOT_FOUND', 404);
  });

  // bare, as the old H5's carousel read it (TAKE_RESPONSE_DATA, then the list)
  r.get('/api/v2/cms/mobileBanners', (c) => bare([...c.state.banners].sort((a, b) => b.priority - a.priority || a.pubDate - b.pubDate)));
};
