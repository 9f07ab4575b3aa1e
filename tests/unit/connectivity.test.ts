// The connectivity state machine (runtime/net/connectivity.ts): what requests meet, not
// navigator.onLine, says whether the app is offline, and the way back is checked with backoff.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffMs,
  backSince,
  checkNow,
  isOffline,
  netAnswered,
  netFailed,
  netStep,
  onBack,
  ONLINE,
  watchNet,
  type NetEvent,
} from '../../runtime/net/connectivity';

const run = (...events: NetEvent[]) => events.reduce(netStep, ONLINE);

describe('netStep', () => {
  it('a request that reached no server puts the app in doubt: a failed check makes it offline, an answer online', () => {
    expect(run('failed')).toEqual({ offline: false, tries: 0, doubt: true });
    expect(run('failed', 'checkFailed')).toEqual({ offline: true, tries: 0 });
    expect(run('failed', 'answered')).toEqual(ONLINE);
    expect(run('failed', 'checkFailed', 'checkFailed', 'answered')).toEqual(ONLINE);
  });

  it('the browser saying offline is offline at once', () => {
    expect(run('down')).toEqual({ offline: true, tries: 0 });
    expect(run('down', 'checkFailed', 'down')).toEqual({ offline: true, tries: 1 });
  });

  it('online, an answer or a failed check without doubt change nothing while online: the browser’s word is not proof', () => {
    expect(run('online')).toEqual(ONLINE);
    expect(run('checkFailed')).toEqual(ONLINE);
    expect(run('answered')).toEqual(ONLINE);
  });

  it('offline, each failed check counts; more failed requests do not; online starts the count again but is not an answer', () => {
    expect(run('down', 'checkFailed', 'checkFailed')).toEqual({ offline: true, tries: 2 });
    expect(run('failed', 'checkFailed', 'checkFailed', 'failed', 'failed')).toEqual({ offline: true, tries: 1 });
    expect(run('failed', 'checkFailed', 'checkFailed', 'checkFailed', 'online')).toEqual({ offline: true, tries: 0 });
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
    // the failed request learns the verdict of one check, asked at once, before it goes on
    const failed = [netFailed(), netFailed()];
    expect(isOffline()).toBe(false);
    await Promise.all(failed);
    expect(isOffline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    expect(asked.map((t) => t - start)).toEqual([0, 1000, 3000, 7000, 15000]);
    up = true;
    await vi.advanceTimersByTimeAsync(8000);
    expect(isOffline()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(2);
    // online: no more checks
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(6);
    stop.forEach((f) => f());
  });

  it('a check that hangs is given up after 5 s and counted as failed, and the bar’s 重试 checks at once', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_: string, init: RequestInit) =>
        new Promise<Response>((_ok, no) => init.signal!.addEventListener('abort', () => no(new DOMException('', 'AbortError')))),
    );
    vi.stubGlobal('fetch', fetch);
    void netFailed();
    void checkNow();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(isOffline()).toBe(true);
    // the bar's 重试: at once, not after the 1 s wait, and one check at a time
    void checkNow();
    void checkNow();
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    // given up again: the next check after the second wait (2 s)
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(isOffline()).toBe(true);
    // the third check given up too, so none is left on its way for the next test
    await vi.advanceTimersByTimeAsync(5000);
  });

  it('a connection the server dropped is not an offline phone: the check answers and the app stays online', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('1.2.3.4')),
    );
    const changes = vi.fn();
    const stop = watchNet(changes);
    await netFailed();
    expect(isOffline()).toBe(false);
    expect(changes).not.toHaveBeenCalled();
    stop();
  });

  it('any answer of any request brings the app back without a check', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const back = vi.fn();
    const stop = onBack(back);
    await netFailed();
    expect(isOffline()).toBe(true);
    netAnswered();
    expect(isOffline()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    netAnswered();
    expect(back).toHaveBeenCalledTimes(1);
    stop();
  });

  it('remembers when the app was last back: a failure from before then is one to ask again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await netFailed();
    const failedAt = performance.now();
    expect(backSince(failedAt)).toBe(false);
    netAnswered();
    expect(backSince(failedAt)).toBe(true);
    expect(backSince(performance.now())).toBe(false);
  });
});
