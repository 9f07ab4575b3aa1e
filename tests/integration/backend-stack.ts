// The app server as the auth layer in front of a backend-mode sandbox, both on free loopback
// ports, and a raw HTTP client: fetch would normalise `/api/../x` before sending it.
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { createUpstream, type Upstream } from '../backend/upstream';

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server) => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));

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
  const { server } = createApp({ dist: 'dist', apiTarget: o.apiTarget ?? upstream });
  const app = await listen(server);
  return { app, upstream, up, close: () => Promise.all([close(server), close(up.server)]).then(() => {}) };
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

export const INVESTOR = { loginName: '13800000002', password: 'demo1234', source: 'MOBILE' };
export const NEWBIE = { loginName: '13800000001', password: 'demo1234', source: 'MOBILE' };

/** A token straight from the backend, as the native app holds one. */
export const backendToken = (upstream: string, who = NEWBIE) =>
  raw(upstream, '/api/web/login', form(who)).then((r) => r.json().access_token as string);

/** `ccat=…` of a Set-Cookie list, for the next request's Cookie header. */
export const cookieHeader = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');
