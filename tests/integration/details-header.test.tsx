// The header's back arrow: back through the visit's own screens, home from the screen a visit
// landed on (a shared link opened in a new tab has history.length 2, so that cannot tell).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';

// each landing evaluates the module afresh; the listeners of the one before are taken off, as
// a new page load would drop them
let added: [string, EventListenerOrEventListenerObject][] = [];
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const [t, l] of added) removeEventListener(t, l);
  added = [];
});

/** The header module as a fresh page load at `path` would evaluate it. */
async function land(path: string, state: unknown = null) {
  history.replaceState(state, '', path);
  for (const [t, l] of added) removeEventListener(t, l);
  added = [];
  const add = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((t: string, l: EventListenerOrEventListenerObject, o?: unknown) => {
    added.push([t, l]);
    add(t, l, o as AddEventListenerOptions);
  });
  vi.resetModules();
  const m = await import('../../runtime/layout/header');
  spy.mockRestore();
  render(<m.Header title="项目详情" home={false} />);
  return m;
}
const back = () => fireEvent.click(screen.getByRole('button', { name: '返回' }));

describe('back on the first screen of a visit', () => {
  it('goes home instead of leaving the site', async () => {
    // the tab's history before the shared link: another site's page
    history.pushState(null, '', '/elsewhere');
    const h = await land('/loan/abc');
    const leave = vi.spyOn(history, 'back');
    expect(history.length).toBeGreaterThan(1);
    expect(h.inAppDepth()).toBe(0);
    act(() => back());
    expect(leave).not.toHaveBeenCalled();
    expect(location.pathname).toBe('/');
  });

  it('goes back once the visit has moved on in the app, redirects and reloads included', async () => {
    const h = await land('/loan/abc');
    act(() => navigate('/loan/abc/info'));
    expect(h.inAppDepth()).toBe(1);
    // a redirect replaces the entry (wouter passes state null): the count stays
    act(() => navigate('/loan/abc/info?tab=profit', { replace: true }));
    expect(h.inAppDepth()).toBe(1);
    // a state of the page's own is kept beside the count
    act(() => navigate('/dashboard/coupon-assign', { state: { fromList: true } }));
    expect(history.state).toMatchObject({ fromList: true, h5Depth: 2 });
    const leave = vi.spyOn(history, 'back').mockImplementation(() => {});
    back();
    expect(leave).toHaveBeenCalledTimes(1);

    // a reload of a deeper screen keeps its count (history.state survives)
    cleanup();
    const again = await land('/dashboard/coupon-assign', history.state);
    expect(again.inAppDepth()).toBe(2);
  });

  it('reads the count from the entry a back or forward lands on', async () => {
    const h = await land('/a');
    act(() => navigate('/b'));
    act(() => navigate('/c'));
    expect(h.inAppDepth()).toBe(2);
    history.back();
    await waitFor(() => expect(location.pathname).toBe('/b'));
    expect(h.inAppDepth()).toBe(1);
    history.go(-1);
    await waitFor(() => expect(location.pathname).toBe('/a'));
    expect(h.inAppDepth()).toBe(0);
    history.forward();
    await waitFor(() => expect(location.pathname).toBe('/b'));
    expect(h.inAppDepth()).toBe(1);
  });
});
