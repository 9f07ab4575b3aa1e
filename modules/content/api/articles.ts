import { get, isApiError } from '../../../runtime/api';
import { session, whenReady } from '../../../runtime/session';
import { getUserInfo } from '../../../kit/entity/user-info';

export { listArticles, paged, articleSchema, type Article, type Category, type Page } from '../../../kit/entity/cms';
import { listArticles, articleSchema, type Article, type Category, type Page } from '../../../kit/entity/cms';

/** A missing article is an empty screen ('内容不存在或已下线'), not an error with retry. */
export const orNull = <T>(p: Promise<T>): Promise<T | null> =>
  p.catch((e: unknown) => {
    if (isApiError(e) && (e.code === 'NOT_FOUND' || e.status === 404)) return null;
    throw e;
  });

export const getArticle = (id: string | null | undefined): Promise<Article | null> =>
  id ? orNull(get(`/api/v2/cms/article/${encodeURIComponent(id)}`, { schema: articleSchema })) : Promise.resolve(null);

/** Single-article names (agreements, rules): the content of the first item (SPEC §7). */
export const firstArticle = (category: Category, name: string): Promise<Article | null> => listArticles(category, name, 1, 1).then((p) => p.items[0] ?? null);

/** What an article list screen opens with: which CMS name it shows, and page 1. */
export interface ListData {
  category: Category;
  name: string;
  /** the page size the list goes on with */
  size: number;
  first: Page<Article>;
}

/** An article list's loader (routes.ts): page 1 of its CMS name, 10 a page. */
export const loadList = (category: Category, name: string, size = 10): Promise<ListData> =>
  listArticles(category, name, 1, size).then((first) => ({ category, name, size, first }));

// The HELP category's names in the CMS; the page is opened by name (?name=充值提现). A name is
// the backend's key, so it stays as the CMS spells it; the tab says it in the product's words.
export const HELP_NAMES = ['注册登录', '充值提现', '投资理财', '账户安全', '债权转让', '红包积分'] as const;
export const HELP_PAGE = 10;

export interface HelpData {
  /** the name the screen opened on; `first` is its page 1 (another name is the page's to fetch) */
  name: string;
  first: Page<Article>;
}

/** /help's loader: page 1 of the name in the URL. */
export function loadHelp(query: URLSearchParams): Promise<HelpData> {
  const name = HELP_NAMES.find((n) => n === query.get('name')) ?? HELP_NAMES[0];
  return listArticles('HELP', name, 1, HELP_PAGE).then((first) => ({ name, first }));
}

/** /feature/{feature?}: safety by default, 'product', or a product key's own introduction. */
export const featureName = (feature?: string): string => (feature === 'product' ? 'PRODUCT' : feature && /^[A-Z]{2,6}$/.test(feature) ? feature : 'SAFETY');

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
  Promise.all([firstArticle('DECLARATION', 'PROFESSION'), whenReady().then(() => (session.user ? getProfessional() : null))]).then(([article, certified]) => ({
    article,
    certified,
  }));
