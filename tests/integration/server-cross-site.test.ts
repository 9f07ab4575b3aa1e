// @vitest-environment node
// Only our own pages change state (server/request-checks.ts, applied once in server/app.ts):
// over real HTTP against createApp, in sandbox mode and as the auth layer in front of a
// backend-mode sandbox. A page on another port of this host (same site) or anywhere else that
// posts a claim purchase or a points exchange with the investor's cookie is answered 403
// CROSS_SITE_REQUEST and nothing moves; our own page, and a native client with its Bearer token
// and no browser headers, still move money. API_PREFIX and a trusted proxy's scheme are minded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { createApp, type AppOptions } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { send, type Wire } from './server-http';
import { loginFields } from '../support/login';
import { close, listen } from '../support/sandbox';
import { startStack, type Stack } from './backend-stack';

const INVESTOR = '13800000002';
const CLAIM = 'EC71FBB4-05A6-1C32-F064-B8F099BF69BA'; // open, someone else's, priced within the investor's balance
const BUY = '/api/v2/invest/user/MYSELF/creditAssign/invest';
const EXCHANGE = '/api/v2/redeemgift/user/MYSELF/redeem/interestRise';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const REFUSED = { success: false, data: null, error: [{ message: 'CROSS_SITE_REQUEST', type: 'security', value: null, code: 403 }] };

let n = 0;
/** The two moves the issue saw made from a sibling page, each with a fresh key. */
const moves = () => {
  n++;
  return [
    { path: BUY, body: new URLSearchParams({ creditAssignId: CLAIM, amount: '100', version: `csrf-${n}` }).toString() },
    { path: EXCHANGE, body: new URLSearchParams({ investAmount: '10000', parValue: '100', duration: '90', clientOrderId: `csrf-${n}` }).toString() },
  ];
};

/** What a browser adds to a request, by where the page that made it lives. */
function fromPage(kind: string, own: string): Record<string, string> {
  const { hostname, port } = new URL(own);
  const otherPort = `http://${hostname}:${Number(port) + 1}`;
  const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
  switch (kind) {
    case 'a form on another port of this host (Chromium)':
      return { origin: otherPort, 'sec-fetch-site': 'same-site', ...navigate };
    case 'a form on a sibling subdomain (Chromium)':
      return { origin: `http://m.${hostname}.nip.io`, 'sec-fetch-site': 'same-site', ...navigate };
    case 'a fetch from another site (Chromium)':
      return { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' };
    case 'an older WebView without Fetch Metadata, another port':
      return { origin: otherPort };
    case 'a sandboxed frame (Origin null)':
      return { origin: 'null', 'sec-fetch-site': 'cross-site' };
    case 'Fetch Metadata alone saying same-site':
      return { 'sec-fetch-site': 'same-site' };
    case 'Fetch Metadata saying none (typed, bookmarked)':
      return { 'sec-fetch-site': 'none' };
    case 'our Origin with Fetch Metadata saying same-site':
      return { origin: own, 'sec-fetch-site': 'same-site' };
    default:
      throw new Error(kind);
  }
}
const ATTACKS = [
  'a form on another port of this host (Chromium)',
  'a form on a sibling subdomain (Chromium)',
  'a fetch from another site (Chromium)',
  'an older WebView without Fetch Metadata, another port',
  'a sandboxed frame (Origin null)',
  'Fetch Metadata alone saying same-site',
  'Fetch Metadata saying none (typed, bookmarked)',
  'our Origin with Fetch Metadata saying same-site',
];

const ownPage = (own: string) => ({ origin: own, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' });
const cookieOf = (w: Wire) => w.cookies.map((c) => c.split(';')[0]).join('; ');

interface Mode {
  /** the app server the browser talks to */
  app: string;
  /** where the sandbox's test hooks answer (the app itself, or the backend behind it) */
  hooks: string;
  /** requests the backend saw, in backend mode */
  seen(): string[];
  close(): Promise<void>;
  /** the investor's token as a native client holds it */
  token(): Promise<string>;
}

async function sandboxMode(): Promise<Mode> {
  const { server } = createApp({ dist: '/nonexistent', testHooks: true, api: sandboxApi({ testHooks: true }) });
  const app = await listen(server);
  return {
    app,
    hooks: app,
    seen: () => [],
    close: () => close(server),
    token: async () => (await send(app, '/api/web/login', { method: 'POST', headers: FORM, body: login() })).json().access_token,
  };
}

async function authLayerMode(): Promise<Mode> {
  const s: Stack = await startStack();
  return {
    app: s.app,
    hooks: s.upstream,
    seen: () => s.up.seen.filter((x) => !x.url.startsWith('/__sandbox/')).map((x) => `${x.method} ${x.url}`),
    close: () => s.close(),
    // the native app logs in with the backend itself: the auth layer never gives a body a token
    token: async () => (await send(s.upstream, '/api/web/login', { method: 'POST', headers: FORM, body: login() })).json().access_token,
  };
}

const login = () => new URLSearchParams(loginFields()).toString();

describe.each([
  ['sandbox mode', sandboxMode],
  ['the auth layer (API_TARGET)', authLayerMode],
])('%s', (_name, start) => {
  let m: Mode;
  let cookie = '';
  beforeAll(async () => {
    m = await start();
    const r = await send(m.app, '/api/web/login', { method: 'POST', headers: { ...FORM, ...ownPage(m.app) }, body: login() });
    expect(r.status).toBe(200);
    cookie = cookieOf(r);
    expect(cookie).toMatch(/ccat=\w+/);
  });
  afterAll(() => m.close());

  const state = async () => {
    const ledger = (await send(m.hooks, `/__sandbox/ledger?mobile=${INVESTOR}`)).json();
    const member = (await send(m.hooks, `/__sandbox/member?mobile=${INVESTOR}`)).json();
    return { records: ledger.records.length as number, available: ledger.fund.availableAmount as number, points: member.points as number };
  };

  it.each(ATTACKS)('refuses %s: 403 CROSS_SITE_REQUEST, nothing moves, the backend never hears of it', async (kind) => {
    const before = await state();
    const heard = m.seen().length;
    for (const move of moves()) {
      const r = await send(m.app, move.path, { method: 'POST', headers: { ...FORM, cookie, ...fromPage(kind, m.app) }, body: move.body });
      expect(r.status).toBe(403);
      expect(r.json()).toEqual(REFUSED);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.cookies).toEqual([]);
    }
    expect(await state()).toEqual(before);
    expect(m.seen().slice(heard)).toEqual([]);
  });

  it('refuses every state-changing method, and a cross-site logout or login (the session stays as it is)', async () => {
    const attack = { cookie, ...fromPage('a form on another port of this host (Chromium)', m.app) };
    const heard = m.seen().length;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await send(m.app, BUY, { method, headers: attack })).status, method).toBe(403);
    }
    const out = await send(m.app, '/logout', { method: 'POST', headers: attack });
    expect([out.status, out.cookies]).toEqual([403, []]);
    expect((await send(m.app, '/api/v2/user/MYSELF', { headers: { cookie } })).status).toBe(200);
    const forced = await send(m.app, '/api/web/login', { method: 'POST', headers: { ...FORM, ...attack }, body: login() });
    expect([forced.status, forced.cookies]).toEqual([403, []]);
    expect(
      m
        .seen()
        .slice(heard)
        .filter((s) => !s.startsWith('GET /api/v2/user/MYSELF')),
    ).toEqual([]);
  });

  it('lets reads through from anywhere (CORS guards what a foreign page may read)', async () => {
    const r = await send(m.app, '/api/v2/user/MYSELF', { headers: { cookie, ...fromPage('a fetch from another site (Chromium)', m.app) } });
    expect(r.status).toBe(200);
  });

  it('moves money for our own page: the same calls, the same cookie', async () => {
    const before = await state();
    for (const move of moves()) {
      const r = await send(m.app, move.path, { method: 'POST', headers: { ...FORM, cookie, ...ownPage(m.app) }, body: move.body });
      expect(r.status, r.text).toBe(200);
      expect(r.json().success).toBe(true);
    }
    const after = await state();
    expect(after.records).toBe(before.records + 1);
    expect(after.available).toBeLessThan(before.available);
    expect(after.points).toBe(before.points - 2400);
  });

  it('and for an older WebView that sends only our Origin', async () => {
    const before = await state();
    const [buy] = moves();
    const r = await send(m.app, buy!.path, { method: 'POST', headers: { ...FORM, cookie, origin: m.app }, body: buy!.body });
    expect(r.json().success).toBe(true);
    expect((await state()).records).toBe(before.records + 1);
  });

  it('and for a native client: no browser headers, its token as Authorization: Bearer, no cookie', async () => {
    const token = await m.token();
    expect(token).toMatch(/^\w+$/);
    const before = await state();
    const [buy] = moves();
    const r = await send(m.app, buy!.path, { method: 'POST', headers: { ...FORM, authorization: `Bearer ${token}` }, body: buy!.body });
    expect(r.status, r.text).toBe(200);
    expect((await state()).records).toBe(before.records + 1);
  });
});

describe('the origin this server calls its own', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map(close)));
  const start = async (o: Omit<AppOptions, 'api'>) => {
    const { server } = createApp({ dist: '/nonexistent', testHooks: true, api: sandboxApi({ testHooks: true }), ...o });
    servers.push(server);
    return listen(server);
  };

  it('guards the API under API_PREFIX, and spellings that reach the same call', async () => {
    const app = await start({ apiPrefix: '/gateway' });
    const foreign = fromPage('a form on another port of this host (Chromium)', app);
    for (const path of [
      '/gateway/api/v2/user/MYSELF/bind_social',
      '/api/v2/user/MYSELF/bind_social',
      '/gateway/x/../api/v2/user/MYSELF/bind_social',
      '/API/v2/user/MYSELF/bind_social',
      '/gateway/logout',
    ]) {
      const r = await send(app, path, { method: 'POST', headers: { ...FORM, ...foreign } });
      expect(r.status, path).toBe(403);
    }
    // our own page under the prefix reaches the sandbox (which asks for a login)
    const own = await send(app, '/gateway/api/v2/user/MYSELF/bind_social', { method: 'POST', headers: { ...FORM, ...ownPage(app) } });
    expect(own.status).toBe(401);
  });

  it("behind a trusted proxy that ended TLS: the https origin the browser saw, not this socket's http", async () => {
    const app = await start({}); // loopback is a trusted proxy by default
    const https = app.replace('http:', 'https:');
    const xfp = { 'x-forwarded-proto': 'https' };
    const asBrowser = (origin: string) => ({ ...FORM, ...xfp, origin, 'sec-fetch-site': 'same-origin' });
    expect((await send(app, '/api/web/login', { method: 'POST', headers: asBrowser(https), body: login() })).status).toBe(200);
    expect((await send(app, '/api/web/login', { method: 'POST', headers: asBrowser(app), body: login() })).status).toBe(403);
  });

  it('from a peer that is not a trusted proxy: a forged X-Forwarded-Proto changes nothing', async () => {
    const app = await start({ trustProxy: 'none' });
    const https = app.replace('http:', 'https:');
    const headers = { ...FORM, 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' };
    expect((await send(app, '/api/web/login', { method: 'POST', headers: { ...headers, origin: https }, body: login() })).status).toBe(403);
    expect((await send(app, '/api/web/login', { method: 'POST', headers: { ...headers, origin: app }, body: login() })).status).toBe(200);
  });
});
