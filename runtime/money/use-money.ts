// The React binding of the money slots: busy, and each outcome handed to the screen that is up.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { MoneyMove } from './move';
import { money, restoredIntent, take, watch, type Outcome, type Slot } from './state';

const IDLE: Slot = { busy: false, last: null };

/**
 * Slot `name` while this screen is mounted. `onOutcome` gets every outcome that arrives,
 * including one of an attempt whose sheet was closed, once.
 *
 * `settleWith`: when an earlier page (a reload, a restarted WebView) left an attempt in this
 * slot whose outcome it never learned, it gets that attempt's intent as the screen opens and
 * may return the move for it (its `send` is never called: only its `check`, with the kept key
 * and start); the outcome then arrives through `onOutcome`. Without it, the attempt is settled
 * when the screen next starts a move with the same intent (moveMoney checks before it sends).
 */
export function useMoney<T = unknown>(
  name: string,
  onOutcome?: (o: Outcome<unknown>) => void,
  settleWith?: (intent: string) => MoneyMove<T> | null | undefined,
): Slot {
  useEffect(() => watch(name), [name]);
  const { slots } = useSnapshot(money);
  const slot = (slots[name] as Slot | undefined) ?? IDLE;
  const cb = useRef(onOutcome);
  cb.current = onOutcome;
  const settle = useRef(settleWith);
  settle.current = settleWith;
  const last = slot.last;
  useEffect(() => {
    if (!last) return;
    take(name, last.seq);
    cb.current?.(last as Outcome<unknown>);
  }, [name, last?.seq]);
  useEffect(() => {
    const intent = settle.current ? restoredIntent(name) : null;
    const m = intent === null ? null : settle.current?.(intent);
    if (m && m.intent === intent) void import('./move').then((x) => x.recheck(name, m));
  }, [name]);
  return slot;
}
