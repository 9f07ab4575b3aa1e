// POST /vitals: the field data of real page visits (runtime/vitals/), one beacon per visit,
// each kept as one JSON line (NDJSON) with the time it arrived; `npm run vitals` reads the file
// back as percentiles (README "Field data"). Anyone can post here, so: our own pages only (a
// beacon is same-origin; the app's cross-site check guards only the API), a small body, a few
// reports a minute per address, every field checked against its kind and bounds, and a route
// pattern the build does not have kept as `other`, so a line never holds a string a client chose.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { parseVitals } from '../runtime/vitals/payload';
import { perMinuteLimit } from './per-minute';
import type { GuardStore } from './guard/store';
import { answerEmpty, readReport } from './report-post';
import { isOwnOrigin, ownOrigin } from './request-checks';

export interface VitalsOptions {
  /**
   * The NDJSON file the reports go to: VITALS_LOG, else logs/vitals.ndjson under the working
   * directory (the checkout, for `npm start`; git-ignored). A deployment points VITALS_LOG at
   * its log volume. The file is kept under `maxFileBytes` (VITALS_LOG_MAX_BYTES, 10 MB): past
   * it, it becomes `<file>.1` (the one before is dropped), so at most twice that is kept.
   */
  file?: string;
  maxFileBytes?: number;
  /** where the per-address counts live (the guards' store; this endpoint's own memory otherwise) */
  store?: GuardStore;
  now?: () => number;
  /** requests per address per minute */
  perMinute?: number;
  maxBytes?: number;
}

/** A beacon is text/plain (a string body); a keepalive fetch sends JSON. */
const TYPES = new Set(['text/plain', 'application/json']);

const answer = answerEmpty;

/** Sent by another page: Fetch Metadata or Origin says so (absent headers: not a browser page). */
function fromElsewhere(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && String(site).trim().toLowerCase() !== 'same-origin') return true;
  const origin = req.headers.origin;
  return origin !== undefined && !isOwnOrigin(origin, ownOrigin(req));
}

/** The route patterns of the build in `dist` (shells.json), read again after a rebuild. */
function buildRoutes(dist: string): (route: string) => boolean {
  const file = join(dist, 'shells.json');
  let read = -1;
  let routes = new Set<string>();
  return (route) => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtime !== read) {
      read = mtime;
      try {
        routes = new Set((JSON.parse(readFileSync(file, 'utf8')) as { path: string }[]).map((s) => s.path));
      } catch {
        routes = new Set();
      }
    }
    return routes.has(route);
  };
}

/** The handler of POST /vitals for the build in `dist`: 204 once written, 4xx for what it will not take. */
export function createVitals(dist: string, o: VitalsOptions = {}) {
  const file = resolve(o.file ?? process.env.VITALS_LOG ?? 'logs/vitals.ndjson');
  const now = o.now ?? Date.now;
  const perMinute = o.perMinute ?? 30;
  const maxBytes = o.maxBytes ?? 2048;
  const known = buildRoutes(dist);
  let folder: Promise<unknown> | null = null;
  const allowed = perMinuteLimit(perMinute, now, 'vitals', o.store);
  const maxFileBytes = o.maxFileBytes ?? (Number(process.env.VITALS_LOG_MAX_BYTES) || 10 * 1024 * 1024);
  let rotating: Promise<unknown> | null = null;
  /** The file moved aside once it is full; concurrent beacons wait for the one move. */
  const rotate = () =>
    (rotating ??= stat(file)
      .then((st) => (st.size >= maxFileBytes ? rename(file, `${file}.1`) : undefined))
      .catch(() => {})
      .finally(() => (rotating = null)));

  return async (req: IncomingMessage, res: ServerResponse) => {
    const json = await readReport(req, res, { types: TYPES, maxBytes, allowed, refuse: fromElsewhere });
    if (res.headersSent) return;
    const vitals = parseVitals(json, known);
    if (!vitals) return answer(res, 400);
    folder ??= mkdir(dirname(file), { recursive: true });
    await folder;
    await rotate();
    // one short line per append: O_APPEND keeps concurrent lines whole
    await appendFile(file, JSON.stringify({ t: new Date(now()).toISOString(), ...vitals }) + '\n');
    answer(res, 204);
  };
}
