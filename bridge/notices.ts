// H5 → app notices when the investor logs in or out inside the H5, read off the session
// store, so the auth pages need not know the bridge exists. The first loaded state is the
// baseline, not a change: a session the H5 already had (or was just handed) is no news.
import { subscribe } from 'valtio/vanilla';
import { session } from '../runtime/session/store';

export function watchSession(notify: (method: 'loggedIn' | 'loggedOut', params: Record<string, unknown>) => void) {
  let known: string | null | undefined = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  return subscribe(session, () => {
    if (session.status !== 'ready') return;
    const id = session.user?.id ?? null;
    if (known === undefined || id === known) {
      known = id;
      return;
    }
    known = id;
    if (id) notify('loggedIn', { userId: id });
    else notify('loggedOut', {});
  });
}
