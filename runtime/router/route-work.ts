// The one cache of a navigation's work, whoever started it: the shell on landing (its GETs,
// handed over through one global), a tap (pointerdown, prefetch.ts), or the outlet itself
// (back/forward, a redirect). A navigation is matched once (start-work.ts) and its work —
// the page chunk, the loader's data, the GETs started ahead of the loader — is kept here
// under its path and query, with one expiry. Types are all it imports: the shell's script
// carries this file.
import type { ComponentType } from 'react';
import type { PageProps, Params, RouteEntry } from './types';

/** An answer as the api client reads it: status, body as bytes (status 0: nothing came back). */
export type Raw = { status?: number; data?: unknown };

/**
 * How long started work may be used: the landing's own (a screen that is not shown within
 * this was not what the work was for), a tap's that never became a navigation, a GET the
 * loader never asked for. Later visits, and anything after a change of credentials, ask afresh.
 */
export const WORK_MS = 10_000;

export interface Work {
  /** path and query */
  key: string;
  /** performance.now() when the first of its work started */
  at: number;
  /** GETs started ahead of the loader, by URL as the api client asks; each adopted once */
  calls: Map<string, Promise<Raw>>;
  /** the route and params it was matched to; the rest is there once `page` is */
  match?: { route: RouteEntry; params: Params };
  page?: Promise<{ default: ComponentType<PageProps> }>;
  data?: Promise<unknown>;
  /** page and data, both in */
  both?: Promise<unknown>;
  ready?: boolean;
  /** the data, once it has arrived */
  value?: { v: unknown };
  /** a screen has used it: a later visit to the same path starts afresh */
  taken?: boolean;
}

/** The shell's landing work, as its script leaves it: path and query, start, GETs by URL. */
interface Handed {
  k: string;
  at: number;
  c: Record<string, Promise<Raw>>;
}
const g = globalThis as { __h5work?: Handed };

let works: Work[] = [];

const fresh = (w: Work) => performance.now() - w.at < WORK_MS;

/** The live entries, the shell's landing among them once the runtime first looks. */
function live(): Work[] {
  const h = g.__h5work;
  if (h) {
    delete g.__h5work;
    works.push({ key: h.k, at: h.at, calls: new Map(Object.entries(h.c)) });
  }
  works = works.filter(fresh);
  return works;
}

/** The shell's side: its landing's GETs, for the runtime to adopt. */
export function handOver(key: string, calls: Record<string, Promise<Raw>>) {
  g.__h5work = { k: key, at: performance.now(), c: calls };
}

/** Work started for this path and query and not yet used by a screen. */
export const workAt = (key: string) => live().find((w) => w.key === key && !w.taken);

/** That work, or a new entry for it. */
export function workFor(key: string): Work {
  let w = workAt(key);
  if (!w) works.push((w = { key, at: performance.now(), calls: new Map() }));
  return w;
}

export const hasCall = (url: string) => live().some((w) => w.calls.has(url));

/** A GET started ahead of its loader, once. */
export function takeCall(url: string): Promise<Raw> | undefined {
  const w = live().find((x) => x.calls.has(url));
  const p = w?.calls.get(url);
  w?.calls.delete(url);
  return p;
}

/** After a login or logout no answer fetched with the old credentials may be adopted. */
export function dropCalls() {
  for (const w of live()) w.calls.clear();
}
