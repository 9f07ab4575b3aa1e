// The invited friends (a lazy chunk: the list's kit and dates stay off the first screen).
// Names and mobiles arrive masked from api/invite.ts; the backend sends no "invested" flag.
import { useRef } from 'react';
import { formatDate } from '../../../domain/format/dates';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { getInvitees, INVITE_PAGE_SIZE, type Friend, type InviteData } from '../api/invite';

export default function InviteList({ firstPage }: Pick<InviteData, 'firstPage'>) {
  // the prefetched page 1 serves once; a retry after an error asks the server again
  const first = useRef<InviteData['firstPage'] | null>(firstPage);
  const load = (page: number) => {
    const f = page === 1 ? first.current : null;
    first.current = null;
    return f ?? getInvitees(page);
  };
  return (
    <InfiniteList<Friend>
      className="inv-list"
      load={load}
      pageSize={INVITE_PAGE_SIZE}
      keyOf={(f) => f.id}
      empty="还没有邀请到好友，快去分享吧"
      render={(f) => {
        const date = formatDate(f.registerDate);
        return (
          <div className="ui-cell">
            <div>
              {/* as both front ends: 未认证 for a friend with no verified name */}
              <p>{f.name || '未认证'}</p>
              <p className="ui-cell-note">
                {f.mobile}
                {date && ` · 注册于 ${date}`}
              </p>
            </div>
          </div>
        );
      }}
    />
  );
}
