import '../components/base.css';
import '../components/list.css';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { PageState } from '../../../runtime/ui/page-state';
import { toast } from '../../../runtime/ui/ui-store';
import { isApiError } from '../../../runtime/api';
import { listArticles, type Article, type Page } from '../api/articles';

// SPEC §9: the list asks 3 at a time and shows at most 9 (the latest announcements).
export const NOTICE_PAGE = 3;
export const NOTICE_MAX = 9;

const loadNotices = (page: number) => listArticles('PUBLICATION', 'NOTICE', page, NOTICE_PAGE);

// `total` is what the last page says exists: with the family's bare arrays, one beyond what came
// while pages come back full (kit/entity/cms.ts), so the note is read from the latest page.
export default function NoticeList({ data }: PageProps<Page<Article>>) {
  const [items, setItems] = useState(data.items.slice(0, NOTICE_MAX));
  const [known, setKnown] = useState(data.total);
  const total = Math.min(known, NOTICE_MAX);
  const [busy, setBusy] = useState(false);

  if (!items.length) return <PageState state="empty" message="暂无公告" action={{ label: '返回首页', to: '/' }} />;

  const more = () => {
    setBusy(true);
    loadNotices(Math.floor(items.length / NOTICE_PAGE) + 1)
      .then(
        (p) => {
          setItems((prev) => prev.concat(p.items.filter((n) => !prev.some((x) => x.id === n.id))).slice(0, NOTICE_MAX));
          setKnown(p.total);
        },
        (e: unknown) => toast(isApiError(e) ? e.message : '加载失败，请重试'),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="ct-page">
      <ul>
        {items.map((n) => (
          <li key={n.id}>
            <Link href={`/notice/${n.id}`} className="ct-row">
              <div className="ct-row-body">
                <h2>{n.title}</h2>
                {n.pubDate ? <time>{formatDate(n.pubDate)}</time> : null}
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {items.length < total ? (
        <div className="ct-more">
          <button type="button" className="ui-btn ui-btn-secondary" disabled={busy} onClick={more}>
            {busy ? '加载中…' : '查看更多'}
          </button>
        </div>
      ) : (
        <p className="ct-note">{known > NOTICE_MAX ? `仅显示最近${NOTICE_MAX}条公告` : '没有更多了'}</p>
      )}
    </div>
  );
}
