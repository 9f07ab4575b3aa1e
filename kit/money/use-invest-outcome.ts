// What the purchase screens (a loan's tender in modules/invest, a claim's in modules/claims)
// do with a money outcome while they are up: ask for the balance again whatever happened; a
// wrong or locked password stays in the form (the sheet says why and asks again), and so does
// an attempt the records proved never happened (a 5xx, a captive portal): what was typed is
// still there to try again;
// the server's other refusals, and a success, become the result view; an unknown outcome
// offers 查询结果.
import { useRef, useState } from 'react';
import { passwordRefusal } from './password-refusal';
import { unknownText, unresolved, type Outcome } from '../../runtime/money/state';
import { useMoney } from './use-money';
import type { Fund } from '../../runtime/session/schemas';

/** refusals answered in the form, not the result view (a locked password: nothing was sent either) */
const STAY = new Set(['INCORRECT_PASSWORD', 'PAYMENT_PASSWORD_LOCKED', 'NOT_DONE']);

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * `what`: 出借 or 购买, for the words of an outcome left unknown. `sheetUp`: the password sheet is
 * open; a refused password is then said there only, where it is retyped (one line per failure).
 */
export function useInvestOutcome<T>(slotName: string, what: string, o: { setFund: (f: Fund) => void; setErr: (e: string) => void; sheetUp?: boolean }) {
  const up = useRef(false);
  up.current = !!o.sheetUp;
  const [unknown, setUnknown] = useState(() => (unresolved(slotName) ? unknownText(what) : ''));
  const [result, setResult] = useState<Result<T> | null>(null);
  const slot = useMoney(slotName, (out: Outcome<unknown>) => {
    void import('./buyer').then((m) => m.loadFund()).then(o.setFund, () => {});
    setUnknown(out.kind === 'unknown' ? unknownText(what) : '');
    if (out.kind === 'done') setResult({ ok: true, value: out.value as T });
    else if (out.kind === 'refused' && STAY.has(out.error.code)) o.setErr(up.current && passwordRefusal(out) ? '' : out.error.message);
    else if (out.kind === 'refused') setResult({ ok: false, message: out.error.message });
  });
  const recheck = () => void import('../../runtime/money/move').then((m) => m.recheck(slotName));
  return { slot, unknown, result, clearResult: () => setResult(null), recheck };
}
