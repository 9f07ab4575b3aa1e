import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session';
import { loginPath } from './safe-path';
import type { RouteEntry } from './types';

/**
 * Where the guard sends this screen, if anywhere, and whether it must wait for the session.
 *
 * Guards decide once per screen, when it is entered with a known session. A session that
 * changes on the screen (login completing on /login, logout on /more) is the screen's to
 * follow up: re-deciding here would jump to /dashboard before the login flow reaches `next`.
 */
export function useGuard(route: RouteEntry | undefined, path: string, search: string) {
  const { status, flags, user, error } = useSnapshot(session);
  const entered = useRef<{ path: string; loggedIn: boolean } | null>(null);
  const access = route?.access;
  // a screen that waits only for the user record may be entered once that is in
  const userOnly = route?.waits === 'user' && status === 'loading' && !!user;
  if ((status === 'ready' || userOnly) && entered.current?.path !== path) entered.current = { path, loggedIn: status === 'ready' ? flags.has_logged_in : true };
  const loggedIn = entered.current?.path === path ? entered.current.loggedIn : null;

  const to =
    access === 'user' && loggedIn === false
      ? loginPath(path + (search ? '?' + search : ''))
      : access === 'guest' && loggedIn === true
        ? '/dashboard'
        : undefined;
  return {
    to,
    /**
     * Not known whether this device is logged in (network or server failure): a login-only
     * screen says so and offers a retry rather than send a possibly logged-in investor to the
     * login screen; a guest screen (login itself) is shown as it is.
     */
    unknown: access === 'user' && status === 'error' && !route?.publicData,
    sessionError: error,
    /** not yet known whether this screen may show */
    waiting: access !== undefined && access !== 'public' && status === 'loading' && !userOnly,
  };
}
