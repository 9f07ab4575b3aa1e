// Whether the server can be reached, learned from what the requests meet. navigator.onLine
// alone cannot say it: Chromium 150 (Debian 12's, and WebViews as old) leaves it true while
// every request fails, and the `online` event may not fire, or fire on a network that reaches
// nothing. So a request that failed at the network level marks the app offline, any answer of
// the server marks it online, and while offline a tiny no-store request checks the way back:
// at once on `online` or when the page comes to the front, else with backoff while it is seen.
// In the entry (the api client reports to it): keep it small.
import { useEffect, useState, useSyncExternalStore } from 'react';

export interface NetState {
  offline: boolean;
  /** checks that failed since the app went offline (or since `online` said to try again) */
  tries: number;
}

/**
 * failed: a request reached no server (or the browser said `offline`); answered: any answer;
 * checkFailed: the check found no server; online: the browser's event, a cue to check at once.
 */
export type NetEvent = 'failed' | 'answered' | 'checkFailed' | 'online';

export const ONLINE: NetState = { offline: false, tries: 0 };

export function netStep(s: NetState, e: NetEvent): NetState {
  if (e === 'answered') return ONLINE;
  if (!s.offline) return e === 'failed' ? { offline: true, tries: 0 } : s;
  if (e === 'checkFailed') return { offline: true, tries: s.tries + 1 };
  return e === 'online' ? { offline: true, tries: 0 } : s;
}

/** The wait before the next check: 1 s, 2 s, 4 s, then every 8 s. */
export const backoffMs = (tries: number) => Math.min(1000 * 2 ** tries, 8000);

declare const __API_PREFIX__: string | undefined;
/** the web layer's own small plain-text answer, never cached (server/client-ip.ts) */
const CHECK = (typeof __API_PREFIX__ === 'string' ? __API_PREFIX__ : '') + '/getClientIp';
const CHECK_TIMEOUT_MS = 5000;

let state = ONLINE;
const watchers = new Set<() => void>();
const backs = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let checking = false;

export const isOffline = () => state.offline;

const tell = () => watchers.forEach((f) => f());

function fire(e: NetEvent) {
  const was = state.offline;
  state = netStep(state, e);
  if (state.offline !== was) {
    tell();
    if (!state.offline) backs.forEach((f) => f());
  }
  if (state.offline && (e !== 'failed' || !was)) plan(e === 'online');
  if (!state.offline) clearTimeout(timer);
}

function plan(now: boolean) {
  clearTimeout(timer);
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  timer = setTimeout(checkNow, now ? 0 : backoffMs(state.tries));
}

/** Asks the server once (the 重试 of the offline bar too); an answer brings every failed part back. */
export function checkNow() {
  if (checking || !state.offline) return;
  checking = true;
  const ctrl = new AbortController();
  const t = setTimeout(() => ctrl.abort(), CHECK_TIMEOUT_MS);
  fetch(CHECK, { cache: 'no-store', credentials: 'include', signal: ctrl.signal })
    .then(
      () => 'answered' as const,
      () => 'checkFailed' as const,
    )
    .then((e) => {
      clearTimeout(t);
      checking = false;
      fire(e);
    });
}

/** A request that reached no server (a fetch that threw: not a time-out of ours). */
export const netFailed = () => fire('failed');
/** Any answer of the server, whatever its status. */
export const netAnswered = () => state.offline && fire('answered');

/** Called on every change between online and offline; returns the unsubscribe. */
export function watchNet(f: () => void): () => void {
  watchers.add(f);
  return () => void watchers.delete(f);
}

/** Called each time the server is reached again after the app was offline. */
export function onBack(f: () => void): () => void {
  backs.add(f);
  return () => void backs.delete(f);
}

if (typeof window !== 'undefined') {
  addEventListener('online', () => fire('online'));
  addEventListener('offline', () => fire('failed'));
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? clearTimeout(timer) : state.offline && plan(true)));
  // a page opened offline (from the worker's cache) hears no `offline` event: the browser's word at load
  if (navigator.onLine === false) fire('failed');
}

/** Whether the app is offline now, for a screen to say so. */
export const useOffline = () => useSyncExternalStore(watchNet, isOffline, () => false);

// However many parts of a screen failed, offline it says so once: each part that would say it
// asks for the word, the first asking (the screen's own bar, else its first failed block) has
// it, the others stay quiet and keep what they showed (runtime/ui/block-error's OfflineBar).
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
