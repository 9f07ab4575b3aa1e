import type { PageProps } from '../../../runtime/router/types';
import type { Article } from '../api/articles';
import { ArticleView } from '../components/article-view';

/** A page that is one CMS article: privacy, rules, version log, guides (the route says which). */
export default function CmsDoc({ data }: PageProps<Article | null>) {
  return <ArticleView article={data} date={false} empty="内容暂未发布，请稍后再来" />;
}
