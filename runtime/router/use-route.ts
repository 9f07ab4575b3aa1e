// The React binding of the navigation core: for the outlet, the matched route of this path,
// what its screen can show now, where its guard sends it, and its arrival (scroll, landing).
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { reload, session } from '../session';
import { isApiError } from '../api/api-error';
import { toast } from '../ui/ui-store';
import { loginPath } from './safe-path';
import { workAt, type Work } from './cache';
import { ChunkError, loadedPage, matchUrl, startWork } from './work';
import { warmRouteMap } from './route-map';
import { markLanded } from './landed';
import { leaveScreen, onScreen } from './scroll';
import type { PageProps, Params, RouteEntry } from './types';

export type View =
  | { state: 'loading' }
  | { state: 'ready'; Page: ComponentType<PageProps>; data: unknown; params: Params; path: string }
  | { state: 'error'; chunk: boolean }
  | { state: 'missing'; path: string };
type Ready = Extract<View, { state: 'ready' }>;
type Match = NonNullable<Work['match']>;

/**
 * The screen as it can show right now, when a tap has already brought its page and its data:
 * it then replaces the last screen in the click's own render, with no loading state between
 * (a skeleton's render and paint cost a slow phone ~80 ms before the content).
 */
function instant({ route, params }: Match, path: string, key: string): Ready | undefined {
  const mod = loadedPage(route);
  if (!mod) return undefined;
  const user = session.status === 'ready' ? !!session.user : null;
  if (route.access === 'user' ? user !== true : route.access === 'guest' ? user !== false : false) return undefined;
  const data = route.load ? workAt(key)?.value : { v: undefined };
  return data && { state: 'ready', Page: mod.default, data: data.v, params, path };
}

/**
 * The matched route of this path and what its screen can show: the navigation's work from the
 * cache (a tap's or the landing's), or started here (back/forward, a redirect, a retry); a path
 * no route matches goes home, a record that is not there says so on its own URL (`missing`).
 */
export function useScreenView(routes: readonly RouteEntry[], path: string) {
  const [, navigate] = useLocation();
  const match = useMemo(() => matchUrl(routes, { pathname: path, search: location.search }), [routes, path]);
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!match) {
      // an old bookmark or a mistyped link: say so rather than silently show the homepage
      toast('页面不存在');
      navigate('/', { replace: true });
      return;
    }
    const { route, params } = match;
    document.title = route.title;
    const url = new URL(path + location.search, location.href);
    const key = url.pathname + url.search;
    const now = instant(match, path, key);
    if (now) {
      const w = workAt(key);
      if (w) w.taken = true;
      setView(now);
      return;
    }
    let live = true;
    setView({ state: 'loading' });
    // a session that could not be learned is asked for again on every new screen
    if (session.status === 'error' && route.access === 'public') void reload();
    const work = startWork(routes, url, match)!;
    work.taken = true;
    Promise.all([work.page, work.data]).then(
      // a transition: React renders the screen in slices between which the browser can paint
      // and take input; an empty record is one that does not exist, as a 404 is
      ([mod, loaded]) =>
        live &&
        (route.missing && loaded == null
          ? setView({ state: 'missing', path })
          : startTransition(() => setView({ state: 'ready', Page: mod!.default, data: loaded, params, path }))),
      (e) => {
        if (!live) return;
        // a record that is not there says so; a passing failure (network, 5xx) gets a retry
        if (route.missing && isApiError(e) && (e.status === 404 || e.code === 'NOT_FOUND')) setView({ state: 'missing', path });
        else setView({ state: 'error', chunk: e instanceof ChunkError });
      },
    );
    return () => {
      live = false;
    };
    // a new path (or a retry) is a new screen; query changes are the page's own business
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, attempt]);

  // what shows: the screen's view, or the new screen at once when a tap brought everything
  const shown: View = match && !(view.state === 'ready' && view.path === path) ? (instant(match, path, path + location.search) ?? view) : view;
  return { match, shown, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Where the guard sends this screen, if anywhere, and whether it must wait for the session.
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

/**
 * A screen's arrival and departure, in the commits that show them: scroll (to the top, or back
 * where the reader was) and, once the landing is up, the map of the other screens for a tap.
 */
export function useScreenEntered(shown: View, path: string) {
  const onScreenFor = useRef('');
  useLayoutEffect(() => {
    leaveScreen();
    onScreenFor.current = '';
  }, [path]);
  useLayoutEffect(() => {
    if (shown.state === 'ready' && shown.path === path && onScreenFor.current !== path) {
      onScreenFor.current = path;
      onScreen(path + location.search);
      warmRouteMap();
      markLanded();
    } else if (shown.state === 'error' || shown.state === 'missing') markLanded(); // what shows is the content
  }, [shown, path]);
}
