// WeChat mode against the sandbox's signature endpoint, with a fake `wx` standing in for the
// JS-SDK (the script load itself is faked by happy-dom; the e2e intercepts the real URL).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { wxSignature, WX_APP_ID } from '../../server/sandbox/routes/wechat';
import { nothingFor } from '../support/time';
import { until } from './bridge-helpers';

const IOS_WX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';
const ANDROID_WX =
  'Mozilla/5.0 (Linux; Android 13; V2183A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const settings = (
  window as unknown as {
    happyDOM: { settings: { navigator: { userAgent: string }; disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } };
  }
).happyDOM.settings;
const defaultUa = settings.navigator.userAgent;

type Cfg = { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };

function fakeWx() {
  const rec = { config: [] as Cfg[], friend: [] as Record<string, string>[], timeline: [] as Record<string, string>[] };
  const readies: (() => void)[] = [];
  let onError: ((e: unknown) => void) | null = null;
  const wx = {
    config: (c: Cfg) => {
      rec.config.push(c);
      setTimeout(() => readies.splice(0).forEach((f) => f()), 0);
    },
    ready: (f: () => void) => readies.push(f),
    error: (f: (e: unknown) => void) => (onError = f),
    updateAppMessageShareData: (o: Record<string, string>) => rec.friend.push(o),
    updateTimelineShareData: (o: Record<string, string>) => rec.timeline.push(o),
  };
  return { wx, rec, fail: () => onError?.({ errMsg: 'config:invalid signature' }) };
}

let signed: { url: string; timestamp: number; nonceStr: string }[] = [];
let running: { stopWechat(): void } | null = null;

beforeAll(() => {
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
});
beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  signed = [];
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).endsWith('/wx/signature')) signed.push(JSON.parse(String(init?.body)));
    return real(input, init);
  });
});
afterEach(() => {
  running?.stopWechat();
  running = null;
  vi.restoreAllMocks();
  settings.navigator.userAgent = defaultUa;
  delete (window as { wx?: unknown }).wx;
});

async function start(ua: string, landing: string) {
  settings.navigator.userAgent = ua;
  history.replaceState(null, '', landing);
  const fake = fakeWx();
  (window as { wx?: unknown }).wx = fake.wx;
  await import('wouter'); // its history patch announces pushState, as in the app
  const { startBridge } = await import('../../bridge');
  expect(startBridge()).toBeNull(); // nothing for the first screen to wait for
  running = await import('../../bridge/wechat');
  await until(() => fake.rec.config.length === 1);
  return fake;
}

describe('WeChat JS-SDK', () => {
  it('loads the SDK and configures it with a valid signature for the URL without #', async () => {
    const fake = await start(ANDROID_WX, '/notice/3?x=1#section');
    expect([...document.scripts].map((s) => s.src)).toContain('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
    const [req] = signed;
    expect(req!.url).toBe(location.origin + '/notice/3?x=1');
    const c = fake.rec.config[0]!;
    expect(c.appId).toBe(WX_APP_ID);
    expect(c.timestamp).toBe(req!.timestamp);
    expect(c.nonceStr).toBe(req!.nonceStr);
    expect(c.signature).toBe(wxSignature(req!.nonceStr, String(req!.timestamp), req!.url));
    expect(c.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
  });

  it('Android: re-signs the current URL on every route change (push, replace, back)', async () => {
    const fake = await start(ANDROID_WX, '/');
    history.pushState(null, '', '/loan/7');
    await until(() => fake.rec.config.length === 2);
    history.replaceState(null, '', '/loan/7?tab=profit');
    await until(() => fake.rec.config.length === 3);
    history.replaceState({ scroll: 1 }, '', '/loan/7?tab=profit'); // same URL: not a new page
    history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await until(() => fake.rec.config.length === 4);
    expect(signed.map((s) => s.url.slice(location.origin.length))).toEqual(['/', '/loan/7', '/loan/7?tab=profit', '/']);
  });

  it('iOS: signs the landing URL of the visit, even after the code left the address bar', async () => {
    const fake = await start(IOS_WX, '/login?code=wxcode-1&state=s');
    const landing = location.origin + '/login?code=wxcode-1&state=s';
    history.replaceState(null, '', '/login');
    history.pushState(null, '', '/dashboard');
    await until(() => fake.rec.config.length === 3);
    expect(signed.map((s) => s.url)).toEqual([landing, landing, landing]);
  });

  it('signs again once on wx.error, not in a loop', async () => {
    const fake = await start(ANDROID_WX, '/about');
    fake.fail();
    await until(() => fake.rec.config.length === 2);
    fake.fail();
    fake.fail();
    history.pushState(null, '', '/help');
    await until(() => fake.rec.config.length === 3);
    expect(signed).toHaveLength(3);
    fake.fail(); // a new page gets its own retry
    await until(() => fake.rec.config.length === 4);
  });

  it("shares each screen's own card, else the page URL with the investor's invite code", async () => {
    const fake = await start(ANDROID_WX, '/loan/9?tab=profit&ref=OTHER');
    const { session } = await import('../../runtime/session');
    session.inviteCode = 'WANG88';
    await until(() => fake.rec.friend.length > 0);
    const wechat = await import('../../bridge/wechat');
    const card = { title: '邀请你一起稳健出借', desc: 'd', link: location.origin + '/register?ref=WANG88', image: location.origin + '/i.png' };
    wechat.setPageShare(card);
    await until(() => fake.rec.friend.at(-1)?.title === card.title);
    expect(fake.rec.friend.at(-1)).toEqual({ title: card.title, desc: 'd', link: card.link, imgUrl: card.image });
    expect(fake.rec.timeline.at(-1)).toEqual({ title: card.title, link: card.link, imgUrl: card.image });
    wechat.clearPageShare(card);
    await until(() => fake.rec.friend.at(-1)?.title !== card.title);
    expect(fake.rec.friend.at(-1)!.link).toBe(location.origin + '/loan/9?tab=profit&ref=WANG88');
    expect(fake.rec.friend.at(-1)!.imgUrl).toMatch(/^http.*share-icon.*\.png$/);
  });
});

describe('outside WeChat', () => {
  it('never adds the SDK script', async () => {
    settings.navigator.userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1';
    history.replaceState(null, '', '/');
    const { startBridge } = await import('../../bridge');
    expect(startBridge()).toBeNull();
    // nothing may be added later either: a moment of nothing is the observation itself
    await nothingFor(50);
    expect([...document.scripts].some((s) => s.src.includes('res.wx.qq.com'))).toBe(false);
    expect(signed).toEqual([]);
  });
});
