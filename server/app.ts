import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { createStatic } from './static';
import { createProxy } from './proxy';
import { createSandbox, type Sandbox } from './sandbox';
import type { Clock } from './sandbox/clock';

export interface AppOptions {
  dist?: string;
  /** proxy API calls to a real backend instead of the sandbox */
  apiTarget?: string;
  clock?: Clock;
  /** a same-origin path the client puts before every API call (the build's API_PREFIX) */
  apiPrefix?: string;
}

const API_PATHS = /^\/(api\/|logout$|getClientIp$|wx\/)/;

export function createApp(o: AppOptions = {}): { server: Server; sandbox: Sandbox | null } {
  const serveStatic = createStatic(resolve(o.dist ?? 'dist'));
  const proxy = o.apiTarget ? createProxy(o.apiTarget) : null;
  const sandbox = proxy ? null : createSandbox({ clock: o.clock, testHooks: true });
  const server = createServer(async (req, res) => {
    try {
      const prefix = o.apiPrefix?.startsWith('/') ? o.apiPrefix.replace(/\/$/, '') : '';
      if (prefix && req.url?.startsWith(prefix + '/')) req.url = req.url.slice(prefix.length);
      const path = (req.url ?? '/').split('?')[0]!;
      if (proxy && API_PATHS.test(path)) return proxy(req, res);
      if (sandbox && (await sandbox.handle(req, res))) return;
      serveStatic(req, res);
    } catch (e) {
      console.error(e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  return { server, sandbox };
}
