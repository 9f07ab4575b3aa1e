import { ArticleList } from '../components/article-list';

export default function NewsList() {
  return <ArticleList category="PUBLICATION" name="NEWS" thumbs empty="暂无新闻" href={(a) => `/news/${a.id}`} />;
}
