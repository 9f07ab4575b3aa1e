import type { PageProps } from '../../../runtime/router/types';
import type { Article, Page } from '../api';
import { TabbedDoc, byTitle } from '../components/tabbed-doc';

const TABS = [
  { key: 'assert', label: '资质证明' },
  { key: 'custody', label: '资金存管' },
] as const;

/** /prove?tab=assert|custody over the INTRODUCTION/PROVE articles. */
export default function Prove({ data }: PageProps<Page<Article>>) {
  const label = (key: string) => TABS.find((t) => t.key === key)!.label;
  return <TabbedDoc tabs={TABS} defaultKey="assert" load={(key) => Promise.resolve(byTitle(data.items, label(key)))} />;
}
