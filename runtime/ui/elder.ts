// 长辈模式 (MIIT 2021 适老化 rules for mobile apps): larger text, 60 px touch targets, roomier
// lines, no promotional pop-ups, the voice code offered at once. The switch is remembered on
// the device. The shell applies it before the first paint, and takes `?elder=1|0` from a
// native app (scripts/build/shell.ts), so the runtime itself carries none of this code.
import { useSyncExternalStore } from 'react';
import { ELDER_KEY } from './elder-key';

export { ELDER_KEY };

const root = () => document.documentElement;
const listeners = new Set<() => void>();

export const isElder = () => root().classList.contains('elder');

export function setElder(on: boolean) {
  root().classList.toggle('elder', on);
  try {
    if (on) localStorage.setItem(ELDER_KEY, '1');
    else localStorage.removeItem(ELDER_KEY);
  } catch {
    // private mode: the switch still holds for this visit
  }
  for (const f of listeners) f();
}

const subscribe = (f: () => void) => (listeners.add(f), () => void listeners.delete(f));

export const useElder = () => useSyncExternalStore(subscribe, isElder, () => false);
