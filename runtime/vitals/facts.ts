// What a report says beside its three numbers, read once the landing is up: which route was
// opened (its pattern), how, where, and from which release.
import { getEnv } from '../env';
import { matchUrl } from '../router/work';
import type { RouteEntry } from '../router/types';
import { buildLabelOf, CONNECTIONS, NAV_TYPES, OTHER_ROUTE, type Vitals } from './payload';

export type Facts = Omit<Vitals, 'lcp' | 'cls' | 'inp'>;

/** The navigation timing entry with Chromium's prerender field. */
export type Navigation = PerformanceNavigationTiming & { activationStart?: number };

export function landingFacts(routes: readonly RouteEntry[], nav: Navigation | undefined): Facts {
  // the URL the page was loaded at, not where the visitor is now (a guard may have moved on)
  let path = location.pathname;
  try {
    if (nav) path = new URL(nav.name).pathname;
  } catch {
    // keep the current path
  }
  const prerendered = (document as { prerendering?: boolean }).prerendering || (nav?.activationStart ?? 0) > 0;
  const type = prerendered ? 'prerender' : nav?.type;
  const ect = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  const entry = document.querySelector<HTMLScriptElement>('script[type=module][src]');
  return {
    route: matchUrl(routes, { pathname: path, search: '' })?.route.path ?? OTHER_ROUTE,
    nav: NAV_TYPES.find((t) => t === type) ?? 'navigate',
    host: getEnv().host,
    elder: document.documentElement.classList.contains('elder'),
    ect: CONNECTIONS.find((c) => c === ect) ?? null,
    sw: navigator.serviceWorker?.controller != null,
    build: entry ? buildLabelOf(entry.src) : null,
  };
}
