// The API answered by the embedded sandbox (`npm start` without API_TARGET, and the tests): the
// handler server/main.ts gives createApp (server/api-handler.ts). Its test hooks only when asked.
import type { ApiHandler } from '../api-handler';
import { upstreamPath } from '../upstream-path';
import type { Clock } from './clock';
import { createSandbox } from './index';
import type { Sandbox, SandboxMode } from './types';

export interface SandboxApi extends ApiHandler {
  readonly sandbox: Sandbox;
}

export interface SandboxApiOptions {
  clock?: Clock;
  /** the sandbox's /__sandbox/* hooks (codes, seed, faults, time): tests only, never `npm start` */
  testHooks?: boolean;
  mode?: SandboxMode;
}

export function sandboxApi(o: SandboxApiOptions = {}): SandboxApi {
  const sandbox = createSandbox({ clock: o.clock, testHooks: o.testHooks === true, mode: o.mode });
  return {
    label: 'embedded sandbox',
    sandbox,
    // the guards keep the sandbox's time, so a test that moves it moves them too
    now: () => sandbox.clock.now(),
    forgetGuardsWith(forget) {
      // the seed again (tests) starts the counts again too
      const reseed = sandbox.reset.bind(sandbox);
      sandbox.reset = () => (reseed(), forget());
    },
    api: (req, res, path, guard) => guard(req, res, upstreamPath(req.url ?? '/') ?? path, () => sandbox.handle(req, res)),
    other: (req, res) => sandbox.handle(req, res),
  };
}
