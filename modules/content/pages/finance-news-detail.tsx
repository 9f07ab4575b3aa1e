import '../components/base.css';
import '../components/article.css';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { PageState } from '../../../runtime/ui/page-state';
import { RichHtml } from '../../../kit/ui/rich-html';
import type { NewsDetail } from '../api/market';
import { GONE } from '../components/article-view';
import { MarketQuotes, ShareProductCard } from '../components/market';

/** A finance news item with the day's market quotes and a recommended product (shared pages). */
export default function FinanceNewsDetail({ data }: PageProps<NewsDetail | null>) {
  if (!data) return <PageState state="empty" message={GONE} />;
  return (
    <div className="ct-page">
      <article className="ct-article">
        <h1 className="ct-title">{data.title}</h1>
        <p className="ct-meta">
          {data.source && <span>{data.source}</span>}
          <time>{formatDate(data.pubTime, 'minute')}</time>
        </p>
        <RichHtml html={data.content} />
      </article>
      <MarketQuotes quotes={data.index} />
      <ShareProductCard product={data.shareProduct} />
      <p className="ct-note">市场有风险，出借需谨慎。资讯仅供参考，不构成投资建议。</p>
    </div>
  );
}
