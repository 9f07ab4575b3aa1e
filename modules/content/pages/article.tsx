import { useEffect, useState } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { NotFound, PageState } from '../../../runtime/ui/page-state';
import { getArticle, type Article } from '../api/articles';
import { ArticleView, GONE } from '../components/article-view';

type View = { id: string; article: Article | null } | { id: string; state: 'loading' | 'error' };

/**
 * One article: /notice/{id}, /news/{id}, /activity/{id} and /applistdetail?id=. The route's
 * load brings the first one. /applistdetail keeps its path when an article links to another
 * one, and the outlet re-runs `load` only for a new path, so a new ?id= is fetched here.
 */
export default function ArticlePage({ params, query, data }: PageProps<Article | null>) {
  const id = params.id ?? query.get('id') ?? '';
  const [view, setView] = useState<View>({ id, article: data });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (view.id === id && !('state' in view && view.state === 'error')) return;
    let live = true;
    setView({ id, state: 'loading' });
    getArticle(id).then(
      (article) => live && setView({ id, article }),
      () => live && setView({ id, state: 'error' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

  if ('state' in view) return <PageState state={view.state} onRetry={() => setAttempt((n) => n + 1)} shape="article" />;
  // an unknown id (an old link) is not a failure: it says so, with the way home
  if (!view.article) return <NotFound text={GONE} note="链接可能有误" />;
  return <ArticleView article={view.article} />;
}
