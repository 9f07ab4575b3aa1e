// @vitest-environment node
// The web layer's guards (server/guard/web-guard.ts) over HTTP in front of the sandbox, as an
// attacker meets them: password and SMS-code guessing stop within ten tries per mobile and per
// address even for one who reads every picture; codes go out one a minute, ten a day per mobile,
// twenty an hour per address; the answers do not tell a registered mobile; a code-sending GET from
// another site is refused; `npm start`'s server has no test hooks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { createClock } from '../../server/sandbox/clock';
import { DEMO } from '../support/login';
import { close, listen } from '../support/sandbox';
import { send, type Wire } from './server-http';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const clock = createClock(Date.UTC(2026, 10, 28, 2, 0));
const app = createApp({ dist: '/nonexistent', testHooks: true, api: sandboxApi({ clock, testHooks: true }) });
let origin = '';
beforeAll(async () => {
  origin = await listen(app.server);
});
afterAll(() => close(app.server));
beforeEach(() => {
  app.api.sandbox.reset();
  clock.advance(24 * 3600_000); // a new day: no count of an earlier test reaches this one
});

/** The picture's answer, as a reader of the picture would give it. */
async function readPicture(ip: string) {
  const r = await send(origin, '/api/web/login/captcha', { headers: { 'x-real-ip': ip } });
  expect(r.status).toBe(200);
  const { token, captcha } = r.json();
  expect(captcha).toMatch(/^data:image\/svg\+xml;base64,/);
  return { token: token as string, answer: (await app.guardStore.get(`captcha:${token}`))! };
}

function login(ip: string, fields: Record<string, string>) {
  return send(origin, '/api/web/login', {
    method: 'POST',
    headers: { ...FORM, 'x-real-ip': ip },
    body: new URLSearchParams({ source: 'MOBILE', ...fields }).toString(),
  });
}

const code = (r: Wire) => {
  const j = r.json();
  return (j.error_description?.result ?? j.error?.[0]?.message ?? (j.success ? 'OK' : '?')) as string;
};
/** The backend judged the guess (not the guard's picture or pause). */
const judged = (r: Wire) => r.status === 200 && !r.json().error_description?.retryAfterSeconds && !r.json().access_token;

/** Guesses `tries` times, reading every picture asked for; how many the backend judged, and the last answer. */
async function guess(ip: string, fields: () => Record<string, string>, tries: number) {
  let judgedCount = 0;
  let last!: Wire;
  for (let i = 0; i < tries; i++) {
    last = await login(ip, fields());
    if (last.status === 403 && code(last) === 'IMG_CAPTCHA_REQUIRED') {
      const p = await readPicture(ip);
      last = await login(ip, { ...fields(), captcha_token: p.token, captcha_answer: p.answer });
    }
    if (judged(last)) judgedCount++;
  }
  return { judgedCount, last };
}

describe('login guessing', () => {
  it('a password guesser must read a picture after 3 refusals, and is stopped after 10 even reading every one', async () => {
    const m = DEMO.newbie.mobile;
    const plain = [];
    for (let i = 0; i < 4; i++) plain.push(code(await login('198.51.100.1', { loginName: m, password: `wrong${i}` })));
    expect(plain).toEqual(['FAILED', 'FAILED', 'FAILED', 'IMG_CAPTCHA_REQUIRED']);
    const { judgedCount, last } = await guess('198.51.100.1', () => ({ loginName: m, password: 'wrong' }), 30);
    expect(3 + judgedCount).toBeLessThanOrEqual(10);
    expect(code(last)).toBe('TOO_MANY_ATTEMPT');
    expect(last.json().error_description.retryAfterSeconds).toBe(900);
    // the mobile is paused from any address, the right password too, until the window passes
    expect(code(await login('203.0.113.9', { loginName: m, password: 'demo1234' }))).toBe('TOO_MANY_ATTEMPT');
  });

  it('a wrong picture is refused, counts as a try and is never taken twice', async () => {
    const m = DEMO.newbie.mobile;
    for (let i = 0; i < 3; i++) await login('198.51.100.2', { loginName: m, password: 'wrong' });
    const p = await readPicture('198.51.100.2');
    expect(code(await login('198.51.100.2', { loginName: m, password: 'demo1234', captcha_token: p.token, captcha_answer: 'zzzzz' }))).toBe('INVALID_CAPTCHA');
    expect(code(await login('198.51.100.2', { loginName: m, password: 'demo1234', captcha_token: p.token, captcha_answer: p.answer }))).toBe('INVALID_CAPTCHA');
    const q = await readPicture('198.51.100.2');
    const ok = await login('198.51.100.2', { loginName: m, password: 'demo1234', captcha_token: q.token, captcha_answer: q.answer.toUpperCase() });
    expect(ok.status).toBe(200);
    expect(ok.json().success).toBe(true);
  });

  it("the owner's login sets the mobile's count back (an address's stays)", async () => {
    const m = DEMO.newbie.mobile;
    for (let i = 0; i < 3; i++) await login('198.51.100.12', { loginName: m, password: 'wrong' });
    const p = await readPicture('198.51.100.12');
    expect(code(await login('198.51.100.12', { loginName: m, password: 'demo1234', captcha_token: p.token, captcha_answer: p.answer }))).toBe('OK');
    const next = await login('198.51.100.12', { loginName: m, password: 'wrong' });
    expect(next.json().error_description).toEqual({ result: 'FAILED', failedAttempts: 1 });
  });

  it('an SMS-code guesser is stopped within 10 judged guesses, new codes or not', async () => {
    const m = DEMO.newbie.mobile;
    expect((await send(origin, `/api/v2/users/login/sendSmsCaptcha?mobile=${m}`, { headers: { 'x-real-ip': '198.51.100.3' } })).json().success).toBe(true);
    const { judgedCount, last } = await guess(
      '198.51.100.3',
      () => ({ loginName: m, smsCaptcha: String(Math.floor(Math.random() * 1e6)).padStart(6, '0') }),
      40,
    );
    expect(judgedCount).toBeLessThanOrEqual(10);
    expect(code(last)).toBe('TOO_MANY_ATTEMPT');
  });

  it('one address guessing many mobiles meets the picture after 5 and the stop after 10', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(code(await login('198.51.100.4', { loginName: `1390000${String(i).padStart(4, '0')}`, password: 'x' })));
    expect(answers).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED', 'FAILED', 'IMG_CAPTCHA_REQUIRED']);
    let n = 100;
    const { judgedCount, last } = await guess('198.51.100.4', () => ({ loginName: `1390000${n++}`, password: 'x' }), 20);
    expect(5 + judgedCount).toBeLessThanOrEqual(10);
    expect(code(last)).toBe('TOO_MANY_ATTEMPT');
    // another address is not held back by this one
    expect(code(await login('198.51.100.5', { loginName: DEMO.investor.mobile, password: 'demo1234' }))).toBe('OK');
  });
});

describe('answers that do not tell a registered mobile', () => {
  it('a wrong password says the same for a registered and an unregistered mobile', async () => {
    const known = (await login('198.51.100.6', { loginName: DEMO.newbie.mobile, password: 'wrong' })).json();
    const unknown = (await login('198.51.100.7', { loginName: '13912345678', password: 'wrong' })).json();
    expect(unknown).toEqual(known);
    expect(known.error_description).toEqual({ result: 'FAILED', failedAttempts: 1 });
  });

  it('a login code for an unregistered mobile is answered as sent, and its login as a wrong code', async () => {
    const sent = await send(origin, '/api/v2/users/login/sendSmsCaptcha?mobile=13912345670', { headers: { 'x-real-ip': '198.51.100.8' } });
    expect([sent.status, sent.json()]).toEqual([200, { success: true, data: null, error: [] }]);
    expect(app.api.sandbox.state.codes.has('login:13912345670')).toBe(false);
    const tried = await login('198.51.100.8', { loginName: '13912345670', smsCaptcha: '123456' });
    expect(code(tried)).toBe('FAILED_SMSCAPTCHA');
  });
});

describe('code sends', () => {
  const sms = (m: string, ip: string, headers: Record<string, string> = {}) =>
    send(origin, `/api/v2/users/login/sendSmsCaptcha?mobile=${m}`, { headers: { 'x-real-ip': ip, ...headers } });

  it('one a minute per mobile, then ten a day', async () => {
    const m = DEMO.newbie.mobile;
    expect((await sms(m, '198.51.100.10')).status).toBe(200);
    const again = await sms(m, '198.51.100.11');
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json().error[0]).toMatchObject({ message: 'TOO_CROWD', value: 60 });
    for (let i = 1; i < 10; i++) {
      clock.advance(61_000);
      expect((await sms(m, `198.51.100.${20 + i}`)).status).toBe(200);
    }
    clock.advance(61_000);
    const eleventh = await sms(m, '198.51.100.40');
    expect(eleventh.status).toBe(429);
    expect(eleventh.json().error[0].value).toBe(86400);
  });

  it('twenty an hour from one address, whatever the mobiles', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await send(origin, `/api/web/register/smsCaptcha?mobile=1370000${String(i).padStart(4, '0')}`, { headers: { 'x-real-ip': '198.51.100.50' } })).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("refuses another site's page sending a code, as it refuses its POSTs", async () => {
    const m = DEMO.newbie.mobile;
    const img = await sms(m, '198.51.100.60', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' });
    expect(img.status).toBe(403);
    expect(img.json().error[0].message).toBe('CROSS_SITE_REQUEST');
    // an old WebView's <img>: no Fetch Metadata, but its page's Referer
    expect((await sms(m, '198.51.100.60', { referer: 'https://evil.example/page' })).status).toBe(403);
    // spelt otherwise, the same call
    const spelt = await send(origin, `/api/v2/users/login/SendSmsCaptcha.json?mobile=${m}`, { headers: { 'sec-fetch-site': 'same-site' } });
    expect(spelt.status).toBe(403);
    expect(app.api.sandbox.state.codes.has(`login:${m}`)).toBe(false);
    expect((await sms(m, '198.51.100.60', { 'sec-fetch-site': 'same-origin', referer: `${origin}/login` })).status).toBe(200);
  });
});

describe('the demo server', () => {
  it('`npm start` (no testHooks) answers 404 on every /__sandbox/* hook', async () => {
    const bare = createApp({ dist: '/nonexistent', api: sandboxApi() });
    const at = await listen(bare.server);
    try {
      await send(at, `/api/v2/users/login/sendSmsCaptcha?mobile=${DEMO.newbie.mobile}`);
      for (const [method, path] of [
        ['GET', `/__sandbox/code?mobile=${DEMO.newbie.mobile}`],
        ['POST', '/__sandbox/reset'],
        ['POST', '/__sandbox/faults'],
        ['GET', '/__sandbox/ledger'],
      ]) {
        const r = await send(at, path!, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '[]' : undefined });
        expect(r.status, path).toBe(404);
      }
    } finally {
      await close(bare.server);
    }
  });

  it('sends HSTS over HTTPS (here a trusted proxy says so), never over plain HTTP', async () => {
    expect((await send(origin, '/getClientIp', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await send(origin, '/getClientIp')).headers['strict-transport-security']).toBeUndefined();
  });

  it('reads a body as JSON for JSON media types in any case, and for nothing else', async () => {
    const handoff = (type: string) =>
      send(origin, '/api/web/handoff', { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify({ accessToken: 'x'.repeat(40) }) });
    // read as JSON: the token is judged (and refused), not missing
    for (const t of ['Application/JSON', 'application/json; charset=UTF-8']) expect((await handoff(t)).json().error[0].message, t).toBe('INVALID_TOKEN');
    // a type a cross-site form can send is never JSON
    expect((await handoff('text/plain; x=application/json')).status).toBe(415);
  });
});
