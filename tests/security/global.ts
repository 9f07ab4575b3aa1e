import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ARGS, CHROMIUM } from '../support/phone';

// One Chromium for the whole corpus (each file connects to it), and the suite's one summary
// line. Listed after tests/e2e/global-setup.ts, so this teardown runs while the server is up.
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
  });
  project.provide('securityBrowser', server.wsEndpoint());
  return async () => {
    // a case is a payload at a place; skipped ones (full corpus only) did not run
    const tests = project.vitest.state
      .getTestModules()
      // this project's cases only: other projects may share the run
      .filter((m) => m.project.name === project.name)
      .flatMap((m) => [...m.children.allTests()])
      .filter((t) => ['passed', 'failed'].includes(t.result().state));
    const passed = tests.filter((t) => t.result().state === 'passed').length;
    const failed = tests.length - passed;
    console.log(`security: ${tests.length} payloads, ${passed} passed, ${failed} failed`);
    await server.close();
  };
}
