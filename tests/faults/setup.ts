import { afterEach } from 'vitest';
import { clearFaults } from './kit';

// A journey's faults end with it, pass or fail: the next one starts on a healthy network.
afterEach(async () => {
  await clearFaults();
});
