// CMS articles (SPEC §7): by category and name, paged by pageSize / currentPage. Shared by
// the homepage and the content screens, so it lives in the runtime, not in one feature.
import * as z from 'zod/mini';
import { get } from '../api/client';
import { paged, type Page } from './paged';

export { paged, type Page };

export type Category = 'INTRODUCTION' | 'ACTIVITY' | 'PUBLICATION' | 'PRODUCT' | 'HELP' | 'DECLARATION';

export const articleSchema = z.object({
  id: z.coerce.string(),
  title: z.string(),
  content: z.optional(z.nullable(z.string())),
  summary: z.optional(z.nullable(z.string())),
  thumbnail: z.optional(z.nullable(z.string())),
  pubDate: z.optional(z.nullable(z.number())),
});
export type Article = z.infer<typeof articleSchema>;

export function listArticles(category: Category, name: string, page: number, pageSize: number): Promise<Page<Article>> {
  return get(`/api/v2/cms/category/${category}/name/${encodeURIComponent(name)}`, {
    schema: paged(articleSchema),
    query: { pageSize, currentPage: page },
  });
}
