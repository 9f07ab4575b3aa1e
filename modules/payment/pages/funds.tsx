import './funds.css';
// 资金流水: the investor's money records, newest first, filtered by what a person looks for
// (全部, 出借, 充值, 提现, 回款, 奖励, 费用, 其他: fund-types.ts FUND_GROUPS, each the back-office
// types it covers), by status, direction and Beijing dates.
import { useMemo, useState } from 'react';
import { InfiniteList } from '../../../runtime/ui/infinite-list';
import { formatYuan } from '../../../runtime/format/money';
import { formatDate } from '../../../runtime/format/dates';
import { maskCard } from '../../../runtime/format/mask';
import type { PageProps } from '../../../runtime/router/types';
import type { FundRecord } from '../api-money';
import type { FundLabels } from '../fund-types';
import { fundsPage, FUNDS_PAGE_SIZE, groupPager, type FundsData } from '../funds-data';

const OPERATIONS: Record<string, string> = { IN: '收入', OUT: '支出' };

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

function Pick({
  id,
  label,
  value,
  all,
  options,
  set,
}: {
  id: string;
  label: string;
  value: string;
  all: string;
  options: Record<string, string>;
  set: (v: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="ui-sr">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{all}</option>
        {Object.entries(options).map(([k, v]) => (
          <option key={k} value={k}>
            {v}
          </option>
        ))}
      </select>
    </>
  );
}

// The label map, the opening filters and their page 1 are this route's data (routes.ts), so
// they load beside the page chunk.
export default function Funds({ data: { labels, filters, first } }: PageProps<FundsData>) {
  const [f, setF] = useState(filters);
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v || (k === 'start' || k === 'end' ? filters[k] : '') });
  const key = JSON.stringify(f);
  // a group reads on from where it got to: one pager per filter
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useMemo(() => (f.group ? groupPager(f) : (page: number) => fundsPage(f, page)), [key]);
  const group = labels.FUND_GROUPS.find((g) => g.key === f.group);

  return (
    <div className="pay-funds">
      <div className="pay-filter">
        <div className="pay-groups" role="group" aria-label="类型">
          {[{ key: '', label: '全部' }, ...labels.FUND_GROUPS].map((g) => (
            <button key={g.key} type="button" className="pay-group" aria-pressed={f.group === g.key} onClick={() => set('group')(g.key)}>
              {g.label}
            </button>
          ))}
        </div>
        <Pick id="fd-status" label="状态" value={f.status} all="全部状态" options={labels.FUND_STATUS_LABELS} set={set('status')} />
        <Pick id="fd-op" label="收支" value={f.operation} all="全部收支" options={OPERATIONS} set={set('operation')} />
        <div className="pay-dates">
          <label htmlFor="fd-start" className="ui-sr">
            开始日期
          </label>
          <input id="fd-start" type="date" value={f.start} max={f.end} onChange={(e) => set('start')(e.target.value)} />
          <span aria-hidden="true">至</span>
          <label htmlFor="fd-end" className="ui-sr">
            结束日期
          </label>
          <input id="fd-end" type="date" value={f.end} min={f.start} onChange={(e) => set('end')(e.target.value)} />
        </div>
      </div>
      <InfiniteList<FundRecord>
        className="pay-fund-list"
        load={load}
        render={(r) => <Row r={r} labels={labels} />}
        keyOf={(r) => r.id ?? r.orderId ?? `${r.recordTime}-${r.type}-${r.amount}`}
        pageSize={FUNDS_PAGE_SIZE}
        resetKey={key}
        initial={first}
        empty={group ? `暂无${group.label}记录` : '暂无资金记录'}
      />
    </div>
  );
}
