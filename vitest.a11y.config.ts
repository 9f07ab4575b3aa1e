import { defineConfig } from 'vitest/config';

// axe on every registered route (tests/a11y): the e2e set-up (real server with the sandbox,
// build from E2E_DIST or dist/, sandbox reset per file), one Chromium. Writes
// test-results/a11y-report.json and ends with `a11y: N routes × M modes, N serious, N critical`.
// A11Y_SHORT=1 runs the representative 11 routes that `npm test` includes.
export default defineConfig({
  test: {
    name: 'a11y',
    include: ['tests/a11y/**/*.a11y.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts', 'tests/a11y/summary.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
