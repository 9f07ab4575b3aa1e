import './frfinvest-detail.css';
// 基金详情 (SPEC §2): the holding, then its product's net values as a chart or its own records
// (tab in the query string). Both lists were started by the route's loader.
import { useEffect, useState } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { Tabs, useTabParam } from '../../../kit/ui/tabs';
import { PageState } from '../../../runtime/ui/page-state';
import { formatDate } from '../../../domain/format/dates';
import { formatYuan } from '../../../domain/format/money';
import { Facts, Head } from '../components/portfolio-facts';
import { NetValueChart } from '../components/net-value-chart';
import { formatNav, formatPct, fundRecordStatusWord, fundRecordWord, fundStatusWord, toneOf } from '../rules/invest-status';
import type { FundDetail as Data, FundRecord } from '../api/holdings';

const api = () => import('../api/holdings');

const TABS = [
  { key: 'netValues', label: '净值走势' },
  { key: 'record', label: '交易记录' },
] as const;

type Load<T> = { s: 'loading' } | { s: 'error' } | { s: 'ready'; v: T };

/** A promise's state, with a retry that asks again. */
function useLoaded<T>(initial: Promise<T>, again: () => Promise<T>): [Load<T>, () => void] {
  const [p, setP] = useState(initial);
  const [state, setState] = useState<Load<T>>({ s: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ s: 'loading' });
    p.then(
      (v) => live && setState({ s: 'ready', v }),
      () => live && setState({ s: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [p]);
  return [state, () => setP(again())];
}

const money = (v: number | null | undefined, unit = '元') => (v == null ? '--' : `${formatYuan(v)}${unit}`);

export default function FundDetail({ data }: PageProps<Data>) {
  const { fund: f } = data;
  const tab = useTabParam(
    'tab',
    'netValues',
    TABS.map((t) => t.key),
  );
  const [values, retryValues] = useLoaded(data.netValues, () => api().then((m) => (f.productId ? m.getNetValues(f.productId) : [])));
  const [records, retryRecords] = useLoaded(data.records, () => api().then((m) => m.getFundRecords(f.id)));
  const gain = f.positionEarnings;

  return (
    <div className="pf-fund">
      <Head
        title={f.productTitle}
        badge={fundStatusWord(f.status)}
        tone={toneOf(f.status)}
        label="持有资产(元)"
        figure={f.holdingAsset == null ? '--' : formatYuan(f.holdingAsset)}
      >
        <dl className="pf-head-facts">
          <div>
            <dt>持仓收益(元)</dt>
            <dd className={gain == null ? undefined : gain > 0 ? 'pf-up' : gain < 0 ? 'pf-down' : undefined}>
              {gain == null ? '--' : formatYuan(gain, { plus: true })}
              <small>{formatPct(f.positionEarningsRate)}</small>
            </dd>
          </div>
          <div>
            <dt>最新净值</dt>
            <dd>{formatNav(f.newestNetValue)}</dd>
          </div>
          <div>
            <dt>持有份额(份)</dt>
            <dd>{f.fundShares == null ? '--' : formatYuan(f.fundShares)}</dd>
          </div>
        </dl>
      </Head>
      <Facts
        className="pf-gap"
        rows={[
          ['认购金额', money(f.amount)],
          ['认购日期', formatDate(f.subscriptionDate ?? '') || '--'],
          ['认购净值', formatNav(f.netValue)],
          ['日涨跌', formatPct(f.netValueDayIncreaseRate)],
        ]}
      />
      {f.productDesc && <p className="pf-note pf-desc">{f.productDesc}</p>}

      <Tabs items={TABS} param="tab" defaultKey="netValues" className="pf-gap" />
      <div className="pf-tabpanel" role="tabpanel">
        {tab === 'netValues' ? (
          values.s === 'ready' ? (
            <NetValueChart points={values.v} />
          ) : (
            <TabState failed={values.s === 'error'} message="净值加载失败，请重试" onRetry={retryValues} />
          )
        ) : records.s === 'ready' ? (
          <Records list={records.v} />
        ) : (
          <TabState failed={records.s === 'error'} message="交易记录加载失败，请重试" onRetry={retryRecords} />
        )}
      </div>
    </div>
  );
}

function Records({ list }: { list: FundRecord[] }) {
  if (!list.length) return <PageState state="empty" message="暂无交易记录" />;
  return (
    <ul className="pf-records">
      {list.map((r, i) => (
        <li key={r.id ?? i}>
          <div className="pf-rec-top">
            <strong>{fundRecordWord(r.type)}</strong>
            <span className={r.status === 'PROCESSING' ? 'pf-rec-wait' : undefined}>{fundRecordStatusWord(r.status ?? '')}</span>
          </div>
          <p className="pf-rec-amount">{money(r.amount)}</p>
          <p className="ui-cell-note">
            {formatDate(r.time ?? '', 'minute') || '--'} · {r.shares == null ? '--' : formatYuan(r.shares)}份 · 净值 {formatNav(r.netValue)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A tab's list while it loads, or its error with a retry. */
function TabState({ failed, message, onRetry }: { failed: boolean; message: string; onRetry: () => void }) {
  return <PageState state={failed ? 'error' : 'loading'} message={failed ? message : undefined} onRetry={onRetry} shape="list" />;
}
