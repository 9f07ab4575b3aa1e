import './base.css';
import './article.css';
import { formatDate } from '../../../domain/format/dates';
import { RichHtml } from '../../../kit/ui/rich-html';
import { PageState } from '../../../runtime/ui/page-state';
import type { Article } from '../api/articles';

export const GONE = '内容不存在或已下线';

/** One CMS article: title, Beijing date, sanitised body; an empty state when there is none. */
export function ArticleView({ article, date = true, empty = GONE }: { article: Article | null; date?: boolean; empty?: string }) {
  if (!article) return <PageState state="empty" message={empty} />;
  return (
    <article className="ct-article">
      <h1 className="ct-title">{article.title}</h1>
      {date && article.pubDate ? (
        <p className="ct-meta">
          <time>{formatDate(article.pubDate)}</time>
        </p>
      ) : (
        <div className="ct-meta" />
      )}
      <RichHtml html={article.content ?? ''} />
    </article>
  );
}
