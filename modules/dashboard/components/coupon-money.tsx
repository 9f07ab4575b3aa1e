// Watches a coupon money slot while its screen is up (a lazy part: the money state and the
// pending notice arrive just after the first paint, off the screen's critical path). Hands every
// outcome to the screen, reports busy, and says when an attempt's outcome is still unknown.
import { useEffect, useState } from 'react';
import { unresolved, type Outcome } from '../../../runtime/money/state';
import { useMoney } from '../../../runtime/money/use-money';
import { MoneyPending } from '../../../runtime/ui/money-pending';

export interface CouponMoneyProps {
  slot: string;
  onOutcome: (o: Outcome<unknown>) => void;
  onBusy: (busy: boolean) => void;
  /** said when the screen opens on an attempt whose outcome was never learned */
  pendingText: string;
}

export default function CouponMoney({ slot, onOutcome, onBusy, pendingText }: CouponMoneyProps) {
  const [unknown, setUnknown] = useState(() => (unresolved(slot) ? pendingText : ''));
  const s = useMoney(slot, (o) => {
    setUnknown(o.kind === 'unknown' ? (o.text ?? pendingText) : '');
    onOutcome(o);
  });
  useEffect(() => onBusy(s.busy), [s.busy]);
  if (!unknown) return null;
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(slot));
  return <MoneyPending text={unknown} busy={s.busy} onCheck={recheck} />;
}
