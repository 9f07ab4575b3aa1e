// The sandbox's own types, apart from its code (index.ts), so its routes can name them without
// importing index.ts back (no import circle: tests/unit/server-seam.test.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from './clock';
import type { Faults } from './faults';
import type { SandboxState } from './state';

export interface Sandbox {
  /** true when the request was the sandbox's to answer */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  readonly state: SandboxState;
  clock: Clock;
  reset(): void;
  /** injected failures (off unless SANDBOX_FAULTS or POST /__sandbox/faults sets rules) */
  readonly faults: Faults;
}

export type SandboxMode = 'default' | 'backend';
