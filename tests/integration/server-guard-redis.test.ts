// @vitest-environment node
// The guards' counts shared through a real Redis (REDIS_URL): two server instances behind one
// balancer hold one limit, a restarted instance remembers it, and the report endpoints' counts
// per address are shared too. Instances without Redis count alone (server-guard.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { sandboxApi } from '../../server/sandbox/api';
import { createClock } from '../../server/sandbox/clock';
import { DEMO } from '../support/login';
import { startRedis, type RedisServer } from '../support/redis';
import { close, listen } from '../support/sandbox';
import { send } from './server-http';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let redis: RedisServer;
const clock = createClock(Date.UTC(2026, 10, 28, 2, 0));
const instance = async () => {
  const app = createApp({
    dist: '/nonexistent',
    testHooks: true,
    api: sandboxApi({ clock, testHooks: true }),
    redisUrl: redis.url,
    cspReport: { perMinute: 4, log: () => {} },
  });
  return { app, origin: await listen(app.server) };
};
let a: Awaited<ReturnType<typeof instance>>;
let b: Awaited<ReturnType<typeof instance>>;

beforeAll(async () => {
  redis = await startRedis();
  [a, b] = await Promise.all([instance(), instance()]);
});
afterAll(async () => {
  await Promise.all([close(a.app.server), close(b.app.server)]);
  await redis.stop();
});

const login = (origin: string, ip: string, password: string) =>
  send(origin, '/api/web/login', {
    method: 'POST',
    headers: { ...FORM, 'x-real-ip': ip },
    body: new URLSearchParams({ loginName: DEMO.newbie.mobile, password, source: 'MOBILE' }).toString(),
  });
const result = (j: any) => j.error_description?.result ?? j.error?.[0]?.message;

describe('two instances sharing Redis', () => {
  it('hold one login limit between them, and a restarted instance still holds it', async () => {
    const seen = [];
    // the balancer sends each guess to the other instance
    for (let i = 0; i < 4; i++) seen.push(result((await login(i % 2 ? b.origin : a.origin, `198.51.100.${i}`, 'wrong')).json()));
    expect(seen).toEqual(['FAILED', 'FAILED', 'FAILED', 'IMG_CAPTCHA_REQUIRED']);
    // a picture handed out by one instance is checked by the other
    const pic = (await send(a.origin, '/api/web/login/captcha')).json();
    const answer = await a.app.guardStore.get(`captcha:${pic.token}`);
    const fields = { loginName: DEMO.newbie.mobile, password: 'wrong', source: 'MOBILE', captcha_token: pic.token, captcha_answer: answer! };
    const viaB = await send(b.origin, '/api/web/login', { method: 'POST', headers: FORM, body: new URLSearchParams(fields).toString() });
    expect(result(viaB.json())).toBe('FAILED');
    // a restart forgets nothing
    await close(a.app.server);
    a = await instance();
    expect(result((await login(a.origin, '198.51.100.99', 'demo1234')).json())).toBe('IMG_CAPTCHA_REQUIRED');
  });

  it('send a code from one instance and refuse the second within the minute on the other', async () => {
    const m = DEMO.investor.mobile;
    expect((await send(a.origin, `/api/v2/users/login/sendSmsCaptcha?mobile=${m}`)).status).toBe(200);
    const again = await send(b.origin, `/api/v2/users/login/sendSmsCaptcha?mobile=${m}`);
    expect(again.status).toBe(429);
    expect(again.json().error[0].message).toBe('TOO_CROWD');
  });

  it('share the report endpoints per-address counts', async () => {
    const post = (origin: string) =>
      send(origin, '/csp-report', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report', 'x-real-ip': '192.0.2.77' },
        body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }),
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(i % 2 ? b.origin : a.origin)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 429, 429]);
  });
});

describe('Redis out of reach', () => {
  it('counts in the instance memory at once, and says so in the log once', async () => {
    const { createRedisStore } = await import('../../server/guard/redis-store');
    const lines: string[] = [];
    const store = createRedisStore('redis://127.0.0.1:1', Date.now, (l) => lines.push(l));
    try {
      const started = Date.now();
      expect(await store.hit('login:m:13800000001', 60_000, true)).toBe(1);
      expect(await store.hit('login:m:13800000001', 60_000, true)).toBe(2);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[guard\] Redis unavailable/);
    } finally {
      await store.close();
    }
  });
});
