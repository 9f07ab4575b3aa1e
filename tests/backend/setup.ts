import { beforeAll, beforeEach } from 'vitest';
import { sandbox } from '../support/sandbox';
import { upstream } from './helpers';

// Every file starts from the seed, with the upstream's faults off.
beforeAll(async () => {
  await upstream('/__upstream/reset', { method: 'POST' });
});

// The web layer's limits hold within a journey, but a journey does not inherit the login tries
// and code sends of the ones before it (tests/e2e/setup.ts does the same).
beforeEach(() => sandbox.guardReset());
