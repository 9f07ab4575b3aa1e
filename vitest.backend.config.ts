import { defineConfig } from 'vitest/config';

// The build in Chromium against the app server as the auth layer in front of the sandbox in
// backend mode (token only in the login body, no cookies): the setup of API_TARGET.
export default defineConfig({
  test: {
    name: 'backend',
    include: ['tests/backend/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/backend/global-setup.ts'],
    setupFiles: ['tests/backend/setup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
