// The connectivity state machine (runtime/net/connectivity.ts): what requests meet, not
// navigator.onLine, says whether the app is offline, and the way back is checked with backoff.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, checkNow, isOffline, netAnswered, netFailed, netStep, onBack, ONLINE, watchNet, type NetEvent } from '../../runtime/net/connectivity';

const run = (...events: NetEvent[]) => events.reduce(netStep, ONLINE);

describe('netStep', () => {
  it('a request that reached no server makes the app offline; any answer online again', () => {
    expect(run('failed')).toEqual({ offline: true, tries: 0 });
    expect(run('failed', 'answered')).toEqual(ONLINE);
    expect(run('failed', 'checkFailed', 'checkFailed', 'answered')).toEqual(ONLINE);
  });

  it('online, an answer or a failed check change nothing while online: the browser’s word is not proof', () => {
    expect(run('online')).toEqual(ONLINE);
    expect(run('checkFailed')).toEqual(ONLINE);
    expect(run('answered')).toEqual(ONLINE);
  });

  it('offline, each failed check counts; more failed requests do not; online starts the count again but is not an answer', () => {
    expect(run('failed', 'checkFailed', 'checkFailed')).toEqual({ offline: true, tries: 2 });
    expect(run('failed', 'checkFailed', 'failed', 'failed')).toEqual({ offline: true, tries: 1 });
    expect(run('failed', 'checkFailed', 'checkFailed', 'online')).toEqual({ offline: true, tries: 0 });
  });
});

describe('backoffMs', () => {
  it('waits 1 s, 2 s, 4 s, then every 8 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('the checks while offline', () => {
  afterEach(() => {
    netAnswered();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the server with backoff until it answers, then says the app is back once', async () => {
    vi.useFakeTimers();
    const asked: number[] = [];
    let up = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        asked.push(Date.now());
        expect(url).toBe('/getClientIp');
        expect(init.cache).toBe('no-store');
        if (!up) throw new TypeError('Failed to fetch');
        return new Response('1.2.3.4');
      }),
    );
    const back = vi.fn();
    const changes = vi.fn();
    const stop = [onBack(back), watchNet(changes)];
    const start = Date.now();
    netFailed();
    netFailed();
    expect(isOffline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    expect(asked.map((t) => t - start)).toEqual([1000, 3000, 7000, 15000]);
    up = true;
    await vi.advanceTimersByTimeAsync(8000);
    expect(isOffline()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(2);
    // online: no more checks
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(5);
    stop.forEach((f) => f());
  });

  it('a check that hangs is given up after 5 s and counted as failed, and the bar’s 重试 checks at once', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_: string, init: RequestInit) =>
        new Promise<Response>((_ok, no) => init.signal!.addEventListener('abort', () => no(new DOMException('', 'AbortError')))),
    );
    vi.stubGlobal('fetch', fetch);
    netFailed();
    checkNow();
    checkNow();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    // given up: the next check after the second wait (2 s)
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(isOffline()).toBe(true);
  });

  it('any answer of any request brings the app back without a check', () => {
    const back = vi.fn();
    const stop = onBack(back);
    netFailed();
    netAnswered();
    expect(isOffline()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    netAnswered();
    expect(back).toHaveBeenCalledTimes(1);
    stop();
  });
});
