import './frfinvest.css';
// 基金产品 (SPEC §2, §4): the investor's fund-product holdings by tab (持有中 / 认购中 / 已赎回),
// ten at a time. A redeemed holding opens on its records.
import { useRef } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { Tabs } from '../../../kit/ui/tabs';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { formatYuan } from '../../../domain/format/money';
import { HoldingCard } from '../components/portfolio-card';
import { FUND_TABS, PAGE_SIZE, formatNav, formatPct, fundDetailPath, fundStatusWord } from '../rules/invest-status';
import { useStatusTab } from '../components/use-status-tab';
import type { Fund, ListStart } from '../api/holdings';

const money = (v: number | null | undefined) => (v == null ? '--' : formatYuan(v));

export default function FundList({ data }: PageProps<ListStart<Fund>>) {
  const tab = useStatusTab(FUND_TABS);
  const key = `fund:${tab.key}`;
  // the loader's page 1 is the opening tab's: another tab, or coming back to it, asks afresh
  const opening = useRef(data.key);
  if (opening.current !== key) opening.current = '';
  const load = (page: number) => import('../api/holdings').then((m) => m.getFunds(tab.statuses, page));
  return (
    <div className="pf-funds">
      <Tabs items={FUND_TABS} param="tab" defaultKey="INHAND" />
      <InfiniteList<Fund>
        key={key}
        load={load}
        initial={opening.current === key ? data.first : null}
        pageSize={PAGE_SIZE}
        keyOf={(f) => f.id}
        empty={`暂无${tab.label}的基金产品`}
        emptyAction={{ label: '去出借', to: '/list' }}
        render={(f) => {
          const gain = f.positionEarnings ?? null;
          return (
            <HoldingCard
              href={fundDetailPath(f.id, f.status)}
              title={f.productTitle}
              badge={fundStatusWord(f.status)}
              status={f.status}
              facts={[
                { label: '持有资产(元)', value: money(f.holdingAsset) },
                {
                  label: '持仓收益(元)',
                  value: (
                    <span className={gain == null ? undefined : gain > 0 ? 'pf-up' : gain < 0 ? 'pf-down' : undefined}>
                      {gain == null ? '--' : formatYuan(gain, { plus: true })}
                      {f.positionEarningsRate != null && <small className="pf-rate">{formatPct(f.positionEarningsRate)}</small>}
                    </span>
                  ),
                },
                { label: '最新净值', value: f.newestNetValue == null ? '--' : formatNav(f.newestNetValue) },
              ]}
              foot={f.status === 'REDEEMED' ? '查看交易记录' : '查看净值走势与交易记录'}
            />
          );
        }}
      />
    </div>
  );
}
