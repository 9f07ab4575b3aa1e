// What the app server refuses in front of a real backend, seen from Chromium where a browser can
// send it and from a raw client where only a raw client can: a forged login hand-off (login
// CSRF), a state change posted from another page of the same site (CSRF), paths that would
// leave the API tree, and an X-Forwarded-For claimed by a peer that is not a trusted proxy.
import { describe, expect, it } from 'vitest';
import { baseURL, phoneSession, watchErrors } from '../support/phone';
import { DEMO, loginAt } from '../support/login';
import { startApp } from '../support/sandbox';
import { raw } from '../integration/backend-stack';
import { backendToken, sessionCookies, upstream, upstreamURL } from './helpers';
import type { Seen } from './upstream';

const s = phoneSession();

const real = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));

describe('backend mode: the login hand-off cannot be forged', () => {
  it('refuses a same-site page posting text/plain dressed as JSON (no preflight), and a cross-origin JSON post', async () => {
    const attackerToken = await backendToken(DEMO.newbie.mobile);
    const page = await s.newPage();
    // same host, another port: same site for SameSite cookies, another origin
    await page.goto(upstreamURL() + '/__upstream/attacker');
    const outcome = await page.evaluate(
      async ({ app, token }) => {
        const body = JSON.stringify({ accessToken: token });
        // a simple request: the browser sends it without asking, the answer is opaque
        await fetch(app + '/api/web/handoff', {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain; x=application/json' },
          body,
        });
        // real JSON needs a preflight, which this server never grants
        const json = await fetch(app + '/api/web/handoff', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(
          () => 'sent',
          () => 'blocked',
        );
        return json;
      },
      { app: baseURL(), token: attackerToken },
    );
    expect(outcome).toBe('blocked');
    expect(await sessionCookies(page.context(), baseURL())).toEqual({ ccat: undefined, hint: undefined });
    // the victim is still a visitor on the app
    await page.goto(baseURL() + '/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('refuses text/plain dressed as JSON even from the H5 origin; real JSON from it works', async () => {
    const token = await backendToken(DEMO.newbie.mobile);
    const page = await s.newPage();
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
    expect((await sessionCookies(page.context(), baseURL())).ccat).toBeUndefined();

    const ok = await post('application/json');
    expect(ok).toEqual({ status: 200, body: { success: true, data: { userId: expect.any(String) }, error: [] } });
    const { ccat } = await sessionCookies(page.context(), baseURL());
    expect(ccat).toMatchObject({ value: token, httpOnly: true });
    expect(real(errors)).toEqual([]);
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

  it("keeps a trusted proxy's X-Forwarded-For chain and appends the peer (loopback is trusted by default)", async () => {
    const page = await s.newPage();
    await page.goto('/');
    // the web layer answers /getClientIp itself, in plain text, from what the proxy policy settled
    const ip = await page.evaluate(async () => (await fetch('/getClientIp')).text());
    expect(ip).toBe('127.0.0.1');
    // this browser is on loopback, which TRUST_PROXY trusts by default (nginx on this host):
    // what it says is kept, and the peer it came from follows
    await page.evaluate(async () => fetch('/api/v2/loans/summary', { headers: { 'X-Forwarded-For': '203.0.113.9' } }));
    const seen = await upstream<Seen[]>('/__upstream/seen?path=/api/v2/loans/summary');
    const last = seen.at(-1)!.headers;
    expect(last['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(last['x-forwarded-host']).toBe(new URL(baseURL()).host);
  });

  it('drops what a peer that is not a trusted proxy claims: the backend sees the socket address', async () => {
    const { origin: app, close } = await startApp({ dist: '/nonexistent', apiTarget: upstreamURL(), trustProxy: 'none' });
    try {
      await raw(app, '/api/v2/loans/summary?untrusted=1', { headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' } });
      const seen = await upstream<Seen[]>('/__upstream/seen?path=/api/v2/loans/summary');
      const last = seen.find((x) => x.url.endsWith('untrusted=1'))!.headers;
      expect(last['x-forwarded-for']).toBe('127.0.0.1');
      expect(last['x-real-ip']).toBe('127.0.0.1');
    } finally {
      await close();
    }
  });
});

describe('backend mode: a page on another port of the same host moves nothing', () => {
  const CLAIM = 'EC71FBB4-05A6-1C32-F064-B8F099BF69BA';
  const BUY = '/api/v2/invest/user/MYSELF/creditAssign/invest';
  const EXCHANGE = '/api/v2/redeemgift/user/MYSELF/redeem/interestRise';
  const moves: { path: string; fields: Record<string, string> }[] = [
    { path: BUY, fields: { creditAssignId: CLAIM, amount: '100', version: 'attacker-b1' } },
    { path: EXCHANGE, fields: { investAmount: '10000', parValue: '100', duration: '90', clientOrderId: 'attacker-b1' } },
  ];
  const money = async () => {
    const ledger = await upstream<{ records: unknown[]; fund: { availableAmount: number } }>(`/__sandbox/ledger?mobile=${DEMO.investor.mobile}`);
    const member = await upstream<{ points: number; coupons: unknown[] }>(`/__sandbox/member?mobile=${DEMO.investor.mobile}`);
    return { records: ledger.records.length, available: ledger.fund.availableAmount, points: member.points, coupons: member.coupons.length };
  };

  it('its auto-submitted forms (a claim purchase, a points exchange) are refused by the auth layer; the app still moves money', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    await loginAt(page);
    const before = await money();
    const heard = (await upstream<Seen[]>(`/__upstream/seen?path=${BUY}`)).length;

    for (const move of moves) {
      await page.goto(upstreamURL() + '/__upstream/attacker');
      const answer = page.waitForResponse((r) => r.url() === baseURL() + move.path && r.request().method() === 'POST');
      // the page builds a form aimed at the app and submits it as it loads
      await page.evaluate(
        ({ action, fields }) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = action;
          for (const [name, value] of Object.entries(fields)) {
            const input = document.createElement('input');
            Object.assign(input, { type: 'hidden', name, value });
            form.append(input);
          }
          document.body.append(form);
          form.submit();
        },
        { action: baseURL() + move.path, fields: move.fields },
      );
      const r = await answer;
      const sent = await r.request().allHeaders();
      expect(sent['sec-fetch-site']).toBe('same-site');
      expect(sent.cookie).toMatch(/(^|; )ccat=\w+/);
      expect(r.status()).toBe(403);
      expect(await r.json()).toMatchObject({ success: false, data: null, error: [{ message: 'CROSS_SITE_REQUEST' }] });
    }
    // the same as no-cors fetches from that page
    await page.goto(upstreamURL() + '/__upstream/attacker');
    await page.evaluate(
      async ({ app, moves }) => {
        await Promise.allSettled(
          moves.map((m) => fetch(app + m.path, { method: 'POST', mode: 'no-cors', credentials: 'include', body: new URLSearchParams(m.fields) })),
        );
      },
      { app: baseURL(), moves },
    );
    expect(await money()).toEqual(before);
    // the backend never heard of them
    expect((await upstream<Seen[]>(`/__upstream/seen?path=${BUY}`)).length).toBe(heard);
    expect(await upstream<Seen[]>(`/__upstream/seen?path=${EXCHANGE}`)).toEqual([]);

    // the investor is still logged in on the app, and the app's own page moves money
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const own = await page.evaluate(
      async ({ path, fields }) => {
        const res = await fetch(path, { method: 'POST', body: new URLSearchParams(fields) });
        return { status: res.status, body: (await res.json()) as { success: boolean } };
      },
      { path: BUY, fields: { ...moves[0]!.fields, version: 'own-page-b1' } },
    );
    expect(own).toMatchObject({ status: 200, body: { success: true } });
    const after = await money();
    expect(after.records).toBe(before.records + 1);
    expect(after.available).toBeLessThan(before.available);
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e))).toEqual([]);
  });
});
