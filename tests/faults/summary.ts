import type { TestProject } from 'vitest/node';
import type { FaultsReport } from '../../server/sandbox/faults';

// Listed after tests/e2e/global-setup.ts, so this teardown runs first, while the server (and
// its count of injected faults) is still up. Prints the suite's one summary line.
export default function summary(project: TestProject) {
  return async () => {
    const tests = project.vitest.state.getTestModules().flatMap((m) => [...m.children.allTests()]);
    const passed = tests.filter((t) => t.result().state === 'passed').length;
    let injected: number | string = '?';
    try {
      const r = await fetch(project.getProvidedContext().baseURL + '/__sandbox/faults');
      injected = ((await r.json()) as FaultsReport).injected.total;
    } catch {
      // the server is gone: say so in the line rather than fail the run over a count
    }
    console.log(`faults: ${tests.length} journeys, ${injected} faults injected, ${passed} passed`);
  };
}
