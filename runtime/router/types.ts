import type { ComponentType } from 'react';
import type { SkeletonShape } from '../ui/skeleton';
import type { MissingWay } from '../ui/page-state';

export type Access = 'public' | 'user' | 'guest';
export type Params = Record<string, string>;

export interface LoadContext {
  params: Params;
  query: URLSearchParams;
}

export interface PageProps<D = unknown> extends LoadContext {
  data: D;
}

/** The tab bar's icons (runtime/layout/tab-bar.tsx draws them from runtime/ui/icons). */
export type TabIcon = 'home' | 'list' | 'user' | 'more';

/** A bottom-tab screen: its place in the tab bar (outside the app), label and icon. */
export interface TabNav {
  order: number;
  label: string;
  icon: TabIcon;
}

// `any` by default: the registry holds routes of every data type, each checked by defineRoutes
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface RouteEntry<D = any> {
  path: string;
  /** the screen's chunk; started together with `load`, never after it */
  page: () => Promise<{ default: ComponentType<PageProps<D>> }>;
  access: Access;
  /** the screen's first data; runs in parallel with the chunk download */
  load?: (ctx: LoadContext) => Promise<D>;
  title: string;
  /**
   * What the screen says when `load` finds no such record (404 / NOT_FOUND): the record does not
   * exist, on its own URL, with a way on (runtime/ui/page-state NotFound); without it a 404 is
   * the error view with 重试. A network failure or a 5xx is always the error view.
   */
  missing?: MissingWay;
  nav?: TabNav;
  /** `false`: no title bar; the screen draws its own top (home: the brand over the banners) */
  header?: false;
  /**
   * What of the session a login-only screen waits for before its data and its first render:
   * by default all of it (flags, fund, cards…); `'user'` for a screen that reads only who is
   * logged in (the user record), so it need not wait for the account's other calls; landing on
   * it, the shell and the runtime ask those only once its first content has painted (over
   * HTTP/1.1 they would take the connections its own files and data need: session/load.ts).
   */
  waits?: 'user';
  /**
   * A login-only screen whose content is the same for everyone (the loan list): when the
   * session cannot be learned (network or server failure) it still shows, and says in its own
   * place that the account failed, rather than the whole screen being the session's error.
   */
  publicData?: true;
  /** the skeleton shown while the screen's chunk and data load (default 'detail') */
  skeleton?: SkeletonShape;
  /**
   * The GET calls `load` makes first, as the api client sends them (path and query, with
   * the route's `:params`): the shell starts them before the entry has downloaded and the
   * client adopts the answers (runtime/router/cache.ts). Only calls that depend on nothing but
   * the URL's path; a landing with other query keys than from/elder starts none. A template
   * that drifts from what the loader asks only costs one unused request
   * (tests/e2e/early-data.e2e.ts checks each is adopted).
   */
  early?: readonly string[];
}

/** One route whose loader's result must be what its page's props expect. */
export const defineRoute = <D>(route: RouteEntry<D>): RouteEntry => route;

/**
 * A module's routes. Each entry's data type is inferred from its loader and its page, so a
 * loader returning the wrong thing for its page fails to compile (tests/unit/route-types.ts).
 */
export const defineRoutes = <T extends readonly unknown[]>(routes: { [K in keyof T]: RouteEntry<T[K]> }): readonly RouteEntry[] =>
  routes as readonly RouteEntry[];
