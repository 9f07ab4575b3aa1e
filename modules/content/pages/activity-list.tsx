import type { PageProps } from '../../../runtime/router/types';
import { ArticleList } from '../components/article-list';
import type { ListData } from '../api/articles';

export default function ActivityList({ data }: PageProps<ListData>) {
  return <ArticleList {...data} thumbs empty="暂无活动，敬请期待" href={(a) => `/activity/${a.id}`} />;
}
