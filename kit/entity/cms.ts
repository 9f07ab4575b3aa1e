// CMS articles (SPEC §7): by category and name, paged by pageSize / currentPage. Shared by
// the homepage and the content screens, so it lives in the runtime, not in one feature.
import * as z from 'zod/mini';
import { get } from '../../runtime/api/client';
import { type Page } from '../../domain/paged';
import { num, str } from '../../domain/wire';

export { paged, type Page } from '../../domain/paged';

export type Category = 'INTRODUCTION' | 'ACTIVITY' | 'PUBLICATION' | 'PRODUCT' | 'HELP' | 'DECLARATION';

/**
 * A CMS record as the family sends it: { id, channelId, title, content, category, hasImage,
 * priority, newsId, url, pubDate, media, author, timeRecorded } (ZPJR CMSResponseModule.java;
 * tbus oauth2/src/endpoints/v2/cms.js). A list's picture is its `url` (tbus news.tmpl.html:32,
 * activity.tmpl.html:23), read here as `thumbnail`; `summary` is not sent by the family.
 */
export const articleSchema = z.pipe(
  z.object({
    id: z.union([z.string(), z.number()]),
    title: z.string(),
    content: str,
    summary: str,
    thumbnail: str,
    url: str,
    pubDate: num,
  }),
  z.transform(({ id, url, thumbnail, ...a }) => ({ ...a, id: String(id), thumbnail: thumbnail || url || null })),
);
export type Article = {
  id: string;
  title: string;
  content?: string | null;
  summary?: string | null;
  thumbnail?: string | null;
  pubDate?: number | null;
};

const listSchema = z.union([
  z.array(articleSchema),
  z.object({ results: z.array(articleSchema), totalSize: z.number() }),
  z.object({ data: z.object({ results: z.array(articleSchema), totalSize: z.number() }) }),
]);

// The first id of page 1 per list: a backend that ignores paging answers page 2 with page 1 again.
const firstIds = new Map<string, string>();

/**
 * The family answers a bare array of records (tbus register.ctrl.coffee:132-135 reads data[0];
 * ZPJR IApiSeivice.java:147-154 types it JsonArray), with no total. No source shows it paging, so:
 *  - more records than asked for: the whole channel came back; this page is cut from it;
 *  - page N starting where page 1 did: paging is ignored and the channel fitted in page 1;
 *  - otherwise a full page means there may be more: `total` counts one beyond what came, so a
 *    list asks for the next page (and stops at a short or empty one), never at a full one.
 * A `{ results, totalSize }` page (bare or under data) is read as it is.
 */
export function listArticles(category: Category, name: string, page: number, pageSize: number): Promise<Page<Article>> {
  const path = `/api/v2/cms/category/${category}/name/${encodeURIComponent(name)}`;
  return get(path, { schema: listSchema, query: { pageSize, currentPage: page } }).then((r): Page<Article> => {
    if (!Array.isArray(r)) {
      const p = 'data' in r ? r.data : r;
      return { items: p.results, total: p.totalSize };
    }
    const key = `${path}?${pageSize}`;
    if (page === 1 && r[0]) firstIds.set(key, r[0].id);
    const whole = r.length > pageSize || (page > 1 && r[0] !== undefined && r[0].id === firstIds.get(key));
    if (whole) return { items: r.slice((page - 1) * pageSize, page * pageSize), total: r.length };
    const before = (page - 1) * pageSize;
    return { items: r, total: before + r.length + (r.length >= pageSize ? 1 : 0) };
  });
}
