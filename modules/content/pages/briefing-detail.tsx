import '../components/base.css';
import '../components/article.css';
import './briefing.css';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { PageState } from '../../../runtime/ui/page-state';
import type { BriefDetail } from '../api/market';
import { GONE } from '../components/article-view';
import { MarketQuotes, ShareProductCard } from '../components/market';
import { shareLink } from '../components/share';

/** One daily briefing (GETSHAREDETAIL): quotes, the day's items (plain text), a product. */
export default function BriefingDetail({ data }: PageProps<BriefDetail | null>) {
  if (!data) return <PageState state="empty" message={GONE} />;
  const title = data.title ?? `每日简报 ${formatDate(data.belongDate)}`;
  return (
    <div className="ct-page">
      <article className="ct-article">
        <h1 className="ct-title">{title}</h1>
        <p className="ct-meta">
          <time>{formatDate(data.belongDate)}</time>
        </p>
        <MarketQuotes quotes={data.index} />
        <ol className="ct-brief-items">
          {data.items.map((it, i) => (
            <li key={i}>
              <h2>{it.title}</h2>
              {it.content && <p>{it.content}</p>}
            </li>
          ))}
        </ol>
      </article>
      <ShareProductCard product={data.shareProduct} />
      <div className="ct-brief-share">
        <button type="button" className="ui-btn ui-btn-secondary ui-btn-block" onClick={() => void shareLink(title)}>
          分享简报
        </button>
      </div>
    </div>
  );
}
