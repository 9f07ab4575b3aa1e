import { defineConfig } from 'vitest/config';

// The hostile-input corpus (tests/security) in Chromium against the real server and the
// sandbox (build from E2E_DIST or dist/, sandbox reset per file). SECURITY_SHORT=1 runs the
// representative subset that `npm test` includes. Ends with one line:
// `security: N payloads, N passed, N failed`.
export default defineConfig({
  test: {
    name: 'security',
    include: ['tests/security/**/*.security.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts', 'tests/security/global.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    fileParallelism: false,
    // one worker keeps its imports (playwright, esbuild) from file to file
    isolate: false,
  },
});
