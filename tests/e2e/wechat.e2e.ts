// WeChat mode in Chromium with WeChat user agents. The JS-SDK URL is intercepted and answered
// with a fake `wx` (this machine has no internet) that records config and share data.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, IPHONE_UA, phoneSession, shot, watchErrors } from '../support/phone';
import { wxSignature } from '../../server/sandbox/routes/wechat';

const SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const IOS_WX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';
const ANDROID_WX =
  'Mozilla/5.0 (Linux; Android 13; V2183A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

const FAKE_WX = `(function(){
  var rec = window.__wx = { config: [], friend: [], timeline: [] }, readies = [];
  window.wx = {
    config: function (c) { rec.config.push(c); setTimeout(function () { readies.splice(0).forEach(function (f) { f(); }); }, 0); },
    ready: function (f) { readies.push(f); },
    error: function () {},
    updateAppMessageShareData: function (o) { rec.friend.push(o); },
    updateTimelineShareData: function (o) { rec.timeline.push(o); }
  };
})();`;

interface Wx {
  config: { appId: string; timestamp: number; nonceStr: string; signature: string }[];
  friend: { title: string; desc: string; link: string; imgUrl: string }[];
  timeline: { title: string; link: string; imgUrl: string }[];
}

const s = phoneSession();

/** A phone with the given user agent; counts SDK requests and records signature requests. */
async function visit(ua: string) {
  const page = await s.newPage({ userAgent: ua });
  const ctx = page.context();
  const sdk: string[] = [];
  await ctx.route(SDK, (route) => {
    sdk.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_WX });
  });
  const signed: { url: string; timestamp: number; nonceStr: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wx/signature')) signed.push(r.postDataJSON());
  });
  return { ctx, page, sdk, signed, errors: watchErrors(page) };
}

const wx = (page: Page) => page.evaluate(() => (window as unknown as { __wx?: Wx }).__wx ?? null);
const configs = (page: Page, n: number) => page.waitForFunction((k) => ((window as unknown as { __wx?: Wx }).__wx?.config.length ?? 0) >= k, n);

describe('WeChat JS-SDK', () => {
  it('is requested only inside WeChat', async () => {
    const cases: [string, string, number][] = [
      ['plain browser', IPHONE_UA, 0],
      ['in the app, even with a WeChat user agent', IOS_WX, 0],
      ['WeChat', IOS_WX, 1],
    ];
    for (const [name, ua, expected] of cases) {
      const v = await visit(ua);
      await v.page.goto(name.startsWith('in the app') ? '/?from=app' : '/');
      await v.page.locator('.home').waitFor();
      if (expected) await configs(v.page, 1);
      await v.page.waitForLoadState('networkidle');
      // the SDK's config needs a signature: asked for exactly where the SDK is
      expect({ name, sdk: v.sdk.length, signed: v.signed.length > 0 }).toEqual({ name, sdk: expected, signed: expected > 0 });
      expect(v.errors).toEqual([]);
      await v.ctx.close();
    }
  });

  it('outside WeChat the page may not load the SDK at all: the header policy leaves its origin out', async () => {
    const load = (page: Page) =>
      page.evaluate(
        (src) =>
          new Promise<string>((done) => {
            document.addEventListener('securitypolicyviolation', (e) => done(`blocked ${e.effectiveDirective}`), { once: true });
            const s = document.createElement('script');
            s.src = src;
            s.onload = () => done('loaded');
            document.head.appendChild(s);
          }),
        SDK,
      );
    const plain = await visit(IPHONE_UA);
    await plain.page.goto('/notice');
    await plain.page.locator('.ct-row').first().waitFor();
    expect(await load(plain.page)).toBe('blocked script-src-elem');
    expect(plain.sdk).toEqual([]);
    await plain.ctx.close();
    const inWechat = await visit(IOS_WX);
    await inWechat.page.goto('/notice');
    await inWechat.page.locator('.ct-row').first().waitFor();
    expect(await load(inWechat.page)).toBe('loaded');
    await inWechat.ctx.close();
  });

  it('iOS: every signature request carries the landing URL of the visit', async () => {
    const v = await visit(IOS_WX);
    const landing = baseURL() + '/?utm_source=share';
    await v.page.goto('/?utm_source=share#top');
    await configs(v.page, 1);
    await v.page.getByRole('link', { name: '我的' }).click();
    await v.page.waitForURL((u) => u.pathname === '/login');
    await configs(v.page, 2);
    expect(v.signed.length).toBeGreaterThanOrEqual(2);
    expect(v.signed.map((s) => s.url)).toEqual(v.signed.map(() => landing));
    const w = (await wx(v.page))!;
    const last = w.config.at(-1)!;
    const req = v.signed.find((s) => s.nonceStr === last.nonceStr)!;
    expect(last.signature).toBe(wxSignature(req.nonceStr, String(req.timestamp), landing));
    expect(v.errors).toEqual([]);
    await v.ctx.close();
  });

  it('Android: the signature request carries the current URL, re-signed on each route change', async () => {
    const v = await visit(ANDROID_WX);
    await v.page.goto('/?utm_source=share#top');
    await configs(v.page, 1);
    await v.page.getByRole('link', { name: '我的' }).click();
    await v.page.waitForURL((u) => u.pathname === '/login');
    await configs(v.page, 2);
    const urls = v.signed.map((s) => s.url);
    expect(urls[0]).toBe(baseURL() + '/?utm_source=share');
    expect(urls.at(-1)).toBe(baseURL() + '/login?next=%2Fdashboard');
    expect(urls.every((u) => !u.includes('#'))).toBe(true);
    expect(v.errors).toEqual([]);
    await v.ctx.close();
  });
});

describe('WeChat code login and share', () => {
  it('after code login no code remains in location.href, and the share card carries the invite code', async () => {
    const v = await visit(IOS_WX);
    const seen: string[] = [];
    v.page.on('framenavigated', (f) => f === v.page.mainFrame() && seen.push(f.url()));
    await v.page.goto('/login?code=wx-code-bound&state=STATE');
    await v.page.waitForURL((u) => u.pathname === '/dashboard');
    await v.page.getByText('总资产（元）').waitFor();
    expect(v.page.url()).not.toMatch(/[?&]code=/);
    // once the code is gone from the address it never comes back (a state-only replaceState
    // of the landing entry, before the exchange, still shows the landing address)
    const clean = seen.findIndex((u) => !/[?&]code=/.test(u));
    expect(clean).toBeGreaterThan(0);
    expect(seen.slice(clean).filter((u) => /[?&]code=/.test(u))).toEqual([]);
    expect(await v.page.evaluate(() => location.href)).not.toContain('code=');

    // no history entry keeps it either: back leaves the visit instead of replaying the code
    await v.page.goBack();
    expect(v.page.url()).not.toMatch(/[?&]code=/);

    await v.page.goto('/dashboard/invite');
    await v.page.getByText('WANG88', { exact: true }).waitFor();
    await v.page.waitForFunction(() => (window as unknown as { __wx?: Wx }).__wx?.friend.some((f) => f.link.endsWith('/register?ref=WANG88')));
    const w = (await wx(v.page))!;
    const card = w.friend.at(-1)!;
    expect(card).toMatchObject({ title: '邀请你一起稳健出借', link: baseURL() + '/register?ref=WANG88' });
    expect(card.imgUrl).toMatch(/^http.*\/assets\/a\/share-icon-\w+\.png$/);
    expect(w.timeline.at(-1)).toMatchObject({ title: '邀请你一起稳健出借', link: card.link });

    // the share button points at WeChat's own menu
    await v.page.getByRole('button', { name: '分享给好友' }).click();
    await v.page.getByRole('dialog', { name: '分享指引' }).waitFor();
    await shot(v.page, 'wechat-share-guide');
    await v.page.getByRole('button', { name: '知道了' }).click();
    expect(await v.page.getByRole('dialog', { name: '分享指引' }).count()).toBe(0);
    expect(v.errors).toEqual([]);
    await v.ctx.close();
  });
});
