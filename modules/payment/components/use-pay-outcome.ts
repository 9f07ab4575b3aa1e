// What recharge and withdraw do with a money outcome while they are up: ask for the balance
// again whatever happened, say a refusal or an unknown outcome in the form, and keep a success
// for the screen to show in the result view (its own chunk; the page swaps the form for it).
import { useRef, useState } from 'react';
import { passwordRefusal } from '../../../kit/money/password-refusal';
import { unresolved, type Outcome } from '../../../runtime/money/state';
import { useMoney } from '../../../kit/money/use-money';
import type { Fund } from '../../../runtime/session/schemas';

/** A move the server proved: its value (the charge's DONE or PROCESSING) and its own words. */
export interface PayDone {
  value: unknown;
  text: string;
}

/**
 * `what`: 充值 or 提现, for the words of an outcome left unknown. `sheetUp`: the password sheet is
 * open; a refused password is then said there only, where it is retyped (one line per failure).
 */
export function usePayOutcome(
  slotName: string,
  what: string,
  o: { setFund: (f: Fund) => void; setErr: (e: string) => void; done: () => void; sheetUp?: boolean },
) {
  const up = useRef(false);
  up.current = !!o.sheetUp;
  const [unknown, setUnknown] = useState(() => (unresolved(slotName) ? `网络异常，上一笔${what}的结果尚未确认。请勿重复${what}，点“查询结果”确认。` : ''));
  const [result, setResult] = useState<PayDone | null>(null);
  // the balance after the outcome: undefined while it is asked for, null when that failed
  const [after, setAfter] = useState<Fund | null | undefined>(undefined);
  const slot = useMoney(slotName, (out: Outcome<unknown>) => {
    setAfter(undefined);
    void import('../../../kit/money/buyer')
      .then((m) => m.loadFund())
      .then(
        (f) => (o.setFund(f), setAfter(f)),
        () => setAfter(null),
      );
    setUnknown(out.kind === 'unknown' ? (out.text ?? '') : '');
    if (out.kind !== 'done') return o.setErr(out.kind === 'refused' && !(up.current && passwordRefusal(out)) ? (out.text ?? '') : '');
    o.done();
    setResult({ value: out.value, text: out.text ?? '' });
  });
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(slotName));
  return { slot, unknown, recheck, result, after };
}
