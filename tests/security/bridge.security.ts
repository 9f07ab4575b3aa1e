// The native bridge under hostile messages. Inside the app (an iOS-style host injected before
// the page, as WKWebView does), the host's one door `window.h5bridge.receive` gets replies with
// unknown or already-settled ids, malformed and oversize text, prototype tricks and unknown
// events; and other windows (this page's own postMessage, a page on another site that opened
// ours) send bridge-shaped messages carrying a real session token. None may log anyone in,
// run anything, throw or navigate; the door itself cannot be replaced by a page script.
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { loginOverHttp } from '../support/login';
import { expectClean, guarded, hostile, open, settle, watchPage, type Guarded } from './kit';

// Runs before the page's scripts: a host that says ready, hands over no session, and logs.
function host() {
  const w = window as unknown as Record<string, unknown> & { h5bridge?: { receive(m: unknown): void } };
  const log: { id?: string; method: string }[] = (w.__hostLog = []);
  w.webkit = {
    messageHandlers: {
      h5bridge: {
        postMessage(m: { id?: string; method: string }) {
          log.push(m);
          if (m.method === 'hello') setTimeout(() => w.h5bridge?.receive({ event: 'ready', data: { platform: 'ios', bridge: 1 } }), 0);
          if (!m.id) return Promise.resolve(null);
          if (m.method === 'getSession') return Promise.resolve({ ok: true, result: { accessToken: null } });
          return Promise.resolve({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
        },
      },
    },
  };
}

/** A real session token of the investor, got as the app's own HTTP client would. */
const appToken = async () => (await loginOverHttp(inject('baseURL'))).token!;

let g: Guarded;
let token = '';
beforeAll(async () => {
  token = await appToken();
  g = await guarded({ init: host });
  await open(g, '/?from=app');
  await g.page.waitForFunction(() => typeof (window as unknown as { h5bridge?: unknown }).h5bridge === 'object');
  // the bridge really runs: it said hello and asked for a session
  const methods = await g.page.evaluate(() => (window as unknown as { __hostLog: { method: string }[] }).__hostLog.map((m) => m.method));
  expect(methods).toEqual(expect.arrayContaining(['hello', 'getSession']));
});
afterAll(async () => {
  await g?.ctx.close();
});

/** Nobody was logged in (no session cookie, no hint) and no prototype was touched. */
async function expectLoggedOut() {
  expect((await g.ctx.cookies()).map((c) => c.name).filter((n) => n.startsWith('ccat'))).toEqual([]);
  expect(await g.page.evaluate(() => (Object.prototype as unknown as Record<string, unknown>).polluted)).toBeUndefined();
}

const receive = (messages: unknown[]) =>
  g.page.evaluate((ms) => {
    const b = (window as unknown as { h5bridge: { receive(m: unknown): void } }).h5bridge;
    for (const m of ms) b.receive(m);
  }, messages);

type Case = { name: string; messages: (t: string, settledId: string) => unknown[] };

const DOOR: Case[] = [
  {
    name: 'a reply with an unknown id carrying a token',
    messages: (t) => [{ id: 'zz-1', ok: true, result: { accessToken: t } }, JSON.stringify({ id: 'c1', ok: true, result: { accessToken: t } })],
  },
  {
    name: 'a replayed reply for a call already settled',
    messages: (t, id) => [
      { id, ok: true, result: { accessToken: t } },
      { id, ok: false, error: { code: 'X' } },
    ],
  },
  { name: 'malformed and non-object messages', messages: () => ['{"id":', 'null', '42', '[]', '"str"', null, 42, [], true, ''] },
  {
    name: 'prototype tricks',
    messages: () => [
      '{"__proto__":{"polluted":1},"event":"resume"}',
      '{"constructor":{"prototype":{"polluted":1}},"id":"x","ok":true}',
      { event: '__proto__', data: { polluted: 1 } },
    ],
  },
  {
    name: 'unknown and odd events',
    messages: () => [{ event: 'evil', data: {} }, { event: 'toString' }, { event: 'hasOwnProperty', data: 1 }, { event: '', data: null }, { event: 42 }],
  },
  {
    name: 'session events with garbage tokens',
    messages: () => [
      { event: 'session', data: { accessToken: '<script>window.__pwned=1</script>' } },
      { event: 'session', data: { accessToken: 42 } },
      { event: 'session', data: { accessToken: { toString: 'x' } } },
      { event: 'session', data: 'x' },
    ],
  },
  {
    name: 'an oversize message',
    messages: () => [JSON.stringify({ event: 'resume', data: 'x'.repeat(2_000_000) }), { id: 'y'.repeat(100_000), ok: true, result: {} }],
  },
];

describe('the host door: h5bridge.receive', () => {
  hostile(
    'bridge',
    DOOR,
    async (c) => {
      const settledId = await g.page.evaluate(
        () => (window as unknown as { __hostLog: { id?: string; method: string }[] }).__hostLog.find((m) => m.method === 'getSession')?.id ?? 'none',
      );
      await receive(c.messages(token, settledId));
      await settle(g.page);
      await expectLoggedOut();
      await expectClean(g);
    },
    (c) => /unknown id|replayed/.test(c.name),
  );

  hostile(
    'bridge-door',
    ['assignment', 'defineProperty'],
    async (how) => {
      const r = await g.page.evaluate((how) => {
        const w = window as unknown as Record<string, unknown>;
        const before = w.h5bridge;
        try {
          if (how === 'assignment') w.h5bridge = { receive: () => ((w as { __pwned?: number }).__pwned = 1) };
          else Object.defineProperty(window, 'h5bridge', { value: { receive() {} } });
        } catch {
          // strict-mode assignment to a read-only property, or redefining a fixed one: refused
        }
        return w.h5bridge === before && Object.isFrozen(before);
      }, how);
      expect(r).toBe(true);
      await expectClean(g);
    },
    () => false,
  );
});

describe('other windows', () => {
  hostile(
    'bridge-window',
    ['this window', 'another site that opened ours'],
    async (who) => {
      const messages = [
        { event: 'session', data: { accessToken: token } },
        { id: 'c1', ok: true, result: { accessToken: token } },
        JSON.stringify({ event: 'session', data: { accessToken: token } }),
        { event: 'ready', data: {} },
      ];
      if (who === 'this window') {
        await g.page.evaluate((ms) => ms.forEach((m) => window.postMessage(m, '*')), messages);
        await settle(g.page);
      } else {
        g.windows = true;
        const evil = await g.ctx.newPage();
        await evil.route('https://evil.example/**', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title>' }));
        await evil.goto('https://evil.example/');
        const opened = g.ctx.waitForEvent('page');
        await evil.evaluate((u) => void ((window as unknown as { w: Window | null }).w = window.open(u)), new URL('/?from=app', g.page.url()).href);
        const ours = await opened;
        watchPage(ours, g.issues);
        await ours.waitForFunction(() => typeof (window as unknown as { h5bridge?: unknown }).h5bridge === 'object');
        await evil.evaluate((ms) => {
          const w = (window as unknown as { w: Window }).w;
          for (let i = 0; i < 3; i++) ms.forEach((m) => w.postMessage(m, '*'));
        }, messages);
        await settle(ours);
        await ours.close();
        await evil.close();
        g.windows = false;
      }
      await expectLoggedOut();
      await expectClean(g);
      // the control: the same token through the host's door is a login (so the token was good)
      await receive([{ event: 'session', data: { accessToken: token } }]);
      await expect.poll(async () => (await g.ctx.cookies()).some((c) => c.name === 'ccat')).toBe(true);
      await settle(g.page);
      await g.ctx.clearCookies();
      await expectClean(g);
    },
    (_, i) => i === 1,
  );
});
