// The app server as the auth layer in front of a backend-mode sandbox, both on free loopback
// ports, and a raw HTTP client: fetch would normalise `/api/../x` before sending it.
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createUpstream, type Upstream } from '../backend/upstream';
import { DEMO, loginFields, loginOverHttp } from '../support/login';
import { close, listen, startApp } from '../support/sandbox';

export interface Stack {
  app: string;
  upstream: string;
  up: Upstream;
  close(): Promise<void>;
}

/** `apiTarget` overrides the backend address (e.g. a port nobody listens on). */
export async function startStack(o: { apiTarget?: string } = {}): Promise<Stack> {
  const up = createUpstream();
  const upstream = await listen(up.server);
  const app = await startApp({ dist: 'dist', apiTarget: o.apiTarget ?? upstream });
  return { app: app.origin, upstream, up, close: () => Promise.all([app.close(), close(up.server)]).then(() => {}) };
}

/**
 * The stack for the tests around it (a file, or a describe): started before them, the
 * upstream's seed again and its faults off before each, closed after them.
 */
export function stackPerFile(o: { apiTarget?: string } = {}): Stack {
  const h = {} as Stack;
  beforeAll(async () => void Object.assign(h, await startStack(o)));
  beforeEach(async () => void (await raw(h.upstream, '/__upstream/reset', { method: 'POST' })));
  afterAll(() => h.close?.());
  return h;
}

export interface Got {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json(): any;
  cookies: string[];
}

export function raw(origin: string, path: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    // host and path apart: a URL string would be normalised (`/api/../x` → `/x`) before sending
    const { hostname, port } = new URL(origin);
    const req = request({ hostname, port, path, method: o.method ?? 'GET', headers: o.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text), cookies: res.headers['set-cookie'] ?? [] }),
      );
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export const INVESTOR = loginFields(DEMO.investor);

/** A token straight from the backend, as the native app holds one. */
export const backendToken = async (upstream: string) => (await loginOverHttp(upstream, DEMO.newbie)).token!;

/** `ccat=…` of a Set-Cookie list, for the next request's Cookie header. */
export const cookieHeader = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');
