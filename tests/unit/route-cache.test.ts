// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// runtime/router/cache.ts: the one cache of a navigation's work, with one expiry. Each
// test gets the module afresh (its cache is module state) and its own clock.
type RouteWork = typeof import('../../runtime/router/cache');
let rw: RouteWork;
let now = 1000;
const ok = (status = 200) => Promise.resolve({ status });
const g = globalThis as { __h5work?: unknown };

beforeEach(async () => {
  vi.resetModules();
  now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  rw = await import('../../runtime/router/cache');
});
afterEach(() => {
  delete g.__h5work;
  document.cookie = 'ccat_present=; max-age=0; path=/';
  vi.restoreAllMocks();
});

describe('one expiry', () => {
  it('keeps work WORK_MS from its start, whoever started it, and not a moment longer', () => {
    rw.handOver('/a', { '/api/a': ok() });
    const tap = rw.workFor('/b');
    tap.calls.set('/api/b', ok());
    now += rw.WORK_MS - 1;
    expect(rw.workAt('/a')).toBeDefined();
    expect(rw.workAt('/b')).toBe(tap);
    now += 1;
    expect(rw.workAt('/a')).toBeUndefined();
    expect(rw.workAt('/b')).toBeUndefined();
    expect(rw.takeEarly('/api/a', 1000) ?? rw.takeEarly('/api/b', 1000)).toBeUndefined();
    expect(rw.takeEarly('/api/b', 1000)).toBeUndefined();
  });

  it('counts from the first start: asking again for the same path does not renew it', () => {
    const w = rw.workFor('/c');
    now += rw.WORK_MS / 2;
    expect(rw.workFor('/c')).toBe(w);
    now += rw.WORK_MS / 2;
    const again = rw.workFor('/c');
    expect(again).not.toBe(w);
    expect(again.at).toBe(now);
  });
});

describe('taken once', () => {
  it('a screen that used the work leaves the next visit to the same path to start afresh', () => {
    const w = rw.workFor('/loan/1');
    w.taken = true;
    expect(rw.workAt('/loan/1')).toBeUndefined();
    const next = rw.workFor('/loan/1');
    expect(next).not.toBe(w);
    expect(rw.workAt('/loan/1')).toBe(next);
  });

  it('each early GET is adopted once, by URL, whichever work holds it', async () => {
    const p = ok();
    rw.workFor('/x').calls.set('/api/x', p);
    await expect(rw.takeEarly('/api/x', 1000)).resolves.toEqual({ status: 200 });
    expect(rw.takeEarly('/api/x', 1000)).toBeUndefined();
    expect(rw.takeEarly('/api/x', 1000)).toBeUndefined();
  });

  it('keys work by path and query: another query is another navigation', () => {
    const w = rw.workFor('/list?page=1');
    expect(rw.workAt('/list?page=2')).toBeUndefined();
    expect(rw.workAt('/list')).toBeUndefined();
    expect(rw.workAt('/list?page=1')).toBe(w);
  });
});

describe('the shell’s hand-over', () => {
  it('is absorbed once, with the shell’s start time, and the landing’s navigation joins it', async () => {
    const p = ok();
    now = 40;
    rw.handOver('/loan/1?from=app', { '/h5/api/v2/loan/1': p });
    expect(g.__h5work).toBeDefined();
    now = 900;
    const w = rw.workAt('/loan/1?from=app')!;
    expect(g.__h5work).toBeUndefined();
    expect(w.at).toBe(40);
    // the landing's own work (work.ts) goes into the shell's entry, not a second one
    expect(rw.workFor('/loan/1?from=app')).toBe(w);
    await expect(rw.takeEarly('/h5/api/v2/loan/1', 1000)).resolves.toEqual({ status: 200 });
    // expiry counts from the shell's start
    now = 40 + rw.WORK_MS;
    expect(rw.workAt('/loan/1?from=app')).toBeUndefined();
  });

  it('a landing without early GETs still hands over an entry for its path', () => {
    rw.handOver('/about', {});
    expect(rw.workAt('/about')?.calls.size).toBe(0);
  });
});

describe('a change of credentials', () => {
  it('login and logout drop every early answer not yet adopted, the shell’s and a tap’s; the chunks stay', async () => {
    // cookies.ts reaches the cache directly: the fresh module above
    const { setHint, clearHint } = await import('../../runtime/session/cookies');
    rw.handOver('/', { '/api/v2/user/MYSELF': ok() });
    const tap = rw.workFor('/dashboard');
    const page = Promise.resolve({ default: () => null });
    tap.page = page;
    tap.calls.set('/api/v2/user/MYSELF/userfund', ok());
    setHint();
    expect(rw.takeEarly('/api/v2/user/MYSELF', 1000)).toBeUndefined();
    expect(rw.takeEarly('/api/v2/user/MYSELF/userfund', 1000)).toBeUndefined();
    expect(rw.workAt('/dashboard')?.page).toBe(page);

    rw.workFor('/dashboard').calls.set('/api/v2/user/MYSELF/userfund', ok());
    clearHint();
    expect(rw.takeEarly('/api/v2/user/MYSELF/userfund', 1000)).toBeUndefined();
  });

  it('a hand-over not yet absorbed is dropped too', async () => {
    rw.handOver('/', { '/api/x': ok() });
    rw.dropEarly();
    expect(rw.takeEarly('/api/x', 1000)).toBeUndefined();
  });
});
