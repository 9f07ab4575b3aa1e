// The native-host simulator next to the build and the sandbox, on one origin:
//   npm run build && npx tsx examples/native-host/serve.ts      → http://localhost:8090/examples/native-host/
// PORT (8090) and DIST (dist) can be set. Every H5 shell served here carries inject.js as its
// first script, so the simulator installs its bridge before the page runs, as an app does.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../server/app';
import { securityHeaders } from '../../server/static';

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
  const app = createApp({ dist }).server;
  const appHandler = app.listeners('request')[0] as RequestListener;
  const csp = () => (existsSync(join(dist, 'csp.txt')) ? readFileSync(join(dist, 'csp.txt'), 'utf8').trim() : "default-src 'self'");
  const send = (res: ServerResponse, type: string, body: string | Buffer) => {
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...securityHeaders(csp()) });
    res.end(body);
  };

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/examples/native-host/')) {
      const name = FILES[path.slice('/examples/native-host/'.length)];
      if (!name) {
        res.writeHead(404).end('Not found');
        return;
      }
      return send(res, TYPES[name.split('.').pop()!]!, readFileSync(join(here, name)));
    }
    const file = join(dist, decodeURIComponent(path));
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile() && !file.endsWith('.html');
    if (!NOT_SHELL.test(path) && !isFile && existsSync(join(dist, 'index.html'))) {
      // the shell, with the document-start hook before any other script
      const shell = readFileSync(join(dist, 'index.html'), 'utf8').replace('<script', '<script src="/examples/native-host/inject.js"></script>\n<script');
      return send(res, TYPES.html!, shell);
    }
    return appHandler(req, res);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8090);
  createSimulator({ dist: process.env.DIST }).listen(port, () => {
    console.log(`原生宿主模拟器: http://localhost:${port}/examples/native-host/`);
  });
}
