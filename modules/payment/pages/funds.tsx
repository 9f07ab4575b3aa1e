import './funds.css';
// 资金流水: the investor's money records, newest first, filtered by what a person looks for
// (全部, 出借, 充值, 提现, 回款, 奖励, 费用, 其他: fund-types.ts FUND_GROUPS, each the back-office
// types it covers), by status, direction and Beijing dates.
import { useMemo, useState } from 'react';
import type { Page } from '../../../domain/paged';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { formatYuan } from '../../../domain/format/money';
import { formatDate } from '../../../domain/format/dates';
import { maskCard } from '../../../domain/format/mask';
import type { PageProps } from '../../../runtime/router/types';
import type { FundRecord } from '../api/money';
import type { FundLabels } from '../rules/fund-types';
import { fundsPage, FUNDS_PAGE_SIZE, groupPager, type FundFilters, type FundsData } from '../api/funds';
import { changedCount, FundsSheet, OPERATIONS } from '../components/funds-sheet';
import { PullRefresh, useFreshPage } from '../../../kit/ui/pull-refresh';

function Row({ r, labels }: { r: FundRecord; labels: FundLabels }) {
  const income = r.operation === 'IN';
  const label = labels.fundTypeLabel(r.type);
  const desc = r.description === label ? '' : r.description;
  return (
    <div className="pay-fund">
      <div>
        <p className="pay-fund-type">{label}</p>
        <p className="pay-fund-sub">{formatDate(r.recordTime, 'minute')}</p>
        {(desc || r.account) && (
          <p className="pay-fund-sub">
            {desc}
            {r.account && ` ${maskCard(r.account)}`}
          </p>
        )}
      </div>
      <div className="pay-fund-side">
        {/* sign, colour and the word each say which way the money went */}
        <p className={income ? 'pay-in' : 'pay-out'}>{income ? formatYuan(r.amount, { plus: true }) : '-' + formatYuan(r.amount)}</p>
        <p className="pay-fund-sub">
          {OPERATIONS[r.operation] ?? r.operation}
          {r.status && ` · ${labels.FUND_STATUS_LABELS[r.status] ?? r.status}`}
        </p>
      </div>
    </div>
  );
}

// The label map, the opening filters and their page 1 are this route's data (routes.ts), so
// they load beside the page chunk.
const pager = (f: FundFilters) => (f.group ? groupPager(f) : (page: number) => fundsPage(f, page));

export default function Funds({ data: { labels, filters, first } }: PageProps<FundsData>) {
  const [f, setF] = useState(filters);
  const [sheet, setSheet] = useState(false);
  const key = JSON.stringify(f);
  // a pull asks the shown filter's page 1 again, once, with a new pager the list then reads on with
  const fresh = useFreshPage<Page<FundRecord>>(key);
  // a group reads on from where it got to: one pager per filter (and per pull)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useMemo(() => pager(f), [key, fresh.gen]);
  const group = labels.FUND_GROUPS.find((g) => g.key === f.group);
  const count = changedCount(f, filters);

  return (
    <PullRefresh onRefresh={() => fresh.take(pager(f)(1))}>
      <div className="pay-funds">
        {/* one row: the type chips scroll sideways, 筛选 stays at its end */}
        <div className="pay-filter">
          <div className="pay-groups" role="group" aria-label="类型">
            {[{ key: '', label: '全部' }, ...labels.FUND_GROUPS].map((g) => (
              <button key={g.key} type="button" className="pay-group" aria-pressed={f.group === g.key} onClick={() => setF({ ...f, group: g.key })}>
                {g.label}
              </button>
            ))}
          </div>
          <button type="button" className="pay-more" aria-haspopup="dialog" onClick={() => setSheet(true)}>
            筛选{count ? `(${count})` : ''}
          </button>
        </div>
        <InfiniteList<FundRecord>
          key={fresh.gen}
          className="pay-fund-list"
          load={load}
          render={(r) => <Row r={r} labels={labels} />}
          keyOf={(r) => r.id ?? r.orderId ?? `${r.recordTime}-${r.type}-${r.amount}`}
          pageSize={FUNDS_PAGE_SIZE}
          resetKey={key}
          initial={fresh.initial ?? first}
          empty={group ? `暂无${group.label}记录` : '暂无资金记录'}
          emptyAction={{ label: '去充值', to: '/dashboard/recharge' }}
        />
        {sheet && (
          <FundsSheet
            value={f}
            opening={filters}
            statuses={labels.FUND_STATUS_LABELS}
            onClose={() => setSheet(false)}
            onApply={(v) => (setF(v), setSheet(false))}
          />
        )}
      </div>
    </PullRefresh>
  );
}
