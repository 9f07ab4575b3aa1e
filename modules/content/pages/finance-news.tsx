import '../components/base.css';
import '../components/list.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { RowList } from '../components/article-list';
import type { Page } from '../api/articles';
import { listFinanceNews, NEWS_PAGE_SIZE, type NewsItem } from '../api/market';

export default function FinanceNews({ data }: PageProps<Page<NewsItem>>) {
  return (
    <div className="ct-page">
      <Link href="/daily-briefing" className="ui-cell">
        <span>每日简报</span>
        <span className="ui-cell-note">一分钟读懂今日市场</span>
      </Link>
      <RowList<NewsItem>
        pageSize={NEWS_PAGE_SIZE}
        first={data}
        empty="暂无资讯"
        keyOf={(n) => n.id}
        load={listFinanceNews}
        row={(n) => ({
          href: `/finance-news-detail/${n.id}`,
          title: n.title,
          line: n.summary,
          meta: (
            <small>
              {n.source ? `${n.source} · ` : ''}
              {formatDate(n.pubTime, 'minute')}
            </small>
          ),
        })}
      />
    </div>
  );
}
