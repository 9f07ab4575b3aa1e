// @vitest-environment node
// What each kind of fault (server/sandbox/faults.ts) does on the wire, against an in-process
// sandbox, with the ledger as the witness (the rule format: unit/sandbox-faults).
import { beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../server/sandbox/clock';
import { serveSandbox } from '../support/sandbox';

const CHARGE = '/api/v2/multiPayment/router/charge';
const INVESTOR = '13800000002';

describe('faults on the wire', () => {
  const srv = serveSandbox(createClock(Date.UTC(2026, 10, 1, 2, 30)));
  let base = '';
  let cookie = '';

  beforeEach(async () => {
    base = srv.base;
    // over HTTP: the hook also clears the rules the test before set
    await fetch(base + '/__sandbox/reset', { method: 'POST' });
    cookie = (await srv.login(INVESTOR)).cookie;
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
