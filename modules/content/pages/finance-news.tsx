import '../components/base.css';
import '../components/list.css';
import { Link } from 'wouter';
import { formatDate } from '../../../runtime/format/dates';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import { listFinanceNews, type NewsItem } from '../market-api';

export default function FinanceNews() {
  return (
    <div className="ct-page">
      <Link href="/daily-briefing" className="ui-cell">
        <span>每日简报</span>
        <span className="ui-cell-note">一分钟读懂今日市场</span>
      </Link>
      <InfiniteList<NewsItem>
        pageSize={10}
        empty="暂无资讯"
        keyOf={(n) => n.id}
        load={(p) => listFinanceNews(p, 10)}
        render={(n) => (
          <Link href={`/finance-news-detail/${n.id}`} className="ct-row">
            <div className="ct-row-body">
              <h2>{n.title}</h2>
              {n.summary && <p>{n.summary}</p>}
              <small>
                {n.source ? `${n.source} · ` : ''}
                {formatDate(n.pubTime, 'minute')}
              </small>
            </div>
          </Link>
        )}
      />
    </div>
  );
}
