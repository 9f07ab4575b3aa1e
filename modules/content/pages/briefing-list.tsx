import '../components/base.css';
import '../components/list.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../runtime/format/dates';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import type { Page } from '../api';
import { BRIEF_PAGE_SIZE, listBriefings, type BriefRow } from '../market-api';

/** The route's loader: page 1, asked for beside this chunk. */
export const load = () => listBriefings(1);

/** The daily briefings to read and share, five at a time (SPEC §9); page 1 is the route's data. */
export default function BriefingList({ data }: PageProps<Page<BriefRow>>) {
  return (
    <InfiniteList<BriefRow>
      className="ct-page"
      pageSize={BRIEF_PAGE_SIZE}
      initial={data}
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
