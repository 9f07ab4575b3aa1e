// `npm start`: the build and the API on one origin, http://localhost:8080 by default.
//   PORT        port to listen on (8080)
//   API_PREFIX  path the build puts before API calls (same value as at build time), stripped here
//   API_TARGET  proxy /api, /logout and /wx to this backend instead of the sandbox,
//               this server playing its auth layer (server/auth-layer.ts)
//   TRUST_PROXY peers whose X-Forwarded-Proto / -For are believed (server/trust-proxy.ts):
//               `loopback` (default: nginx on this host), `none`, `all`, addresses and CIDRs
//   REDIS_URL   redis://host:6379: the login and code-send guards count in Redis, shared by
//               every instance (server/guard); unset, each instance counts in its own memory
//   SANDBOX_TEST_HOOKS=1  the sandbox's /__sandbox/* hooks (read any SMS code, reset, faults):
//               for local test tools only, never on a reachable server
// What answers the API is chosen here and handed to createApp (server/api-handler.ts): with
// API_TARGET the sandbox's code is never loaded, not even imported.
import { createApp } from './app';
import type { ApiHandler } from './api-handler';
import { backendApi } from './backend-api';

const port = Number(process.env.PORT ?? 8080);
const apiTarget = process.env.API_TARGET || undefined;
const testHooks = process.env.SANDBOX_TEST_HOOKS === '1';
const api: ApiHandler = apiTarget ? backendApi(apiTarget) : (await import('./sandbox/api')).sandboxApi({ testHooks });
const { server } = createApp({
  api,
  apiPrefix: process.env.API_PREFIX,
  trustProxy: process.env.TRUST_PROXY,
  redisUrl: process.env.REDIS_URL || undefined,
  testHooks,
});
server.listen(port, () => {
  console.log(`H5 已启动: http://localhost:${port}  (API: ${api.label})`);
});
