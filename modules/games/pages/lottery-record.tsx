import './lottery-record.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { getUserWins, WIN_PAGE_SIZE, type RecordData, type WinRecord } from '../api';

const load = (page: number) => getUserWins(page);

export default function LotteryRecord({ data }: PageProps<RecordData>) {
  return (
    <div className="lrec">
      <InfiniteList<WinRecord>
        className="lrec-list"
        load={load}
        initial={data.first}
        pageSize={WIN_PAGE_SIZE}
        keyOf={(r) => String(r.id ?? `${r.time}-${r.prizeName}`)}
        empty="暂无中奖记录"
        emptyAction={{ label: '去抽奖', to: '/ninePlay' }}
        render={(r) => (
          <div className="ui-cell lrec-row">
            <div>
              <p className="lrec-prize">{r.prizeName || r.name || '奖品'}</p>
              <p className="ui-cell-note">{formatDate(r.time ?? '', 'datetime') || '--'}</p>
            </div>
            <span className="lrec-tag">{r.placementId ? '已发放至我的红包' : '已发放'}</span>
          </div>
        )}
      />
      <p className="lrec-foot">
        抽中的红包和加息券可在 <Link href="/dashboard/coupon">我的红包</Link> 中查看和使用
      </p>
    </div>
  );
}
