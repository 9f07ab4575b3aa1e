import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createStatic } from './static';
import { createCspReport, type CspReportOptions } from './csp-report';
import { createVitals, type VitalsOptions } from './vitals';
import { trustPolicy, vetForwarding } from './trust-proxy';
import { sendFailure } from './proxy';
import { crossSiteRefusalOf, isHttps } from './request-checks';
import { createGuardStore } from './guard/redis-store';
import { createWebGuard, type Limits } from './guard/web-guard';
import type { GuardStore } from './guard/store';
import { guardTestHook } from './guard/test-hooks';
import { answerClientIp } from './client-ip';
import { isApiPath, isPath } from './paths';
import { isRefusedVersion, parseRefusedVersions, sendVersionRefused } from './h5-version';
import type { ApiHandler } from './api-handler';

export interface AppOptions<A extends ApiHandler = ApiHandler> {
  /**
   * What answers the API: the embedded sandbox (server/sandbox/api.ts) or the auth layer in front
   * of a real backend (server/backend-api.ts); server/main.ts chooses (server/api-handler.ts)
   */
  api: A;
  dist?: string;
  /** a same-origin path the client puts before every API call (the build's API_PREFIX) */
  apiPrefix?: string;
  /** peers whose X-Forwarded-* headers are believed (TRUST_PROXY; default loopback) */
  trustProxy?: string;
  /** the CSP report endpoint's limits and log (tests) */
  cspReport?: CspReportOptions;
  /** the field data endpoint's log and limits (tests; VITALS_LOG otherwise) */
  vitals?: VitalsOptions;
  /**
   * the guards' /__sandbox/* hooks (counts forgotten, a login picture's answer): tests only, never
   * `npm start`; the sandbox's own hooks are its option (server/sandbox/api.ts)
   */
  testHooks?: boolean;
  /** Redis for the guards' counts, shared by every instance (REDIS_URL); memory otherwise */
  redisUrl?: string;
  /** the guards' limits (server/guard/web-guard.ts LIMITS) */
  guardLimits?: Limits;
  /**
   * Front-end versions whose API calls are refused with 426 (server/h5-version.ts); default
   * H5_REFUSED_VERSIONS, comma separated
   */
  refusedVersions?: string | readonly string[];
}

/** HSTS over HTTPS, as the nginx example sends it: a year, subdomains too. */
const HSTS = 'max-age=31536000; includeSubDomains';

export type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createApp<A extends ApiHandler>(o: AppOptions<A>): { server: Server; api: A; listener: Listener; guardStore: GuardStore } {
  const { api } = o;
  const trusted = trustPolicy(o.trustProxy);
  const refused = parseRefusedVersions(o.refusedVersions ?? process.env.H5_REFUSED_VERSIONS);
  const serveStatic = createStatic(resolve(o.dist ?? 'dist'));
  // the guards count in the API's time: the sandbox's, so a test that moves it moves them too
  const guardStore = createGuardStore(o.redisUrl, api.now?.bind(api) ?? Date.now);
  const guard = createWebGuard(guardStore, o.guardLimits);
  // the report endpoints count per address in the same store, unless a test gives them its clock
  const cspReport = createCspReport({ store: o.cspReport?.now ? undefined : guardStore, ...o.cspReport });
  const vitals = createVitals(resolve(o.dist ?? 'dist'), { store: o.vitals?.now ? undefined : guardStore, ...o.vitals });
  api.forgetGuardsWith?.(() => void guardStore.reset().catch(() => {}));
  const listener: Listener = async (req, res) => {
    try {
      vetForwarding(req, trusted);
      if (isHttps(req)) res.setHeader('strict-transport-security', HSTS);
      const prefix = o.apiPrefix?.startsWith('/') ? o.apiPrefix.replace(/\/$/, '') : '';
      if (prefix && req.url?.startsWith(prefix + '/')) req.url = req.url.slice(prefix.length);
      const path = (req.url ?? '/').split('?')[0]!;
      // once, before the sandbox and the auth layer alike: only our own pages change state
      // (server/request-checks.ts); forwarding headers are vetted by now, the prefix is off
      const crossSite = crossSiteRefusalOf(req);
      if (crossSite) return sendFailure(res, crossSite.status, crossSite.code, 'security');
      // before the sandbox and the auth layer alike: a refused release of the page moves nothing
      if (isApiPath(path) && isRefusedVersion(refused, req, path)) return sendVersionRefused(res);
      if (isPath(path, 'cspReport')) return await cspReport(req, res);
      if (isPath(path, 'vitals')) return await vitals(req, res);
      if (isPath(path, 'clientIp')) return answerClientIp(req, res);
      if (isApiPath(path) && (await api.api(req, res, path, guard))) return;
      if (o.testHooks && isPath(path, 'testHooks') && (await guardTestHook(req, res, guardStore))) return;
      if (await api.other(req, res, path)) return;
      // the test hooks when they are off (npm start): nothing there, not the app's shell
      if (isPath(path, 'testHooks')) return sendFailure(res, 404, 'NOT_FOUND');
      serveStatic(req, res);
    } catch (e) {
      console.error(e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  };
  const server = createServer(listener);
  server.on('close', () => void guardStore.close());
  return { server, api, listener, guardStore };
}
