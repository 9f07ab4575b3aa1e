// One offline state per screen (issue 36): without network the homepage's blocks all fail, and
// the page says so once, not once a block; when the server answers again the blocks come back
// by themselves, without a tap. The browser keeps saying it is online throughout, as Chromium
// 150 does: the requests themselves tell.
import { ownSandbox } from '../support/sandbox';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openHome } from './home-kit';
import { loadHome, type HomeData } from '../../modules/home/api';
import { emptySession, session } from '../../runtime/session/store';
import { isOffline, netAnswered } from '../../runtime/net/connectivity';
import { OFFLINE_TEXT, PageState } from '../../runtime/ui/page-state';

ownSandbox();
let down = false;
beforeEach(() => {
  down = false;
  Object.assign(session, emptySession(), { status: 'ready' });
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => (down ? Promise.reject(new TypeError('Failed to fetch')) : real(input, init)));
  expect(navigator.onLine).toBe(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  netAnswered();
  Object.assign(session, emptySession(), { status: 'loading' });
});

const open = (d: HomeData) => openHome(d, { later: true });

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('the homepage without network', () => {
  it('says so once for its six blocks, and fills them by itself when the server answers again', async () => {
    down = true;
    const d = await loadHome();
    expect(isOffline()).toBe(true);
    await open(d);
    expect(alerts()).toEqual([`${OFFLINE_TEXT}重试`]);
    expect(document.body.textContent).not.toContain('加载失败');
    expect(document.querySelectorAll('.home-loan')).toHaveLength(0);
    down = false;
    // no tap: the check finds the server and every failed block asks again
    await waitFor(() => expect(document.querySelectorAll('.home-loan').length).toBeGreaterThan(0), { timeout: 5000 });
    await waitFor(() => expect(document.querySelectorAll('.home-banner').length).toBeGreaterThan(0));
    await screen.findByRole('heading', { level: 2, name: /^平台介绍/ });
    // the last blocks may still be on their way back (加载中…) on a loaded machine: until they are in
    await waitFor(() => expect(alerts()).toEqual([]), { timeout: 5000 });
  });

  it('a server error is not offline: each failed block keeps its own words and 重试', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(async () => new Response('{}', { status: 500 }));
    const d = await loadHome();
    expect(isOffline()).toBe(false);
    await open(d);
    expect(alerts()).toContain('出借项目加载失败重试');
    expect(alerts()).not.toContain(`${OFFLINE_TEXT}重试`);
  });
});

describe('a whole screen that failed without network', () => {
  it('says 网络未连接 though navigator.onLine says online, and asks again by itself once the server answers', async () => {
    down = true;
    const { get } = await import('../../runtime/api/client');
    await get('/api/v2/cms/mobileBanners', { schema: { safeParse: (v: unknown) => ({ success: true, data: v }) } as never }).catch(() => {});
    const retry = vi.fn();
    render(<PageState state="error" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain(OFFLINE_TEXT);
    down = false;
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });
});
