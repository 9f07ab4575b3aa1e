import { beforeAll, inject } from 'vitest';

// Every journey file starts from the seed: files share one server and run one after
// another in an order vitest chooses, so none may inherit another's cards, passwords or money.
beforeAll(async () => {
  const r = await fetch(inject('baseURL') + '/__sandbox/reset', { method: 'POST' });
  if (!r.ok) throw new Error(`sandbox reset failed: ${r.status}`);
});
