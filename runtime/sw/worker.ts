// The service worker (compiled per build by scripts/build/service-worker.ts, served as /sw.js).
//
// - Install: every file of this build into its own cache — the runtime, every route's chunks
//   and stylesheets, each route's shell, the offline screen. A hashed file the previous build
//   already cached is copied from there, so an update downloads only what changed. Any file
//   missing fails the install and the previous build keeps serving: never half a build.
// - A navigation to a route gets the shell from this build's cache: its inline script then
//   starts the screen's data at once, and only the data crosses the network. It is the shell
//   with the whole route map (index.html), not the route's own: the route shells exist to save
//   bytes on the network, and from the cache one 20 KB file serves every route (precaching the
//   87 route shells would add ~150 KB to every install).
// - Hashed assets come from whichever build's cache has them: a tab opened on the previous
//   build keeps loading its own chunks after an update, and a new shell names only its own —
//   builds never mix. The previous build's cache is kept (KEEP) for tabs still open on it.
// - Nothing else is touched: API answers (balances, money), reports and anything not in the
//   build go to the network as if there were no worker, and are never cached.
// - The new worker takes over at once (skipWaiting) but a page keeps the build it opened with:
//   the next open gets the new build, and an open page is told (SW_MSG.build) so it can offer
//   the 新版本 prompt (runtime/sw/register.ts).
// - A navigation with no cached shell and no network gets the Chinese offline screen.
import { matchCompiled } from '../router/match';
import { CACHE_PREFIX, SW_MSG, type SwBuild } from './build-facts';

declare const __SW_BUILD__: SwBuild;
// The project's lib is DOM, which conflicts with "webworker": the few worker types used, here.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response>): void;
}
interface WorkerClient {
  postMessage(m: unknown): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(o: { type: 'window' }): Promise<WorkerClient[]> };
  addEventListener(t: 'install' | 'activate', f: (e: ExtendableEvent) => void): void;
  addEventListener(t: 'fetch', f: (e: FetchEvent) => void): void;
  addEventListener(t: 'message', f: (e: MessageEvent & { source: WorkerClient | null }) => void): void;
}
declare const self: WorkerScope;

const B = __SW_BUILD__;
const CACHE = CACHE_PREFIX + B.v;
/** the installed builds, newest last, kept as one entry of their own cache */
const BUILDS_CACHE = 'h5meta';
const BUILDS_KEY = '/__h5-builds';
/** this build and the one before it */
const KEEP = 2;
const routes = B.routes.map((c) => [c, new RegExp(c[0], 'i')] as const);

/** Whether a route has the path (the server answers any other: API pages, files, examples). */
const isRoute = (path: string) => routes.some(([c, re]) => matchCompiled(c, path, re));

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    B.files.map(async (url) => {
      if (await cache.match(url)) return;
      // a hashed asset never changes: take it from an older build's cache when there
      const old = url.startsWith(B.assets) ? await caches.match(url) : undefined;
      const res = old ?? (await fetch(url, { cache: url.startsWith(B.assets) ? 'default' : 'no-store' }));
      if (!res.ok) throw new Error(`precache ${url}: ${res.status}`);
      await cache.put(url, res);
    }),
  );
}

async function keepRecentBuilds(): Promise<void> {
  const meta = await caches.open(BUILDS_CACHE);
  const before = await meta.match(BUILDS_KEY);
  const list = ((before ? await before.json() : []) as string[]).filter((v) => v !== B.v);
  const keep = [...list, B.v].slice(-KEEP);
  await meta.put(BUILDS_KEY, new Response(JSON.stringify(keep)));
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && !keep.includes(name.slice(CACHE_PREFIX.length))) await caches.delete(name);
  }
}

/**
 * Chromium's static routes (the Static Routing API, Chrome 123+): requests to the API and the
 * server's own endpoints skip the worker altogether — no start-up, no hop to its thread before
 * the request leaves — so a second open's data starts as soon as the shell asks for it.
 * Elsewhere the fetch handler lets them pass, which is the same answer a little later.
 */
function networkRoutes(e: ExtendableEvent) {
  const add = (e as ExtendableEvent & { addRoutes?: (rules: unknown[]) => Promise<void> }).addRoutes;
  const Pattern = (globalThis as { URLPattern?: new (input: string, base: string) => unknown }).URLPattern;
  if (!add || !Pattern) return Promise.resolve();
  try {
    const rules = B.network.map((p) => ({ condition: { urlPattern: new Pattern(p, self.location.origin) }, source: 'network' }));
    return add.call(e, rules).catch(() => {});
  } catch {
    return Promise.resolve();
  }
}

self.addEventListener('install', (e) => {
  e.waitUntil(Promise.all([networkRoutes(e), precache()]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      await keepRecentBuilds();
      await self.clients.claim();
      for (const c of await self.clients.matchAll({ type: 'window' })) c.postMessage({ type: SW_MSG.build, v: B.v });
    })(),
  );
});

self.addEventListener('message', (e) => {
  if ((e.data as { type?: string } | null)?.type === SW_MSG.ask) e.source?.postMessage({ type: SW_MSG.build, v: B.v });
});

const offline = async () =>
  (await caches.match(B.offline)) ?? new Response('网络未连接，请检查网络后重试', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });

async function navigate(req: Request, route: boolean): Promise<Response> {
  if (route) {
    const hit = await (await caches.open(CACHE)).match(B.shell);
    if (hit) return hit;
  }
  try {
    return await fetch(req);
  } catch {
    return offline();
  }
}

async function fromCache(req: Request): Promise<Response> {
  return (await caches.match(req.url)) ?? fetch(req);
}

self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === 'navigate') return e.respondWith(navigate(req, isRoute(url.pathname)));
  if (url.pathname.startsWith(B.assets) || B.files.includes(url.pathname)) e.respondWith(fromCache(req));
});
