import { beforeAll } from 'vitest';
import { upstream } from './helpers';

// Every file starts from the seed, with the upstream's faults off.
beforeAll(async () => {
  await upstream('/__upstream/reset', { method: 'POST' });
});
