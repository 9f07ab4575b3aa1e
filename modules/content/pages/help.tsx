import '../components/base.css';
import './help.css';
import { Link } from 'wouter';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import { RichHtml } from '../../../runtime/ui/rich-html';
import { Tabs, useTabParam } from '../../../runtime/ui/tabs';
import { listArticles, type Article } from '../api';
import { HOTLINE } from '../../../runtime/domain/hotline';

// The HELP category's names in the CMS; the page is opened by name (?name=充值提现).
const NAMES = ['注册登录', '充值提现', '投资理财', '账户安全', '债权转让', '红包积分'] as const;
const TABS = NAMES.map((n) => ({ key: n, label: n }));

export default function Help() {
  const name = useTabParam('name', NAMES[0], NAMES);
  return (
    <div className="ct-page">
      <Tabs items={TABS} param="name" defaultKey={NAMES[0]} className="ct-scrolltabs" />
      <InfiniteList<Article>
        pageSize={10}
        resetKey={name}
        empty="该分类暂无问题"
        keyOf={(a) => a.id}
        load={(p) => listArticles('HELP', name, p, 10)}
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
