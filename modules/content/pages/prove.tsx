import type { PageProps } from '../../../runtime/router/types';
import type { Article, Page } from '../api/articles';
import { TitledTabs } from '../components/tabbed-doc';

const TABS = [
  { key: 'assert', label: '资质证明' },
  { key: 'custody', label: '资金存管' },
] as const;

/** /prove?tab=assert|custody over the INTRODUCTION/PROVE articles. */
export default function Prove({ data }: PageProps<Page<Article>>) {
  return <TitledTabs tabs={TABS} defaultKey="assert" items={data.items} />;
}
