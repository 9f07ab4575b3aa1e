// The API when there is a real backend (API_TARGET): this server is its auth layer
// (server/auth-layer.ts) and proxies the rest (server/proxy.ts). Nothing of the sandbox here.
import type { ApiHandler } from './api-handler';
import { createAuthLayer } from './auth-layer';
import { isPath } from './paths';
import { API_ANSWER_HEADERS, createProxy, sendFailure } from './proxy';
import { upstreamPath } from './upstream-path';

export function backendApi(target: string): ApiHandler {
  const proxy = createProxy(target);
  const authLayer = createAuthLayer(proxy);
  return {
    label: `proxy → ${target}`,
    async api(req, res, _path, guard) {
      // the backend's answers pass as they are (its encoding too), except that API data is
      // never cached or sniffed, whatever the backend said
      res.setHeader('cache-control', 'no-store');
      res.setHeader('x-content-type-options', 'nosniff');
      const safe = upstreamPath(req.url ?? '/');
      if (!safe) return (sendFailure(res, 400, 'INVALID_PATH'), true);
      const toBackend = async () => {
        if (!(await authLayer(req, res, safe))) proxy.forward(req, res, safe, API_ANSWER_HEADERS);
        return true;
      };
      if (!(await guard(req, res, safe, toBackend))) await toBackend();
      return true;
    },
    async other(req, res, path) {
      // the sandbox standing in for a backend (npm run test:backend) sends CMS pictures as paths
      // on its own origin; a real backend's CMS sends https addresses and never meets this
      if (!isPath(path, 'sandboxAssets')) return false;
      const safe = upstreamPath(req.url ?? '/');
      if (safe) proxy.forward(req, res, safe);
      else sendFailure(res, 400, 'INVALID_PATH');
      return true;
    },
  };
}
