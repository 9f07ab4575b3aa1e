import { defineConfig } from 'vitest/config';

// A port per run, so several runs on one machine do not collide; global-setup reads it back.
process.env.INTEGRATION_PORT ??= String(40000 + (process.pid % 10000));
export const INTEGRATION_ORIGIN = `http://127.0.0.1:${process.env.INTEGRATION_PORT}`;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // pages in happy-dom on the same origin as the sandbox, which runs in-process
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: INTEGRATION_ORIGIN + '/' } },
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
