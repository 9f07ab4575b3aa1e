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
  /** 'tab' shows the bottom tab bar (outside the app) */
  nav?: 'tab';
}

export const defineRoutes = (routes: RouteEntry[]) => routes;
