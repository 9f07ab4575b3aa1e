import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import { CHECK_DELAYS_MS, isRefusal, moveMoney, recheck } from '../../runtime/money/move';
import { forgetAll, money, unresolved, watch } from '../../runtime/money/state';

afterEach(() => {
  forgetAll();
  vi.useRealTimers();
});

const lost = () => new ApiError('NETWORK_ERROR', '网络异常', 0);
let n = 0;
const slot = () => `t${++n}`;

describe('moveMoney', () => {
  it('is busy until the outcome is known, and a second call joins the first', async () => {
    const name = slot();
    let release!: (v: string) => void;
    const send = vi.fn(() => new Promise<string>((r) => (release = r)));
    const m = { intent: 'a', send, check: async () => null };
    const first = moveMoney(name, m);
    const second = moveMoney(name, m);
    expect(money.slots[name]!.busy).toBe(true);
    release('OK');
    expect(await first).toMatchObject({ kind: 'done', value: 'OK' });
    expect(await second).toBe(await first);
    expect(send).toHaveBeenCalledTimes(1);
    expect(money.slots[name]!.busy).toBe(false);
  });

  it('a server refusal is final when the records show nothing; a lost answer is looked up, never re-sent', async () => {
    const refused = await moveMoney(slot(), {
      intent: 'a',
      send: async () => Promise.reject(new ApiError('INCORRECT_PASSWORD', 'x', 400)),
      check: async () => null,
    });
    expect(refused.kind).toBe('refused');
    const send = vi.fn(async () => Promise.reject(lost()));
    const found = await moveMoney(slot(), { intent: 'a', send, check: async () => 'FOUND' });
    expect(found).toMatchObject({ kind: 'done', value: 'FOUND' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('treats 5xx, unreadable answers and duplicates as unknown until checked', () => {
    expect(isRefusal(new ApiError('UNKNOWN', 'x', 500))).toBe(false);
    expect(isRefusal(new ApiError('SCHEMA_ERROR', 'x', 200))).toBe(false);
    expect(isRefusal(new ApiError('DUPLICATE_ORDER', 'x', 409))).toBe(false);
    expect(isRefusal(new ApiError('USER_BALANCE_INSUFFICIENT', 'x', 400))).toBe(true);
  });

  it('keeps the key of an attempt that was not proven, for the same intent only', async () => {
    vi.useFakeTimers();
    const name = slot();
    const keys: string[] = [];
    const m = (intent: string) => ({ intent, send: async (k: string) => (keys.push(k), Promise.reject(lost())), check: async () => null });
    const run = async (intent: string) => {
      const p = moveMoney(name, m(intent));
      await vi.runAllTimersAsync();
      return p;
    };
    expect((await run('a')).kind).toBe('refused'); // checked: nothing happened
    await run('a');
    await run('b');
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says unknown when the records cannot be read, then a recheck finds the outcome', async () => {
    vi.useFakeTimers();
    const name = slot();
    let readable = false;
    const check = vi.fn(async () => {
      if (!readable) throw lost();
      return 'LATE';
    });
    const p = moveMoney(name, { intent: 'a', send: async () => Promise.reject(lost()), check });
    await vi.runAllTimersAsync();
    expect((await p).kind).toBe('unknown');
    expect(check).toHaveBeenCalledTimes(CHECK_DELAYS_MS.length);
    expect(unresolved(name)).toBe(true);
    readable = true;
    const again = recheck(name);
    await vi.runAllTimersAsync();
    expect(await again).toMatchObject({ kind: 'done', value: 'LATE' });
    expect(unresolved(name)).toBe(false);
  });

  it('hands the outcome to a watching screen, and refreshes balances first', async () => {
    const name = slot();
    const stop = watch(name);
    const order: string[] = [];
    await moveMoney(name, {
      intent: 'a',
      send: async () => 'OK',
      check: async () => null,
      refresh: async () => order.push('refresh'),
      describe: () => (order.push('describe'), '成功'),
    });
    expect(order).toEqual(['refresh', 'describe']);
    expect(money.slots[name]!.last).toMatchObject({ kind: 'done', text: '成功' });
    stop();
  });
});
