import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startApp } from '../support/sandbox';

// The production build (E2E_DIST, default dist/) served by the real server with the sandbox,
// on a free port.
export default async function setup(project: TestProject) {
  const dist = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ missing: run \`npm run build\` before the ${project.name} tests`);
  const app = await startApp({ dist });
  project.provide('baseURL', app.origin);
  return app.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
