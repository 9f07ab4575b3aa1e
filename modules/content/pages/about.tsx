import type { PageProps } from '../../../runtime/router/types';
import type { Article, Page } from '../api/articles';
import { TitledTabs } from '../components/tabbed-doc';

const TABS = [
  { key: 'summary', label: '公司简介' },
  { key: 'history', label: '发展历程' },
  { key: 'contact', label: '联系我们' },
] as const;

/** /about?tab=summary|history|contact over the INTRODUCTION/ABOUT articles. */
export default function About({ data }: PageProps<Page<Article>>) {
  return <TitledTabs tabs={TABS} defaultKey="summary" items={data.items} />;
}
