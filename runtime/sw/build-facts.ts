// What the build writes into the service worker (scripts/build/service-worker.ts): shared by
// the two so they cannot disagree on its shape.
import type { Compiled } from '../router/match';

export interface SwBuild {
  /** the build's version (a hash of the files the pages load) */
  v: string;
  /** every URL to precache: assets, the shell, the offline screen */
  files: string[];
  /** every route's compiled pattern: a navigation to one of them gets the shell */
  routes: Compiled[];
  /** the shell served from the cache: the one with the whole route map (index.html) */
  shell: string;
  /** the offline screen's URL */
  offline: string;
  /** where the hashed assets are served, with its trailing slash */
  assets: string;
  /** URL patterns (relative to the origin, or absolute) of what always goes to the network:
   *  the API, the session and report endpoints */
  network: string[];
}

/** The page ⇄ worker messages. */
export const SW_MSG = { build: 'h5-build', ask: 'h5-build?' } as const;

/** Cache names: one per build, and the list of installed builds (newest last). */
export const CACHE_PREFIX = 'h5-';
