import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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
// Field data the test servers receive goes to a file of the machine's temp folder, never to the
// checkout's logs/ (server/vitals.ts); the e2e setup names its own file to read it back.
process.env.VITALS_LOG ??= join(tmpdir(), 'h5-test-vitals.ndjson');
const INTEGRATION_ORIGIN = `http://127.0.0.1:${process.env.INTEGRATION_PORT}`;

/**
 * Chromium against the real server with the sandbox, serving the build in E2E_DIST (default
 * dist/). One file at a time: the files of a project share one server and its sandbox.
 * `groupOrder` lets any mix of projects run in one process (vitest wants projects with
 * different worker counts in different groups).
 */
const browser = (name: string, groupOrder: number, test: NonNullable<TestProjectInlineConfiguration['test']>): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    sequence: { groupOrder },
    ...test,
  },
});

const fast: TestProjectInlineConfiguration[] = [
  {
    // pure logic: no server, no DOM, no network
    test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
  },
  {
    // pages in happy-dom on the same origin as the sandbox, which runs in-process; and the
    // server and sandbox over HTTP on loopback (those files say `@vitest-environment node`)
    test: {
      name: 'integration',
      include: ['tests/integration/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: INTEGRATION_ORIGIN + '/' } },
      globalSetup: ['tests/integration/global-setup.ts'],
      setupFiles: ['tests/integration/setup.ts'],
      testTimeout: 20_000,
    },
  },
];

const heavy: TestProjectInlineConfiguration[] = [
  // whole user journeys on a phone
  browser('e2e', 1, { include: ['tests/e2e/**/*.e2e.ts'] }),
  // the journeys with faults injected into the sandbox; FAULTS_SHORT=1 runs the subset `npm test` runs
  browser('faults', 2, {
    include: ['tests/faults/**/*.faults.ts'],
    // listed after the e2e set-up, so its teardown (the summary) runs while the server is up
    globalSetup: ['tests/e2e/global-setup.ts', 'tests/faults/summary.ts'],
    setupFiles: ['tests/e2e/setup.ts', 'tests/faults/setup.ts'],
  }),
  // the hostile-input corpus; SECURITY_SHORT=1 runs the subset `npm test` runs. Ends with
  // `security: N payloads, N passed, N failed`.
  browser('security', 3, {
    include: ['tests/security/**/*.security.ts'],
    globalSetup: ['tests/e2e/global-setup.ts', 'tests/security/global.ts'],
    testTimeout: 30_000,
    // one worker keeps its imports (playwright, esbuild) from file to file
    isolate: false,
  }),
  // axe on every registered route; A11Y_SHORT=1 runs the routes `npm test` runs. Writes
  // test-results/a11y-report.json and ends with `a11y: N routes × M modes, N serious, N critical`.
  browser('a11y', 4, {
    include: ['tests/a11y/**/*.a11y.ts'],
    globalSetup: ['tests/e2e/global-setup.ts', 'tests/a11y/summary.ts'],
  }),
  // the app server as the auth layer in front of the sandbox in backend mode (API_TARGET)
  browser('backend', 5, {
    include: ['tests/backend/**/*.e2e.ts'],
    globalSetup: ['tests/backend/global-setup.ts'],
    setupFiles: ['tests/backend/setup.ts'],
  }),
];

// `vitest run` alone runs the fast projects. The browser projects need Chromium and a build
// and take minutes, so they exist only when the command names projects (`--project e2e`):
// vitest has no "not by default" for a project, and a filter on the command line replaces,
// rather than narrows, anything the config could pick.
const named = process.argv.some((a) => a === '--project' || a.startsWith('--project='));

export default defineConfig({
  test: {
    projects: named ? [...fast, ...heavy] : fast,
  },
});
