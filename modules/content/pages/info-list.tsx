import { ArticleList } from '../components/article-list';

export default function InfoList() {
  return <ArticleList category="INTRODUCTION" name="APPInfo" thumbs href={(a) => `/applistdetail?id=${a.id}`} />;
}
