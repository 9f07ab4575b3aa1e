import { Link } from 'wouter';
import type { RouteEntry, TabIcon, TabNav } from '../router/types';
import { Icon, coin, grid, home, user } from '../ui/icons';

const ICONS: Record<TabIcon, string> = { home, list: coin, user, more: grid };

const cache = new WeakMap<readonly RouteEntry[], (TabNav & { path: string })[]>();

/** The tabs are the registry's routes that declare `nav`, in their declared order. */
function tabsOf(routes: readonly RouteEntry[]) {
  let tabs = cache.get(routes);
  if (!tabs) {
    tabs = routes.flatMap((r) => (r.nav ? [{ ...r.nav, path: r.path }] : [])).sort((a, b) => a.order - b.order);
    cache.set(routes, tabs);
  }
  return tabs;
}

export function TabBar({ routes, path }: { routes: readonly RouteEntry[]; path: string }) {
  return (
    <nav className="app-tabs" aria-label="主导航">
      {tabsOf(routes).map((t) => (
        <Link key={t.path} href={t.path} className={path === t.path ? 'on' : ''} aria-current={path === t.path ? 'page' : undefined}>
          <Icon d={ICONS[t.icon]} />
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
