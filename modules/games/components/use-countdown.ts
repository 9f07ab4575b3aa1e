// A countdown to `deadline` (epoch ms) that reads the time afresh on every tick, so a throttled
// background tab or a slow phone never drifts; Date and setTimeout are what a test's fake clock
// (Playwright page.clock, vitest fake timers) drives.
import { useEffect, useRef, useState } from 'react';

/** Remaining ms (0 once over); `onEnd` runs once when the deadline passes. */
export function useCountdown(deadline: number | null, onEnd: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      const left = deadline - t;
      if (left <= 0) return end.current();
      // wake on the next whole second of the remaining time
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, deadline - now);
}

/** 300000 → '05:00'; seconds round up, so it reads 00:00 only when time is up. */
export function mmss(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
