import { defineConfig } from 'vitest/config';

// Fault journeys (tests/faults): the e2e set-up (real server, build from E2E_DIST or dist/,
// sandbox reset per file) with faults injected into the sandbox per journey. FAULTS_SHORT=1
// runs the representative subset that `npm test` includes.
export default defineConfig({
  test: {
    name: 'faults',
    include: ['tests/faults/**/*.faults.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts', 'tests/faults/summary.ts'],
    setupFiles: ['tests/e2e/setup.ts', 'tests/faults/setup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
