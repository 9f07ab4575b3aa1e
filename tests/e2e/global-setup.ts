import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app';

export const E2E_PORT = 47812;

// The production build served by the real server with the embedded sandbox.
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ missing: run `npm run build` before the e2e tests');
  const { server } = createApp({ dist: 'dist' });
  await new Promise<void>((resolve) => server.listen(E2E_PORT, '127.0.0.1', resolve));
  project.provide('baseURL', `http://127.0.0.1:${E2E_PORT}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
