import { createServer } from 'node:net';
import { defineConfig } from 'vitest/config';

// A free port per run (asked of the OS), so runs on one machine never collide; the
// integration global-setup reads it back from the environment.
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

process.env.INTEGRATION_PORT ??= String(await freePort());
const INTEGRATION_ORIGIN = `http://127.0.0.1:${process.env.INTEGRATION_PORT}`;

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
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
