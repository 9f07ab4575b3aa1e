// Field data of one page visit (README "Field data"): web-vitals measures the landing's LCP, CLS
// and INP; this sends them once, with the landing's facts, as the page is first hidden. Loaded
// after the landing is up (runtime/after-load.ts), so no route carries it; the entries before it
// arrived are in the browser's buffer. A page restored from the back-forward cache is the same
// visit: it has sent its report.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { RouteEntry } from '../router/types';
import { landingFacts, type Navigation } from './facts';
import type { Vitals } from './payload';
import { sendVitals } from './send';

export function watchVitals(routes: readonly RouteEntry[]) {
  // null: not measured (the browser lacks the API, or no interaction yet)
  const measured: Pick<Vitals, 'lcp' | 'cls' | 'inp'> = { lcp: null, cls: null, inp: null };
  // every change, not only the final value: the report never hangs on web-vitals' last call
  // coming before ours
  const keep = (key: keyof typeof measured) => (m: Metric) => void (measured[key] = m.value);
  const opts = { reportAllChanges: true };
  onLCP(keep('lcp'), opts);
  onCLS(keep('cls'), opts);
  onINP(keep('inp'), opts);

  // read now: what the landing was opened with (长辈模式 may be switched off later)
  const facts = landingFacts(routes, performance.getEntriesByType('navigation')[0] as Navigation | undefined);
  let sent = false;
  // On document, not window's capture phase: web-vitals flushes its last entries (an INP still
  // waiting for idle, the final CLS) in window capture listeners, which run first. Not pagehide:
  // Chromium fires it before visibilitychange, so it would send before that flush; every target
  // browser (Safari 14.1 on) fires visibilitychange when the page unloads.
  document.addEventListener('visibilitychange', () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    // a browser that measures none of the three has nothing to say
    if (measured.lcp === null && measured.cls === null && measured.inp === null) return;
    sendVitals({ ...facts, ...measured });
  });
  // armed: the e2e test waits for this before it hides the page
  performance.mark?.('h5-vitals');
}
