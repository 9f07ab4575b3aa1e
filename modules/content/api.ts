import { get, isApiError } from '../../runtime/api';
import { session, whenReady } from '../../runtime/session';
import { getUserInfo } from '../../runtime/domain/user-info';

export { listArticles, paged, articleSchema, type Article, type Category, type Page } from '../../runtime/domain/cms';
import { listArticles, articleSchema, type Article, type Category } from '../../runtime/domain/cms';

/** A missing article is an empty screen ('内容不存在或已下线'), not an error with retry. */
export const orNull = <T>(p: Promise<T>): Promise<T | null> =>
  p.catch((e: unknown) => {
    if (isApiError(e) && (e.code === 'NOT_FOUND' || e.status === 404)) return null;
    throw e;
  });

export const getArticle = (id: string | null | undefined): Promise<Article | null> =>
  id ? orNull(get(`/api/v2/cms/article/${encodeURIComponent(id)}`, { schema: articleSchema })) : Promise.resolve(null);

/** Single-article names (agreements, rules): the content of the first item (SPEC §7). */
export const firstArticle = (category: Category, name: string): Promise<Article | null> =>
  listArticles(category, name, 1, 1).then((p) => p.items[0] ?? null);

/** /feature/{feature?}: safety by default, 'product', or a product key's own introduction. */
export const featureName = (feature?: string): string =>
  feature === 'product' ? 'PRODUCT' : feature && /^[A-Z]{2,6}$/.test(feature) ? feature : 'SAFETY';

export const getFeature = (feature?: string) => firstArticle('PRODUCT', featureName(feature));

// ---- qualified-investor state of the signed-in user (absent until the user API answers it)

export const getProfessional = (): Promise<boolean | null> =>
  getUserInfo(true).then(
    (u) => u.isProfessionalInvestor ?? null,
    () => null,
  );

export interface Profession {
  article: Article | null;
  /** null for a visitor (or when the user API does not say) */
  certified: boolean | null;
}

/** /profession: the commitment text and, once the session is known, the user's state, together. */
export const getProfession = (): Promise<Profession> =>
  Promise.all([
    firstArticle('DECLARATION', 'PROFESSION'),
    whenReady().then(() => (session.user ? getProfessional() : null)),
  ]).then(([article, certified]) => ({ article, certified }));
