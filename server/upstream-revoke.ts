// The auth layer clears a session's cookies whatever the backend answers to a logout; when the
// backend did not confirm it, the token may still be alive there (until it expires, a day), so
// it is revoked again in the background: a bounded queue, a backoff, a few minutes at most,
// then given up with a log line (never the token itself). One entry per token: a small
// snapshot of the request, not the request.
export interface RevokeJob {
  token: string;
  /** the request headers the backend may need (address, agent), without any cookie */
  headers: Record<string, string>;
  https: boolean;
  remoteAddress: string | undefined;
}

export interface RevokeOptions {
  /** how many tokens wait at most; the oldest is given up when a new one comes */
  maxQueue?: number;
  /** waits between tries; the last one repeats */
  delaysMs?: number[];
  /** no try starts later than this after the logout */
  maxAgeMs?: number;
  /** tries on their way at once, so a backend coming back is not met with a flood */
  maxInFlight?: number;
  log?: (line: string) => void;
}

const DEFAULTS = { maxQueue: 1000, delaysMs: [1000, 2000, 5000, 10_000, 20_000, 30_000, 60_000], maxAgeMs: 5 * 60_000, maxInFlight: 4 };

type Entry = { job: RevokeJob; since: number; tries: number; timer?: ReturnType<typeof setTimeout> };

/** `send` is one try: true when the backend ended the session (or holds none for the token). */
export function createRevoker(send: (job: RevokeJob) => Promise<boolean>, opts: RevokeOptions = {}) {
  const o = { ...DEFAULTS, ...opts };
  const log = opts.log ?? ((line: string) => console.warn(line));
  const queue = new Map<string, Entry>();
  let inFlight = 0;

  const giveUp = (e: Entry, why: string) => {
    clearTimeout(e.timer);
    queue.delete(e.job.token);
    log(`[auth-layer] logout not confirmed by the backend after ${e.tries} tries (${why}); the token lives until it expires`);
  };

  function later(e: Entry, ms: number) {
    if (Date.now() + ms - e.since > o.maxAgeMs) return giveUp(e, 'time is up');
    e.timer = setTimeout(() => void attempt(e), ms);
    e.timer.unref?.();
  }

  async function attempt(e: Entry) {
    if (queue.get(e.job.token) !== e) return;
    if (inFlight >= o.maxInFlight) return later(e, 250);
    inFlight++;
    e.tries++;
    const ok = await send(e.job).catch(() => false);
    inFlight--;
    if (queue.get(e.job.token) !== e) return;
    if (ok) return void queue.delete(e.job.token);
    later(e, o.delaysMs[Math.min(e.tries, o.delaysMs.length - 1)]!);
  }

  return {
    /** Queues the token for revocation (once); its first try comes after the first delay. */
    add(job: RevokeJob) {
      if (queue.has(job.token)) return;
      if (queue.size >= o.maxQueue) giveUp(queue.values().next().value!, 'queue full');
      const e: Entry = { job, since: Date.now(), tries: 0 };
      queue.set(job.token, e);
      later(e, o.delaysMs[0]!);
    },
    size: () => queue.size,
    /** Drops every pending try (server shutdown, tests). */
    stop() {
      for (const e of queue.values()) clearTimeout(e.timer);
      queue.clear();
    },
  };
}

export type Revoker = ReturnType<typeof createRevoker>;
