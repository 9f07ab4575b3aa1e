import type { PageProps } from '../../../runtime/router/types';
import { ArticleList } from '../components/article-list';
import type { ListData } from '../api/articles';

export default function NewsList({ data }: PageProps<ListData>) {
  return <ArticleList {...data} thumbs summaries empty="暂无新闻" href={(a) => `/news/${a.id}`} />;
}
