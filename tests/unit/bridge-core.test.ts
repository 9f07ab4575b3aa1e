import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, createBridge, DEFAULT_TIMEOUT_MS } from '../../bridge/bridge';
import { memoryTransport, type MemoryHost } from '../../bridge/transports/memory';
import type { OutMessage } from '../../bridge/protocol';

// The complaints bridge users raise most (STYLE §9-10): calls before ready, concurrent calls,
// repeated events, unknown methods, a host that never answers.

let host: MemoryHost;
beforeEach(() => {
  vi.useFakeTimers();
  host = memoryTransport();
});
afterEach(() => vi.useRealTimers());

const make = (h: MemoryHost | null = host, timeoutMs?: number) => createBridge({ transport: () => h?.transport ?? null, timeoutMs });
const ready = (b: ReturnType<typeof make>) => b.receive({ event: 'ready', data: { platform: 'test' } });
/** a live view of a promise's outcome, to look at without awaiting one that never settles */
function probe<T>(p: Promise<T>) {
  let out: { ok: boolean; v: unknown } | 'pending' = 'pending';
  p.then(
    (v) => (out = { ok: true, v }),
    (e) => (out = { ok: false, v: e }),
  );
  return async () => {
    await vi.advanceTimersByTimeAsync(0);
    return out;
  };
}

describe('calls before the ready signal', () => {
  it('are queued, then sent in order once the host is ready', async () => {
    const b = make();
    const a = b.call('share', { title: 'A' });
    const c = b.call('openNative', { screen: 'idUpload' });
    b.notify('loggedIn', { userId: 'u1' });
    expect(host.sent).toEqual([]);
    ready(b);
    expect(host.sent.map((m) => m.method)).toEqual(['share', 'openNative', 'loggedIn']);
    expect(host.sent[0]).toMatchObject({ bridge: 1, method: 'share', params: { title: 'A' } });
    expect(host.sent[2]!.id).toBeUndefined();
    b.receive({ id: host.sent[0]!.id, ok: true, result: { shared: true } });
    b.receive({ id: host.sent[1]!.id, ok: true, result: { opened: true } });
    await expect(a).resolves.toEqual({ shared: true });
    await expect(c).resolves.toEqual({ opened: true });
  });

  it('time out while still queued and are then never sent', async () => {
    const b = make();
    const p = b.call('share');
    const err = p.catch((e: BridgeError) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await err).toMatchObject({ code: 'TIMEOUT' });
    ready(b);
    expect(host.sent).toEqual([]);
  });

  it('a repeated ready does not send anything twice', () => {
    const b = make();
    void b.call('share').catch(() => {});
    ready(b);
    ready(b);
    expect(host.calls('share')).toHaveLength(1);
  });

  it('hello goes out at once, before ready, with the contract version', () => {
    const b = make();
    expect(b.hello({ ua: 'x' })).toBe(true);
    expect(host.sent).toEqual([{ bridge: 1, method: 'hello', params: { ua: 'x', bridge: 1 } }]);
    expect(make(null).hello()).toBe(false);
  });
});

describe('concurrent calls', () => {
  it('each get their own id and the reply meant for them, in any order', async () => {
    const b = make();
    ready(b);
    const calls = [1, 2, 3].map((n) => b.call<number>('echo', { n }));
    const ids = host.calls('echo').map((m) => m.id);
    expect(new Set(ids).size).toBe(3);
    b.receive({ id: ids[2], ok: true, result: 3 });
    b.receive({ id: ids[0], ok: true, result: 1 });
    b.receive({ id: ids[1], ok: false, error: { code: 'CANCELLED', message: '用户取消' } });
    await expect(calls[0]).resolves.toBe(1);
    await expect(calls[2]).resolves.toBe(3);
    await expect(calls[1]).rejects.toMatchObject({ code: 'CANCELLED', message: '用户取消' });
    expect(b.pendingCount).toBe(0);
  });

  it('settle exactly once: a second reply, a late reply and a reply after the time-out are ignored', async () => {
    const b = make(host, 1000);
    ready(b);
    const first = b.call('x');
    const id = host.sent[0]!.id!;
    b.receive({ id, ok: true, result: 'one' });
    b.receive({ id, ok: false, error: { code: 'LATE' } });
    await expect(first).resolves.toBe('one');

    const second = b.call('y');
    const s = probe(second);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await s()).toMatchObject({ ok: false, v: { code: 'TIMEOUT' } });
    expect(() => b.receive({ id: host.sent[1]!.id, ok: true, result: 'late' })).not.toThrow();
    expect(b.pendingCount).toBe(0);
  });

  it('ignores replies for ids it never issued, and ids of an earlier page', async () => {
    const b = make();
    ready(b);
    const p = b.call('x');
    b.receive({ id: 'c1', ok: true, result: 'spoof' });
    b.receive({ id: '1', ok: true, result: 'spoof' });
    expect(await probe(p)()).toBe('pending');
    expect(host.sent[0]!.id).not.toBe('1');
    expect(host.sent[0]!.id).toMatch(/^[a-z0-9]+-1$/);
  });
});

describe('repeated events', () => {
  it('reach every listener each time the host pushes them', () => {
    const b = make();
    const resumes = vi.fn();
    const backs = vi.fn();
    b.events.on('resume', resumes);
    b.events.on('back', backs);
    b.receive({ event: 'resume' });
    b.receive('{"event":"resume","data":{"n":2}}');
    b.receive({ event: 'back' });
    expect(resumes).toHaveBeenCalledTimes(2);
    expect(resumes).toHaveBeenLastCalledWith({ n: 2 });
    expect(backs).toHaveBeenCalledTimes(1);
    expect(b.events.listenerCount('resume')).toBe(1);
  });

  it('emits ready each time too (a host may announce it again), flushing once', () => {
    const b = make();
    const seen = vi.fn();
    b.events.on('ready', seen);
    ready(b);
    ready(b);
    expect(seen).toHaveBeenCalledTimes(2);
    expect(b.ready).toBe(true);
  });

  it('ignores malformed messages', () => {
    const b = make();
    for (const bad of ['not json', 42, null, [], { id: 5, ok: true }, { ok: true }, '{"id":"x"}']) {
      expect(() => b.receive(bad)).not.toThrow();
    }
  });
});

describe('unknown methods', () => {
  it('reject with the host code, so the caller falls back to the web', async () => {
    const b = make();
    ready(b);
    const p = b.call('scanQrCode');
    b.receive({ id: host.sent[0]!.id, ok: false, error: { code: 'UNKNOWN_METHOD' } });
    const e = await p.catch((x: unknown) => x);
    expect(e).toBeInstanceOf(BridgeError);
    expect(e).toMatchObject({ code: 'UNKNOWN_METHOD' });
  });

  it('an old app that silently ignores them still ends in TIMEOUT, not a hang', async () => {
    const b = make(host, 2000);
    ready(b);
    const s = probe(b.call('newInV9'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(await s()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await s()).toMatchObject({ ok: false, v: { code: 'TIMEOUT' } });
  });
});

describe('a host that never answers', () => {
  it('never ready: every call fails with TIMEOUT after 5 s and nothing stays pending', async () => {
    const b = make();
    const all = Promise.allSettled([b.call('share'), b.call('getSession'), b.call('openNative')]);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    const r = await all;
    expect(r.map((x) => x.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(r.map((x) => (x as PromiseRejectedResult).reason.code)).toEqual(['TIMEOUT', 'TIMEOUT', 'TIMEOUT']);
    expect(b.pendingCount).toBe(0);
  });

  it('a per-call time-out overrides the default', async () => {
    const b = make();
    ready(b);
    const s = probe(b.call('getSession', {}, { timeoutMs: 300 }));
    await vi.advanceTimersByTimeAsync(300);
    expect(await s()).toMatchObject({ ok: false, v: { code: 'TIMEOUT' } });
  });
});

describe('no transport', () => {
  it('calls fail at once with UNAVAILABLE and notices are dropped', async () => {
    const b = make(null);
    await expect(b.call('share')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(() => b.notify('loggedOut')).not.toThrow();
    expect(b.pendingCount).toBe(0);
  });

  it('a transport that throws fails that call only', async () => {
    const broken = memoryTransport(() => {
      throw new Error('bridge gone');
    });
    const b = make(broken);
    ready(b);
    await expect(b.call('share')).rejects.toMatchObject({ code: 'SEND_FAILED' });
  });
});

describe('promise replies (WKWebView reply handler)', () => {
  it('settle the call from the promise, full reply or bare result', async () => {
    const replies: Record<string, unknown> = { share: { ok: true, result: { shared: true } }, getSession: { accessToken: 't' } };
    const ios = memoryTransport((m: OutMessage) => Promise.resolve(replies[m.method]));
    const b = make(ios);
    ready(b);
    await expect(b.call('share')).resolves.toEqual({ shared: true });
    await expect(b.call('getSession')).resolves.toEqual({ accessToken: 't' });
  });

  it('a rejected promise or an ok:false reply rejects the call', async () => {
    let n = 0;
    const ios = memoryTransport(() => (n++ ? Promise.resolve({ ok: false, error: { code: 'CANCELLED' } }) : Promise.reject(new Error('no handler'))));
    const b = make(ios);
    ready(b);
    await expect(b.call('a')).rejects.toMatchObject({ code: 'NATIVE_ERROR', message: 'no handler' });
    await expect(b.call('b')).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  it('the promise and a receive() reply for the same id settle it only once', async () => {
    let answer!: (v: unknown) => void;
    const ios = memoryTransport(() => new Promise((r) => (answer = r)));
    const b = make(ios);
    ready(b);
    const p = b.call('x');
    b.receive({ id: ios.sent[0]!.id, ok: true, result: 'from receive' });
    answer({ ok: true, result: 'from promise' });
    await expect(p).resolves.toBe('from receive');
  });
});

describe('notices', () => {
  it('are sent without an id and never wait for a reply', () => {
    const b = make();
    ready(b);
    b.notify('loggedOut');
    expect(host.sent).toEqual([{ bridge: 1, method: 'loggedOut', params: {} }]);
    expect(b.pendingCount).toBe(0);
  });

  it('queued before ready are capped, oldest dropped first', () => {
    const b = make();
    for (let i = 0; i < 25; i++) b.notify('n', { i });
    ready(b);
    expect(host.sent).toHaveLength(20);
    expect(host.sent[0]!.params).toEqual({ i: 5 });
  });
});
