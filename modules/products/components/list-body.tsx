// What the product list shows under its tabs, as the screen's hook (use-list) has it: a gate,
// the investor flag being asked, the opening page's failure, or the list itself.
import type { Settled } from '../../../runtime/api/settled';
import type { Page } from '../../../domain/paged';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import { PageState } from '../../../runtime/ui/page-state';
import { BlockError } from '../../../kit/ui/block-error';
import { commitQualified } from '../../../kit/entity/user-info';
import { getClaimPage, type ListClaim, type ListData, type ListLoan } from '../api/list';
import { LoanItem } from './loan-item';
import { ClaimItem } from './claim-item';
import { NO_PICKS } from './filters';
import { loadPopups, type ListState } from './use-list';

const page = <T,>(p: Settled<T> | null) => (p?.ok ? p.value : null);

export function ListBody({ ls, data }: { ls: ListState; data: ListData }) {
  const { tab, user, gate, P, popups, setPopups, gated, pro, setPro, failed, setAgain, fresh, first } = ls;
  if (gate)
    return P ? (
      <P.GatePopup
        gate={gate}
        back={`/list?tab=${tab}`}
        onClose={ls.back}
        onCommit={() => {
          if (user) commitQualified(user.id);
          ls.setCommitted(true);
        }}
      />
    ) : (
      <PageState state={popups ? 'error' : 'loading'} onRetry={() => setPopups(null)} />
    );
  if (gated && pro !== true && pro !== 'unknown')
    return pro === 'error' ? <BlockError what="合格投资者信息" onRetry={() => setPro(null)} className="pd-fail" /> : <PageState state="loading" shape="list" />;
  if (failed(data.claims) || failed(data.loans))
    return <BlockError what={tab === 'assignment' ? '债权列表' : '项目列表'} onRetry={() => setAgain(true)} className="pd-fail" />;
  if (tab === 'assignment')
    return (
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
  return <LoanList ls={ls} data={data} />;
}

/** The loans of the tab, under the filter's line (and its sheet). */
function LoanList({ ls, data }: { ls: ListState; data: ListData }) {
  const { popups, setPopups, fresh, first, labels, setSheet, list, loadLoans, setPicks, sheet, picks, P } = ls;
  return (
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
