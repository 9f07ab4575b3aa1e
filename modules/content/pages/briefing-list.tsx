import '../components/base.css';
import '../components/list.css';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { RowList } from '../components/article-list';
import type { Page } from '../api/articles';
import { BRIEF_PAGE_SIZE, listBriefings, type BriefRow } from '../api/market';

/** The daily briefings to read and share, five at a time (SPEC §9); page 1 is the route's data. */
export default function BriefingList({ data }: PageProps<Page<BriefRow>>) {
  return (
    <RowList<BriefRow>
      className="ct-page"
      pageSize={BRIEF_PAGE_SIZE}
      first={data}
      empty="暂无简报"
      keyOf={(b) => b.id}
      load={listBriefings}
      row={(b) => ({ href: `/daily-briefing/${b.id}`, title: b.title, line: b.summary, meta: <time>{formatDate(b.belongDate)}</time> })}
    />
  );
}
