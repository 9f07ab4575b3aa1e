// What the points screens do with an exchange's outcome while they are up: ask for the
// balance again whatever happened, alert a refusal ('兑换失败，…') unless the screen handles
// it itself, hand a success on, offer 查询结果 while the outcome is unknown, and settle as the
// screen opens an attempt an earlier page left (checked, never sent).
import { useState } from 'react';
import type { ApiError } from '../../../runtime/api/api-error';
import { unknownText, unresolved, type Outcome } from '../../../runtime/money/state';
import { useMoney, useSettleOnOpen, type SettleWith } from '../../../kit/money/use-money';
import { alert } from '../../../runtime/ui/ui-store';
import { getPoints } from '../api';
import type { Spent } from '../moves';

// the slots' names live here, not in moves.ts, so the screens do not load the moves up front
export const EXCHANGE_SLOT = 'member:exchange';
export const GIFT_SLOT = 'member:gift';

export interface SpendHandlers {
  setPoints: (p: number | null) => void;
  done: (v: Spent) => void;
  /** true when the screen dealt with the refusal itself */
  refused?: (e: ApiError) => boolean;
  /** the move that settles an attempt an earlier page left (a reload, a restarted WebView) */
  settleWith?: SettleWith<Spent>;
}

/** `settling`: a kept attempt is being asked about as the screen opens (no move meanwhile). */
export function useSpend(slotName: string, h: SpendHandlers) {
  const [unknown, setUnknown] = useState(() => (unresolved(slotName) ? unknownText('兑换') : ''));
  const slot = useMoney(slotName, (o: Outcome<unknown>) => {
    getPoints().then(h.setPoints, () => h.setPoints(null));
    setUnknown(o.kind === 'unknown' ? unknownText('兑换') : '');
    if (o.kind === 'done') h.done(o.value as Spent);
    else if (o.kind === 'refused' && !h.refused?.(o.error)) void alert(`兑换失败，${o.error.message}`);
  });
  const settling = useSettleOnOpen(slotName, h.settleWith);
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(slotName));
  return { slot, unknown, recheck, settling };
}
