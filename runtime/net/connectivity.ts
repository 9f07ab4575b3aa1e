// Whether the server can be reached, learned from what the requests meet. navigator.onLine
// alone cannot say it: Chromium 150 (Debian 12's, and WebViews as old) leaves it true while
// every request fails, and the `online` event may not fire, or fire on a network that reaches
// nothing. So a request that failed at the network level has a tiny no-store request check at
// once whether the server can be reached: when it cannot, the app is offline (a connection the
// server dropped is not the phone's network, and says 加载失败 as any server failure). Any answer
// of the server makes it online; the browser's `offline` makes it offline at once. While
// offline the check is asked again: at once on `online` or when the page comes to the front,
// else with backoff while the page is seen.
// In the entry (the api client reports to it): keep it small.
import { useEffect, useState, useSyncExternalStore } from 'react';

export interface NetState {
  offline: boolean;
  /** checks that failed since the app went offline (or since `online` said to try again) */
  tries: number;
  /** online, but a request just reached no server: the check in flight decides */
  doubt?: boolean;
}

/**
 * failed: a request reached no server; down: the browser says it is offline; answered: any
 * answer (a request's or the check's); checkFailed: the check found no server; online: the
 * browser's event, a cue to check at once.
 */
export type NetEvent = 'failed' | 'down' | 'answered' | 'checkFailed' | 'online';

export const ONLINE: NetState = { offline: false, tries: 0 };

export function netStep(s: NetState, e: NetEvent): NetState {
  if (e === 'answered') return ONLINE;
  if (!s.offline) {
    if (e === 'down' || (e === 'checkFailed' && s.doubt)) return { offline: true, tries: 0 };
    return e === 'failed' ? { offline: false, tries: 0, doubt: true } : s;
  }
  if (e === 'checkFailed') return { offline: true, tries: s.tries + 1 };
  return e === 'online' ? { offline: true, tries: 0 } : s;
}

/** The wait before the next check while offline: 1 s, 2 s, 4 s, then every 8 s. */
export const backoffMs = (tries: number) => Math.min(1000 * 2 ** tries, 8000);

declare const __API_PREFIX__: string | undefined;
/** the web layer's own small plain-text answer, never cached (server/client-ip.ts) */
const CHECK = (typeof __API_PREFIX__ === 'string' ? __API_PREFIX__ : '') + '/getClientIp';
const CHECK_TIMEOUT_MS = 5000;

let state = ONLINE;
const watchers = new Set<() => void>();
const backs = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** performance.now() when the server was last reached again after the app was offline */
let backAt = -1;
/** the check on its way */
let checking: Promise<void> | undefined;

export const isOffline = () => state.offline;

const tell = () => watchers.forEach((f) => f());

function fire(e: NetEvent) {
  const was = state;
  state = netStep(state, e);
  if (state.offline !== was.offline) {
    tell();
    if (!state.offline) {
      backAt = performance.now();
      backs.forEach((f) => f());
    }
  }
  if (state.doubt) void checkNow();
  else if (!state.offline) clearTimeout(timer);
  else if (e !== 'failed') plan(e === 'online');
}

function plan(now: boolean) {
  clearTimeout(timer);
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  timer = setTimeout(checkNow, now ? 0 : backoffMs(state.tries));
}

/** Asks the server once (the 重试 of the offline bar too); an answer brings every failed part back. */
export function checkNow(): Promise<void> {
  if (!state.offline && !state.doubt) return Promise.resolve();
  if (checking) return checking;
  const ctrl = new AbortController();
  const t = setTimeout(() => ctrl.abort(), CHECK_TIMEOUT_MS);
  return (checking = fetch(CHECK, { cache: 'no-store', credentials: 'include', signal: ctrl.signal })
    .then(
      () => 'answered' as const,
      () => 'checkFailed' as const,
    )
    .then((e) => {
      clearTimeout(t);
      checking = undefined;
      fire(e);
    }));
}

/** A request that reached no server (a fetch that threw: not a time-out of ours); settles once the check has decided. */
export const netFailed = () => (fire('failed'), checking ?? Promise.resolve());
/** Any answer of the server, whatever its status. */
export const netAnswered = () => (state.offline || state.doubt) && fire('answered');

/** Called on every change between online and offline; returns the unsubscribe. */
export function watchNet(f: () => void): () => void {
  watchers.add(f);
  return () => void watchers.delete(f);
}

/** Whether the server was reached again after the app was offline since `t` (performance.now()). */
export const backSince = (t: number) => backAt > t;

/** Called each time the server is reached again after the app was offline. */
export function onBack(f: () => void): () => void {
  backs.add(f);
  return () => void backs.delete(f);
}

if (typeof window !== 'undefined') {
  addEventListener('online', () => fire('online'));
  addEventListener('offline', () => fire('down'));
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? clearTimeout(timer) : state.offline && plan(true)));
  // a page opened offline (from the worker's cache) hears no `offline` event: the browser's word at load
  if (navigator.onLine === false) fire('down');
}

/** Whether the app is offline now, for a screen to say so. */
export const useOffline = () => useSyncExternalStore(watchNet, isOffline, () => false);

// However many parts of a screen failed, offline it says so once: each part that would say it
// asks for the word, the first asking (the screen's own bar, else its first failed block) has
// it, the others stay quiet and keep what they showed (kit/ui/block-error's OfflineBar).
let speakers: object[] = [];

/** Whether this part is the one to say the app is offline; `first`: the screen's own bar. */
export function useSpeaker(first?: boolean): boolean {
  const offline = useOffline();
  const [me] = useState(() => ({}));
  useEffect(() => {
    if (!offline) return;
    speakers = first ? [me, ...speakers] : [...speakers, me];
    tell();
    return () => {
      speakers = speakers.filter((s) => s !== me);
      tell();
    };
  }, [offline, first, me]);
  return useSyncExternalStore(watchNet, () => offline && speakers[0] === me);
}
