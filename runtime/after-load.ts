// What a page starts once its first content has painted: nothing a screen waits for, so none of
// it is on any route's critical path (runtime/start.tsx imports this chunk through
// afterContent). Field data watches the landing (README "Field data", its entries buffered);
// the service worker registers once the page is idle, so its precache (~490 KB the first time) never competes with the
// landing's own files and data, which may still be on their way at `load` — except where the app
// served the page from its offline package, which is the cache there (bridge/CONTRACT.md §10).
import type { RouteEntry } from './router/types';
import { routeMap } from './router/route-map';
import { watchVitals } from './vitals/watch';
import { registerWorker } from './sw/register';

export function afterLoad(routes: readonly RouteEntry[], offlinePackage?: () => string | null) {
  watchVitals(routes);
  const v = routeMap().v;
  if (!v || offlinePackage?.()) return;
  const go = () => registerWorker(v);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 5000 });
  else setTimeout(go, 2000);
}
