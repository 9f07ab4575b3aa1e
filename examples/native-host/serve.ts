// The native-host simulator next to the build and the sandbox, on one origin:
//   npm run build && npx tsx examples/native-host/serve.ts      → http://localhost:8090/examples/native-host/
// PORT (8090) and DIST (dist) can be set. Every H5 shell served here carries inject.js as its
// first script, so the simulator installs its bridge before the page runs, as an app does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../server/app';
import { securityHeaders } from '../../server/static';
import { decodeOrNull } from '../../server/decode';

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

export function createSimulator(o: { dist?: string } = {}): Server {
  const dist = resolve(o.dist ?? 'dist');
  const appHandler = createApp({ dist }).listener;
  const csp = () => (existsSync(join(dist, 'csp.txt')) ? readFileSync(join(dist, 'csp.txt'), 'utf8').trim() : "default-src 'self'");
  // a local simulator over plain HTTP: the CSP reports by report-uri only
  const send = (res: ServerResponse, type: string, body: string | Buffer) => {
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...securityHeaders(csp(), false) });
    res.end(body);
  };

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/examples/native-host/app-login' && req.method === 'POST') return void appLogin(req, res);
    if (path.startsWith('/examples/native-host/')) {
      const name = FILES[path.slice('/examples/native-host/'.length)];
      if (!name) {
        res.writeHead(404).end('Not found');
        return;
      }
      return send(res, TYPES[name.split('.').pop()!]!, readFileSync(join(here, name)));
    }
    const decoded = decodeOrNull(path);
    if (decoded === null) return void appHandler(req, res); // the app answers what does not decode
    const file = join(dist, decoded);
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile() && !file.endsWith('.html');
    if (!NOT_SHELL.test(path) && !isFile && existsSync(join(dist, 'index.html'))) {
      // the shell, with the document-start hook before any other script
      const shell = readFileSync(join(dist, 'index.html'), 'utf8').replace('<script', '<script src="/examples/native-host/inject.js"></script>\n<script');
      return send(res, TYPES.html!, shell);
    }
    return void appHandler(req, res);
  });
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
  createSimulator({ dist: process.env.DIST }).listen(port, () => {
    console.log(`原生宿主模拟器: http://localhost:${port}/examples/native-host/`);
  });
}
