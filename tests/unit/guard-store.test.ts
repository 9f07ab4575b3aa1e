// The guards' memory store and the report endpoints' log rules: a flood of new keys makes no
// limited key forget and adds no memory; a sliding count sees a burst across a window's edge;
// log lines are bounded in number and never carry a control or bidi character as it is.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../server/guard/memory-store';
import { slidingCount } from '../../server/guard/store';
import { escapeForLog, lineBudget, perMinuteLimit } from '../../server/per-minute';
import { crossSiteRefusal, isJsonMediaType } from '../../server/request-checks';

describe('memory store', () => {
  it('keeps a refused address refused through a flood of 50,000 others, in fixed memory', async () => {
    let t = 0;
    const allowed = perMinuteLimit(30, () => t, 'csp');
    for (let i = 0; i < 31; i++) await allowed('192.0.2.1');
    expect(await allowed('192.0.2.1')).toBe(false);
    const before = process.memoryUsage();
    for (let i = 0; i < 50_000; i++) await allowed(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    const after = process.memoryUsage();
    expect(await allowed('192.0.2.1')).toBe(false);
    // an address seen once is not held back by the flood's overcount
    expect(await allowed('192.0.2.2')).toBe(true);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(1024 * 1024);
    // the minute ends for everyone at once, by time, never by how many addresses came
    t += 60_000;
    expect(await allowed('192.0.2.1')).toBe(true);
  });

  it('counts over a sliding window: a burst just before the edge still counts just after it', async () => {
    let t = 59_000;
    const s = createMemoryStore(() => t);
    for (let i = 0; i < 10; i++) await s.hit('k', 60_000);
    t = 61_000;
    expect(await s.count('k', 60_000)).toBeGreaterThan(9);
    expect(slidingCount(0, 10, 90_000, 60_000)).toBe(5);
    t = 200_000;
    expect(await s.count('k', 60_000)).toBe(0);
  });

  it('keeps values until their time and hands each out once', async () => {
    let t = 0;
    const s = createMemoryStore(() => t);
    await s.put('captcha:a', 'xyz12', 1000);
    expect(await s.get('captcha:a')).toBe('xyz12');
    expect(await s.take('captcha:a')).toBe('xyz12');
    expect(await s.take('captcha:a')).toBeNull();
    await s.put('captcha:b', 'q', 1000);
    t = 1001;
    expect(await s.take('captcha:b')).toBeNull();
  });
});

describe('log lines', () => {
  it('escapes control and bidi characters instead of writing them', () => {
    expect(escapeForLog('evil\u202Egnp.exe\nforged\u0007')).toBe('evil\\u{202e}gnp.exe\\u{a}forged\\u{7}');
    expect(escapeForLog('普通文本 ok')).toBe('普通文本 ok');
  });

  it('writes so many lines a minute and then says how many it left out', () => {
    let t = 0;
    const out: string[] = [];
    const log = lineBudget(
      3,
      () => t,
      (l) => out.push(l),
      'csp',
    );
    for (let i = 0; i < 10; i++) log(`line ${i}`);
    expect(out).toEqual(['line 0', 'line 1', 'line 2']);
    t = 60_000;
    log('next');
    expect(out.slice(3)).toEqual(['[csp] 7 lines not logged in the last minute (over 3 a minute)', 'next']);
  });
});

describe('request checks', () => {
  const own = 'https://m.example.com';
  const get = (target: string, h: { fetchSite?: string; origin?: string; referer?: string } = {}) =>
    crossSiteRefusal({ method: 'GET', target, ownOrigin: own, ...h });

  it('refuses a code-sending GET from another page, however it is spelt', () => {
    expect(get('/api/v2/users/login/sendSmsCaptcha?mobile=1', { fetchSite: 'cross-site' })?.code).toBe('CROSS_SITE_REQUEST');
    expect(get('/api/web/register/SMSCaptcha.json?mobile=1', { fetchSite: 'same-site' })?.code).toBe('CROSS_SITE_REQUEST');
    expect(get('/api/v2/users/smsCaptcha/changePwd', { referer: 'https://evil.example/x' })?.code).toBe('CROSS_SITE_REQUEST');
    expect(get('/api/v2/users/login/sendSmsCaptcha', { fetchSite: 'same-origin', referer: `${own}/login` })).toBeNull();
    expect(get('/api/v2/users/login/sendSmsCaptcha')).toBeNull(); // a native client
    // other GETs are reads: a link from anywhere may open them
    expect(get('/api/v2/loan/1', { fetchSite: 'cross-site' })).toBeNull();
  });

  it('takes JSON media types exactly, in any case', () => {
    for (const t of ['application/json', 'Application/JSON', 'application/json; charset=UTF-8', 'application/problem+json'])
      expect(isJsonMediaType(t), t).toBe(true);
    for (const t of ['text/plain; x=application/json', 'application/jsonp', 'text/json', '', undefined]) expect(isJsonMediaType(t), String(t)).toBe(false);
  });
});
