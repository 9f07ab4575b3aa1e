// The React binding of the money slots: busy, and each outcome handed to the screen that is up.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { MoneyMove } from '../../runtime/money/move';
import { money, restoredIntent, take, watch, type Outcome, type Slot } from '../../runtime/money/state';

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
export function useMoney<T = unknown>(name: string, onOutcome?: (o: Outcome<unknown>) => void, settleWith?: SettleWith<T>): Slot {
  useEffect(() => watch(name), [name]);
  const { slots } = useSnapshot(money);
  const slot = (slots[name] as Slot | undefined) ?? IDLE;
  const cb = useRef(onOutcome);
  cb.current = onOutcome;
  const last = slot.last;
  useEffect(() => {
    if (!last) return;
    take(name, last.seq);
    cb.current?.(last as Outcome<unknown>);
    // an outcome is new when its sequence number is: the object itself is a new snapshot each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, last?.seq]);
  useSettleOnOpen(name, settleWith);
  return slot;
}

/** What a screen says while it settles a kept attempt as it opens. */
export const SETTLING_TEXT = '正在确认上一笔交易…';

/** The move (or, loaded lazily, a promise of it) that settles a kept attempt of this intent. */
export type SettleWith<T> = (intent: string) => MoneyMove<T> | null | undefined | Promise<MoneyMove<T> | null | undefined>;

/**
 * The settling half of `useMoney`, for a screen whose outcomes another hook already watches:
 * a kept attempt of slot `name` is checked (never sent) with the move `settleWith` returns for
 * its intent; the outcome arrives through the slot's watcher. True while that is under way
 * (from the first render, so the screen never offers the move meanwhile).
 */
export function useSettleOnOpen<T = unknown>(name: string, settleWith?: SettleWith<T>): boolean {
  const settle = useRef(settleWith);
  settle.current = settleWith;
  const [settling, setSettling] = useState(() => !!settleWith && restoredIntent(name) !== null);
  useEffect(() => {
    const intent = settle.current ? restoredIntent(name) : null;
    if (intent === null) return setSettling(false);
    let live = true;
    setSettling(true);
    Promise.resolve()
      .then(() => settle.current?.(intent))
      .then((m) => (m && m.intent === intent ? import('../../runtime/money/move').then((x) => x.recheck(name, m)) : null))
      .catch(() => null)
      .then(() => live && setSettling(false));
    return () => {
      live = false;
    };
  }, [name]);
  return settling;
}
