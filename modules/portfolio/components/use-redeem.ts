// The redeem screen's state and calls: where the cycle stands (may it be redeemed today), and
// the redemption itself, a money move confirmed with the payment password.
import { useState } from 'react';
import { formatDate } from '../../../domain/format/dates';
import { useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { unresolved, type Outcome } from '../../../runtime/money/state';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { confirm } from '../../../runtime/ui/ui-store';
import { cycleTermsOf, redeemArrivalOf, redeemState, redeemWindow, type RedeemState } from './portfolio-cycle';
import type { InvestDetail } from '../api/holdings';

const PENDING = '网络异常，上一次赎回的结果尚未确认。请勿重复赎回，点“查询结果”确认。';

export type RedeemScreen = ReturnType<typeof useRedeem>;

export function useRedeem(data: InvestDetail) {
  const { inv, loan } = data;
  const now = Date.now() + data.skew;
  const w = redeemWindow(cycleTermsOf(data), now);
  const slotName = `redeem:${inv.id}`;
  // 'now': asked from this screen (today is its date); 'before': the investment was already REDEEMING
  const [done, setDone] = useState<false | 'now' | 'before'>(inv.status === 'REDEEMING' ? 'before' : false);
  const [err, setErr] = useState('');
  const [unknown, setUnknown] = useState(() => (unresolved(slotName) ? PENDING : ''));
  const [asking, setAsking] = useState(false);
  const slot = useMoney(slotName, (o: Outcome<unknown>) => {
    setUnknown(o.kind === 'unknown' ? (o.text ?? PENDING) : '');
    if (o.kind === 'done') setDone('now');
    // a refused password (tries left, a lock) stays in the sheet, which asks again
    else if (o.kind === 'refused' && !passwordRefusal(o)) setErr(o.text ?? '');
  });
  // a redemption an earlier page left unsettled is asked about as the screen opens (never sent)
  const settling = useSettleOnOpen(slotName, (intent) => import('../moves').then((m) => m.redeemSettle(intent, inv.id)));
  const busy = slot.busy || settling;
  const state: RedeemState | 'none' | 'status' = !w ? 'none' : inv.status !== 'SETTLED' ? 'status' : redeemState(w, now);
  const ransom = loan?.dueDateSubEndRansomDays ?? 15;

  const start = async () => {
    if (busy || asking || state !== 'open') return;
    if (unresolved(slotName) && !(await confirm('上一次赎回的结果尚未确认，再次提交可能重复操作。确定继续吗？', { okText: '继续赎回' }))) return;
    setErr('');
    setAsking(true);
  };

  const pay = async (pw: string) => {
    const [{ redeemMove }, { moveMoney }] = await Promise.all([import('../moves'), import('../../../runtime/money/move')]);
    const o = await moveMoney(slotName, redeemMove({ investId: inv.id, currentPeriod: w!.cycle, pw }));
    const no = passwordRefusal(o);
    if (no) return no;
    setAsking(false);
  };
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(slotName));
  const detail = `/dashboard/invest/${encodeURIComponent(inv.id)}`;

  // an earlier redemption (REDEEMING) pays back at the end of the cycle it was asked in, not the clock's
  const back = formatDate(inv.status === 'REDEEMING' ? redeemArrivalOf(data, now) : (w?.cycleEnd ?? NaN));
  return { inv, now, w, done, err, unknown, asking, setAsking, settling, busy, state, ransom, start, pay, recheck, detail, back };
}
