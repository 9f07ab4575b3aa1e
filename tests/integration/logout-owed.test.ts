// A logout is said to have ended the session only when a server answer did (issue 35): a lost,
// hanging, 500 or 502 logout locks this device out of the session, is owed (localStorage), and
// is sent again until the sandbox ends it: first on the next open, before any other call, and
// never beside a login, whose new session a late logout answer would end.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, reload, session } from '../../runtime/session';
import { hasHint, logoutOwed } from '../../runtime/session/cookies';
import { logout } from '../../runtime/session/logout';
import { payOwedLogout } from '../../runtime/session/owed';
import { loginByPassword } from '../../modules/auth/api/login';
import { nothingFor } from '../support/time';

const realFetch = globalThis.fetch;
const seen: string[] = [];
const pathOf = (input: RequestInfo | URL) => new URL(String(input instanceof Request ? input.url : input), location.href).pathname;

/** Every call is recorded; /logout gets `answer` while it is set. */
let logoutAnswer: null | (() => Promise<Response>) = null;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const path = pathOf(input);
  seen.push(path);
  return path === '/logout' && logoutAnswer ? logoutAnswer() : realFetch(input, init);
}) as typeof fetch;

/** The user record as the browser's cookies still reach it, past the client. */
const myself = () => realFetch('/api/v2/user/MYSELF', { credentials: 'include' }).then((r) => r.status);

afterEach(async () => {
  logoutAnswer = null;
  await logout();
  flush();
  seen.length = 0;
});

const FAILURES: [string, () => Promise<Response>][] = [
  ['lost', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a 500', () => Promise.resolve(new Response('{"success":false}', { status: 500 }))],
  ['a proxy 502', () => Promise.resolve(new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }))],
  ['a portal page', () => Promise.resolve(new Response('<html>WiFi</html>', { status: 200, headers: { 'content-type': 'text/html' } }))],
];

describe('what counts as the server ending the session', () => {
  it.each([
    ['the auth layer, backend agreed', 200, '{"success":true,"data":{"upstream":true},"error":[]}', true],
    ['the auth layer, backend still revoking (cookies cleared all the same)', 200, '{"success":true,"data":{"upstream":false},"error":[]}', true],
    ["the family's web layer: empty text/html", 200, '', true],
    ['a refusal envelope', 200, '{"success":false,"error":[{"message":"SYSTEM_ERROR"}]}', false],
    ['a 503', 503, '', false],
  ] as const)('%s', async (_name, status, body, ended) => {
    await loginByPassword('13800000002', 'demo1234');
    logoutAnswer = () => Promise.resolve(new Response(body, { status }));
    expect(await logout()).toBe(ended);
    expect(logoutOwed()).toBe(!ended);
  });
});

describe('a logout the server did not confirm', () => {
  it.each(FAILURES)('after %s: not ended, owed, locked out here, and the retry ends it', async (_name, answer) => {
    await loginByPassword('13800000002', 'demo1234');
    await reload();
    logoutAnswer = answer;
    expect(await logout()).toBe(false);
    expect(logoutOwed()).toBe(true);
    expect(hasHint()).toBe(false);
    expect(session.user).toBeNull();
    // the cookie is still alive on the server, so this device must not ask with it
    expect(await myself()).toBe(200);
    seen.length = 0;
    await reload();
    expect(session.user).toBeNull();
    expect(seen).not.toContain('/api/v2/user/MYSELF');
    expect(await payOwedLogout()).toBe(false); // the open's own try, still failing
    logoutAnswer = null;
    expect(await payOwedLogout()).toBe(true);
    expect(logoutOwed()).toBe(false);
    expect(await myself()).toBe(401);
  });

  it('a hanging logout is given up after its time-out and said so', async () => {
    await loginByPassword('13800000002', 'demo1234');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      logoutAnswer = () => new Promise(() => {});
      const out = logout();
      await vi.advanceTimersByTimeAsync(8000);
      expect(await out).toBe(false);
      expect(logoutOwed()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries on its own with a backoff, and when the network comes back', async () => {
    await loginByPassword('13800000002', 'demo1234');
    logoutAnswer = FAILURES[0]![1];
    expect(await logout()).toBe(false);
    const tries = () => seen.filter((p) => p === '/logout').length;
    await vi.waitFor(() => expect(tries()).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    logoutAnswer = null;
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(logoutOwed()).toBe(false), { timeout: 4000 });
    expect(await myself()).toBe(401);
  });

  it('the next open sends the owed logout before any other call', async () => {
    await loginByPassword('13800000002', 'demo1234');
    logoutAnswer = FAILURES[1]![1];
    expect(await logout()).toBe(false);
    logoutAnswer = null;
    // a fresh page: the modules start again, the owed flag is all that survived
    vi.resetModules();
    const { get } = await import('../../runtime/api/client');
    await import('../../runtime/session');
    const { z } = { z: await import('zod/mini') };
    seen.length = 0;
    await get('/api/v2/loans/summary', { schema: z.unknown() });
    expect(seen.slice(0, 2)).toEqual(['/logout', '/api/v2/loans/summary']);
    expect(logoutOwed()).toBe(false);
    expect(await myself()).toBe(401);
  });

  it('a login waits for a logout on its way, and no retry ends the new session', async () => {
    await loginByPassword('13800000002', 'demo1234');
    logoutAnswer = FAILURES[0]![1];
    expect(await logout()).toBe(false);
    let release = () => {};
    logoutAnswer = () => new Promise((done) => (release = () => done(realFetch('/logout', { method: 'POST', credentials: 'include' }))));
    const retry = payOwedLogout();
    await vi.waitFor(() => expect(seen.at(-1)).toBe('/logout'));
    const login = loginByPassword('13800000002', 'demo1234');
    await nothingFor(100);
    expect(seen.at(-1)).toBe('/logout'); // the login has not left yet
    release();
    expect(await retry).toBe(true);
    await login;
    expect(logoutOwed()).toBe(false);
    expect(hasHint()).toBe(true);
    // no retry is due any more: the new session lives on
    await nothingFor(2500);
    expect(await myself()).toBe(200);
  });
});
