// The runtime every screen shares: environment, session, api defaults, router outlet. It
// knows no routes and no bridge (boot.tsx, the composition root, passes both in), so the
// build can make every feature chunk depend on it without pulling in the route table, the
// whole runtime stays one chunk with React, and the layers stay runtime ← bridge ← modules.
// Its CSS is the separate runtime/app.css entry.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { initEnv } from './env';
import { holdNav, matchUrl, prefetch, prefetchOnTap } from './router/work';
import { watchPageShow } from './session/bfcache';
import { apiConfig, isApiError } from './api';
import { askRestAfter, reload, session } from './session';
import { clearHint } from './session/cookies';
import { alert, toast } from './ui/ui-store';
import { UiHost } from './ui/ui-host';
import { PageState } from './ui/page-state';
import { Outlet } from './router/outlet';
import { initScroll } from './router/scroll';
import { afterContent, markLanded } from './router/landed';
import type { RouteEntry } from './router/types';

export interface StartOptions {
  /**
   * The native bridge or WeChat, where present. Returns a promise when the first screen must
   * wait for the app's login hand-off.
   */
  startBridge?: () => Promise<void> | null;
  /** The app's offline package this page came from (bridge/CONTRACT.md §10): no service worker then. */
  offlinePackage?: () => string | null;
}

export function start(routes: readonly RouteEntry[], opts: StartOptions = {}) {
  // the moment the entry starts running, for the preload check of the e2e tests
  performance.mark?.('h5-boot');
  // environment: from=app is kept for the visit
  initEnv();
  const handOff = opts.startBridge?.() ?? null;
  initScroll();
  // a page restored from the back-forward cache asks who is logged in before showing anything private
  watchPageShow();
  prefetchOnTap(routes);
  // a landing that never settles (an app's hand-off that never answers) still lets go of the
  // work kept for after its first content
  addEventListener('load', () => setTimeout(markLanded, 5000));
  // field data and the service worker (runtime/after-load.ts), once the first content has
  // painted (the `load` event came before it, while the screen's own requests still queued); a
  // development build removes a worker a production build left on this origin
  if (process.env.NODE_ENV === 'production') void afterContent(() => import('./after-load').then((m) => m.afterLoad(routes, opts.offlinePackage)));
  else void import('./sw/register').then((m) => m.dropWorkers());

  let denied = false;
  // SPEC §8: an access-denied answer anywhere alerts once, then reloads the page.
  apiConfig.onAccessDenied = (e) => {
    // During the first session load a login-only screen's data is already on its way (on the
    // hint): a refused token then is the session's to report, once (session/load.ts expire).
    if (denied || session.status === 'loading') return;
    denied = true;
    // the hint goes now, so the reloaded page starts logged out instead of asking again
    clearHint();
    void alert(e.message).then(() => location.reload());
  };

  // A failed call that a screen forgot to catch still says something in Chinese, and the
  // console stays clean.
  addEventListener('unhandledrejection', (ev) => {
    if (isApiError(ev.reason)) {
      ev.preventDefault();
      if (ev.reason.code !== 'ACCESS_DENIED') toast(ev.reason.message);
    }
  });

  // the landing screen's chunk and first data start before React's first render, beside the
  // GETs the shell started (runtime/router/work.ts, cache.ts)
  prefetch(routes, location.pathname + location.search);
  const root = createRoot(document.getElementById('app')!);
  // a landing that shows only who is logged in asks the account's other parts after its content
  if (matchUrl(routes, location)?.route.waits === 'user') askRestAfter(afterContent(() => {}));
  const run = () => {
    void reload();
    // As a transition React renders the first screen in slices, yielding to the browser
    // between them: on a slow phone that render was one ~120 ms task right after React's own
    // start-up (bench: long tasks during boot).
    startTransition(() =>
      root.render(
        <Router aroundNav={holdNav}>
          <Outlet routes={routes} />
          <UiHost />
        </Router>,
      ),
    );
  };
  // Inside the app the session may come from the app (login hand-off): it must be in place
  // before the first guard decides, or a logged-in investor would see the login screen.
  if (handOff) {
    root.render(<PageState state="loading" />);
    void handOff.then(run);
  } else run();
}
