import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from '../support/sandbox';

// The production build (E2E_DIST, default dist/) served by the real server with the sandbox,
// on a free port.
export default async function setup(project: TestProject) {
  const dist = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ missing: run \`npm run build\` before the ${project.name} tests`);
  // field data beacons go to a file of this run (tests/e2e/vitals.e2e.ts reads it), never to
  // the checkout's logs/; every page the tests hide sends one, all from loopback: no limit
  const logs = mkdtempSync(join(tmpdir(), 'h5-vitals-'));
  const vitalsLog = join(logs, 'vitals.ndjson');
  const app = await startApp({ dist, vitals: { file: vitalsLog, perMinute: Infinity } });
  project.provide('baseURL', app.origin);
  project.provide('vitalsLog', vitalsLog);
  return () => app.close().then(() => rmSync(logs, { recursive: true, force: true }));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** the NDJSON file the server writes field data to (server/vitals.ts) */
    vitalsLog: string;
  }
}
