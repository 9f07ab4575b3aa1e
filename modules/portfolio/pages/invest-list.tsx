import './invest-list.css';
// 我的出借 (SPEC §2, §4): online or offline, then 持有中 / 转让中 / 已结清, both kept in the query
// string; ten at a time as the list scrolls. Page 1 of the tab in the URL is the route's data
// (its loader started it with the chunk).
import { useRef } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { Tabs, useTabParam } from '../../../kit/ui/tabs';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { PullRefresh, useFreshPage } from '../../../kit/ui/pull-refresh';
import { formatDate } from '../../../domain/format/dates';
import { formatYuan, sumYuan, formatFen } from '../../../domain/format/money';
import { REPAYMENT_STATUS } from '../../../domain/format/statuses';
import { holdingOf, holdingStatus, transferStatus, fractionToRate } from '../rules/holding';
import { nextRepayment } from '../../../domain/overdue';
import { HoldingCard } from '../components/portfolio-card';
import { OFFLINE_TABS, ONLINE_TABS, PAGE_SIZE, isRaising, offlineStatusWord, rateText, termText } from '../rules/invest-status';
import { useStatusTab } from '../components/use-status-tab';
import type { Investment, ListRow, ListStart, Offline, Transfer } from '../api/holdings';

// the calls (and their schemas) are the loader's chunk: later pages fetch it, the first paint does not wait on it
const api = () => import('../api/holdings');

const TYPES = [
  { key: 'online', label: '线上出借' },
  { key: 'offline', label: '线下出借' },
] as const;

export default function InvestList({ data }: PageProps<ListStart<ListRow>>) {
  const type = useTabParam('type', 'online', ['online', 'offline']);
  const offline = type === 'offline';
  const tabs = offline ? OFFLINE_TABS : ONLINE_TABS;
  const tab = useStatusTab(tabs);
  const key = `${type}:${tab.key}`;

  // the loader's page 1 is the opening list's: another tab, or coming back to it, asks afresh
  const opening = useRef(data.key);
  if (opening.current !== key) opening.current = '';
  const load = (page: number) => api().then((m) => m.getListPage(offline, tab, page));
  // a pull asks this list's page 1 again, once; the list then starts over from it
  const fresh = useFreshPage<ListStart<ListRow>['first']>(key);

  return (
    <PullRefresh onRefresh={() => fresh.take(load(1))}>
      <div className="pf-list">
        <Tabs items={TYPES} param="type" className="pf-type" />
        <Tabs items={tabs} param="tab" defaultKey="INHAND" />
        <Link href="/dashboard/frfinvest" className="ui-cell pf-fund-link">
          <span>
            基金产品
            <span className="ui-cell-note">私募基金持仓、净值与交易记录</span>
          </span>
        </Link>
        {/* a new list per tab: rows of one kind never render with the other's card */}
        <InfiniteList<ListRow>
          key={`${key}:${fresh.gen}`}
          load={load}
          initial={fresh.initial ?? (opening.current === key ? data.first : null)}
          pageSize={PAGE_SIZE}
          keyOf={(i) => i.id}
          empty={`暂无${tab.label}的出借`}
          emptyAction={{ label: '去出借', to: '/list' }}
          render={(i) => (offline ? <OfflineCard o={i as Offline} /> : tab.transfers ? <TransferCard t={i as Transfer} /> : <OnlineCard i={i as Investment} />)}
        />
      </div>
    </PullRefresh>
  );
}

/** The card's last line: the next repayment, or why there is none (a late period is said as late, never as next). */
function nextText(i: Investment, now: number): string {
  const rows = i.repayments ?? [];
  if (i.status === 'UNPAID') return '待完成线下转账，到账后开始募集';
  if (isRaising(i.status)) return '下期回款：起息后生成回款计划';
  if (i.status === 'REDEEMING') return `赎回中：${formatDate(i.redeemTime ?? '') || '--'} 本周期结束后返还本息`;
  if (i.status === 'CLEARED' || i.status === 'REDEEMED') {
    const got = sumYuan(...rows.filter((r) => r.status === 'REPAYED').map((r) => r.amount));
    return rows.length ? `${REPAYMENT_STATUS.REPAYED} ${formatFen(got)}元` : holdingStatus(i, now).word;
  }
  const next = nextRepayment(rows, now);
  if (next.kind === 'late') return `${REPAYMENT_STATUS.LATE}${next.days}天：${next.periods > 1 ? `${next.periods}期共` : ''}${formatFen(next.amount)}元未回款`;
  return next.kind === 'due' ? `下期回款：${formatDate(next.dueDate)} · ${formatFen(next.amount)}元` : '下期回款：--';
}

function OnlineCard({ i }: { i: Investment }) {
  const now = Date.now();
  const h = holdingOf(i, now);
  const s = holdingStatus(i, now);
  return (
    <HoldingCard
      href={`/dashboard/invest/${encodeURIComponent(i.id)}`}
      title={i.loanTitle}
      badge={s.word}
      tone={s.tone}
      facts={[
        { label: h.amountLabel, value: h.amount == null ? '--' : formatYuan(h.amount) },
        { label: '年化利率', value: rateText(h.rate, h.addRate) },
        { label: h.termLabel, value: termText(h.term) },
      ]}
      foot={nextText(i, now)}
    />
  );
}

/** The investor's own transfer (转让中): it opens on its claim. */
function TransferCard({ t }: { t: Transfer }) {
  const s = transferStatus(t.status);
  const money = (v: number | null | undefined) => (v == null ? '--' : formatYuan(v));
  return (
    <HoldingCard
      href={`/dashboard/assignment/${encodeURIComponent(t.id)}`}
      title={t.title}
      badge={s.word}
      tone={s.tone}
      facts={[
        { label: '转让价格(元)', value: money(t.creditDealAmount) },
        { label: '买方年化', value: rateText(fractionToRate(t.actualRate)) },
        { label: '剩余期限', value: t.remainPeriod == null ? '--' : `${t.remainPeriod}天` },
      ]}
      foot={s.key === 'OPEN' ? `待售金额：${money(t.balance)}元 · 转让本金：${money(t.creditAmount)}元` : `转让本金：${money(t.creditAmount)}元`}
    />
  );
}

function OfflineCard({ o }: { o: Offline }) {
  return (
    <HoldingCard
      href={o.id ? `/dashboard/offline-detail/${encodeURIComponent(o.id)}` : undefined}
      title={o.productTitle}
      badge={offlineStatusWord(o.status)}
      status={o.status}
      facts={[
        { label: '出借金额(元)', value: formatYuan(o.amount) },
        { label: '年化利率', value: rateText(o.rate) },
        { label: '到期日', value: formatDate(o.dueDate ?? '') || '--' },
      ]}
      foot={`预期收益：${o.expectedInterest == null ? '--' : `${formatYuan(o.expectedInterest)}元`}`}
    />
  );
}
