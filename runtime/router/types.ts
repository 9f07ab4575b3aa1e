import type { ComponentType } from 'react';

export type Access = 'public' | 'user' | 'guest';
export type Params = Record<string, string>;

export interface LoadContext {
  params: Params;
  query: URLSearchParams;
}

export interface PageProps<D = unknown> extends LoadContext {
  data: D;
}

/** A bottom-tab screen: its place in the tab bar (outside the app), label and icon. */
export interface TabNav {
  order: number;
  label: string;
  icon: string;
}

export interface RouteEntry<D = any> {
  path: string;
  /** the screen's chunk; started together with `load`, never after it */
  page: () => Promise<{ default: ComponentType<PageProps<D>> }>;
  access: Access;
  /** the screen's first data; runs in parallel with the chunk download */
  load?: (ctx: LoadContext) => Promise<D>;
  title: string;
  /** where to go when `load` finds no such record (404) instead of the error view (SPEC: loan → /) */
  fallback?: string;
  nav?: TabNav;
}

/** One route whose loader's result must be what its page's props expect. */
export const defineRoute = <D>(route: RouteEntry<D>): RouteEntry => route;

/**
 * A module's routes. Each entry's data type is inferred from its loader and its page, so a
 * loader returning the wrong thing for its page fails to compile (tests/unit/route-types.ts).
 */
export const defineRoutes = <T extends readonly unknown[]>(routes: { [K in keyof T]: RouteEntry<T[K]> }): readonly RouteEntry[] =>
  routes as readonly RouteEntry[];
