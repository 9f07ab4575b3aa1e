import type { PageProps } from '../../../runtime/router/types';
import { ArticleList } from '../components/article-list';
import type { ListData } from '../api/articles';

export default function ViewList({ data }: PageProps<ListData>) {
  return <ArticleList {...data} thumbs href={(a) => `/applistdetail?id=${a.id}`} />;
}
