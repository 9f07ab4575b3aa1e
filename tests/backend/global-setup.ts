import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { close, listen, startApp } from '../support/sandbox';
import { createUpstream } from './upstream';

// Two servers on free ports: the sandbox in backend mode as the upstream (a real backend's
// stand-in), and the app server with API_TARGET pointing at it, serving the build
// (E2E_DIST, default dist/). The browser only ever talks to the app server.
export default async function setup(project: TestProject) {
  const dist = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ missing: run \`npm run build\` before the backend tests`);
  const up = createUpstream();
  const upstreamURL = await listen(up.server);
  const app = await startApp({ dist, apiTarget: upstreamURL });
  project.provide('baseURL', app.origin);
  project.provide('upstreamURL', upstreamURL);
  return () => Promise.all([app.close(), close(up.server)]).then(() => {});
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the stand-in backend behind the app server (tests/backend/upstream.ts) */
    upstreamURL: string;
  }
}
