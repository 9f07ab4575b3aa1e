import './list.css';
// The sheets load with their own chunk (components/list-popups), whose CSS the build would not
// bring along; the page carries the popup styles instead.
import '../../../kit/ui/popup.css';
import type { PageProps } from '../../../runtime/router/types';
import { Tabs } from '../../../kit/ui/tabs';
import { PullRefresh } from '../../../kit/ui/pull-refresh';
import { BlockError } from '../../../kit/ui/block-error';
import { RiskNotice } from '../../../kit/ui/risk-notice';
import { BUY, LEND } from '../../../domain/format/glossary';
import { reload } from '../../../runtime/session/load';
import type { ListData } from '../api/list';
import { TABS, useList } from '../components/use-list';
import { ListBody } from '../components/list-body';

export default function List({ data }: PageProps<ListData>) {
  const ls = useList(data);
  const { tab, status, reloading, setReloading, refresh, listed } = ls;
  return (
    <PullRefresh onRefresh={refresh} disabled={!listed}>
      <div className="pd">
        <Tabs items={TABS} className="pd-tabs" />
        {status === 'error' && (
          <BlockError
            what="账户信息"
            busy={reloading}
            onRetry={() => (setReloading(true), void reload().finally(() => setReloading(false)))}
            className="pd-fail"
          />
        )}
        <RiskNotice verb={tab === 'funds' ? BUY : LEND} />
        <ListBody ls={ls} data={data} />
      </div>
    </PullRefresh>
  );
}
