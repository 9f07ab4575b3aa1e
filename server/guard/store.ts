// Where the web layer keeps what its guards count (login tries, code sends, report posts) and
// the picture captchas it hands out. One instance keeps them in memory (memory-store.ts); with
// REDIS_URL every instance shares them through Redis (redis-store.ts), so a limit holds behind a
// load balancer and across restarts.

export interface GuardStore {
  /**
   * Counts one more for `key` and answers its count over the last `windowMs` (sliding), or with
   * `fixed`, in this fixed window only (a limit that lets everyone in again at the minute).
   */
  hit(key: string, windowMs: number, fixed?: boolean): Promise<number>;
  /** The count over the last `windowMs`, counting nothing. */
  count(key: string, windowMs: number): Promise<number>;
  /** Keeps `value` under `key` for `ttlMs`. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value under `key`, or null. */
  get(key: string): Promise<string | null>;
  /** The value under `key`, taken away (single use), or null. */
  take(key: string): Promise<string | null>;
  /** Forgets everything (the sandbox's seed-again hook in tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A sliding count from fixed windows: this window's count plus the share of the last one that
 * still falls within `windowMs` of now. A burst across a window edge is still seen whole, and no
 * count ever drops to zero at once.
 */
export function slidingCount(current: number, previous: number, now: number, windowMs: number): number {
  const into = (now % windowMs) / windowMs;
  return current + previous * (1 - into);
}

/** The fixed window `now` falls in, for a window length. */
export const windowIndex = (now: number, windowMs: number) => Math.floor(now / windowMs);
