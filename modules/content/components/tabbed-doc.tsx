import './base.css';
import { useEffect, useState } from 'react';
import { Tabs, useTabParam, type TabItem } from '../../../kit/ui/tabs';
import { PageState } from '../../../runtime/ui/page-state';
import type { Article } from '../api/articles';
import { ArticleView } from './article-view';

type Slot = { state: 'loading' } | { state: 'error' } | { state: 'ready'; article: Article | null };

/**
 * Tabs (kept in `?tab=`) over one article each. `load` may answer at once (the route loader
 * already fetched the list) or fetch; each tab is loaded once and kept.
 */
export function TabbedDoc({ tabs, defaultKey, load }: { tabs: readonly TabItem[]; defaultKey: string; load: (key: string) => Promise<Article | null> }) {
  const active = useTabParam(
    'tab',
    defaultKey,
    tabs.map((t) => t.key),
  );
  const [slots, setSlots] = useState<Record<string, Slot>>({});
  const [attempt, setAttempt] = useState(0);
  const slot = slots[active];

  useEffect(() => {
    if (slot && slot.state !== 'error') return;
    let live = true;
    const put = (s: Slot) => live && setSlots((m) => ({ ...m, [active]: s }));
    put({ state: 'loading' });
    load(active).then(
      (article) => put({ state: 'ready', article }),
      () => put({ state: 'error' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, attempt]);

  return (
    <div className="ct-page">
      <Tabs items={tabs} defaultKey={defaultKey} />
      {!slot || slot.state === 'loading' ? (
        <PageState state="loading" shape="article" />
      ) : slot.state === 'error' ? (
        <PageState state="error" onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <ArticleView article={slot.article} date={false} empty="内容暂未发布" />
      )}
    </div>
  );
}

/** Picks a tab's article from a CMS list by its title (the CMS names all of them alike). */
export const byTitle = (list: readonly Article[], title: string): Article | null => list.find((a) => a.title.includes(title)) ?? null;

/** Tabs over the articles a route already loaded, each tab the article whose title names it. */
export function TitledTabs({ tabs, defaultKey, items }: { tabs: readonly TabItem[]; defaultKey: string; items: readonly Article[] }) {
  const label = (key: string) => tabs.find((t) => t.key === key)!.label;
  return <TabbedDoc tabs={tabs} defaultKey={defaultKey} load={(key) => Promise.resolve(byTitle(items, label(key)))} />;
}
