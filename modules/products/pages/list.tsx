import './list.css';
// The sheets load with their own chunk (components/list-popups), whose CSS the build would not
// bring along; the page carries the popup styles instead.
import '../../../kit/ui/popup.css';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import type { Settled } from '../../../runtime/api/settled';
import type { Page } from '../../../domain/paged';
import { Tabs, useTabParam } from '../../../kit/ui/tabs';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { PullRefresh, useFreshPage } from '../../../kit/ui/pull-refresh';
import { PageState } from '../../../runtime/ui/page-state';
import { BlockError } from '../../../kit/ui/block-error';
import { RiskNotice } from '../../../kit/ui/risk-notice';
import { BUY, LEND } from '../../../domain/format/glossary';
import { reload } from '../../../runtime/session/load';
import { toast } from '../../../runtime/ui/ui-store';
import { useSession } from '../../../runtime/session/use-session';
import { commitQualified, hasCommitted } from '../../../kit/entity/user-info';
import { getClaimPage, getLoanPage, getProfessional, PRODUCTS, type ListClaim, type ListData, type ListLoan } from '../api/list';
import { LoanItem } from '../components/loan-item';
import { ClaimItem } from '../components/claim-item';
import { NO_PICKS, pickedLabels, toFilters, type Picks } from '../components/filters';

const TABS = [
  { key: 'loan', label: '出借项目' },
  { key: 'high', label: '高端项目' },
  { key: 'honour', label: '尊享项目' },
  { key: 'funds', label: '私募基金' },
  { key: 'assignment', label: '债权转让' },
] as const;

type Popups = typeof import('../components/list-popups');
const page = <T,>(p: Settled<T> | null) => (p?.ok ? p.value : null);
const loadPopups = () => import('../components/list-popups');

export default function List({ data }: PageProps<ListData>) {
  const tab = useTabParam(
    'tab',
    'loan',
    TABS.map((t) => t.key),
  );
  const [, navigate] = useLocation();
  const { user, flags, status } = useSession();
  // the account could not be learned (the user call failed): the list shows anyway, and this
  // line says what is missing (routes.ts: publicData)
  const [reloading, setReloading] = useState(false);
  // the opening page failed in the loader: its own retry mounts the list, which asks again
  const [again, setAgain] = useState(false);
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [sheet, setSheet] = useState(false);
  const [popups, setPopups] = useState<Popups | 'error' | null>(null);
  // null while unknown; asked once per visit of the page (by the loader when the screen opens
  // on a gated tab), and only when a gated tab is open
  const [pro, setPro] = useState<boolean | 'unknown' | null | 'error'>(data.pro);
  const [committed, setCommitted] = useState(() => !!user && hasCommitted(user.id));
  // The loader's pages are the opening tab's, unfiltered: once the list shows something else
  // (another tab, a filter, even coming back), it asks for its own page 1.
  const list = tab + picks.join();
  const opening = useRef(data.tab + NO_PICKS.join());
  if (opening.current !== list) opening.current = '';
  const first = opening.current === list;
  const gated = tab !== 'loan' && tab !== 'assignment';
  const failed = (p: Settled<unknown> | null) => first && !again && p?.ok === false;
  const verified = flags.verified !== false;
  const gate = !gated ? null : !verified ? 'verify' : pro === false ? 'investor' : pro === 'unknown' && !committed ? 'commit' : null;
  const loadLoans = (page: number) => getLoanPage(PRODUCTS[tab]!, toFilters(picks), page, tab === 'loan');
  // a pull asks the shown list's page 1 again, once (a failed opening page too); the list then
  // starts over from it. Nothing to refresh behind a gate or before the investor flag is in.
  const fresh = useFreshPage<Page<ListClaim> | Page<ListLoan>>(list);
  const listed = !gate && (!gated || pro === true || pro === 'unknown');
  const refresh = () => fresh.take(tab === 'assignment' ? getClaimPage(1) : loadLoans(1)).then(() => setAgain(true));

  useEffect(() => {
    if (gated && verified && pro === null) getProfessional().then(setPro, () => setPro('error'));
  }, [gated, verified, pro]);

  useEffect(() => {
    if ((sheet || gate) && !popups)
      loadPopups().then(setPopups, () => {
        setSheet(false);
        setPopups('error');
        toast('加载失败，请检查网络后重试');
      });
  }, [sheet, gate, popups]);

  // closing a gate returns to the open list (other parameters such as from=app stay)
  const back = () => {
    const q = new URLSearchParams(location.search);
    q.set('tab', 'loan');
    navigate(`/list?${q}`, { replace: true });
  };
  const P = popups !== 'error' ? popups : null;
  const labels = pickedLabels(picks);

  let body;
  if (gate)
    body = P ? (
      <P.GatePopup
        gate={gate}
        back={`/list?tab=${tab}`}
        onClose={back}
        onCommit={() => {
          if (user) commitQualified(user.id);
          setCommitted(true);
        }}
      />
    ) : (
      <PageState state={popups ? 'error' : 'loading'} onRetry={() => setPopups(null)} />
    );
  else if (gated && pro !== true && pro !== 'unknown')
    body = pro === 'error' ? <BlockError what="合格投资者信息" onRetry={() => setPro(null)} className="pd-fail" /> : <PageState state="loading" shape="list" />;
  else if (failed(data.claims) || failed(data.loans))
    body = <BlockError what={tab === 'assignment' ? '债权列表' : '项目列表'} onRetry={() => setAgain(true)} className="pd-fail" />;
  else if (tab === 'assignment')
    body = (
      <InfiniteList<ListClaim>
        key={`a${fresh.gen}`}
        load={getClaimPage}
        initial={(fresh.initial as Page<ListClaim> | undefined) ?? (first ? page(data.claims) : null)}
        pageSize={10}
        keyOf={(c) => c.id}
        render={(c) => <ClaimItem claim={c} />}
        empty="暂无可购买的债权"
        emptyAction={{ label: '看看出借项目', to: '/list?tab=loan' }}
        className="pd-list"
      />
    );
  else
    body = (
      <>
        <div className="pd-filter">
          <span>{labels.length ? labels.join(' · ') : '全部项目'}</span>
          <button
            type="button"
            className="ui-link"
            onPointerDown={() => void loadPopups().catch(() => {})}
            onClick={() => (popups === 'error' && setPopups(null), setSheet(true))}
          >
            筛选{labels.length ? `(${labels.length})` : ''}
          </button>
        </div>
        <InfiniteList<ListLoan>
          key={`l${fresh.gen}`}
          resetKey={list}
          initial={(fresh.initial as Page<ListLoan> | undefined) ?? (first ? page(data.loans) : null)}
          load={loadLoans}
          pageSize={20}
          keyOf={(l) => l.id}
          render={(l) => <LoanItem loan={l} />}
          empty={labels.length ? <NoMatch onClear={() => setPicks(NO_PICKS)} /> : '暂无可出借的项目'}
          emptyAction={{ label: '看看债权转让', to: '/list?tab=assignment' }}
          className="pd-list"
        />
        {sheet && P && <P.FilterSheet picks={picks} onClose={() => setSheet(false)} onApply={(p) => (setPicks(p), setSheet(false))} />}
      </>
    );

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
        {body}
      </div>
    </PullRefresh>
  );
}

/** A filter nothing matches: the way on is the whole list again. */
function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="ui-state" role="status">
      <p>没有符合条件的项目</p>
      <div className="ui-state-ways">
        <button type="button" className="ui-btn" onClick={onClear}>
          清除筛选
        </button>
      </div>
    </div>
  );
}
