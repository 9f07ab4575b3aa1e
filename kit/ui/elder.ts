// 长辈模式 (MIIT 2021 适老化 rules for mobile apps): larger text, 60 px touch targets, roomier
// lines, no promotional pop-ups, the voice code offered at once. The switch is remembered on
// the device. The shell applies it before the first paint, and takes `?elder=1|0` from a
// native app (scripts/build/shell.ts), so the runtime itself carries none of this code.
import { useSyncExternalStore } from 'react';
import { ELDER_KEY } from '../../runtime/ui/elder-key';

export { ELDER_KEY };

const root = () => document.documentElement;
const CHANGE = 'h5-elder';

export const isElder = () => root().classList.contains('elder');

export function setElder(on: boolean) {
  root().classList.toggle('elder', on);
  try {
    if (on) localStorage.setItem(ELDER_KEY, '1');
    else localStorage.removeItem(ELDER_KEY);
  } catch {
    // private mode: the switch still holds for this visit
  }
  document.dispatchEvent(new Event(CHANGE));
}

// The class on <html> is the one record of the mode (the shell sets it before the first paint)
// and the document keeps who listens for its change: this module holds nothing of its own, so
// each screen's chunk may carry its own copy (scripts/build/copies.ts) instead of one more file.
function subscribe(f: () => void) {
  document.addEventListener(CHANGE, f);
  return () => document.removeEventListener(CHANGE, f);
}

export const useElder = () => useSyncExternalStore(subscribe, isElder, () => false);
