import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestUrl } from '../../runtime/api/client';
import { dropEarly, handOver, startEarly, takeEarly, workFor, WORK_MS, type Raw } from '../../runtime/router/cache';

// the navigation cache (router/cache.ts) keeps everything for WORK_MS after its start (performance.now())
let now = 100;
beforeEach(() => {
  now = 100;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  // what one test started has expired for the next
  now += 2 * WORK_MS;
  dropEarly();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('answers the shell started', () => {
  it('builds the URL it sends and keys an early answer by, after a query already in the path too', () => {
    expect(requestUrl('/api/x', { pageSize: '3', currentPage: '1' })).toBe('/api/x?pageSize=3&currentPage=1');
    expect(requestUrl('/api/x?product=A&product=B', { currentPage: '1' })).toBe('/api/x?product=A&product=B&currentPage=1');
    expect(requestUrl('/api/x')).toBe('/api/x');
  });

  it('adopts each answer once', async () => {
    handOver('/', { '/api/x': Promise.resolve({ status: 200, data: new ArrayBuffer(2) }) });
    await expect(takeEarly('/api/x', 1000)).resolves.toMatchObject({ status: 200 });
    expect(takeEarly('/api/x', 1000)).toBeUndefined();
    expect(takeEarly('/api/other', 1000)).toBeUndefined();
  });

  it('counts an answer that hangs past the timeout as lost (status 0), so the client asks again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    handOver('/', { '/api/slow': new Promise<Raw>(() => {}) });
    const p = takeEarly('/api/slow', 15_000)!;
    vi.advanceTimersByTime(15_000);
    await expect(p).resolves.toEqual({ status: 0 });
  });

  it('leaves alone what the landing did not take in its first seconds', () => {
    handOver('/', { '/api/x': Promise.resolve({ status: 200 }) });
    now += WORK_MS;
    expect(takeEarly('/api/x', 1000)).toBeUndefined();
  });

  it('drops everything on a change of credentials', () => {
    handOver('/', { '/api/x': Promise.resolve({ status: 200 }) });
    dropEarly();
    expect(takeEarly('/api/x', 1000)).toBeUndefined();
  });
});

describe('calls a navigation started', () => {
  const answer = (status: number) => Promise.resolve(new Response('{}', { status }));

  it('starts the GET once, as the shell would, and the client adopts it once', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(200));
    startEarly(workFor('/loan/A'), '/api/v2/loan/A');
    startEarly(workFor('/loan/A'), '/api/v2/loan/A');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'include', headers: { accept: 'application/json' } });
    const got = await takeEarly('/api/v2/loan/A', 1000);
    expect(got?.status).toBe(200);
    expect(got?.data).toBeInstanceOf(ArrayBuffer);
    expect(takeEarly('/api/v2/loan/A', 1000)).toBeUndefined();
  });

  it('starts nothing the shell already started; a later start is kept as long as its own work', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(200));
    handOver('/', { '/api/x': Promise.resolve({ status: 200 }) });
    startEarly(workFor('/x'), '/api/x');
    expect(fetch).not.toHaveBeenCalled();
    now += WORK_MS - 1;
    startEarly(workFor('/y'), '/api/y');
    now += WORK_MS - 1;
    expect(takeEarly('/api/x', 1000)).toBeUndefined();
    expect(takeEarly('/api/y', 1000)).toBeDefined();
  });

  it('counts a failed request as lost, and drops what it started on a change of credentials', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new TypeError('offline')));
    startEarly(workFor('/a'), '/api/a');
    await expect(takeEarly('/api/a', 1000)).resolves.toEqual({ status: 0 });
    startEarly(workFor('/b'), '/api/b');
    dropEarly();
    expect(takeEarly('/api/b', 1000)).toBeUndefined();
  });
});
