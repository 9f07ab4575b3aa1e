import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createStatic, CSP_REPORT_PATH } from './static';
import { createCspReport, type CspReportOptions } from './csp-report';
import { createVitals, VITALS_PATH, type VitalsOptions } from './vitals';
import { trustPolicy, vetForwarding } from './trust-proxy';
import { API_ANSWER_HEADERS, createProxy, sendFailure } from './proxy';
import { createAuthLayer } from './auth-layer';
import { upstreamPath } from './upstream-path';
import { crossSiteRefusalOf, isHttps } from './request-checks';
import { createGuardStore } from './guard/redis-store';
import { createWebGuard, type Limits } from './guard/web-guard';
import type { GuardStore } from './guard/store';
import { guardTestHook } from './guard/test-hooks';
import { answerClientIp, CLIENT_IP_PATH } from './client-ip';
import { createSandbox, type Sandbox } from './sandbox';
import type { Clock } from './sandbox/clock';

export interface AppOptions {
  dist?: string;
  /** proxy API calls to a real backend instead of the sandbox */
  apiTarget?: string;
  clock?: Clock;
  /** a same-origin path the client puts before every API call (the build's API_PREFIX) */
  apiPrefix?: string;
  /** peers whose X-Forwarded-* headers are believed (TRUST_PROXY; default loopback) */
  trustProxy?: string;
  /** the CSP report endpoint's limits and log (tests) */
  cspReport?: CspReportOptions;
  /** the field data endpoint's log and limits (tests; VITALS_LOG otherwise) */
  vitals?: VitalsOptions;
  /** the sandbox's /__sandbox/* hooks (codes, seed, faults, time): tests only, never `npm start` */
  testHooks?: boolean;
  /** Redis for the guards' counts, shared by every instance (REDIS_URL); memory otherwise */
  redisUrl?: string;
  /** the guards' limits (server/guard/web-guard.ts LIMITS) */
  guardLimits?: Limits;
}

/** HSTS over HTTPS, as the nginx example sends it: a year, subdomains too. */
const HSTS = 'max-age=31536000; includeSubDomains';

const API_PATHS = /^\/(api\/|logout$|wx\/)/;

export type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createApp(o: AppOptions = {}): { server: Server; sandbox: Sandbox | null; listener: Listener; guardStore: GuardStore } {
  const trusted = trustPolicy(o.trustProxy);
  const serveStatic = createStatic(resolve(o.dist ?? 'dist'));
  const proxy = o.apiTarget ? createProxy(o.apiTarget) : null;
  // in front of a real backend this server is its auth layer (server/auth-layer.ts)
  const authLayer = proxy ? createAuthLayer(proxy) : null;
  const sandbox = proxy ? null : createSandbox({ clock: o.clock, testHooks: o.testHooks === true });
  // in sandbox mode the guards keep the sandbox's time, so a test that moves it moves them too
  const guardStore = createGuardStore(o.redisUrl, sandbox ? () => sandbox.clock.now() : Date.now);
  const guard = createWebGuard(guardStore, o.guardLimits);
  // the report endpoints count per address in the same store, unless a test gives them its clock
  const cspReport = createCspReport({ store: o.cspReport?.now ? undefined : guardStore, ...o.cspReport });
  const vitals = createVitals(resolve(o.dist ?? 'dist'), { store: o.vitals?.now ? undefined : guardStore, ...o.vitals });
  if (sandbox) {
    // the seed again (tests) starts the counts again too
    const reseed = sandbox.reset.bind(sandbox);
    sandbox.reset = () => (reseed(), void guardStore.reset().catch(() => {}));
  }
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
      if (path === CSP_REPORT_PATH) return await cspReport(req, res);
      if (path === VITALS_PATH) return await vitals(req, res);
      if (path === CLIENT_IP_PATH) return answerClientIp(req, res);
      // the sandbox standing in for a backend (npm run test:backend) sends CMS pictures as paths
      // on its own origin; a real backend's CMS sends https addresses and never meets this
      if (proxy && path.startsWith('/sandbox-assets/')) {
        const safe = upstreamPath(req.url ?? '/');
        return safe ? proxy.forward(req, res, safe) : sendFailure(res, 400, 'INVALID_PATH');
      }
      if (proxy && authLayer && API_PATHS.test(path)) {
        // the backend's answers pass as they are (its encoding too), except that API data is
        // never cached or sniffed, whatever the backend said
        res.setHeader('cache-control', 'no-store');
        res.setHeader('x-content-type-options', 'nosniff');
        const safe = upstreamPath(req.url ?? '/');
        if (!safe) return sendFailure(res, 400, 'INVALID_PATH');
        const toBackend = async () => {
          if (!(await authLayer(req, res, safe))) proxy.forward(req, res, safe, API_ANSWER_HEADERS);
          return true;
        };
        if (!(await guard(req, res, safe, toBackend))) await toBackend();
        return;
      }
      if (sandbox && API_PATHS.test(path) && (await guard(req, res, upstreamPath(req.url ?? '/') ?? path, () => sandbox.handle(req, res)))) return;
      if (o.testHooks && path.startsWith('/__sandbox/') && (await guardTestHook(req, res, guardStore))) return;
      if (sandbox && (await sandbox.handle(req, res))) return;
      // the sandbox's hooks when they are off (npm start): nothing there, not the app's shell
      if (path.startsWith('/__sandbox/')) return sendFailure(res, 404, 'NOT_FOUND');
      serveStatic(req, res);
    } catch (e) {
      console.error(e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  };
  const server = createServer(listener);
  server.on('close', () => void guardStore.close());
  return { server, sandbox, listener, guardStore };
}
