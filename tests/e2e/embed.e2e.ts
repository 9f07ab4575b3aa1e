// In-app journeys with a native host injected the way the apps do it (before the page's own
// scripts): an iOS-style WKWebView message handler with promise replies, and an Android-style
// injected object answering through window.h5bridge.receive.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, phoneSession, shot, watchErrors } from '../support/phone';
import { DEMO, loginByRequest, loginOverHttp } from '../support/login';

type Kind = 'ios' | 'android';
interface HostOptions {
  kind: Kind;
  token?: string | null;
  /** 'calls': says ready, then never answers a call; 'all': not even ready */
  silent?: 'calls' | 'all';
}
type Logged = { bridge: number; id?: string; method: string; params: Record<string, unknown> };

// Runs in the page before any of its scripts, on every document (like WKUserScript at
// document start / addJavascriptInterface): records every message in window.__hostLog.
function installHost(o: HostOptions) {
  const w = window as unknown as Record<string, unknown> & { h5bridge?: { receive(m: unknown): void } };
  const log: unknown[] = [];
  w.__hostLog = log;
  const receive = (m: unknown) => w.h5bridge?.receive(m);
  const answer = (m: { id?: string; method: string }) => {
    if (m.method === 'getSession') return { ok: true, result: { accessToken: o.token ?? null } };
    if (m.method === 'share') return { ok: true, result: { shared: true, channel: 'wechat-friend' } };
    return { ok: false, error: { code: 'UNKNOWN_METHOD' } };
  };
  const onMessage = (m: { id?: string; method: string }) => {
    log.push(m);
    if (o.silent !== 'all' && m.method === 'hello')
      setTimeout(() => receive({ event: 'ready', data: { platform: o.kind, appVersion: '9.9.0', bridge: 1 } }), 0);
  };
  if (o.kind === 'ios') {
    w.webkit = {
      messageHandlers: {
        h5bridge: {
          postMessage(m: { id?: string; method: string }) {
            onMessage(m);
            if (o.silent) return new Promise(() => {});
            return Promise.resolve(m.id ? answer(m) : null);
          },
        },
      },
    };
  } else {
    w.h5bridgeAndroid = {
      postMessage(json: string) {
        const m = JSON.parse(json) as { id?: string; method: string };
        onMessage(m);
        if (!o.silent && m.id) setTimeout(() => receive(JSON.stringify({ id: m.id, ...answer(m) })), 0);
      },
    };
  }
}

const s = phoneSession();

/** The app's own login, outside the page (its HTTP client, not the WebView's cookies). */
const appToken = async () => (await loginOverHttp(baseURL(), DEMO.investor)).token!;

async function inApp(o: HostOptions): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const page = await s.newPage();
  const ctx = page.context();
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await ctx.addInitScript(installHost, o);
  const errors = watchErrors(page);
  // a login form appearing at any moment, even briefly, is a failed hand-off
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('login-mobile')) (window as unknown as { __sawLogin: boolean }).__sawLogin = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return { ctx, page, errors };
}

const hostLog = (page: Page) => page.evaluate(() => (window as unknown as { __hostLog: Logged[] }).__hostLog);
const sent = async (page: Page, method: string) => (await hostLog(page)).filter((m) => m.method === method);
const waitSent = (page: Page, method: string, n = 1) =>
  page.waitForFunction(([m, k]) => (window as unknown as { __hostLog: Logged[] }).__hostLog.filter((x) => x.method === m).length >= k, [method, n] as const);

describe.each<Kind>(['ios', 'android'])('in the app (%s-style host)', (kind) => {
  it('login hand-off shows the dashboard without a login screen, and nothing stays in the URL', async () => {
    const token = await appToken();
    const { ctx, page, errors } = await inApp({ kind, token });
    const urls: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && urls.push(f.url()));
    await page.goto('/dashboard?from=app');
    await page.getByText('总资产（元）').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(urls.some((u) => u.includes('/login'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __sawLogin?: boolean }).__sawLogin ?? false)).toBe(false);
    expect(urls.join(' ')).not.toContain(token);
    const cookie = (await ctx.cookies()).find((c) => c.name === 'ccat');
    expect(cookie).toMatchObject({ value: token, httpOnly: true });
    expect((await hostLog(page)).slice(0, 2).map((m) => m.method)).toEqual(['hello', 'getSession']);
    expect(await page.locator('.app-header').count()).toBe(0);
    await shot(page, `embed-dashboard-${kind}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('share from /dashboard/invite reaches the host with the right payload; the in-app flag survives navigation', async () => {
    const { ctx, page, errors } = await inApp({ kind, token: await appToken() });
    await page.goto('/dashboard?from=app');
    await page.getByRole('link', { name: '邀请好友' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/invite' && !u.search.includes('from'));
    await page.getByText('WANG88', { exact: true }).waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    await shot(page, `embed-invite-${kind}`);
    await page.getByRole('button', { name: '分享给好友' }).click();
    await waitSent(page, 'share');
    const [share] = await sent(page, 'share');
    expect(share).toMatchObject({
      bridge: 1,
      id: expect.any(String),
      method: 'share',
      params: {
        title: '邀请你一起稳健出借',
        desc: '注册时填写邀请码 WANG88，新手专享福利等你来拿',
        link: baseURL() + '/register?ref=WANG88',
        image: expect.stringMatching(new RegExp('^' + baseURL() + '/assets/a/share-icon-\\w+\\.png$')),
      },
    });
    // the native sheet answered: no web fallback on top of it
    expect(await page.getByText('链接已复制').count()).toBe(0);

    // a full reload without the query: still in the app, still bridged
    await page.reload();
    await page.getByText('WANG88', { exact: true }).waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('.app-tabs').count()).toBe(0);
    expect((await sent(page, 'hello')).length).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('logout notifies the host', async () => {
    const { ctx, page, errors } = await inApp({ kind, token: await appToken() });
    await page.goto('/more?from=app');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '退出', exact: true }).click();
    await waitSent(page, 'loggedOut');
    const [notice] = await sent(page, 'loggedOut');
    expect(notice).toEqual({ bridge: 1, method: 'loggedOut', params: {} });
    expect(await sent(page, 'loggedIn')).toEqual([]); // the handed-over session was no news
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it.each([
    ['calls', ['hello', 'getSession', 'share']],
    ['all', ['hello']],
  ] as const)('a host that never answers (%s) times out cleanly: the page works and share falls back to the web', async (silent, methods) => {
    const { ctx, page, errors } = await inApp({ kind, silent });
    // the investor's own H5 session (a silent host hands nothing over)
    await loginByRequest(ctx.request);
    // the page's clock, moved on instead of waiting out the time-outs
    await page.clock.install();
    await page.goto('/dashboard/invite?from=app');
    // the first screen waits for the app's session at most HANDOFF_TIMEOUT_MS (2.5 s)
    await page.clock.fastForward(2500);
    await page.getByText('WANG88', { exact: true }).waitFor();
    await page.getByRole('button', { name: '分享给好友' }).click();
    if (silent === 'calls') await waitSent(page, 'share');
    // after the call's time-out (5 s) the web fallback copies the link
    await page.clock.fastForward(5000);
    await page.getByText('链接已复制，快去分享给好友吧').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseURL() + '/register?ref=WANG88');
    // a host that never said ready never got the calls: they were dropped with their time-out
    expect((await hostLog(page)).map((m) => m.method)).toEqual(methods);
    expect(await page.getByRole('button', { name: '分享给好友' }).isEnabled()).toBe(true);
    await shot(page, `embed-timeout-${kind}-${silent}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
