// Open redirects: every place that follows a target it was handed. `next` on login (the
// whole login), on register (its way on is /authentication, which carries `next`), the WeChat
// return (login by OAuth code, and a stale return_url cookie), the bind flows (WeChat
// bind-mobile, the address a gift needs, the risk survey's way back). Every hostile target
// ends on our own fallback screen, and the page never leaves, throws or breaks the CSP.
// The policy that decides (runtime/url-policy.ts) is also asked directly, in the app's page
// (Chromium's own URL parser), about every target as the screens receive it.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/login';
import { sandboxCode } from '../support/sandbox';
import { REDIRECTS } from './payloads';
import { expectClean, guarded, hostile, login, open, settle, spa, type Guarded } from './kit';

/** What a screen gets from `query.get('next')` for this raw query value. */
const decoded = (raw: string) => new URLSearchParams(`next=${raw}`).get('next')!;

const shortOnes = (p: string) => p === '/.//evil.example/w';

// two phones for the whole file: one that logs in and out per case, one that stays the
// seasoned investor (address, risk)
let out: Guarded;
let inn: Guarded;
let policy = '';
beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: "export { isSafePath, safePath } from './runtime/router/safe-path'; export { urlKind } from './runtime/url-policy';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__policy',
    logLevel: 'silent',
  });
  policy = bundle.outputFiles[0]!.text;
  out = await guarded();
  await open(out, '/contact');
  inn = await guarded();
  await login(inn);
  await open(inn, '/contact');
});
afterAll(async () => {
  await out?.ctx.close();
  await inn?.ctx.close();
});

async function leftLogin(page: Page) {
  await page.waitForURL((u) => u.pathname !== '/login' && u.pathname !== '/bindmobile', { timeout: 15000 });
  await settle(page);
}

describe('the URL policy, in Chromium', () => {
  hostile(
    'policy',
    REDIRECTS,
    async (raw) => {
      // evaluated by the debugger, not injected: the page's CSP stays as it is
      const r = (await out.page.evaluate(
        `(() => { ${policy}; const v = ${JSON.stringify(decoded(raw))}; const to = __policy.safePath(v);
          history.pushState(null, '', to); const at = location.origin + location.pathname; history.back();
          return { safe: __policy.isSafePath(v), kind: __policy.urlKind(v), to, at }; })()`,
      )) as { safe: boolean; kind: string; to: string; at: string };
      expect(r.safe).toBe(false);
      expect(r.kind).not.toBe('internal');
      expect(r.to).toBe('/dashboard');
      expect(r.at).toBe(new URL('/dashboard', out.page.url()).href);
      await expectClean(out);
    },
    (p) => /^(\/\.\/\/|\/\\|%2f|javascript|data|\/%09)/.test(p),
  );
});

describe('register ?next= (carried on to /authentication)', () => {
  hostile(
    'register-next',
    REDIRECTS,
    async (raw) => {
      await spa(out.page, `/authentication?next=${raw}`);
      const hrefs = await out.page.locator('.auth-steps a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      // the way on carries only our fallback; "not now" goes straight to it
      expect(hrefs).toEqual([`/dashboard/payment/bind-card?next=${encodeURIComponent('/dashboard')}`, '/dashboard']);
      await out.page.getByRole('link', { name: '暂不认证，先去逛逛' }).click();
      await settle(out.page);
      expect(new URL(out.page.url()).pathname).toMatch(/^\/(dashboard|login)$/);
      await expectClean(out);
    },
    shortOnes,
  );
});

describe('login ?next=', () => {
  hostile(
    'login-next',
    REDIRECTS,
    async (raw) => {
      await out.ctx.clearCookies();
      await open(out, `/login?next=${raw}`);
      await out.page.fill('#login-mobile', DEMO.investor.mobile);
      await out.page.fill('#login-password', DEMO.investor.password);
      await out.page.click('button[type=submit]');
      await leftLogin(out.page);
      expect(new URL(out.page.url()).pathname).toBe('/dashboard');
      await expectClean(out);
    },
    shortOnes,
  );
});

describe('the WeChat return', () => {
  hostile(
    'wechat-return',
    REDIRECTS.filter((_, i) => i % 3 === 0),
    async (raw) => {
      await out.ctx.clearCookies();
      // the code is taken once per tab: a new visit starts with none used
      await out.page.evaluate(() => sessionStorage.clear());
      await open(out, `/login?code=wx-code-bound&state=x&next=${raw}`);
      await leftLogin(out.page);
      expect(new URL(out.page.url()).pathname).toBe('/dashboard');
      await expectClean(out);
    },
    (_, i) => i === 0,
  );

  hostile(
    'wechat-return-cookie',
    ['//evil.example', 'javascript:alert(1)', '/.//evil.example/w'],
    async (target) => {
      await out.ctx.clearCookies();
      await out.ctx.addCookies([{ name: 'return_url', value: encodeURIComponent(target), url: new URL(out.page.url()).origin }]);
      await open(out, '/');
      expect(new URL(out.page.url()).pathname).toBe('/');
      // read and dropped at start (SPEC §1), never followed
      expect((await out.ctx.cookies()).map((c) => c.name)).not.toContain('return_url');
      await expectClean(out);
    },
    () => false,
  );
});

describe('bind flows', () => {
  describe('WeChat bind-mobile ?next= (a registered mobile logs in by SMS code)', () => {
    hostile(
      'bindmobile-next',
      ['//evil.example', '%2f%2fevil.example'],
      async (raw) => {
        await out.ctx.clearCookies();
        await open(out, `/bindmobile?socialUserId=wx-social-sec&next=${raw}`);
        await out.page.fill('#bind-mobile', DEMO.investor.mobile);
        await out.page.click('.ui-captcha-btn');
        await out.page.locator('.ui-captcha-btn', { hasText: '重新发送' }).waitFor();
        await out.page.locator('#bind-code').fill(await sandboxCode(DEMO.investor.mobile, 'login'));
        await out.page.click('button[type=submit]');
        await leftLogin(out.page);
        expect(new URL(out.page.url()).pathname).toBe('/dashboard');
        // the WeChat id here is made up: its binding fails with a toast, which is fine
        await expectClean(out);
      },
      () => false,
    );
  });

  describe('address ?next= (a gift sends the investor here first)', () => {
    hostile(
      'address-next',
      REDIRECTS,
      async (raw) => {
        await spa(inn.page, `/dashboard/address?next=${raw}`);
        await inn.page.click('button[type=submit]');
        await inn.page.waitForURL((u) => u.pathname !== '/dashboard/address', { timeout: 10000 });
        await settle(inn.page);
        expect(new URL(inn.page.url()).pathname).toBe('/dashboard/personinfo');
        await expectClean(inn);
      },
      shortOnes,
    );

    hostile(
      'risk-next',
      REDIRECTS,
      async (raw) => {
        await spa(inn.page, `/dashboard/risk?next=${raw}`);
        // the survey's way back appears only for a target of ours: none here
        const hrefs = await inn.page.locator('.risk a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        expect(hrefs.filter((h) => /evil|script|data:/i.test(h))).toEqual([]);
        await expectClean(inn);
      },
      (_, i) => i === 4,
    );
  });
});
