import '../components/base.css';
import './help.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { RichHtml } from '../../../kit/ui/rich-html';
import { Tabs, useTabParam } from '../../../kit/ui/tabs';
import { listArticles, type Article } from '../../../kit/entity/cms';
import { HOTLINE } from '../../../domain/hotline';
import { HELP_NAMES as NAMES, HELP_PAGE as PAGE, type HelpData } from '../api/articles';

// a name is the backend's key, so it stays as the CMS spells it; the tab says it in the product's words
const LABELS: Partial<Record<string, string>> = { 投资理财: '出借与购买' };
const TABS = NAMES.map((n) => ({ key: n, label: LABELS[n] ?? n }));

export default function Help({ data }: PageProps<HelpData>) {
  const name = useTabParam('name', NAMES[0], NAMES);
  return (
    <div className="ct-page">
      <Tabs items={TABS} param="name" defaultKey={NAMES[0]} className="ct-scrolltabs" />
      <InfiniteList<Article>
        pageSize={PAGE}
        resetKey={name}
        // the loader's page is the opening name's; another name starts from page 1 here
        initial={name === data.name ? data.first : null}
        empty="该分类暂无问题"
        emptyAction={{ label: '联系客服', to: '/contact' }}
        keyOf={(a) => a.id}
        load={(p) => listArticles('HELP', name, p, PAGE)}
        render={(a) => (
          <details className="ct-help-q">
            <summary>{a.title}</summary>
            <RichHtml html={a.content ?? ''} />
          </details>
        )}
      />
      <p className="ct-help-foot">
        没有找到答案？请拨打客服热线 {HOTLINE} 或<Link href="/contact">联系我们</Link>
      </p>
    </div>
  );
}
