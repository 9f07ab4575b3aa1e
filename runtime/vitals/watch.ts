// Field data of one page visit (README "Field data"): LCP, CLS and INP of the landing, sent
// once as the page is hidden. Loaded after the landing is up (runtime/start.tsx), so it costs
// no route anything on its way in; the entries before it arrived are in the browser's buffer.
// A page restored from the back-forward cache is the same visit: it has sent its report.
import type { RouteEntry } from '../router/types';
import { createCls, type ShiftLike } from './cls';
import { landingFacts, type Navigation } from './facts';
import { createInp, type EventLike } from './inp';
import { createLcp } from './lcp';
import { sendVitals } from './send';

type Each = (e: PerformanceEntry) => void;

/** Observes one entry type where the browser has it; a function that takes the queued entries now. */
function observe(type: string, each: Each, extra: Record<string, unknown> = {}): (() => void) | null {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  const po = new PerformanceObserver((list) => list.getEntries().forEach(each));
  po.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
  return () => po.takeRecords().forEach(each);
}

export function watchVitals(routes: readonly RouteEntry[]) {
  const nav = performance.getEntriesByType('navigation')[0] as Navigation | undefined;
  const lcp = createLcp(nav?.activationStart ?? 0);
  const cls = createCls();
  const inp = createInp();
  const flushLcp = observe('largest-contentful-paint', (e) => lcp.add(e));
  const flushCls = observe('layout-shift', (e) => cls.add(e as unknown as ShiftLike));
  // 40 ms: the shortest the browser reports by choice (16 is its floor); quicker ones never decide INP
  const flushEvents = observe('event', (e) => inp.add(e as unknown as EventLike), { durationThreshold: 40 });
  // the first input is reported whatever its length, so a visit of quick taps still has an INP
  const flushFirst = observe('first-input', (e) => inp.add(e as unknown as EventLike));

  const stopLcp = () => {
    flushLcp?.();
    lcp.stop();
  };
  for (const t of ['keydown', 'click']) addEventListener(t, stopLcp, { once: true, capture: true });

  // read now: what the landing was opened with (长辈模式 may be switched off later)
  const facts = landingFacts(routes, nav);
  let sent = false;
  let pageHiding = false;
  const report = () => {
    if (sent || (document.visibilityState !== 'hidden' && !pageHiding)) return;
    sent = true;
    stopLcp();
    flushCls?.();
    flushEvents?.();
    flushFirst?.();
    const count = (performance as { interactionCount?: number }).interactionCount;
    const measured = { lcp: lcp.value, cls: flushCls ? cls.value : null, inp: inp.value(count) };
    // a browser that measures none of the three has nothing to say
    if (measured.lcp === null && measured.cls === null && measured.inp === null) return;
    sendVitals({ ...facts, ...measured });
  };
  addEventListener('visibilitychange', report, true);
  addEventListener(
    'pagehide',
    () => {
      pageHiding = true;
      report();
    },
    true,
  );
  // armed: the e2e test waits for this before it hides the page
  performance.mark?.('h5-vitals');
}
