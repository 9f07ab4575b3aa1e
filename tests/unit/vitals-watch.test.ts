// @vitest-environment happy-dom
// The page's side of field data (runtime/vitals/watch.ts): web-vitals measures (stood in for
// here, so the test says what it reports and when), and the watch sends one report per visit as
// the page is first hidden: the last value of each metric, the landing's facts, in a body the
// server's own parser takes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { parseVitals } from '../../runtime/vitals/payload';
import type { RouteEntry } from '../../runtime/router/types';
import { watchVitals } from '../../runtime/vitals/watch';

type Name = 'LCP' | 'CLS' | 'INP';
const reporters = vi.hoisted(() => ({}) as Partial<Record<Name, (m: Metric) => void>>);
vi.mock('web-vitals', () => {
  const on = (name: Name) => (cb: (m: Metric) => void) => void (reporters[name] = cb);
  return { onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP') };
});
const report = (name: Name, value: number) => reporters[name]!({ name, value } as Metric);

const route = (path: string) => ({ path, access: 'public', title: path, page: () => new Promise(() => {}) }) as RouteEntry;
const routes = [route('/'), route('/loan/:id')];

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const show = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

const beacon = vi.fn((_url: string, _body: string) => true);
Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string, body: string) => beacon(url, body) });
const sent = () => beacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) as Record<string, unknown> }));

beforeEach(() => {
  history.replaceState(null, '', '/loan/L-77?mobile=13800000000');
  document.documentElement.classList.remove('elder');
  visibility = 'visible';
});

afterEach(() => {
  // every watch of a test has had its one hidden event before the next test counts beacons
  show('hidden');
  beacon.mockClear();
  vi.unstubAllGlobals();
});

describe('watchVitals', () => {
  it('sends nothing while the page is shown, then one report to /vitals with the last values as it is hidden', () => {
    watchVitals(routes);
    report('LCP', 800);
    report('LCP', 1834.6);
    report('CLS', 0.02);
    report('CLS', 0.125);
    report('INP', 96);
    show('visible');
    expect(beacon).not.toHaveBeenCalled();

    show('hidden');
    expect(sent()).toHaveLength(1);
    const [{ url, body }] = sent() as [{ url: string; body: Record<string, unknown> }];
    expect(url).toBe('/vitals');
    expect(body).toMatchObject({ route: '/loan/:id', lcp: 1834.6, cls: 0.125, inp: 96, nav: 'navigate', elder: false, sw: false });
    // no part of the URL leaves the page: ids and queries are personal
    expect(JSON.stringify(body)).not.toMatch(/L-77|13800000000/);
    // what the page writes is what the server keeps (payload.ts is the contract)
    expect(parseVitals(body, (r) => r === '/loan/:id')).toEqual({ ...body, lcp: 1835 });
  });

  it('sends a metric web-vitals settles in its own hidden handler, added after the watch (an INP waiting for idle)', () => {
    watchVitals(routes);
    report('LCP', 1200);
    // web-vitals' whenIdleOrHidden: a window capture listener added once the tap's entry arrived
    addEventListener('visibilitychange', () => report('INP', 312), { capture: true, once: true });
    show('hidden');
    expect(sent()[0]!.body).toMatchObject({ lcp: 1200, inp: 312 });
  });

  it('says null for what was not measured, and sends nothing when nothing was', () => {
    watchVitals(routes);
    report('CLS', 0);
    show('hidden');
    expect(sent()[0]!.body).toMatchObject({ lcp: null, cls: 0, inp: null });
    beacon.mockClear();

    watchVitals(routes);
    show('hidden');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends once per visit: a page shown again and hidden again has reported', () => {
    watchVitals(routes);
    report('LCP', 900);
    show('hidden');
    report('INP', 400);
    show('visible');
    show('hidden');
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.body.inp).toBeNull();
  });

  it('tells the facts of the landing as it was when watched: 长辈模式 switched off later is still on', () => {
    history.replaceState(null, '', '/');
    document.documentElement.classList.add('elder');
    watchVitals(routes);
    document.documentElement.classList.remove('elder');
    history.replaceState(null, '', '/loan/L-1');
    report('LCP', 500);
    show('hidden');
    expect(sent()[0]!.body).toMatchObject({ route: '/', elder: true });
  });

  it('keeps a landing no route matches as other', () => {
    history.replaceState(null, '', '/no/such/page');
    watchVitals(routes);
    report('LCP', 500);
    show('hidden');
    expect(sent()[0]!.body.route).toBe('other');
  });

  it('falls back to a keepalive fetch where the beacon is refused', () => {
    beacon.mockReturnValueOnce(false);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    watchVitals(routes);
    report('LCP', 700);
    show('hidden');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toMatchObject({ lcp: 700 });
  });
});
