import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { createStatic } from './static';
import { createProxy, sendFailure } from './proxy';
import { createAuthLayer } from './auth-layer';
import { upstreamPath } from './upstream-path';
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
  // in front of a real backend this server is its auth layer (server/auth-layer.ts)
  const authLayer = proxy ? createAuthLayer(proxy) : null;
  const sandbox = proxy ? null : createSandbox({ clock: o.clock, testHooks: true });
  const server = createServer(async (req, res) => {
    try {
      const prefix = o.apiPrefix?.startsWith('/') ? o.apiPrefix.replace(/\/$/, '') : '';
      if (prefix && req.url?.startsWith(prefix + '/')) req.url = req.url.slice(prefix.length);
      const path = (req.url ?? '/').split('?')[0]!;
      if (proxy && authLayer && API_PATHS.test(path)) {
        const safe = upstreamPath(req.url ?? '/');
        if (!safe) return sendFailure(res, 400, 'INVALID_PATH');
        if (await authLayer(req, res, safe)) return;
        return proxy.forward(req, res, safe);
      }
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
