// The guards' counts shared by every instance through Redis (REDIS_URL). A count is one key per
// fixed window, expiring two windows later, so Redis holds no more than the traffic of the last
// two windows and never needs a sweep. Keys carry a hash of the mobile or address, not the
// number itself. When Redis does not answer within a moment, the instance counts in its own
// memory until it does (and says so in the log once a minute): a limit per instance is still a limit.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { createMemoryStore } from './memory-store';
import { slidingCount, windowIndex, type GuardStore } from './store';

const PREFIX = 'h5:guard:';
const COMMAND_TIMEOUT_MS = 300;

// INCR this window's key, keep it two windows, and read the previous window's: one round trip
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, tonumber(redis.call('GET', KEYS[2]) or '0')}`;

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22);

export function createRedisStore(url: string, now: () => number = Date.now, log: (line: string) => void = (l) => console.error(l)): GuardStore {
  const redis = new Redis(url, { commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  const fallback = createMemoryStore(now);
  let saidAt = -Infinity;
  redis.on('error', () => {}); // reported below, per command, at most once a minute

  /** Redis's answer, or the fallback's when Redis cannot give one. */
  async function either<T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> {
    try {
      return await viaRedis();
    } catch (e) {
      if (now() - saidAt > 60_000) {
        saidAt = now();
        log(`[guard] Redis unavailable (${e instanceof Error ? e.message : String(e)}); counting in this instance's memory`);
      }
      return viaMemory();
    }
  }

  const keys = (key: string, windowMs: number) => {
    const i = windowIndex(now(), windowMs);
    const k = `${PREFIX}n:${windowMs}:${hashed(key)}:`;
    return [k + i, k + (i - 1)] as const;
  };

  return {
    hit: (key, windowMs, fixed) =>
      either(
        async () => {
          const [cur, prev] = keys(key, windowMs);
          const [n, p] = (await redis.eval(HIT, 2, cur, prev, String(windowMs * 2))) as [number, number];
          return fixed ? n : slidingCount(n, p, now(), windowMs);
        },
        () => fallback.hit(key, windowMs, fixed),
      ),
    count: (key, windowMs) =>
      either(
        async () => {
          const [n, p] = await redis.mget(...keys(key, windowMs));
          return slidingCount(Number(n ?? 0), Number(p ?? 0), now(), windowMs);
        },
        () => fallback.count(key, windowMs),
      ),
    put: (key, value, ttlMs) =>
      either(
        async () => void (await redis.set(`${PREFIX}v:${key}`, value, 'PX', Math.max(1, Math.round(ttlMs)))),
        () => fallback.put(key, value, ttlMs),
      ),
    get: (key) =>
      either(
        () => redis.get(`${PREFIX}v:${key}`),
        () => fallback.get(key),
      ),
    take: (key) =>
      either(
        () => redis.getdel(`${PREFIX}v:${key}`),
        () => fallback.take(key),
      ),
    async reset() {
      await fallback.reset();
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500);
        if (found.length) await redis.del(...found);
        cursor = next;
      } while (cursor !== '0');
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** REDIS_URL set: the shared store; otherwise this process's memory. */
export const createGuardStore = (url: string | undefined, now: () => number = Date.now): GuardStore =>
  url ? createRedisStore(url, now) : createMemoryStore(now);
