import './base.css';
import './list.css';
import { Link } from 'wouter';
import { formatDate } from '../../../runtime/format/dates';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import { listArticles, type Article, type Category } from '../api';

export interface ArticleListProps {
  category: Category;
  name: string;
  href: (a: Article) => string;
  /** list pictures (news, activities); their box is fixed, so nothing jumps when they load */
  thumbs?: boolean;
  empty?: string;
  pageSize?: number;
}

/** A CMS name as a paged list (pageSize / currentPage), loading more as the reader scrolls. */
export function ArticleList({ category, name, href, thumbs, empty = '暂无内容', pageSize = 10 }: ArticleListProps) {
  return (
    <InfiniteList<Article>
      className="ct-list"
      pageSize={pageSize}
      resetKey={name}
      empty={empty}
      keyOf={(a) => a.id}
      load={(p) => listArticles(category, name, p, pageSize)}
      render={(a) => (
        <Link href={href(a)} className="ct-row">
          {thumbs && a.thumbnail && <img className="ct-thumb" src={a.thumbnail} alt="" width={108} height={72} loading="lazy" decoding="async" />}
          <div className="ct-row-body">
            <h2>{a.title}</h2>
            {a.summary && <p>{a.summary}</p>}
            {a.pubDate ? <time>{formatDate(a.pubDate)}</time> : null}
          </div>
        </Link>
      )}
    />
  );
}
