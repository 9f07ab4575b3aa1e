import { describe, expect, it } from 'vitest';
import '../../runtime/api/client';
import { config } from 'zod/mini';

describe('zod under a strict CSP', () => {
  it('runs jitless once the api client is loaded (no `new Function` probe)', () => {
    expect(config().jitless).toBe(true);
  });
});
