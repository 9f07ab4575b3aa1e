// The native-host simulator next to the build and the sandbox, on one origin:
//   npm run build && npx tsx examples/native-host/serve.ts      → http://localhost:8090/examples/native-host/
// PORT (8090) and DIST (dist) can be set; OFFLINE_PACKAGE=0 turns the offline package off.
// Every H5 shell served here carries inject.js as its first script, so the simulator installs
// its bridge before the page runs, as an app does. With the build's offline package
// (bridge/CONTRACT.md §10) the shells and chunks come from the package the simulator
// downloaded, as on a phone; only data crosses the "network" (the app server in this process).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { cspFor, isWechat, securityHeaders } from '../../server/static';
import { decodeOrNull } from '../../server/decode';
import { isHttps } from '../../server/request-checks';
import { createPackageHost, type Answer, type PackageHost } from './offline-package';
import type { LifecycleEvent } from './webviews';
import type { AppFacts } from './release-check';
import { simulatorKey, simulatorRelease, type ReleaseKey } from './release-server';

const here = dirname(fileURLToPath(import.meta.url));
const FILES: Record<string, string> = {
  '': 'index.html',
  'index.html': 'index.html',
  'host.js': 'host.js',
  'host.css': 'host.css',
  'inject.js': 'inject.js',
};
const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };
const NOT_SHELL = /^\/(assets\/|api\/|logout$|getClientIp$|wx\/|sandbox-assets\/|__sandbox\/)/;

/** The app's own downloads of the package: not WebView requests, so not intercepted or counted. */
const DOWNLOAD = 'x-native-host-download';

export interface SimulatorOptions {
  dist?: string;
  /** serve from the build's offline package (default): checked when the server starts listening */
  package?: boolean;
  /**
   * Added before every answer that does not come from the package (the bench: the package is on
   * the phone, the rest crosses a mobile network). 0 by default.
   */
  networkDelayMs?: number;
  /** the app's release keys (added to the simulator's own), its version and bridge version */
  app?: Partial<AppFacts>;
  /** signs a build in `dist` that has no manifest.json of its own (release-server.ts) */
  key?: ReleaseKey;
  now?: () => number;
}

/** The simulator's server; `offline` is its package store (null with `package: false`). */
export interface Simulator extends Server {
  offline: PackageHost | null;
  /** the key this simulator signs unreleased builds with; its app trusts it */
  releaseKey: ReleaseKey;
}

/** The document-start hook; with `version`, it also says which package served the page (CONTRACT §10). */
const withInject = (html: string, version?: string, hold?: string) =>
  html.replace(
    '<script',
    `<script src="/examples/native-host/inject.js${version ? `?package=${encodeURIComponent(version)}${hold ? `&hold=${encodeURIComponent(hold)}` : ''}` : ''}"></script>\n<script`,
  );

/** A main-frame load: the one request the interceptor may answer with a route's shell. */
const isNavigation = (req: IncomingMessage) =>
  req.headers['sec-fetch-mode'] ? req.headers['sec-fetch-mode'] === 'navigate' : /text\/html/.test(String(req.headers.accept ?? ''));

/** A file of the package, with the headers server/static.ts gives the same file. */
function sendFromPackage(req: IncomingMessage, res: ServerResponse, a: Answer) {
  const body = a.html ? Buffer.from(withInject(a.data.toString('utf8'), a.version, a.hold)) : a.data;
  res.writeHead(200, {
    'content-type': a.type,
    'content-length': String(body.length),
    'cache-control': a.file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : a.html ? 'no-store' : 'no-cache',
    ...securityHeaders(cspFor(a.csp, isWechat(req.headers['user-agent'])), isHttps(req)),
    'x-offline-package': a.version,
  });
  res.end(body);
}

export function createSimulator(o: SimulatorOptions = {}): Simulator {
  const dist = resolve(o.dist ?? 'dist');
  const app = createApp({ dist, api: sandboxApi() }).listener;
  const delay = o.networkDelayMs ?? 0;
  const key = o.key ?? simulatorKey();
  const release = simulatorRelease(dist, key, o.now);
  const appHandler: typeof app = (req, res) => (delay ? new Promise((r) => setTimeout(r, delay)).then(() => app(req, res)) : app(req, res));
  const csp = () => (existsSync(join(dist, 'csp.txt')) ? readFileSync(join(dist, 'csp.txt'), 'utf8').trim() : "default-src 'self'");
  // a local simulator over plain HTTP: the CSP reports by report-uri only
  const send = (res: ServerResponse, type: string, body: string | Buffer) => {
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...securityHeaders(csp(), false) });
    res.end(body);
  };

  let offline: PackageHost | null = null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const signed = path === '/offline-package/manifest.json' && req.method === 'GET' ? release() : null;
    if (signed) return void res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }).end(signed);
    if (path === '/examples/native-host/app-login' && req.method === 'POST') return void appLogin(req, res);
    if (path === '/examples/native-host/package-check' && req.method === 'POST') return void packageCheck(offline, res);
    if (path === '/examples/native-host/package-log' && req.method === 'GET') return packageLog(offline, req, res);
    if (path === '/examples/native-host/webviews' && req.method === 'POST') return void webviewsPost(offline, req, res);
    if (path.startsWith('/examples/native-host/')) {
      const name = FILES[path.slice('/examples/native-host/'.length)];
      if (!name) {
        res.writeHead(404).end('Not found');
        return;
      }
      return send(res, TYPES[name.split('.').pop()!]!, readFileSync(join(here, name)));
    }
    // the app's interceptor: the package first, the network for what it does not hold
    if (offline?.installed() && !req.headers[DOWNLOAD]) {
      // a browser marks no request with its frame: it is the front WebView's (webviews.ts says
      // how a file of another WebView's version is still found)
      const a = offline.answer(req.method ?? 'GET', path, isNavigation(req), offline.webviews.front());
      return a ? sendFromPackage(req, res, a) : void appHandler(req, res);
    }
    const decoded = decodeOrNull(path);
    if (decoded === null) return void appHandler(req, res); // the app answers what does not decode
    const file = join(dist, decoded);
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile() && !file.endsWith('.html');
    if (!NOT_SHELL.test(path) && !isFile && existsSync(join(dist, 'index.html'))) {
      // the shell, with the document-start hook before any other script
      return send(res, TYPES.html!, withInject(readFileSync(join(dist, 'index.html'), 'utf8')));
    }
    return void appHandler(req, res);
  }) as Simulator;
  if (o.package ?? true) {
    // the phone downloads over HTTP from our origin: here, this very server
    offline = createPackageHost(
      (p) => {
        const { port } = server.address() as AddressInfo;
        return fetch(`http://127.0.0.1:${port}${p}`, { cache: 'no-store', headers: { [DOWNLOAD]: '1' } });
      },
      { app: { appVersion: '5.2.0', bridgeVersion: 1, ...o.app, keys: { [key.keyId]: key.publicKey, ...o.app?.keys } }, ...(o.now ? { now: o.now } : {}) },
    );
    server.on('listening', () => void offline!.check());
  }
  server.offline = offline;
  server.releaseKey = key;
  return server;
}

/** An app start, asked by the host page: the version check, and its outcome. */
async function packageCheck(offline: PackageHost | null, res: ServerResponse) {
  const r = offline ? await offline.check() : { status: 'unavailable', version: null, error: '离线包已关闭' };
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(r));
}

/**
 * The interceptor's decisions as they happen (server-sent events), for the host page's log, with
 * the versions on the phone (`versions`) and each install (`package`: the WebViews to tell). The
 * stream lasts as long as the host page: when it ends, the WebViews it opened (`?host=`) are closed.
 */
function packageLog(offline: PackageHost | null, req: IncomingMessage, res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  res.write(': 离线包拦截记录\n\n');
  const host = new URL(req.url ?? '/', 'http://x').searchParams.get('host');
  const event = (e: LifecycleEvent) => res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
  const stops = offline ? [offline.onDecision((d) => res.write(`data: ${JSON.stringify(d)}\n\n`)), offline.webviews.on(event)] : [];
  if (offline) event({ type: 'versions', versions: offline.webviews.versions() });
  req.on('close', () => {
    stops.forEach((stop) => stop());
    for (const w of host && offline ? offline.webviews.list() : []) if (w.id.startsWith(`${host}:`)) offline!.webviews.close(w.id);
  });
}

/**
 * The host page's WebViews (host.js), as an app knows its own: `{webview, version, hold}` when a
 * page starts in one (its inject.js said which version served it), `{webview, close: true}` when
 * it closes; `{release}` from a page that is in no WebView.
 */
async function webviewsPost(offline: PackageHost | null, req: IncomingMessage, res: ServerResponse) {
  let text = '';
  for await (const c of req) {
    text += String(c);
    if (text.length > 4096) return void res.writeHead(413).end();
  }
  let b: { webview?: unknown; version?: unknown; hold?: unknown; close?: unknown; release?: unknown } = {};
  try {
    b = JSON.parse(text) as typeof b;
  } catch {
    return void res.writeHead(400).end();
  }
  const str = (v: unknown) => (typeof v === 'string' && v.length <= 100 ? v : undefined);
  const w = offline?.webviews;
  const id = str(b.webview);
  if (w && str(b.release)) w.release(str(b.release)!);
  else if (w && id && b.close) w.close(id);
  else if (w && id) w.open(id, str(b.version) ?? null, str(b.hold));
  res.writeHead(204).end();
}

/**
 * The app's own login, as its HTTP client makes it: a request without the browser's Origin and
 * Sec-Fetch-* headers, so the answer carries the token in the body (a page never gets it there).
 */
async function appLogin(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const c of req) {
    body += String(c);
    if (body.length > 4096) return void res.writeHead(413).end();
  }
  const { port } = req.socket.address() as { port: number };
  try {
    const r = await fetch(`http://127.0.0.1:${port}/api/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    res.writeHead(r.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(await r.text());
  } catch {
    res.writeHead(502).end();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8090);
  createSimulator({ dist: process.env.DIST, package: process.env.OFFLINE_PACKAGE !== '0' }).listen(port, () => {
    console.log(`原生宿主模拟器: http://localhost:${port}/examples/native-host/`);
  });
}
