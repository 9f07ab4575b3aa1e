import { fail, ok, page } from '../reply';
import type { Register } from './index';

const num = (v: string | null, d: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : d;
};

export const registerContent: Register = (r) => {
  // Newest first, as the CMS lists them; paging by pageSize / currentPage.
  r.get('/api/v2/cms/category/:category/name/:name', (c) => {
    const all = c.state.articles
      .filter((a) => a.category === c.params.category && a.name === c.params.name)
      .sort((a, b) => b.pubDate - a.pubDate);
    return ok(page(all, num(c.query.get('currentPage'), 1), num(c.query.get('pageSize'), 10)));
  });

  r.get('/api/v2/cms/article/:id', (c) => {
    const a = c.state.articles.find((x) => x.id === c.params.id);
    return a ? ok(a) : fail('NOT_FOUND', 404);
  });

  r.get('/api/v2/cms/mobileBanners', (c) => ok([...c.state.banners].sort((a, b) => a.sort - b.sort)));
};
