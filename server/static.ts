import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { acceptedCodings, compressStream, isCompressible, MIN_COMPRESS_BYTES } from './compress';
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

const notFound = (res: ServerResponse) => {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end('Not found');
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

const fileSize = (f: string) => (existsSync(f) ? statSync(f).size : Infinity);

/**
 * Serves the build: hashed assets immutable for a year; the shell `no-store` (so back after
 * logout or a payment never shows a stale page from the HTTP cache) with the CSP as a header;
 * any other path → the shell (history fallback). Text answers compressed: the build's .br/.gz
 * files when they are smaller, else on the fly; source maps never.
 */
export function createStatic(dist: string) {
  // each route's own shell (only its part of the route map); index.html for anything else
  const pickShell = shellPicker(dist);
  const cspFile = join(dist, 'csp.txt');
  // read per request: `npm run dev` rebuilds the shell, and with it the script hash in the CSP
  const csp = () => (existsSync(cspFile) ? readFileSync(cspFile, 'utf8').trim() : "default-src 'self'");

  return (req: IncomingMessage, res: ServerResponse) => {
    let raw: string;
    try {
      raw = new URL(req.url ?? '/', 'http://x').pathname;
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Bad request');
    }
    // a path that does not decode names no file: a route then, for the shell to judge
    const path = decodeOrNull(raw);
    if (isSourceMap(raw) || (path !== null && isSourceMap(path))) return notFound(res);
    const file = path === null ? '' : normalize(join(dist, path));
    const inside = file.startsWith(dist + sep);
    if (inside && BUILD_PRIVATE.test(file.slice(dist.length + 1))) return notFound(res);
    const isAsset = inside && path!.startsWith('/assets/') && existsSync(file) && statSync(file).isFile();
    // a missing chunk must 404 (the runtime then reloads once), and a file the offline package
    // lacks too (a native host would keep a shell as the file it asked for): never the shell
    if (FILES_ONLY.test(raw) && !(inside && existsSync(file) && statSync(file).isFile())) return notFound(res);
    // the pages that are files, not a route's shell: what the service worker precaches
    const isPage = path === OFFLINE_PAGE || path === CACHED_SHELL;
    const isPublic = !isAsset && inside && (!path!.endsWith('.html') || isPage) && existsSync(file) && statSync(file).isFile();
    const shell = !isAsset && !isPublic;
    const target = shell ? pickShell(raw) : file;
    // the cached shell is the shell as a cache serves it: the same headers
    const asShell = shell || path === CACHED_SHELL;
    if (!existsSync(target)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Build missing: run npm run build');
    }
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : asShell ? 'no-store' : 'no-cache',
      ...securityHeaders(cspFor(csp(), isWechat(req.headers['user-agent'])), isHttps(req)),
    };
    const size = statSync(target).size;
    let body = target;
    let onTheFly: ReturnType<typeof compressStream> | null = null;
    if (isCompressible(type)) {
      // the shell's policy also depends on the browser (cspFor)
      headers.vary = asShell ? 'Accept-Encoding, User-Agent' : 'Accept-Encoding';
      const accepted = acceptedCodings(req.headers['accept-encoding']);
      // the build's own variant when there is one and it is smaller (not so for empty chunks)
      const pre = accepted.find((c) => fileSize(`${target}.${c === 'br' ? 'br' : 'gz'}`) < size);
      if (pre) {
        body = `${target}.${pre === 'br' ? 'br' : 'gz'}`;
        headers['content-encoding'] = pre;
      } else if (accepted[0] && size >= MIN_COMPRESS_BYTES && !existsSync(`${target}.gz`) && !existsSync(`${target}.br`)) {
        headers['content-encoding'] = accepted[0];
        onTheFly = compressStream(accepted[0]);
      }
    }
    if (!onTheFly) headers['content-length'] = String(statSync(body).size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    // a client gone mid-answer or a file replaced by a rebuild: the answer just ends
    const done = () => {};
    if (onTheFly) pipeline(createReadStream(body), onTheFly, res, done);
    else pipeline(createReadStream(body), res, done);
  };
}
