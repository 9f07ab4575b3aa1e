// runtime/money beyond one page (issue 25): an attempt whose outcome is unknown is kept for the
// tab and the device (intent, key, start — never the password or the body), per user, 24 h,
// gone at logout; a later page settles it with the move's check before the same move may go
// again. The password lives only inside the call that sends it. A refusal may be a resend's:
// the records decide. Fake storages, a fake clock, scripted moves; a "reload" is a fresh copy
// of the modules (vi.resetModules) over the same storages.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import type { MoneyMove } from '../../runtime/money/move';

class FakeStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key = (i: number) => [...this.m.keys()][i] ?? null;
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, String(v));
  removeItem = (k: string) => void this.m.delete(k);
  clear = () => this.m.clear();
  dump = () => [...this.m.entries()].map(([k, v]) => `${k}=${v}`).join('\n');
}

let tab: FakeStorage;
let device: FakeStorage;
const PW = 'pw-SECRET-246810';
/** the ApiError of the page's own copy of the modules (instanceof is per copy) */
let AE = ApiError;
const lost = () => new AE('NETWORK_ERROR', '网络异常', 0);
const refusal = (code = 'COUPON_USED', status = 400) => new AE(code, '该红包已使用或已转让', status);

/** A fresh copy of runtime/money (a new page) for user `uid`, over the same storages. */
async function page(uid: string | null = 'u1') {
  vi.resetModules();
  AE = (await import('../../runtime/api/api-error')).ApiError;
  const store = await import('../../runtime/session/store');
  store.session.user = uid ? ({ id: uid } as NonNullable<typeof store.session.user>) : null;
  const move = await import('../../runtime/money/move');
  const state = await import('../../runtime/money/state');
  const records = await import('../../runtime/money/records');
  return { ...move, ...state, ...records, session: store.session };
}

/** A move whose send and check are scripted; the password is only in send's closure. */
function scripted<T>(intent: string, send: (key: string, pw: string) => Promise<T>, check: (key: string, since: number) => Promise<T | null>): MoneyMove<T> {
  const pw = PW;
  return { intent, send: (key) => send(key, pw), check };
}

const never = () => new Promise<never>(() => {});

beforeEach(() => {
  tab = new FakeStorage();
  device = new FakeStorage();
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('localStorage', device);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs a move to an unknown outcome (answer lost, records unreadable): the key and start. */
async function leaveUnknown(m: Awaited<ReturnType<typeof page>>, slot: string, intent = 'charge:card1:1000') {
  vi.useFakeTimers({ now: Date.now() });
  let seen = { key: '', since: 0 };
  const p = m.moveMoney(
    slot,
    scripted(
      intent,
      async () => Promise.reject(lost()),
      async (key, since) => {
        seen = { key, since };
        throw lost();
      },
    ),
  );
  await vi.runAllTimersAsync();
  expect((await p).kind).toBe('unknown');
  vi.useRealTimers();
  return seen;
}

describe('pending attempts outlive the page', () => {
  it('keeps intent, key, start and slot for the tab and the device, before the request leaves, and never the password', async () => {
    const m = await page();
    let key = '';
    void m.moveMoney(
      'charge',
      scripted(
        'charge:card1:1000',
        (k) => ((key = k), never()),
        async () => null,
      ),
    );
    await Promise.resolve();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    for (const s of [tab, device]) {
      const map = JSON.parse(s.getItem('h5_money:u1')!);
      expect(map).toEqual({ charge: { intent: 'charge:card1:1000', key, since: expect.any(Number), state: 'sent' } });
      expect(s.dump()).not.toContain(PW);
    }
  });

  it('a page that went while the attempt was in flight leaves it unresolved for the next one', async () => {
    const m = await page();
    void m.moveMoney(
      'charge',
      scripted(
        'charge:card1:1000',
        () => never(),
        async () => null,
      ),
    );
    await Promise.resolve();
    const next = await page();
    expect(next.unresolved('charge')).toBe(true);
    expect(next.restoredIntent('charge')).toBe('charge:card1:1000');
  });

  it('after a reload, the same move first asks check with the kept key and start: found → done, nothing sent', async () => {
    const first = await page();
    const { key, since } = await leaveUnknown(first, 'charge');
    expect(JSON.parse(device.getItem('h5_money:u1')!).charge.state).toBe('unknown');

    const m = await page();
    expect(m.unresolved('charge')).toBe(true);
    const order: string[] = [];
    const send = vi.fn(async () => (order.push('send'), 'SENT'));
    const check = vi.fn(async (k: string, s: number) => (order.push(`check:${k === key}:${s === since}`), 'DONE'));
    const o = await m.moveMoney('charge', { intent: 'charge:card1:1000', send, check });
    expect(o).toMatchObject({ kind: 'done', value: 'DONE' });
    expect(order).toEqual(['check:true:true']);
    expect(m.unresolved('charge')).toBe(false);
    expect(tab.getItem('h5_money:u1')).toBeNull();
    expect(device.getItem('h5_money:u1')).toBeNull();
  });

  it('after a reload, not found → the same move is sent with the kept key (the server refuses a duplicate)', async () => {
    const { key } = await leaveUnknown(await page(), 'charge');
    const m = await page();
    const order: string[] = [];
    const o = await m.moveMoney('charge', {
      intent: 'charge:card1:1000',
      send: async (k) => (order.push(`send:${k === key}`), 'OK'),
      check: async () => (order.push('check'), null),
    });
    expect(o).toMatchObject({ kind: 'done', value: 'OK' });
    expect(order).toEqual(['check', 'send:true']);
  });

  it('after a reload, unreadable records → still unknown, nothing sent, and asked again next time', async () => {
    await leaveUnknown(await page(), 'charge');
    const m = await page();
    const send = vi.fn(async () => 'OK');
    const o = await m.moveMoney('charge', { intent: 'charge:card1:1000', send, check: async () => Promise.reject(lost()) });
    expect(o.kind).toBe('unknown');
    expect(send).not.toHaveBeenCalled();
    expect(m.unresolved('charge')).toBe(true);
    const check = vi.fn(async () => 'LATE');
    expect(await m.moveMoney('charge', { intent: 'charge:card1:1000', send, check })).toMatchObject({ kind: 'done', value: 'LATE' });
    expect(send).not.toHaveBeenCalled();
  });

  it('a screen may settle it as it opens: recheck with its move only checks; without one it says so and sends nothing', async () => {
    const { key } = await leaveUnknown(await page(), 'charge');
    const m = await page();
    const bare = await m.recheck('charge');
    expect(bare).toMatchObject({ kind: 'unknown', error: { code: 'NOT_SETTLED' } });
    expect(bare.text).toBe(m.NOT_SETTLED_TEXT);
    const send = vi.fn(async () => 'SENT');
    // a move for another intent does not settle this attempt
    expect((await m.recheck('charge', { intent: 'charge:card2:1', send, check: async () => 'X' })).kind).toBe('unknown');
    const check = vi.fn(async () => 'FOUND');
    expect(await m.recheck('charge', { intent: 'charge:card1:1000', send, check })).toMatchObject({ kind: 'done', value: 'FOUND' });
    expect(check).toHaveBeenCalledWith(key, expect.any(Number));
    expect(send).not.toHaveBeenCalled();
  });

  it('another intent in the slot is a new attempt with a new key', async () => {
    const { key } = await leaveUnknown(await page(), 'charge');
    const m = await page();
    let sentKey = '';
    const check = vi.fn(async () => null);
    await m.moveMoney('charge', { intent: 'charge:card1:2000', send: async (k) => ((sentKey = k), 'OK'), check });
    expect(sentKey).not.toBe(key);
    expect(check).not.toHaveBeenCalled();
  });

  it('a restarted WebView (tab storage gone) still finds it on the device; another investor never does', async () => {
    await leaveUnknown(await page('u1'), 'charge');
    tab.clear();
    expect((await page('u1')).unresolved('charge')).toBe(true);
    expect((await page('u2')).unresolved('charge')).toBe(false);
    // and on one page, a second investor logged in after the first does not see the first's
    const m = await page('u1');
    expect(m.unresolved('charge')).toBe(true);
    m.session.user = { id: 'u2' } as NonNullable<typeof m.session.user>;
    expect(m.unresolved('charge')).toBe(false);
  });

  it('expires 24 h after the attempt began', async () => {
    const { since } = await leaveUnknown(await page(), 'charge');
    vi.useFakeTimers();
    vi.setSystemTime(since + 24 * 3600_000 - 60_000);
    expect((await page()).unresolved('charge')).toBe(true);
    vi.setSystemTime(since + 24 * 3600_000 + 1000);
    const m = await page();
    expect(m.unresolved('charge')).toBe(false);
    // and the next write prunes it
    await m.moveMoney('other', { intent: 'b', send: async () => 'OK', check: async () => null });
    expect(device.getItem('h5_money:u1')).toBeNull();
  });

  it('logout forgets every kept attempt, in memory and in both storages', async () => {
    const m = await page();
    await leaveUnknown(m, 'charge');
    m.forgetAll();
    m.forgetPendingMoves();
    expect(tab.length + device.length).toBe(0);
    expect(m.unresolved('charge')).toBe(false);
    expect((await page()).unresolved('charge')).toBe(false);
  });

  it('session/logout drops them too', async () => {
    await leaveUnknown(await page(), 'charge');
    vi.stubGlobal('document', { cookie: '' });
    vi.doMock('../../runtime/api/client', () => ({ post: async () => true, apiConfig: { prefix: '', gate: <T>(run: () => Promise<T>) => run() } }));
    // the server ends the session (runtime/session/owed-send.ts posts it with fetch)
    vi.stubGlobal('fetch', async () => new Response('{"success":true,"data":true,"error":[]}'));
    const { logout } = await import('../../runtime/session/logout');
    expect(await logout()).toBe(true);
    vi.doUnmock('../../runtime/api/client');
    expect(device.getItem('h5_money:u1')).toBeNull();
    expect(tab.getItem('h5_money:u1')).toBeNull();
  });

  it('without a known investor the attempt stays in the tab only; a broken storage only means it is not kept', async () => {
    const m = await page(null);
    void m.moveMoney(
      'charge',
      scripted(
        'charge:x:1',
        () => never(),
        async () => null,
      ),
    );
    await Promise.resolve();
    expect(tab.getItem('h5_money:')).toContain('charge:x:1');
    expect(device.length).toBe(0);
    const broken = new FakeStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    vi.stubGlobal('sessionStorage', broken);
    vi.stubGlobal('localStorage', broken);
    const n = await page();
    expect(await n.moveMoney('s2', { intent: 'a', send: async () => 'OK', check: async () => null })).toMatchObject({ kind: 'done' });
  });

  it('ignores a kept record that is not one of ours', async () => {
    device.setItem('h5_money:u1', JSON.stringify({ charge: { intent: 'x', key: 'k', since: 'yesterday', state: 'unknown' } }));
    tab.setItem('h5_money:u1', '{not json');
    expect((await page()).unresolved('charge')).toBe(false);
  });
});

describe('the password lives only inside the call that sends it', () => {
  // the engine's own collector, so the test sees what memory really keeps
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const collect = async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 0));
      gc();
    }
  };

  // built apart from send: a check made in the same scope as a send that uses the password
  // shares its closure context in V8, and so keeps the password alive (see modules' moves)
  const checkFor = (outcome: string) => async () => (outcome === 'unknown' ? Promise.reject(lost()) : null);

  async function sendKeptAfter(outcome: 'unknown' | 'done' | 'refused' | 'not-done') {
    const m = await page();
    let ref!: WeakRef<object>;
    const check = checkFor(outcome);
    const run = () => {
      // built here, so nothing but runtime/money holds it once this returns
      const secret = { pw: PW.slice(0) };
      const send = async () => {
        if (outcome === 'done') return 'OK';
        throw outcome === 'refused' ? refusal() : lost();
      };
      const sendWithPw = (_k: string) => (void secret.pw, send());
      ref = new WeakRef(secret);
      return m.moveMoney('s', { intent: 'a', send: sendWithPw, check });
    };
    vi.useFakeTimers();
    const p = run();
    await vi.runAllTimersAsync();
    const o = await p;
    vi.useRealTimers();
    await collect();
    return { o, kept: ref.deref() !== undefined, m };
  }

  for (const outcome of ['unknown', 'not-done', 'done', 'refused'] as const) {
    it(`after an outcome ${outcome}, nothing holds the send (nor the password it closes over)`, async () => {
      const { o, kept } = await sendKeptAfter(outcome);
      expect(o.kind).toBe(outcome === 'not-done' ? 'refused' : outcome);
      expect(kept).toBe(false);
    });
  }

  it('after an unknown outcome, what stays for a recheck is the check, never the send', async () => {
    const { m } = await sendKeptAfter('unknown');
    const p = m.pendingOf('s')!;
    expect(Object.keys(p.settle!).sort()).toEqual(['check', 'describe', 'refresh']);
    expect(JSON.stringify(p)).not.toContain(PW);
  });
});

describe('a resent request is settled by what happened, never by the resend’s error', () => {
  it('a refusal is checked once, at once: when the records say it happened, it is a success', async () => {
    const m = await page();
    const check = vi.fn(async () => 'REDEEMED');
    const o = await m.moveMoney('coupon', { intent: 'coupon-redeem:p1', send: async () => Promise.reject(refusal()), check });
    expect(o).toMatchObject({ kind: 'done', value: 'REDEEMED' });
    expect(check).toHaveBeenCalledTimes(1);
    expect(m.unresolved('coupon')).toBe(false);
  });

  it('when the records show nothing (or cannot be read) the refusal stands, with its own words, and nothing is kept', async () => {
    const m = await page();
    for (const check of [async () => null, async () => Promise.reject(lost())]) {
      const spy = vi.fn(check);
      const o = await m.moveMoney('coupon', { intent: 'coupon-redeem:p1', send: async () => Promise.reject(refusal()), check: spy });
      expect(o).toMatchObject({ kind: 'refused', text: '该红包已使用或已转让', error: { code: 'COUPON_USED' } });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(device.getItem('h5_money:u1')).toBeNull();
    }
  });

  it("a move whose check cannot tell its own attempt from another device's takes a refusal as the verdict", async () => {
    const m = await page();
    const check = vi.fn(async () => 'REDEEMING');
    const o = await m.moveMoney('redeem', { intent: 'redeem:i1', send: async () => Promise.reject(refusal('ALREADY_REDEEMING')), check, refusalIsFinal: true });
    expect(o).toMatchObject({ kind: 'refused', error: { code: 'ALREADY_REDEEMING' } });
    expect(check).not.toHaveBeenCalled();
  });

  it('a 200 success:false envelope error (TOO_CROWD) is a refusal the server decided, shown in its words', async () => {
    const m = await page();
    const crowd = new AE('TOO_CROWD', '当前参与人数过多，请稍后再试', 200);
    expect(m.isRefusal(crowd)).toBe(true);
    expect(m.isRefusal(new AE('SCHEMA_ERROR', 'x', 200))).toBe(false);
    expect(m.isRefusal(new AE('UNKNOWN', 'x', 200))).toBe(false);
    expect(m.isRefusal(new AE('UNKNOWN', 'x', 503))).toBe(false);
    const check = vi.fn(async () => null);
    const o = await m.moveMoney('draw', { intent: 'draw:L', send: async () => Promise.reject(crowd), check });
    expect(o).toMatchObject({ kind: 'refused', text: '当前参与人数过多，请稍后再试' });
    expect(check).toHaveBeenCalledTimes(1);
  });
});
