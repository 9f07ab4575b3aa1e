import './member.css';
import './records.css';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { getPointRecords, RECORD_PAGE_SIZE, type PointRecord, type RecordsData } from '../api';
import { POINT_TYPES } from '../rules/member';
import { PointsHero } from '../components/points-hero';

const load = (page: number) => getPointRecords(page);

export default function IntegralRecord({ data }: PageProps<RecordsData>) {
  return (
    <div className="mb">
      <PointsHero
        points={data.points}
        links={[
          ['/dashboard/member/integralGift', '积分礼品'],
          ['/integralRule', '积分规则'],
        ]}
      />
      <section aria-label="积分明细">
        <InfiniteList<PointRecord>
          className="mb-list"
          load={load}
          initial={data.first}
          pageSize={RECORD_PAGE_SIZE}
          keyOf={(r) => r.id}
          empty="暂无积分记录"
          emptyAction={{ label: '去出借', to: '/list' }}
          render={(r) => <Row r={r} />}
        />
      </section>
    </div>
  );
}

function Row({ r }: { r: PointRecord }) {
  const earned = r.points > 0;
  const label = POINT_TYPES[r.type ?? ''] ?? r.type ?? '';
  return (
    <div className="mb-rec">
      <div>
        <p>{r.description || label || '积分变动'}</p>
        <p className="mb-muted">
          {label && `${label} · `}
          {formatDate(r.time, 'minute')}
        </p>
      </div>
      <span className={`mb-rec-pts${earned ? ' mb-in' : ''}`}>
        {earned ? '+' : ''}
        {r.points.toLocaleString('en-US')}
      </span>
    </div>
  );
}
