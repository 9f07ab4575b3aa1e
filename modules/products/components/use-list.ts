// The product list's state and calls: the tab and filter shown, the gates in front of the gated
// tabs (verification, the qualified investor's flag or commitment), and the pull to refresh.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Settled } from '../../../runtime/api/settled';
import type { Page } from '../../../domain/paged';
import { useTabParam } from '../../../kit/ui/tabs';
import { useFreshPage } from '../../../kit/ui/pull-refresh';
import { toast } from '../../../runtime/ui/ui-store';
import { useSession } from '../../../runtime/session/use-session';
import { hasCommitted } from '../../../kit/entity/user-info';
import { getClaimPage, getLoanPage, getProfessional, PRODUCTS, type ListClaim, type ListData, type ListLoan } from '../api/list';
import { NO_PICKS, pickedLabels, toFilters, type Picks } from './filters';
import type { Gate } from './gate-popup';

export const TABS = [
  { key: 'loan', label: '出借项目' },
  { key: 'high', label: '高端项目' },
  { key: 'honour', label: '尊享项目' },
  { key: 'funds', label: '私募基金' },
  { key: 'assignment', label: '债权转让' },
] as const;

type Popups = typeof import('./list-popups');
export const loadPopups = () => import('./list-popups');

export type ListState = ReturnType<typeof useList>;

export function useList(data: ListData) {
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
  const gate: Gate | null = !gated ? null : !verified ? 'verify' : pro === false ? 'investor' : pro === 'unknown' && !committed ? 'commit' : null;
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
  return {
    tab,
    user,
    status,
    reloading,
    setReloading,
    setAgain,
    picks,
    setPicks,
    sheet,
    setSheet,
    popups,
    setPopups,
    pro,
    setPro,
    setCommitted,
    list,
    first,
    gated,
    failed,
    gate,
    loadLoans,
    fresh,
    listed,
    refresh,
    back,
    P,
    labels,
  };
}
