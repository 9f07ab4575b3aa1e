import '../components/base.css';
import '../components/list.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../runtime/format/dates';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import type { Page } from '../api';
import { listFinanceNews, NEWS_PAGE_SIZE, type NewsItem } from '../market-api';

/** The route's loader: page 1, asked for beside this chunk. */
export const load = () => listFinanceNews(1);

export default function FinanceNews({ data }: PageProps<Page<NewsItem>>) {
  return (
    <div className="ct-page">
      <Link href="/daily-briefing" className="ui-cell">
        <span>每日简报</span>
        <span className="ui-cell-note">一分钟读懂今日市场</span>
      </Link>
      <InfiniteList<NewsItem>
        pageSize={NEWS_PAGE_SIZE}
        initial={data}
        empty="暂无资讯"
        keyOf={(n) => n.id}
        load={listFinanceNews}
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
