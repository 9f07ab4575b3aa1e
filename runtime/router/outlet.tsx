import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { reload, session, whenReady, whenUser } from '../session';
import { hasHint } from '../session/cookies';
import { isApiError } from '../api/api-error';
import { PageState } from '../ui/page-state';
import { Header } from '../layout/header';
import { TabBar } from '../layout/tab-bar';
import { getEnv } from '../env';
import { ChunkError, loadedPage, loadPage, retryAfterChunkError } from './lazy';
import { warmRouteMap } from './chunks';
import { matchRoute } from './match';
import { loginPath } from './safe-path';
import { leaveScreen, onScreen } from './scroll';
import { adopt, arrived } from './prefetch';
import { toast } from '../ui/ui-store';
import type { PageProps, Params, RouteEntry } from './types';

type View =
  | { state: 'loading' }
  | { state: 'ready'; Page: ComponentType<PageProps>; data: unknown; params: Params; path: string }
  | { state: 'error'; chunk: boolean };
type Ready = Extract<View, { state: 'ready' }>;

/**
 * The screen as it can show right now, when a tap has already brought its page and its data:
 * it then replaces the last screen in the click's own render, with no loading state between
 * (a skeleton's render and paint cost a slow phone ~80 ms before the content).
 */
function instant(route: RouteEntry, params: Params, path: string, key: string): Ready | undefined {
  const mod = loadedPage(route);
  if (!mod) return undefined;
  const user = session.status === 'ready' ? !!session.user : null;
  if (route.access === 'user' ? user !== true : route.access === 'guest' ? user !== false : false) return undefined;
  const data = route.load ? arrived(key) : { v: undefined };
  return data && { state: 'ready', Page: mod.default, data: data.v, params, path };
}

/** Renders the matched route: guard, then chunk + data in parallel, then the page. */
export function Outlet({ routes }: { routes: readonly RouteEntry[] }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { status, flags, user, error: sessionError } = useSnapshot(session);
  const match = matchRoute(routes, path);
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const access = match?.route.access;

  useEffect(() => {
    if (!match) {
      // an old bookmark or a mistyped link: say so rather than silently show the homepage
      toast('页面不存在');
      navigate('/', { replace: true });
      return;
    }
    const { route, params } = match;
    document.title = route.title;
    const now = instant(route, params, path, path + location.search);
    if (now) {
      adopt(path + location.search);
      setView(now);
      return;
    }
    let live = true;
    setView({ state: 'loading' });
    // a session that could not be learned is asked for again on every new screen
    if (session.status === 'error' && route.access === 'public') void reload();
    const query = new URLSearchParams(location.search);
    // The chunk and its stylesheet start now, and the data too unless the guard will most
    // likely turn the screen away.
    // A screen the guard will most likely turn away (login-only without the session hint,
    // login itself with it) waits for the session before its chunk, as the shell's preload did.
    const never = new Promise<never>(() => {});
    const page =
      route.access === 'user' && !hasHint()
        ? whenReady().then(() => (session.user ? loadPage(route) : never))
        : route.access === 'guest' && hasHint()
          ? whenReady().then(() => (session.user ? never : loadPage(route)))
          : loadPage(route);
    const tapped = adopt(path + location.search);
    // With the session hint a login-only screen's data starts with its chunk, not a session
    // load later; it is used only if the session then names the investor (a refused token
    // meanwhile is the session's to report: start.tsx).
    const early = !tapped && route.access === 'user' && hasHint() ? route.load?.({ params, query }) : undefined;
    early?.catch(() => {});
    const data =
      tapped ??
      (route.access === 'user'
        ? (route.waits === 'user' ? whenUser() : whenReady()).then(() =>
            session.user || (route.publicData && session.status === 'error') ? (early ?? route.load?.({ params, query })) : never,
          )
        : route.load?.({ params, query }));
    Promise.all([page, data]).then(
      // a transition: React renders the screen in slices between which the browser can paint
      // and take input, instead of one task long enough to freeze a slow phone
      ([mod, loaded]) => live && startTransition(() => setView({ state: 'ready', Page: mod.default, data: loaded, params, path })),
      (e) => {
        if (!live) return;
        // the fallback is for a record that is not there; a passing failure gets a retry
        if (route.fallback && isApiError(e) && (e.status === 404 || e.code === 'NOT_FOUND')) navigate(route.fallback, { replace: true });
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
  const shown: View =
    match && !(view.state === 'ready' && view.path === path)
      ? (instant(match.route, match.params, path, path + location.search) ?? view)
      : view;
  const ready = shown.state === 'ready' ? shown : undefined;
  // one element per screen and query: the effect that stores an instant screen as the view
  // then re-renders nothing below the outlet
  const screen = useMemo(
    () => ready && <ready.Page key={ready.path} params={ready.params} data={ready.data} query={new URLSearchParams(search)} />,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready?.Page, ready?.path, ready?.data, search],
  );
  const onScreenFor = useRef('');
  useLayoutEffect(() => {
    leaveScreen();
    onScreenFor.current = '';
  }, [path]);
  useLayoutEffect(() => {
    if (shown.state === 'ready' && shown.path === path && onScreenFor.current !== path) {
      onScreenFor.current = path;
      onScreen(path + location.search);
      // the landing is up: the map of the other screens can come in now, ready for a tap
      warmRouteMap();
    }
  }, [shown]);

  // Guards decide once per screen, when it is entered with a known session. A session that
  // changes on the screen (login completing on /login, logout on /more) is the screen's to
  // follow up: re-deciding here would jump to /dashboard before the login flow reaches `next`.
  const entered = useRef<{ path: string; loggedIn: boolean } | null>(null);
  // a screen that waits only for the user record may be entered once that is in
  const userOnly = match?.route.waits === 'user' && status === 'loading' && !!user;
  if ((status === 'ready' || userOnly) && entered.current?.path !== path) entered.current = { path, loggedIn: status === 'ready' ? flags.has_logged_in : true };
  const loggedIn = entered.current?.path === path ? entered.current.loggedIn : null;

  if (!match) return null;
  if (access === 'user' && loggedIn === false) return <Go to={loginPath(path + (search ? '?' + search : ''))} />;
  if (access === 'guest' && loggedIn === true) return <Go to="/dashboard" />;

  const env = getEnv();
  // not known whether this device is logged in (network or server failure): a login-only
  // screen says so and offers a retry rather than send a possibly logged-in investor to the
  // login screen; a guest screen (login itself) is shown as it is
  const unknown = access === 'user' && status === 'error' && !match.route.publicData;
  const guarded = access !== 'public' && status === 'loading' && !userOnly;
  return (
    <>
      {env.showHeader && match.route.header !== false && <Header title={match.route.title} home={!!match.route.nav} />}
      <main className={`app-main${env.showFooter && match.route.nav ? ' with-tabs' : ''}`}>
        {unknown ? (
          <PageState state="error" message={sessionError} onRetry={() => void reload().then(() => setAttempt((n) => n + 1))} />
        ) : guarded || shown.state === 'loading' || (shown.state === 'ready' && shown.path !== path) ? (
          <PageState state="loading" shape={match.route.skeleton} />
        ) : shown.state === 'error' ? (
          <PageState
            state="error"
            message={shown.chunk ? '页面加载失败，可能是版本已更新，请重试' : undefined}
            onRetry={shown.chunk ? retryAfterChunkError : () => setAttempt((n) => n + 1)}
          />
        ) : (
          screen
        )}
      </main>
      {env.showFooter && match.route.nav && <TabBar routes={routes} path={path} />}
    </>
  );
}

function Go({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
