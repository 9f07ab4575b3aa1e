// The paths this server answers itself, in one table: server/app.ts routes by it, the sandbox
// (server/sandbox/index.ts), the guards' test hooks and the endpoints' own files read it. A path
// that ends in `/` names everything under it; any other names itself alone.
import { VITALS_PATH } from '../runtime/vitals/payload';

export const PATHS = {
  /** the API calls, the sandbox's or (through the auth layer) the backend's */
  api: '/api/',
  logout: '/logout',
  wechat: '/wx/',
  /** the login's picture captcha, which the web layer's guards answer themselves (server/guard/web-guard.ts) */
  loginCaptcha: '/api/web/login/captcha',
  /** where browsers send CSP violations (server/csp-report.ts; the shell's CSP header names it) */
  cspReport: '/csp-report',
  /** the field data of page visits (server/vitals.ts; the client's runtime/vitals/ posts there) */
  vitals: VITALS_PATH,
  /** the address the trusted proxy policy settled on, in plain text (server/client-ip.ts) */
  clientIp: '/getClientIp',
  /** the sandbox's CMS pictures (proxied to the backend when there is one) */
  sandboxAssets: '/sandbox-assets/',
  /** the test hooks (the sandbox's and the guards'), only when tests ask for them; 404 otherwise */
  testHooks: '/__sandbox/',
  /** the guards' hooks: their counts forgotten, a login picture's answer (server/guard/test-hooks.ts) */
  guardReset: '/__sandbox/guard-reset',
  captchaAnswer: '/__sandbox/captcha',
} as const;

export type ServerPath = keyof typeof PATHS;

/** Whether `path` (no query) is `name`'s path, or under it when that ends in `/`. */
export const isPath = (path: string, name: ServerPath): boolean => {
  const own: string = PATHS[name];
  return own.endsWith('/') ? path.startsWith(own) : path === own;
};

/** Whether `path` is any of `names`' paths. */
export const isAnyPath = (path: string, names: readonly ServerPath[]): boolean => names.some((n) => isPath(path, n));

/** The API: what the sandbox or the backend answers, behind the guards. */
export const API_PATHS: readonly ServerPath[] = ['api', 'logout', 'wechat'];
export const isApiPath = (path: string) => isAnyPath(path, API_PATHS);

/** Everything the server answers itself or passes to the API, as opposed to the build's files. */
export const OWN_PATHS: readonly ServerPath[] = [...API_PATHS, 'cspReport', 'vitals', 'clientIp', 'sandboxAssets', 'testHooks'];
