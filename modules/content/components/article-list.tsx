import './base.css';
import './list.css';
import { Link } from 'wouter';
import { formatDate } from '../../../domain/format/dates';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import type { EmptyActions } from '../../../runtime/ui/page-state';
import type { ReactNode } from 'react';
import { listArticles, type Article, type Page } from '../../../kit/entity/cms';
import type { ListData } from '../api/articles';

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

export interface ArticleListProps extends ListData {
  href: (a: Article) => string;
  /** list pictures (news, activities); their box is fixed, so nothing jumps when they load */
  thumbs?: boolean;
  /** a line of text under the title: the summary, else the start of the content as text */
  summaries?: boolean;
  empty?: string;
  emptyAction?: EmptyActions;
}

/** A content list with nothing in it leads home, where the products are. */
const HOME_WAY: EmptyActions = { label: '返回首页', to: '/' };

/** What one row shows: a title, a line under it, a picture (its box fixed), and its date or source. */
export interface RowView {
  href: string;
  title: string;
  line?: string | null;
  thumb?: string | null;
  meta?: ReactNode;
}

/** The content lists' rows (articles, finance news, briefings), page 1 from the route, more as the reader scrolls. */
export function RowList<T>({
  first,
  pageSize,
  load,
  empty,
  emptyAction = HOME_WAY,
  keyOf,
  row,
  className,
}: {
  first: Page<T> | null;
  pageSize: number;
  load: (page: number) => Promise<Page<T>>;
  empty: string;
  emptyAction?: EmptyActions;
  keyOf: (t: T) => string;
  row: (t: T) => RowView;
  className?: string;
}) {
  return (
    <InfiniteList<T>
      className={className}
      pageSize={pageSize}
      initial={first}
      empty={empty}
      emptyAction={emptyAction}
      keyOf={keyOf}
      load={load}
      render={(t) => {
        const r = row(t);
        return (
          <Link href={r.href} className="ct-row">
            {r.thumb && <img className="ct-thumb" src={r.thumb} alt="" width={108} height={72} loading="lazy" decoding="async" />}
            <div className="ct-row-body">
              <h2>{r.title}</h2>
              {r.line && <p>{r.line}</p>}
              {r.meta}
            </div>
          </Link>
        );
      }}
    />
  );
}

/** A CMS name as a paged list (pageSize / currentPage), loading more as the reader scrolls. */
export function ArticleList({ category, name, size, first, href, thumbs, summaries, empty = '暂无内容', emptyAction }: ArticleListProps) {
  return (
    <RowList<Article>
      className="ct-list"
      pageSize={size}
      first={first}
      empty={empty}
      emptyAction={emptyAction}
      keyOf={(a) => a.id}
      load={(p) => listArticles(category, name, p, size)}
      row={(a) => ({
        href: href(a),
        title: a.title,
        line: summaries ? a.summary || textOf(a.content) : a.summary,
        thumb: thumbs ? a.thumbnail : null,
        meta: a.pubDate ? <time>{formatDate(a.pubDate)}</time> : null,
      })}
    />
  );
}
