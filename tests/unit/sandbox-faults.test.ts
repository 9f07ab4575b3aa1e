// Fault injection (server/sandbox/faults.ts): the rule format, repeatable rates, and what each
// kind does on the wire, against an in-process sandbox, with the ledger as the witness.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../server/sandbox';
import { createClock } from '../../server/sandbox/clock';
import { createFaults, faultsFromEnv, parseFaults, truncateJson } from '../../server/sandbox/faults';

const CHARGE = '/api/v2/multiPayment/router/charge';
const INVESTOR = '13800000002';

describe('fault rules', () => {
  it('parses the JSON format and refuses what it cannot honour', () => {
    expect(parseFaults('')).toEqual([]);
    expect(parseFaults(`[{"path":"${CHARGE}","kind":"drop","method":"post","count":1}]`)).toEqual([
      { path: CHARGE, kind: 'drop', method: 'POST', count: 1 },
    ]);
    expect(parseFaults({ rules: [{ path: '/api/*', kind: 'latency', ms: 10 }] })).toHaveLength(1);
    expect(() => parseFaults('{"path":"/api"}')).toThrow(/array/);
    expect(() => parseFaults([{ path: 'api', kind: 'drop' }])).toThrow(/faults\[0\]: path/);
    expect(() => parseFaults([{ path: '/api', kind: 'explode' }])).toThrow(/kind/);
    expect(() => parseFaults([{ path: '/api', kind: 'drop', rate: 2 }])).toThrow(/rate/);
    expect(() => parseFaults([{ path: '/api', kind: 'drop', count: 1.5 }])).toThrow(/count/);
    expect(() => parseFaults([{ path: '/api', kind: 'error500', status: 404 }])).toThrow(/5xx/);
    expect(() => parseFaults([{ path: '/__sandbox/ledger', kind: 'drop' }])).toThrow(/__sandbox/);
    expect(() => parseFaults('[{')).toThrow();
  });

  it('matches `*`, `:name` and method, and never /__sandbox/*', () => {
    const f = createFaults([
      { path: '/api/v2/loan/:id', kind: 'error500', method: 'GET' },
      { path: '/api/v2/cms/*', kind: 'html' },
      { path: '/*', kind: 'abort' },
    ]);
    expect(f.pick('GET', '/api/v2/loan/L1')?.kind).toBe('error500');
    expect(f.pick('GET', '/api/v2/loan/L1/info')?.kind).toBe('abort');
    expect(f.pick('POST', '/api/v2/loan/L1')?.kind).toBe('abort');
    expect(f.pick('GET', '/api/v2/cms/category/A/name/B')?.kind).toBe('html');
    expect(f.pick('GET', '/__sandbox/faults')).toBeNull();
    const literal = createFaults([{ path: '/api/v2.x', kind: 'abort' }]);
    expect(literal.pick('GET', '/api/v2Yx')).toBeNull();
  });

  it('applies a rule to its first `count` matches only, then lets the next rule have them', () => {
    const f = createFaults([
      { path: CHARGE, kind: 'drop', count: 2 },
      { path: CHARGE, kind: 'latency', ms: 0 },
    ]);
    expect([1, 2, 3, 4].map(() => f.pick('POST', CHARGE)?.kind)).toEqual(['drop', 'drop', 'latency', 'latency']);
    const r = f.report();
    expect(r.rules.map((x) => [x.matched, x.injected])).toEqual([[2, 2], [2, 2]]);
    expect(r.injected).toEqual({ total: 4, byKind: { drop: 2, latency: 2 } });
  });

  it('draws rates from a fixed seed: the same picks on every run and after every set', () => {
    const rules = [{ path: '/api/*', kind: 'abort', rate: 0.5 }];
    const picks = (f: ReturnType<typeof createFaults>) => Array.from({ length: 40 }, () => (f.pick('GET', '/api/x') ? 1 : 0)).join('');
    const a = createFaults(rules, 7);
    const first = picks(a);
    a.set(rules);
    expect(picks(a)).toBe(first);
    expect(picks(createFaults(rules, 7))).toBe(first);
    expect(picks(createFaults(rules, 8))).not.toBe(first);
    expect(first).toMatch(/1/);
    expect(first).toMatch(/0/);
    const { matched, injected } = a.report().rules[0]!;
    expect(matched).toBe(40);
    expect(injected).toBe(first.split('').filter((c) => c === '1').length);
  });

  it('keeps the running total across clearing', () => {
    const f = createFaults([{ path: '/api/*', kind: 'html' }]);
    f.pick('GET', '/api/a');
    f.clear();
    expect(f.pick('GET', '/api/a')).toBeNull();
    expect(f.report()).toMatchObject({ rules: [], injected: { total: 1, byKind: { html: 1 } } });
  });

  it('reads SANDBOX_FAULTS and SANDBOX_FAULTS_SEED, off when unset', () => {
    expect(faultsFromEnv({}).report()).toMatchObject({ seed: 1, rules: [] });
    const f = faultsFromEnv({ SANDBOX_FAULTS: `[{"path":"${CHARGE}","kind":"drop"}]`, SANDBOX_FAULTS_SEED: '42' });
    expect(f.report()).toMatchObject({ seed: 42, rules: [{ path: CHARGE, kind: 'drop', matched: 0 }] });
    expect(() => faultsFromEnv({ SANDBOX_FAULTS: 'drop everything' })).toThrow();
    expect(() => faultsFromEnv({ SANDBOX_FAULTS_SEED: 'x' })).toThrow(/SEED/);
  });

  it('cuts JSON so that it never parses', () => {
    for (const text of ['{"success":true,"data":"SUCCESSFUL","error":[]}', 'true', '1234', '"ok"', '[]']) {
      expect(() => JSON.parse(truncateJson(text))).toThrow();
    }
  });
});

describe('faults on the wire', () => {
  const clock = createClock(Date.UTC(2026, 10, 1, 2, 30));
  let sandbox: Sandbox;
  let server: Server;
  let base = '';
  let cookie = '';

  beforeAll(async () => {
    sandbox = createSandbox({ clock, testHooks: true });
    server = createServer((req, res) => void sandbox.handle(req, res).then((own) => own || res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(async () => {
    await fetch(base + '/__sandbox/reset', { method: 'POST' });
    const login = await fetch(base + '/api/web/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ loginName: INVESTOR, password: 'demo1234' }),
    });
    cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  });

  const faults = (rules: unknown) =>
    fetch(base + '/__sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
  // a fresh connection per call: a destroyed socket must not be mistaken for a reused one
  const charge = (yuan: string) =>
    fetch(base + CHARGE, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
      body: new URLSearchParams({ txn_amt: yuan, paymentPasswd: '123456' }),
    });
  const deposits = async (yuan: number) => {
    const l = (await (await fetch(`${base}/__sandbox/ledger?mobile=${INVESTOR}`)).json()) as { records: { type: string; amount: number }[] };
    return l.records.filter((r) => r.type === 'DEPOSIT' && r.amount === yuan).length;
  };

  it('sets, reports and clears rules through the test hook; a bad rule is a 400', async () => {
    const set = await faults([{ path: CHARGE, kind: 'drop' }]);
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ rules: [{ path: CHARGE, kind: 'drop', matched: 0, injected: 0 }] });
    const bad = await faults([{ path: CHARGE, kind: 'nope' }]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, error: [{ message: 'INVALID_FAULTS' }] });
    expect((await (await fetch(base + '/__sandbox/faults')).json()).rules).toHaveLength(1);
    await fetch(base + '/__sandbox/reset', { method: 'POST' });
    expect((await (await fetch(base + '/__sandbox/faults')).json()).rules).toEqual([]);
  });

  it('drop: the money moves and the answer is lost', async () => {
    await faults([{ path: CHARGE, kind: 'drop', method: 'POST' }]);
    await expect(charge('321.00')).rejects.toThrow();
    expect(await deposits(321)).toBe(1);
    const report = await (await fetch(base + '/__sandbox/faults')).json();
    expect(report.rules[0]).toMatchObject({ matched: 1, injected: 1 });
  });

  it('malformed and shape: the money moves, the 200 answer cannot prove it', async () => {
    await faults([{ path: CHARGE, kind: 'malformed' }]);
    const cut = await charge('11.00');
    expect(cut.status).toBe(200);
    await expect(cut.clone().json()).rejects.toThrow();
    expect((await cut.text()).length).toBeGreaterThan(0);
    await faults([{ path: CHARGE, kind: 'shape' }]);
    expect(await (await charge('12.00')).json()).toEqual({ success: true, data: null, error: [] });
    await faults([{ path: CHARGE, kind: 'shape', body: { success: true, data: { unexpected: 1 }, error: [] } }]);
    expect((await (await charge('13.00')).json()).data).toEqual({ unexpected: 1 });
    expect([await deposits(11), await deposits(12), await deposits(13)]).toEqual([1, 1, 1]);
  });

  it('error500, abort, html and denied: nothing moves', async () => {
    await faults([{ path: CHARGE, kind: 'error500', status: 503, count: 1 }]);
    const r503 = await charge('21.00');
    expect(r503.status).toBe(503);
    expect(await r503.json()).toMatchObject({ success: false, error: [{ message: 'SYSTEM_ERROR' }] });
    await faults([{ path: CHARGE, kind: 'abort' }]);
    await expect(charge('22.00')).rejects.toThrow();
    await faults([{ path: CHARGE, kind: 'html' }]);
    const portal = await charge('23.00');
    expect([portal.status, portal.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await portal.text()).toMatch(/^<!doctype html>/);
    await faults([{ path: CHARGE, kind: 'denied' }]);
    const no = await charge('24.00');
    expect(no.status).toBe(401);
    expect(await no.json()).toMatchObject({ error: 'access_denied' });
    expect([await deposits(21), await deposits(22), await deposits(23), await deposits(24)]).toEqual([0, 0, 0, 0]);
  });

  it('latency: waits, then answers as usual', async () => {
    await faults([{ path: CHARGE, kind: 'latency', ms: 300 }]);
    const t = Date.now();
    const r = await charge('31.00');
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    expect(await r.json()).toMatchObject({ success: true });
    expect(await deposits(31)).toBe(1);
  });

  it('the ledger hook shows every field of the records and the fund figures', async () => {
    await charge('41.00');
    const l = await (await fetch(`${base}/__sandbox/ledger?mobile=${INVESTOR}`)).json();
    expect(l.mobile).toBe(INVESTOR);
    expect(l.records[0]).toMatchObject({ type: 'DEPOSIT', amount: 41, status: 'SUCCESSFUL', operation: 'IN' });
    expect(l.records[0]).toHaveProperty('recordTime');
    expect(l.records[0]).toHaveProperty('orderId');
    expect(typeof l.fund.availableAmount).toBe('number');
    expect((await fetch(`${base}/__sandbox/ledger?mobile=19900000000`)).status).toBe(404);
  });
});
