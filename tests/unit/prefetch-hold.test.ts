// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdNav, loadedPage, prefetch } from '../../runtime/router/work';
import { workAt } from '../../runtime/router/cache';
import type { RouteEntry } from '../../runtime/router/types';

// A tapped link's navigation waits, briefly, for the screen its tap started (wouter's
// aroundNav), so the outlet can show it whole in one render.
const Page = () => null;
function route(path: string, load?: () => Promise<unknown>, early?: string[]): RouteEntry {
  return {
    path,
    page: () => Promise.resolve({ default: Page }),
    access: 'public',
    title: 't',
    ...(load ? { load } : {}),
    ...(early ? { early } : {}),
  } as RouteEntry;
}
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{}')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a tap’s navigation', () => {
  it('waits for the page and the data the tap started, then goes; a screen takes the work once', async () => {
    let answer!: (v: unknown) => void;
    const r = route('/a/:id', () => new Promise((done) => (answer = done)));
    prefetch([r], '/a/1');
    const nav = vi.fn();
    holdNav(nav, '/a/1');
    await flush();
    expect(nav).not.toHaveBeenCalled();
    answer({ n: 1 });
    await vi.waitFor(() => expect(nav).toHaveBeenCalledWith('/a/1', undefined));
    expect(loadedPage(r)?.default).toBe(Page);
    const work = workAt('/a/1')!;
    expect(work.value).toEqual({ v: { n: 1 } });
    expect(work.match?.params).toEqual({ id: '1' });
    await expect(work.data).resolves.toEqual({ n: 1 });
    work.taken = true;
    expect(workAt('/a/1')).toBeUndefined();
  });

  it('goes after 250 ms when the screen is slower, so the skeleton shows as for any wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    prefetch([route('/slow', () => new Promise(() => {}))], '/slow');
    const nav = vi.fn();
    holdNav(nav, '/slow', { replace: false });
    await vi.advanceTimersByTimeAsync(249);
    expect(nav).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(nav).toHaveBeenCalledWith('/slow', { replace: false });
  });

  it('goes at once where no tap started anything, or the screen is already in', async () => {
    const nav = vi.fn();
    holdNav(nav, '/nowhere');
    expect(nav).toHaveBeenCalledTimes(1);
    prefetch([route('/ready')], '/ready');
    await flush();
    holdNav(nav, '/ready');
    expect(nav).toHaveBeenCalledTimes(2);
  });

  it('is dropped by a newer navigation, and by a back or forward meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    prefetch([route('/x', () => new Promise(() => {}))], '/x');
    const nav = vi.fn();
    holdNav(nav, '/x');
    holdNav(nav, '/elsewhere');
    await vi.advanceTimersByTimeAsync(300);
    expect(nav.mock.calls).toEqual([['/elsewhere', undefined]]);
    prefetch([route('/y', () => new Promise(() => {}))], '/y');
    holdNav(nav, '/y');
    history.pushState(null, '', '/moved');
    await vi.advanceTimersByTimeAsync(300);
    expect(nav.mock.calls).toHaveLength(1);
  });

  it('starts the route’s early calls on the tap itself, with plain parameters only', () => {
    const fetch = vi.mocked(globalThis.fetch);
    prefetch([route('/loan/:id', () => new Promise(() => {}), ['/api/v2/loan/:id'])], '/loan/L-1');
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual(['/api/v2/loan/L-1']);
    prefetch([route('/loan/:id', () => new Promise(() => {}), ['/api/v2/loan/:id'])], '/loan/a%2Fb');
    prefetch([route('/loan/:id', () => new Promise(() => {}), ['/api/v2/loan/:id'])], '/loan/L-2?page=2');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
