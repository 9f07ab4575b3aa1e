import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropEarly, requestUrl, takeEarly } from '../../runtime/api/early';

type Raw = { status?: number; data?: unknown };
const g = globalThis as { __h5early?: Record<string, Promise<Raw>> };
// answers are adopted only during the landing's first seconds (performance.now() < 10 s)
let now = 100;
beforeEach(() => {
  now = 100;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete g.__h5early;
});

describe('answers the shell started', () => {
  it('builds the URL as redaxios does, after a query already in the path too', () => {
    expect(requestUrl('/api/x', { pageSize: '3', currentPage: '1' })).toBe('/api/x?pageSize=3&currentPage=1');
    expect(requestUrl('/api/x?product=A&product=B', { currentPage: '1' })).toBe('/api/x?product=A&product=B&currentPage=1');
    expect(requestUrl('/api/x')).toBe('/api/x');
  });

  it('adopts each answer once', async () => {
    g.__h5early = { '/api/x': Promise.resolve({ status: 200, data: new ArrayBuffer(2) }) };
    await expect(takeEarly('/api/x', 1000)).resolves.toMatchObject({ status: 200 });
    expect(takeEarly('/api/x', 1000)).toBeUndefined();
    expect(takeEarly('/api/other', 1000)).toBeUndefined();
  });

  it('counts an answer that hangs past the timeout as lost (status 0), so the client asks again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    g.__h5early = { '/api/slow': new Promise<Raw>(() => {}) };
    const p = takeEarly('/api/slow', 15_000)!;
    vi.advanceTimersByTime(15_000);
    await expect(p).resolves.toEqual({ status: 0 });
  });

  it('leaves alone what the landing did not take in its first seconds', () => {
    g.__h5early = { '/api/x': Promise.resolve({ status: 200 }) };
    now = 10_000;
    expect(takeEarly('/api/x', 1000)).toBeUndefined();
  });

  it('drops everything on a change of credentials', () => {
    g.__h5early = { '/api/x': Promise.resolve({ status: 200 }) };
    dropEarly();
    expect(takeEarly('/api/x', 1000)).toBeUndefined();
  });
});
