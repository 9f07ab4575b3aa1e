// Watches a coupon money slot while its screen is up (a lazy part: the money state and the
// pending notice arrive just after the first paint, off the screen's critical path). Hands every
// outcome to the screen, reports busy, and says when an attempt's outcome is still unknown.
import { useEffect, useState } from 'react';
import type { Proof } from '../../../kit/money/settle';
import { unresolved, type Outcome } from '../../../runtime/money/state';
import { SETTLING_TEXT, useMoney, useSettleOnOpen, type SettleWith } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';

export interface CouponMoneyProps {
  slot: string;
  onOutcome: (o: Outcome<unknown>) => void;
  onBusy: (busy: boolean) => void;
  /** said when the screen opens on an attempt whose outcome was never learned */
  pendingText: string;
  /** the move that settles an attempt an earlier page left (a reload, a restarted WebView) */
  settleWith?: SettleWith<Proof>;
}

export default function CouponMoney({ slot, onOutcome, onBusy, pendingText, settleWith }: CouponMoneyProps) {
  const [unknown, setUnknown] = useState(() => (unresolved(slot) ? pendingText : ''));
  const s = useMoney(slot, (o) => {
    setUnknown(o.kind === 'unknown' ? (o.text ?? pendingText) : '');
    onOutcome(o);
  });
  // asked as the screen opens (never sent); no second move meanwhile
  const settling = useSettleOnOpen(slot, settleWith);
  const busy = s.busy || settling;
  useEffect(
    () => onBusy(busy),
    // onBusy is the parent's inline callback: only a change of busy is news to it
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [busy],
  );
  if (!unknown && !settling) return null;
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(slot));
  return <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />;
}
