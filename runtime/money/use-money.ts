// The React binding of the money slots: busy, and each outcome handed to the screen that is up.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { money, take, watch, type Outcome, type Slot } from './state';

const IDLE: Slot = { busy: false, last: null };

/**
 * Slot `name` while this screen is mounted. `onOutcome` gets every outcome that arrives,
 * including one of an attempt whose sheet was closed, once.
 */
export function useMoney(name: string, onOutcome?: (o: Outcome<unknown>) => void): Slot {
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
  }, [name, last?.seq]);
  return slot;
}
