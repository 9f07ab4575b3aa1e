// What every route file is: a function that puts its calls on the router. Apart from index.ts
// (which lists them all), so no route file imports index.ts back.
import type { Clock } from '../clock';
import type { SandboxRouter } from '../router';
import type { SandboxState } from '../state';
import type { Sandbox, SandboxMode } from '../types';

export interface RegisterOptions {
  testHooks: boolean;
  clock: Clock;
  sandbox: Sandbox;
  mode: SandboxMode;
}

export type Register = (r: SandboxRouter<SandboxState>, o: RegisterOptions) => void;
