// The entry: environment, session, route match, then render. Everything a screen needs
// beyond this arrives with its own chunk.
import './ui/ui.css';
import './layout/layout.css';
import { createRoot } from 'react-dom/client';
import { initEnv } from '../bridge/env';
import { apiConfig, isApiError } from './api';
import { reload } from './session';
import { alert, toast } from './ui/ui-store';
import { UiHost } from './ui/ui-host';
import { Outlet } from './router/outlet';
import { initScroll } from './router/scroll';
import { routes } from '../modules';

// the moment the entry starts running, for the preload check of the e2e tests
performance.mark?.('h5-boot');
initEnv();
initScroll();

let denied = false;
// SPEC §8: an access-denied answer anywhere alerts once, then reloads the page.
apiConfig.onAccessDenied = (e) => {
  if (denied) return;
  denied = true;
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

void reload();

createRoot(document.getElementById('app')!).render(
  <>
    <Outlet routes={routes} />
    <UiHost />
  </>,
);
