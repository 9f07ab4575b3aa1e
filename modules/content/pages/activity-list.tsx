import { ArticleList } from '../components/article-list';

export default function ActivityList() {
  return <ArticleList category="ACTIVITY" name="ACTIVITY" thumbs empty="暂无活动，敬请期待" href={(a) => `/activity/${a.id}`} />;
}
