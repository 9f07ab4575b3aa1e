import './base.css';
import './list.css';
import { Link } from 'wouter';
import { formatDate } from '../../../runtime/format/dates';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
// straight from the runtime: the lists need nothing else of the module's api file
import { listArticles, type Article, type Category, type Page } from '../../../runtime/domain/cms';

const LIST_PAGE = 10;

/**
 * The family's CMS records carry no summary: its news list showed the content as text (tbus
 * news.tmpl.html:25-28, `content | html_to_text`). Rendered as a React text node, never as HTML.
 */
const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
export const textOf = (html: string | null | undefined, max = 60): string =>
  (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

export interface ListData {
  category: Category;
  name: string;
  first: Page<Article>;
}

/** An article list's route data (its page's `load`): which CMS name it shows, and page 1. */
export const loadList = (category: Category, name: string): Promise<ListData> =>
  listArticles(category, name, 1, LIST_PAGE).then((first) => ({ category, name, first }));

export interface ArticleListProps extends ListData {
  href: (a: Article) => string;
  /** list pictures (news, activities); their box is fixed, so nothing jumps when they load */
  thumbs?: boolean;
  /** a line of text under the title: the summary, else the start of the content as text */
  summaries?: boolean;
  empty?: string;
}

/** A CMS name as a paged list (pageSize / currentPage), loading more as the reader scrolls. */
export function ArticleList({ category, name, first, href, thumbs, summaries, empty = '暂无内容' }: ArticleListProps) {
  return (
    <InfiniteList<Article>
      className="ct-list"
      pageSize={LIST_PAGE}
      initial={first}
      empty={empty}
      keyOf={(a) => a.id}
      load={(p) => listArticles(category, name, p, LIST_PAGE)}
      render={(a) => {
        const line = summaries ? a.summary || textOf(a.content) : a.summary;
        return (
          <Link href={href(a)} className="ct-row">
            {thumbs && a.thumbnail && <img className="ct-thumb" src={a.thumbnail} alt="" width={108} height={72} loading="lazy" decoding="async" />}
            <div className="ct-row-body">
              <h2>{a.title}</h2>
              {line && <p>{line}</p>}
              {a.pubDate ? <time>{formatDate(a.pubDate)}</time> : null}
            </div>
          </Link>
        );
      }}
    />
  );
}
