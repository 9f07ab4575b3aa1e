import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { reload } from '../session';
import { NotFound, PageState } from '../ui/page-state';
import { Header } from '../layout/header';
import { TabBar } from '../layout/tab-bar';
import { getEnv } from '../env';
import { retryAfterChunkError } from './work';
import { useGuard, useScreenEntered, useScreenView, type View } from './use-route';
import type { RouteEntry } from './types';

/** Renders the matched route: guard, then chunk + data in parallel, then the page. */
export function Outlet({ routes }: { routes: readonly RouteEntry[] }) {
  const [path] = useLocation();
  const search = useSearch();
  const { match, shown, retry } = useScreenView(routes, path);
  const ready = shown.state === 'ready' ? shown : undefined;
  // one element per screen and query: the effect that stores an instant screen as the view
  // then re-renders nothing below the outlet
  const screen = useMemo(
    () => ready && <ready.Page key={ready.path} params={ready.params} data={ready.data} query={new URLSearchParams(search)} />,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready?.Page, ready?.path, ready?.data, search],
  );
  const guard = useGuard(match?.route, path, search);
  // arrived is what the outlet shows: a screen whose chunk and data are in while its guard still
  // waits for the session shows the skeleton, and its content has not landed yet
  useScreenEntered(guard.to || guard.waiting ? WAITING : guard.unknown ? UNKNOWN : shown, path);

  if (!match) return null;
  if (guard.to) return <Go to={guard.to} />;
  const { route } = match;
  const env = getEnv();
  return (
    <>
      {env.showHeader && route.header !== false && <Header title={route.title} home={!!route.nav} />}
      <main className={`app-main${env.showFooter && route.nav ? ' with-tabs' : ''}`}>
        {guard.unknown ? (
          <PageState state="error" message={guard.sessionError} onRetry={() => void reload().then(retry)} />
        ) : guard.waiting || shown.state === 'loading' || (shown.state === 'ready' && shown.path !== path) ? (
          <PageState state="loading" shape={route.skeleton} />
        ) : shown.state === 'missing' ? (
          <NotFound {...route.missing} />
        ) : shown.state === 'error' ? (
          <PageState
            state="error"
            message={shown.chunk ? '页面加载失败，可能是版本已更新，请重试' : undefined}
            onRetry={shown.chunk ? retryAfterChunkError : retry}
          />
        ) : (
          screen
        )}
      </main>
      {env.showFooter && route.nav && <TabBar routes={routes} path={path} />}
    </>
  );
}

const WAITING: View = { state: 'loading' };
const UNKNOWN: View = { state: 'error', chunk: false };

function Go({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return null;
}
