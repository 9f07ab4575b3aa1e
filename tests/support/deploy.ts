// A server whose build can be replaced while pages are open, as a deploy does: the sandbox API
// stays (sessions survive the deploy), the files switch to the next build at once and the
// previous build's files are gone from the server. Used by the update journeys (the service
// worker's e2e and the bench's update row); imports nothing of vitest.
import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { createStatic } from '../../server/static';

const API = /^\/(api\/|logout$|getClientIp$|wx\/|csp-report$|vitals$|sandbox-assets\/|__sandbox\/)/;

export async function deployServer(first: string) {
  const app = createApp({ dist: resolve(first), testHooks: true, api: sandboxApi({ testHooks: true }) });
  let files: ReturnType<typeof createStatic> | null = null;
  /** what was asked of the next build's files since the deploy: what updating cost */
  const asked: string[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (files && !API.test(path)) {
      asked.push(path);
      return files(req, res);
    }
    void app.listener(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sandbox: app.api.sandbox,
    /** from now on the server has only `next`'s files */
    deploy: (next: string) => void (files = createStatic(resolve(next))),
    asked,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** A move inside the open page, as a link tap makes it (wouter follows pushState): no new document. */
export const goInPage = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
