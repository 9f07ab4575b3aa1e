// Back/forward cache: a page the browser restores from it resumes exactly as it was left; no
// script runs again. So nothing is re-sent by a restore (a money move starts only from a tap,
// and one whose answer was lost is only ever re-checked: runtime/money), but what the page
// shows may be stale: the investor may have logged out (here before leaving, or in another
// tab) or logged in as someone else since. On a restore the session is asked again; when the
// investor on screen is no longer the one logged in, the page is reloaded, so the router's
// guards decide afresh (a login-only screen goes to the login screen) and nothing private of
// the last investor stays in memory. A session that cannot be learned (network) changes nothing.
import { dropEarly } from '../router/cache';
import { reload } from './load';
import { session } from './store';

/** What a restored page does; `reloadPage` is the page reload (a parameter for the tests). */
export async function onRestore(reloadPage: () => void = () => location.reload()): Promise<boolean> {
  const shown = session.user?.id ?? null;
  await reload();
  if (session.status !== 'ready' || (session.user?.id ?? null) === shown) return false;
  reloadPage();
  return true;
}

/** Call once at start: re-checks the session whenever the page comes back from the bfcache. */
export function watchPageShow() {
  addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    // answers the shell fetched for the first landing are not this moment's
    dropEarly();
    void onRestore();
  });
}
