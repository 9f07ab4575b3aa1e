// What the app server refuses in front of a real backend, seen from Chromium where a browser can
// send it and from a raw client where only a raw client can: a forged login hand-off (login
// CSRF), paths that would leave the API tree, and a client-chosen X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, DEMO, launch, phone, watchErrors } from '../e2e/browser';
import { raw } from '../integration/backend-stack';
import { backendToken, sessionCookies, upstream, upstreamURL } from './helpers';
import type { Seen } from './upstream';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const real = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));

describe('backend mode: the login hand-off cannot be forged', () => {
  it('refuses a same-site page posting text/plain dressed as JSON (no preflight), and a cross-origin JSON post', async () => {
    const attackerToken = await backendToken(DEMO.newbie.mobile);
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    // same host, another port: same site for SameSite cookies, another origin
    await page.goto(upstreamURL() + '/__upstream/attacker');
    const outcome = await page.evaluate(
      async ({ app, token }) => {
        const body = JSON.stringify({ accessToken: token });
        // a simple request: the browser sends it without asking, the answer is opaque
        await fetch(app + '/api/web/handoff', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain; x=application/json' }, body });
        // real JSON needs a preflight, which this server never grants
        const json = await fetch(app + '/api/web/handoff', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body }).then(
          () => 'sent',
          () => 'blocked',
        );
        return json;
      },
      { app: baseURL(), token: attackerToken },
    );
    expect(outcome).toBe('blocked');
    expect(await sessionCookies(ctx, baseURL())).toEqual({ ccat: undefined, hint: undefined });
    // the victim is still a visitor on the app
    await page.goto(baseURL() + '/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
    await ctx.close();
  });

  it('refuses text/plain dressed as JSON even from the H5 origin; real JSON from it works', async () => {
    const token = await backendToken(DEMO.newbie.mobile);
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    const post = (type: string) =>
      page.evaluate(
        async ({ type, token }) => {
          const r = await fetch('/api/web/handoff', { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify({ accessToken: token }) });
          return { status: r.status, body: (await r.json()) as unknown };
        },
        { type, token },
      );
    const forged = await post('text/plain; x=application/json');
    expect(forged).toMatchObject({ status: 415, body: { success: false, error: [{ message: 'UNSUPPORTED_MEDIA_TYPE' }] } });
    expect((await sessionCookies(ctx, baseURL())).ccat).toBeUndefined();

    const ok = await post('application/json');
    expect(ok).toEqual({ status: 200, body: { success: true, data: { userId: expect.any(String) }, error: [] } });
    const { ccat } = await sessionCookies(ctx, baseURL());
    expect(ccat).toMatchObject({ value: token, httpOnly: true });
    expect(real(errors)).toEqual([]);
    await ctx.close();
  });

  it('refuses a hand-off whose Origin is not the H5 origin', async () => {
    const token = await backendToken(DEMO.newbie.mobile);
    const body = JSON.stringify({ accessToken: token });
    for (const origin of [upstreamURL(), 'http://evil.example', 'null']) {
      const r = await raw(baseURL(), '/api/web/handoff', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body });
      expect(r.status).toBe(403);
      expect(r.cookies).toEqual([]);
    }
    const own = await raw(baseURL(), '/api/web/handoff', { method: 'POST', headers: { 'content-type': 'application/json', origin: baseURL() }, body });
    expect(own.status).toBe(200);
  });
});

describe('backend mode: the proxy', () => {
  it.each([
    '/api/../__upstream/seen?path=/',
    '/api/./v2/cms/mobileBanners',
    '/api/%2e%2e/__sandbox/code?mobile=13800000002',
    '/api/v2%2f..%2f..%2f__sandbox/code?mobile=13800000002',
    '/api/..%5c..%5c__sandbox/code',
    '/api/..;/__sandbox/code',
    '/api/%252e%252e/__sandbox/code',
  ])('refuses the dot-segment path %s', async (path) => {
    const r = await raw(baseURL(), path);
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ success: false, data: null, error: [{ message: 'INVALID_PATH' }] });
  });

  it("does not pass the client's X-Forwarded-For on: the backend sees the socket address", async () => {
    const ctx = await phone(browser);
    const page = await ctx.newPage();
    await page.goto('/');
    // the web layer answers /getClientIp itself, in plain text, from what the proxy policy settled
    const ip = await page.evaluate(async () => (await fetch('/getClientIp')).text());
    expect(ip).toBe('127.0.0.1');
    await page.evaluate(async () => fetch('/api/v2/loans/summary', { headers: { 'X-Forwarded-For': '6.6.6.6' } }));
    const seen = await upstream<Seen[]>('/__upstream/seen?path=/api/v2/loans/summary');
    const last = seen.at(-1)!.headers;
    expect(last['x-forwarded-for']).toBe('127.0.0.1');
    expect(last['x-forwarded-host']).toBe(new URL(baseURL()).host);
    await ctx.close();
  });
});
