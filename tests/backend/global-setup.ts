import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app';
import { createUpstream } from './upstream';

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

// Two servers on free ports: the sandbox in backend mode as the upstream (a real backend's
// stand-in), and the app server with API_TARGET pointing at it, serving the build
// (E2E_DIST, default dist/). The browser only ever talks to the app server.
export default async function setup(project: TestProject) {
  const dist = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ missing: run \`npm run build\` before the backend tests`);
  const up = createUpstream();
  const upstreamURL = await listen(up.server);
  const { server } = createApp({ dist, apiTarget: upstreamURL });
  project.provide('baseURL', await listen(server));
  project.provide('upstreamURL', upstreamURL);
  return () =>
    Promise.all(
      [server, up.server].map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())))),
    ).then(() => {});
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the stand-in backend behind the app server (tests/backend/upstream.ts) */
    upstreamURL: string;
  }
}
