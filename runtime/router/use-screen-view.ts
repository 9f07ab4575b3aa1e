import { startTransition, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { reload, session } from '../session';
import { isApiError } from '../api/api-error';
import { toast } from '../ui/ui-store';
import { ChunkError, loadedPage } from './lazy';
import { matchRoute } from './match';
import { workAt, type Work } from './route-work';
import { startWork } from './start-work';
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
 * route-work cache (a tap's or the landing's), or started here (back/forward, a redirect, a
 * retry); a path no route matches goes home, a record that is not there says so on its own URL
 * (the route's `missing`).
 */
export function useScreenView(routes: readonly RouteEntry[], path: string) {
  const [, navigate] = useLocation();
  // matched once per navigation: by whoever started its work, else here
  const match = useMemo(() => workAt(path + location.search)?.match ?? matchRoute(routes, path), [routes, path]);
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
      // and take input, instead of one task long enough to freeze a slow phone
      // an empty record is one that does not exist, as a 404 is
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
