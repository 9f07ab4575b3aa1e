// The invited friends (a lazy chunk: the list's kit, dates and masks stay off the first screen).
import { useRef } from 'react';
import { formatDate } from '../../../runtime/format/dates';
import { maskMobile } from '../../../runtime/format/mask';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import { getInvitees, INVITE_PAGE_SIZE, type Friend, type InviteData } from '../invite-api';

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
      keyOf={(f) => f.userId ?? `${f.mobile}-${f.registerDate}`}
      empty="还没有邀请到好友，快去分享吧"
      render={(f) => (
        <div className="ui-cell">
          <div>
            <p>{f.name || maskMobile(f.mobile)}</p>
            <p className="ui-cell-note">
              {f.name ? maskMobile(f.mobile) + ' · ' : ''}注册于 {formatDate(f.registerDate ?? '')}
            </p>
          </div>
          <span className={f.invested ? 'inv-tag inv-tag-on' : 'inv-tag'}>{f.invested ? '已出借' : '未出借'}</span>
        </div>
      )}
    />
  );
}
