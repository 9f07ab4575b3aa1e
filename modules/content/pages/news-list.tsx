import type { PageProps } from '../../../runtime/router/types';
import { ArticleList, loadList, type ListData } from '../components/article-list';

// The route's loader: page 1, asked for beside this chunk (no loader file of its own).
export const load = () => loadList('PUBLICATION', 'NEWS');

export default function NewsList({ data }: PageProps<ListData>) {
  return <ArticleList {...data} thumbs summaries empty="暂无新闻" href={(a) => `/news/${a.id}`} />;
}
