import type { PageProps } from '../../../runtime/router/types';
import { ArticleList, loadList, type ListData } from '../components/article-list';

// The route's loader: page 1, asked for beside this chunk (no loader file of its own).
export const load = () => loadList('INTRODUCTION', 'APPInfo');

export default function InfoList({ data }: PageProps<ListData>) {
  return <ArticleList {...data} thumbs href={(a) => `/applistdetail?id=${a.id}`} />;
}
