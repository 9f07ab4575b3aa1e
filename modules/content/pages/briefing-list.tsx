import '../components/base.css';
import '../components/list.css';
import { Link } from 'wouter';
import { formatDate } from '../../../runtime/format/dates';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import { BRIEF_PAGE_SIZE, listBriefings, type BriefRow } from '../market-api';

/** The daily briefings to read and share, five at a time (SPEC §9). */
export default function BriefingList() {
  return (
    <InfiniteList<BriefRow>
      className="ct-page"
      pageSize={BRIEF_PAGE_SIZE}
      empty="暂无简报"
      keyOf={(b) => b.id}
      load={listBriefings}
      render={(b) => (
        <Link href={`/daily-briefing/${b.id}`} className="ct-row">
          <div className="ct-row-body">
            <h2>{b.title}</h2>
            {b.summary && <p>{b.summary}</p>}
            <time>{formatDate(b.belongDate)}</time>
          </div>
        </Link>
      )}
    />
  );
}
