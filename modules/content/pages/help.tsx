import '../components/base.css';
import './help.css';
import { Link } from 'wouter';
import type { LoadContext, PageProps } from '../../../runtime/router/types';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import { RichHtml } from '../../../runtime/ui/rich-html';
import { Tabs, useTabParam } from '../../../runtime/ui/tabs';
import { listArticles, type Article, type Page } from '../../../runtime/domain/cms';
import { HOTLINE } from '../../../runtime/domain/hotline';

// The HELP category's names in the CMS; the page is opened by name (?name=充值提现). A name is
// the backend's key, so it stays as the CMS spells it; the tab says it in the product's words.
const NAMES = ['注册登录', '充值提现', '投资理财', '账户安全', '债权转让', '红包积分'] as const;
const LABELS: Partial<Record<string, string>> = { 投资理财: '出借与购买' };
const TABS = NAMES.map((n) => ({ key: n, label: LABELS[n] ?? n }));
const PAGE = 10;

export interface HelpData {
  /** the name the screen opened on; `first` is its page 1 (another name is the page's to fetch) */
  name: string;
  first: Page<Article>;
}

/** The route's loader: page 1 of the name in the URL, asked for beside this chunk. */
export function load({ query }: LoadContext): Promise<HelpData> {
  const name = NAMES.find((n) => n === query.get('name')) ?? NAMES[0];
  return listArticles('HELP', name, 1, PAGE).then((first) => ({ name, first }));
}

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
