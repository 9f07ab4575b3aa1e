import { ArticleList } from '../components/article-list';

export default function ViewList() {
  return <ArticleList category="INTRODUCTION" name="APPViews" thumbs href={(a) => `/applistdetail?id=${a.id}`} />;
}
