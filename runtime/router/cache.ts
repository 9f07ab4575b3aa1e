// The one cache of a navigation's work, whoever started it: the shell on landing (its GETs,
// handed over through one global), a tap, or the outlet (back/forward, a redirect). A
// navigation is matched once (work.ts) and its work — the page chunk, the loader's data, the
// GETs started ahead of the loader — is kept here under its path and query, with one expiry.
// The api client adopts those GETs by URL through `apiConfig.adopt`, which work.ts sets: the
// client knows no router. Only types and fetch here: the shell's script and the session's
// cookies carry this file.
import type { ComponentType } from 'react';
import type { PageProps, Params, RouteEntry } from './types';
import { routeMap } from './route-map';
import { versionHeaders } from '../api/h5-version';

/** An answer as the api client reads it: status, body as bytes (status 0: nothing came back). */
export type Raw = { status?: number; data?: unknown };

/**
 * How long started work may be used: the landing's own (a screen not shown within this was not
 * what the work was for), a tap's that never became a navigation, a GET the loader never asked
 * for. Later visits, and anything after a change of credentials, ask afresh.
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

const g = globalThis as { __h5work?: { k: string; at: number; c: Record<string, Promise<Raw>> } };
let works: Work[] = [];

/** The live entries, the shell's landing among them once the runtime first looks. */
function live(): Work[] {
  const h = g.__h5work;
  if (h) {
    delete g.__h5work;
    works.push({ key: h.k, at: h.at, calls: new Map(Object.entries(h.c)) });
  }
  return (works = works.filter((w) => performance.now() - w.at < WORK_MS));
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

/** The request the client would make, body kept as bytes, the build's version with it as the
 *  client sends it (runtime/api/h5-version.ts); the shell's script makes it too. */
export const earlyGet = (url: string): Promise<Raw> =>
  fetch(url, { credentials: 'include', headers: { accept: 'application/json', ...versionHeaders(routeMap().p ?? '', routeMap().v) } })
    .then((x) => x.arrayBuffer().then((data) => ({ status: x.status, data })))
    .catch(() => ({ status: 0 }));

/** Starts a GET the navigation's loader will make, unless one for this URL is on its way. */
export function startEarly(work: Work, url: string, gate = <T>(go: () => Promise<T>) => go()) {
  if (!live().some((w) => w.calls.has(url)))
    work.calls.set(
      url,
      gate(() => earlyGet(url)),
    );
}

/**
 * The answer started ahead for this URL, once; undefined when none was (or too long ago). One
 * that hangs past `timeoutMs` counts as lost (status 0), which the client asks for again.
 */
export function takeEarly(url: string, timeoutMs: number): Promise<Raw> | undefined {
  const w = live().find((x) => x.calls.has(url));
  const p = w?.calls.get(url);
  if (!p) return undefined;
  w!.calls.delete(url);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lost = new Promise<Raw>((done) => (timer = setTimeout(() => done({ status: 0 }), timeoutMs)));
  return Promise.race([p, lost]).finally(() => clearTimeout(timer));
}

/** After a login or logout no answer fetched with the old credentials may be adopted. */
export function dropEarly() {
  for (const w of live()) w.calls.clear();
}
