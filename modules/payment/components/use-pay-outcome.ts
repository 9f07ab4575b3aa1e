// What recharge and withdraw do with a money outcome while they are up: ask for the balance
// again whatever happened, say a refusal or an unknown outcome in the form, and on success
// alert then go on to `next`.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { safePath } from '../../../runtime/router/safe-path';
import { unresolved, type Outcome } from '../../../runtime/money/state';
import { useMoney } from '../../../runtime/money/use-money';
import { alert } from '../../../runtime/ui/ui-store';
import type { Fund } from '../../../runtime/session/schemas';

/** `what`: 充值 or 提现, for the words of an outcome left unknown. */
export function usePayOutcome(slotName: string, what: string, next: string | null, o: { setFund: (f: Fund) => void; setErr: (e: string) => void; done: () => void }) {
  const [, navigate] = useLocation();
  const [unknown, setUnknown] = useState(() => (unresolved(slotName) ? `网络异常，上一笔${what}的结果尚未确认。请勿重复${what}，点“查询结果”确认。` : ''));
  const slot = useMoney(slotName, (out: Outcome<unknown>) => {
    void import('../api-money').then((m) => m.loadFund()).then(o.setFund, () => {});
    setUnknown(out.kind === 'unknown' ? (out.text ?? '') : '');
    if (out.kind !== 'done') return o.setErr(out.kind === 'refused' ? (out.text ?? '') : '');
    o.done();
    void alert(out.text ?? '').then(() => navigate(safePath(next), { replace: true }));
  });
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(slotName));
  return { slot, unknown, recheck };
}
