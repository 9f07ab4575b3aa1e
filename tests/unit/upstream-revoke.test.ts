// The auth layer's background revocation (server/upstream-revoke.ts): a fake backend that
// fails, then agrees; a bounded queue; a bounded time; every give-up logged, never the token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRevoker, type RevokeJob } from '../../server/upstream-revoke';

const job = (token: string): RevokeJob => ({ token, headers: { 'user-agent': 'phone' }, https: false, remoteAddress: '10.0.0.1' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('revoking a token the backend did not let go of', () => {
  it('tries again with a backoff until the backend agrees, then forgets the token', async () => {
    const answers = [false, false, true];
    const tries: number[] = [];
    const r = createRevoker(async () => (tries.push(Date.now()), answers.shift()!), { delaysMs: [1000, 2000, 5000] });
    const t0 = Date.now();
    r.add(job('T1'));
    await vi.advanceTimersByTimeAsync(999);
    expect(tries).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tries.map((t) => t - t0)).toEqual([1000, 3000, 8000]);
    expect(r.size()).toBe(0);
  });

  it('counts a thrown try as a failure', async () => {
    let n = 0;
    const r = createRevoker(
      async () => {
        if (++n < 3) throw new Error('upstream time-out');
        return true;
      },
      { delaysMs: [10] },
    );
    r.add(job('T1'));
    await vi.advanceTimersByTimeAsync(100);
    expect(n).toBe(3);
    expect(r.size()).toBe(0);
  });

  it('gives up after its time, and says so without the token', async () => {
    const log: string[] = [];
    const send = vi.fn(async () => false);
    const r = createRevoker(send, { delaysMs: [1000, 60_000], maxAgeMs: 5 * 60_000, log: (l) => log.push(l) });
    r.add(job('SECRET-TOKEN'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(send.mock.calls.length).toBe(5); // 1 s, then every minute until 5 minutes
    expect(r.size()).toBe(0);
    expect(log).toHaveLength(1);
    expect(log[0]).toContain('after 5 tries');
    expect(log.join()).not.toContain('SECRET');
  });

  it('keeps a bounded queue: the oldest is given up (and logged) for a new one; a token is queued once', async () => {
    const log: string[] = [];
    const r = createRevoker(async () => false, { maxQueue: 3, delaysMs: [1000], log: (l) => log.push(l) });
    for (const t of ['A', 'B', 'C', 'C', 'D']) r.add(job(t));
    expect(r.size()).toBe(3);
    expect(log).toEqual([expect.stringContaining('queue full')]);
    r.stop();
    expect(r.size()).toBe(0);
  });

  it('has at most a few tries on their way at once', async () => {
    let open = 0;
    let most = 0;
    const r = createRevoker(
      async () => {
        most = Math.max(most, ++open);
        await new Promise((done) => setTimeout(done, 500));
        open--;
        return true;
      },
      { delaysMs: [100], maxInFlight: 2 },
    );
    for (let i = 0; i < 10; i++) r.add(job(`T${i}`));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(most).toBe(2);
    expect(r.size()).toBe(0);
  });
});
