import * as z from 'zod/mini';
import { get, isApiError } from '../../runtime/api';

// ---- CMS (SPEC §7): articles by category and name, paged by pageSize / currentPage

export type Category = 'INTRODUCTION' | 'ACTIVITY' | 'PUBLICATION' | 'PRODUCT' | 'HELP' | 'DECLARATION';

const article = z.object({
  id: z.coerce.string(),
  title: z.string(),
  content: z.optional(z.nullable(z.string())),
  summary: z.optional(z.nullable(z.string())),
  thumbnail: z.optional(z.nullable(z.string())),
  pubDate: z.optional(z.nullable(z.number())),
});
export type Article = z.infer<typeof article>;

export interface Page<T> {
  items: T[];
  total: number;
}

// `{ results, totalSize }`, sometimes a bare array (API-NOTES).
export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.union([z.object({ results: z.array(item), totalSize: z.number() }), z.array(item)]),
    z.transform((p) => (Array.isArray(p) ? { items: p, total: p.length } : { items: p.results, total: p.totalSize })),
  );

export function listArticles(category: Category, name: string, page: number, pageSize: number): Promise<Page<Article>> {
  return get(`/api/v2/cms/category/${category}/name/${encodeURIComponent(name)}`, {
    schema: paged(article),
    query: { pageSize, currentPage: page },
  });
}

/** A missing article is an empty screen ('内容不存在或已下线'), not an error with retry. */
export const orNull = <T>(p: Promise<T>): Promise<T | null> =>
  p.catch((e: unknown) => {
    if (isApiError(e) && (e.code === 'NOT_FOUND' || e.status === 404)) return null;
    throw e;
  });

export const getArticle = (id: string | null | undefined): Promise<Article | null> =>
  id ? orNull(get(`/api/v2/cms/article/${encodeURIComponent(id)}`, { schema: article })) : Promise.resolve(null);

/** Single-article names (agreements, rules): the content of the first item (SPEC §7). */
export const firstArticle = (category: Category, name: string): Promise<Article | null> =>
  listArticles(category, name, 1, 1).then((p) => p.items[0] ?? null);

/** /feature/{feature?}: safety by default, 'product', or a product key's own introduction. */
export const featureName = (feature?: string): string =>
  feature === 'product' ? 'PRODUCT' : feature && /^[A-Z]{2,6}$/.test(feature) ? feature : 'SAFETY';

export const getFeature = (feature?: string) => firstArticle('PRODUCT', featureName(feature));

// ---- qualified-investor state of the signed-in user (absent until the user API answers it)

export const getProfessional = (): Promise<boolean | null> =>
  get('/api/v2/user/MYSELF/userinfo', {
    schema: z.object({ isProfessionalInvestor: z.optional(z.nullable(z.boolean())) }),
    query: { version: 'V1' },
    silent: true,
  }).then(
    (u) => u.isProfessionalInvestor ?? null,
    () => null,
  );
