import { ArticleList } from '../components/article-list';

export default function ServiceList() {
  return <ArticleList category="INTRODUCTION" name="APPServices" thumbs href={(a) => `/applistdetail?id=${a.id}`} />;
}
