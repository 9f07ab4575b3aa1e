// Banner and share URLs. A banner's `url` decides what the banner is: an in-app link (our own
// screens), an outside link (another site's http(s) address, new window, no opener) or no link
// at all (javascript:, data:, '//' tricks). An invite code goes into shared links: whatever
// it holds, the link shared (copied, or handed to the native share sheet) is ours.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { BANNER_URLS, SHARE_CODES } from './payloads';
import { expectClean, guarded, hostile, login, open, rewrite, settle, SHORT, spa, type Guarded } from './kit';

describe('banner URLs', () => {
  let g: Guarded;
  let url = '';
  beforeAll(async () => {
    g = await guarded();
    await rewrite(g.page, /\/api\/v2\/cms\/mobileBanners$/, (json: Record<string, unknown>[]) => [{ ...json[0], title: '安全测试横幅', url }]);
    await open(g, '/contact');
  });
  afterAll(async () => {
    await g?.ctx.close();
  });

  hostile(
    'banner',
    BANNER_URLS,
    async (c) => {
      url = c.url;
      await spa(g.page, '/contact');
      await spa(g.page, '/');
      const banner = g.page.locator('.home-banner');
      await banner.waitFor();
      const seen = await banner.evaluate((el) => ({
        tag: el.tagName,
        href: el.getAttribute('href'),
        target: el.getAttribute('target'),
        rel: el.getAttribute('rel'),
      }));
      const want = {
        none: { tag: 'DIV', href: null, target: null, rel: null },
        external: { tag: 'A', href: c.url, target: '_blank', rel: 'noopener noreferrer' },
        internal: { tag: 'A', href: c.url, target: null },
      }[c.link];
      expect(seen).toMatchObject(want);
      // a tap on anything but an outside link (which opens another window, by design)
      if (c.link !== 'external') {
        await banner.evaluate((el) => (el as HTMLElement).click());
        await settle(g.page);
      }
      await expectClean(g);
    },
    (c) => /^data:|^\/\.\/\//.test(c.url),
  );
});

describe('share URLs', () => {
  let code = '';
  const codeRoute = (g: Guarded) =>
    rewrite(g.page, /\/api\/v2\/user\/MYSELF\/inviteCode$/, (json: { data: unknown }) => ({ ...json, data: { inviteCode: code } }));

  /** The shared link is our /register with the code as one query value, nothing else. */
  function expectOurs(link: string, origin: string) {
    const u = new URL(link);
    expect(u.origin).toBe(origin);
    expect(u.pathname).toBe('/register');
    expect([...u.searchParams.keys()]).toEqual(['ref']);
    expect(u.searchParams.get('ref')).toBe(code);
  }

  describe.skipIf(SHORT)('copied in a browser', () => {
    let g: Guarded;
    beforeAll(async () => {
      g = await guarded();
      await g.ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
      await login(g);
      await codeRoute(g);
    });
    afterAll(async () => {
      await g?.ctx.close();
    });

    hostile('share-copy', SHARE_CODES, async (c) => {
      code = c;
      await open(g, '/dashboard/invite');
      await g.page.getByRole('button', { name: '复制链接' }).click();
      await g.page.locator('.ui-toast').waitFor();
      expectOurs(await g.page.evaluate(() => navigator.clipboard.readText()), new URL(g.page.url()).origin);
      await expectClean(g);
    });
  });

  describe('through the native share sheet', () => {
    let g: Guarded;
    beforeAll(async () => {
      // an iOS-style host: ready at once, no session to hand over, records what it is asked to share
      g = await guarded({
        init: () => {
          const w = window as unknown as Record<string, unknown> & { h5bridge?: { receive(m: unknown): void } };
          const shared: unknown[] = (w.__shared = []);
          w.webkit = {
            messageHandlers: {
              h5bridge: {
                postMessage(m: { id?: string; method: string; params: unknown }) {
                  if (m.method === 'hello') setTimeout(() => w.h5bridge?.receive({ event: 'ready', data: { platform: 'ios', bridge: 1 } }), 0);
                  if (m.method === 'share') shared.push(m.params);
                  if (!m.id) return Promise.resolve(null);
                  if (m.method === 'getSession') return Promise.resolve({ ok: true, result: { accessToken: null } });
                  if (m.method === 'share') return Promise.resolve({ ok: true, result: { shared: true } });
                  return Promise.resolve({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
                },
              },
            },
          };
        },
      });
      await login(g);
      await codeRoute(g);
    });
    afterAll(async () => {
      await g?.ctx.close();
    });

    hostile('share-native', SHARE_CODES, async (c) => {
      code = c;
      await open(g, '/dashboard/invite?from=app');
      await g.page.getByRole('button', { name: '分享给好友' }).click();
      await g.page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length > 0);
      const [sent] = await g.page.evaluate(() => (window as unknown as { __shared: { link: string; image: string }[] }).__shared);
      expectOurs(sent!.link, new URL(g.page.url()).origin);
      expect(new URL(sent!.image).origin).toBe(new URL(g.page.url()).origin);
      await expectClean(g);
    });
  });
});
