import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { acceptedCodings, compressStream, isCompressible, MIN_COMPRESS_BYTES, type Coding } from './compress';
import { decodeOrNull } from './decode';
import { shellPicker } from './shells';
import { isHttps } from './request-checks';
import { CACHED_SHELL, OFFLINE_PAGE } from '../runtime/sw/offline-page';
import { PATHS } from './paths';

/** Content types by extension, for this server and for the offline package's manifest. */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/**
 * The WeChat JS-SDK's origins, in the build's policy because the shells are static files. The
 * header policy drops them for every browser that is not WeChat: a page obeys both its meta and
 * its header policy, so outside WeChat no script can come from there.
 */
const WECHAT_SCRIPTS = / https:\/\/res2?\.wx\.qq\.com/g;
export const isWechat = (userAgent: string | undefined) => /MicroMessenger/i.test(userAgent ?? '');
export const cspFor = (csp: string, wechat: boolean) => (wechat ? csp : csp.replace(WECHAT_SCRIPTS, ''));

/** The Reporting API name of where browsers send CSP violations (server/paths.ts cspReport). */
const REPORT_GROUP = 'csp';

/**
 * The shell's <meta> policy cannot report (report-uri and report-to are ignored in meta): the
 * header can. Chromium reads Reporting-Endpoints only from HTTPS answers, and once a policy
 * names report-to it no longer uses report-uri: so report-to only over HTTPS, and report-uri
 * always (Firefox and Safari know only that one).
 */
export function securityHeaders(csp: string, https: boolean): Record<string, string> {
  const reporting: Record<string, string> = https ? { 'reporting-endpoints': `${REPORT_GROUP}="${PATHS.cspReport}"` } : {};
  return {
    'content-security-policy': `${csp}; report-uri ${PATHS.cspReport}${https ? `; report-to ${REPORT_GROUP}` : ''}`,
    ...reporting,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

const REFUSALS = { 400: 'Bad request', 404: 'Not found', 503: 'Build missing: run npm run build' } as const;
type Refusal = keyof typeof REFUSALS;

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' };

const refuse = (res: ServerResponse, status: Refusal) => {
  res.writeHead(status, PLAIN);
  res.end(REFUSALS[status]);
};

// Source maps (with full sources) stay in the build output for upload to error tracking, but
// are never served. `npm run dev` inlines its maps, so it needs none of these files either.
const isSourceMap = (path: string) => /\.map(\.(gz|br))?$/i.test(path);

/**
 * The build's reports and server inputs at its top level (the budget table, the route → files
 * manifest, the CSP text, the route → shell list), with their .gz/.br: read by the build, this
 * server, the nginx renderer and the native teams from the build folder, never by a browser.
 * Served, they would hand anyone the whole file map and the policy in one request, and the
 * history fallback must not answer them with a shell either: a 404.
 */
export const BUILD_PRIVATE = /^(budget-report\.json|manifest\.json|csp\.txt|shells\.json)(\.(gz|br))?$/i;

/** The build's folders that hold files only: a path under them that names none is a 404. */
const FILES_ONLY = /^\/(assets|offline-package)\//;

/**
 * What a file is decides how it is cached, validated and encoded. Hashed assets and the offline
 * package's archives are named for their bytes, so immutable; the shells are never stored; any
 * other file is asked for again on every use (no-cache), so it carries an ETag a 304 answers.
 */
type Kind = 'asset' | 'package' | 'shell' | 'file';

const CACHE_CONTROL: Record<Kind, string> = {
  asset: 'public, max-age=31536000, immutable',
  package: 'public, max-age=31536000, immutable',
  shell: 'no-store',
  file: 'no-cache',
};

/**
 * The offline package's version-named files: its archives `h5-<version>.tar.gz` and patches
 * `h5-<from>-<to>.patch`. Never rewritten under the same name, gzip already, so sent as they are,
 * and resumable: a phone that loses the network halfway picks the download up where it stopped.
 * Any other file there (the manifest, the build's build.json) is rewritten in place: revalidated.
 */
const PACKAGE_FILE = /^\/offline-package\/h5-[^/]+$/;

const kindOf = (at: string): Kind | null => {
  if (at.startsWith('/assets/')) return 'asset';
  if (PACKAGE_FILE.test(at)) return 'package';
  // the cached shell is the shell as a cache serves it: the same headers
  if (at === CACHED_SHELL) return 'shell';
  // the offline page is a file the service worker precaches; any other .html is a route's shell
  return !at.endsWith('.html') || at === OFFLINE_PAGE ? 'file' : null;
};

/** null for a path that names nothing stat can read (missing, or under a file). */
function statOf(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

const slashed = (rel: string) => rel.split(sep).join('/');

type Found = { status: Refusal } | { target: string; kind: Kind; stats: Stats };

/** The file a request's URL names, and its kind; any other path → its route's shell. */
function locator(dist: string) {
  // each route's own shell (only its part of the route map); index.html for anything else
  const pickShell = shellPicker(dist);
  return (url: string | undefined): Found => {
    let raw: string;
    try {
      raw = new URL(url ?? '/', 'http://x').pathname;
    } catch {
      return { status: 400 };
    }
    // a path that does not decode names no file: a route then, for the shell to judge
    const path = decodeOrNull(raw);
    if (isSourceMap(raw) || (path !== null && isSourceMap(path))) return { status: 404 };
    const file = path === null ? '' : normalize(join(dist, path));
    // the kind goes by where the file is, not by how the URL spelt it (`/assets/..%2Fsw.js`)
    const rel = file.startsWith(dist + sep) ? slashed(file.slice(dist.length + 1)) : null;
    if (rel !== null && BUILD_PRIVATE.test(rel)) return { status: 404 };
    const stats = rel === null ? null : statOf(file);
    const kind = stats?.isFile() ? kindOf(`/${rel}`) : null;
    if (stats && kind) return { target: file, kind, stats };
    // a missing chunk must 404 (the runtime then reloads once), and a file the offline package
    // lacks too (a native host would keep a shell as the file it asked for): never the shell
    if (FILES_ONLY.test(raw)) return { status: 404 };
    const shell = pickShell(raw);
    const shellStats = statOf(shell);
    return shellStats?.isFile() ? { target: shell, kind: 'shell', stats: shellStats } : { status: 503 };
  };
}

// ---- what a file's bytes say, worked out once per version of the file, not per request

/** A file's version as the file system tells it: a write or a replacement changes one of these. */
const versionOf = (s: Stats) => `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;

/** 96 bits of SHA-256, base64url: an ETag's opaque part, short enough for every answer. */
const digest = (hash: ReturnType<typeof createHash>) => hash.digest('base64url').slice(0, 16);

const hashFile = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (c) => hash.update(c))
      .on('end', () => resolve(digest(hash)));
  });

/** A promise per key, kept while the version holds; a failed one is forgotten, to be tried again. */
function memo<T>() {
  const seen = new Map<string, { version: string; value: Promise<T> }>();
  return (key: string, version: string, compute: () => Promise<T>) => {
    const hit = seen.get(key);
    if (hit?.version === version) return hit.value;
    const value = compute();
    seen.set(key, { version, value });
    value.catch(() => seen.get(key)?.value === value && seen.delete(key));
    return value;
  };
}

const RACY_MS = 2000;

const UNPACK = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };

/** The hash of what a twin decodes to; '' when it does not decode, or to more than `size` bytes. */
const decodedHash = (twin: string, coding: Coding, size: number) =>
  readFile(twin)
    .then((packed) => UNPACK[coding](packed, { maxOutputLength: Math.max(size, 1) }))
    .then((bytes) => digest(createHash('sha256').update(bytes)))
    .catch(() => '');

type TwinCheck = (twin: string, twinStats: Stats, coding: Coding) => Promise<boolean>;

/** The content hash of each file, and whether a .br/.gz twin decodes to the file as it is now. */
function fileVersions() {
  const hashes = memo<string>();
  const twins = memo<string>();
  // file times tick coarsely (a few ms): a file written in the last moments may be written again
  // under the same times and size, so its hash is kept only once it has been still a while
  const hash = (file: string, stats: Stats) => (Date.now() - stats.mtimeMs < RACY_MS ? hashFile(file) : hashes(file, versionOf(stats), () => hashFile(file)));
  const twinHolds =
    (file: string, stats: Stats): TwinCheck =>
    async (twin, twinStats, coding) => {
      const want = await hash(file, stats);
      return (await twins(twin, `${versionOf(twinStats)} ${want}`, () => decodedHash(twin, coding, stats.size))) === want;
    };
  return { hash, twinHolds };
}

// ---- answers

const SUFFIX: Record<Coding, string> = { br: 'br', gzip: 'gz' };

interface Body {
  file: string;
  /** absent when compressed on the fly (the length is not known before the end) */
  size?: number;
  coding?: Coding;
  onTheFly?: boolean;
}

/**
 * The body for the client's codings: the build's .br/.gz twin when it decodes to the file as it
 * is now and is smaller, else compressed on the fly, else the file. Not the twin's date: an edit
 * that keeps the file's mtime (cp -p, rsync -t) would pass it, and a deploy that copies files in
 * any order makes good twins look older than their files.
 */
async function encodingFor(accepted: Coding[], file: string, stats: Stats, holds: TwinCheck): Promise<Body> {
  let fresh = false;
  for (const coding of accepted) {
    const twin = `${file}.${SUFFIX[coding]}`;
    const t = statOf(twin);
    if (!t?.isFile() || !(await holds(twin, t, coding))) continue;
    fresh = true;
    if (t.size < stats.size) return { file: twin, size: t.size, coding };
  }
  // a fresh twin no smaller: the build found nothing to gain (an empty chunk); a stale one says nothing
  if (fresh || !accepted[0] || stats.size < MIN_COMPRESS_BYTES) return { file, size: stats.size };
  return { file, coding: accepted[0], onTheFly: true };
}

/**
 * One ETag per representation: the file's hash, with the coding when compressed. A twin is fixed
 * bytes (strong); zlib promises no byte-equal output across versions, so on the fly it is weak,
 * which If-None-Match still matches (weak comparison) and If-Range never does.
 */
const etagOf = (hash: string, b: Body) => (b.coding ? `${b.onTheFly ? 'W/' : ''}"${hash}-${SUFFIX[b.coding]}"` : `"${hash}"`);

/** If-None-Match by the weak comparison (RFC 9110 §13.1.2): `*`, or a tag with the same opaque part. */
function noneMatchHits(header: string | undefined, etag: string) {
  if (!header) return false;
  const opaque = (t: string) => t.replace(/^W\//, '');
  return header.trim() === '*' || (header.match(/(W\/)?"[^"]*"/g) ?? []).some((t) => opaque(t) === opaque(etag));
}

/** 304: the 200's validator, caching and security headers; nothing that describes a body. */
function notModified(res: ServerResponse, headers: OutgoingHttpHeaders) {
  const { 'content-type': _t, 'content-length': _l, 'content-encoding': _e, ...kept } = headers;
  res.writeHead(304, kept);
  res.end();
}

// a client gone mid-answer or a file replaced by a rebuild: the answer just ends
const ignore = () => {};

function sendFile(req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders, body: Body) {
  if (body.coding) headers['content-encoding'] = body.coding;
  if (body.size !== undefined) headers['content-length'] = String(body.size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  if (body.onTheFly) pipeline(createReadStream(body.file), compressStream(body.coding!), res, ignore);
  else pipeline(createReadStream(body.file), res, ignore);
}

type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=` spec (`a-b`, `a-`, `-n`) → the bytes, 'unsatisfiable' when none of the file
 * is in it, or null to send the whole file: no Range, another unit, a spec that does not parse,
 * or several ranges (RFC 9110 §14.2 lets a server ignore those; nginx with max_ranges 1 does too).
 */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const specs = (/^\s*bytes\s*=(.*)$/i.exec(header ?? '')?.[1] ?? '').split(',');
  const m = specs.length === 1 ? /^\s*(\d*)-(\d*)\s*$/.exec(specs[0]!) : null;
  if (!m || (!m[1] && !m[2])) return null;
  if (!m[1]) {
    // `-n`: the last n bytes
    const n = Number(m[2]);
    return n > 0 && size > 0 ? { start: Math.max(0, size - n), end: size - 1 } : 'unsatisfiable';
  }
  const first = Number(m[1]);
  const last = m[2] ? Number(m[2]) : size - 1;
  return first < size && first <= last ? { start: first, end: Math.min(last, size - 1) } : 'unsatisfiable';
}

/**
 * An offline package file: as it is (gzip already: never compressed again), with its ETag and
 * byte ranges, so a download broken off resumes. If-Range must name the current ETag: a file
 * changed since (or a date, this server sends no Last-Modified) gets the whole file again.
 */
function sendPackage(
  req: IncomingMessage,
  res: ServerResponse,
  headers: OutgoingHttpHeaders,
  { file, size, etag }: { file: string; size: number; etag: string },
) {
  Object.assign(headers, { etag, 'accept-ranges': 'bytes' });
  if (noneMatchHits(req.headers['if-none-match'], etag)) return notModified(res, headers);
  const ifRange = req.headers['if-range'];
  // Range is defined for GET only (RFC 9110 §14.2)
  const asked = req.method === 'GET' && (ifRange === undefined || String(ifRange).trim() === etag);
  const range = asked ? parseRange(req.headers.range, size) : null;
  if (!range) return sendFile(req, res, headers, { file, size });
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...PLAIN, 'accept-ranges': 'bytes', 'content-range': `bytes */${size}` });
    return res.end('Range not satisfiable');
  }
  headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['content-length'] = String(range.end - range.start + 1);
  res.writeHead(206, headers);
  pipeline(createReadStream(file, range), res, ignore);
}

/**
 * Serves the build: hashed assets and offline package files immutable for a year; the shell
 * `no-store` (so back after logout or a payment never shows a stale page from the HTTP cache)
 * with the CSP as a header; any other file `no-cache` with an ETag of its bytes, revalidated by
 * If-None-Match; any other path → the shell (history fallback). Text answers compressed: the
 * build's .br/.gz files when they are smaller and still match the file, else on the fly; source
 * maps never; offline package files go as they are, with byte ranges.
 */
export function createStatic(dist: string) {
  const locate = locator(dist);
  const cspFile = join(dist, 'csp.txt');
  // read per request: `npm run dev` rebuilds the shell, and with it the script hash in the CSP
  const csp = () => (existsSync(cspFile) ? readFileSync(cspFile, 'utf8').trim() : "default-src 'self'");
  const versions = fileVersions();

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const found = locate(req.url);
    if ('status' in found) return refuse(res, found.status);
    const { target, kind, stats } = found;
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const headers: OutgoingHttpHeaders = {
      'content-type': type,
      'cache-control': CACHE_CONTROL[kind],
      ...securityHeaders(cspFor(csp(), isWechat(req.headers['user-agent'])), isHttps(req)),
    };
    const hash = kind === 'file' || kind === 'package' ? await versions.hash(target, stats) : null;
    if (kind === 'package') return sendPackage(req, res, headers, { file: target, size: stats.size, etag: `"${hash}"` });
    let body: Body = { file: target, size: stats.size };
    if (isCompressible(type)) {
      // the shell's policy also depends on the browser (cspFor)
      headers.vary = kind === 'shell' ? 'Accept-Encoding, User-Agent' : 'Accept-Encoding';
      body = await encodingFor(acceptedCodings(req.headers['accept-encoding']), target, stats, versions.twinHolds(target, stats));
    }
    // hashed assets need none (their name is their version), nor a shell that is never stored
    if (hash) headers.etag = etagOf(hash, body);
    if (hash && noneMatchHits(req.headers['if-none-match'], String(headers.etag))) return notModified(res, headers);
    sendFile(req, res, headers, body);
  };
  return (req: IncomingMessage, res: ServerResponse) =>
    void serve(req, res).catch((e: unknown) => {
      // a file gone between the look and the read (a rebuild mid-request): as app.ts answers any failure
      console.error(e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
}
