// How a points exchange whose answer was lost is looked up (modules/member/moves.ts): by the
// key the record echoes, or, with a backend that echoes none, by the exact cost since the
// attempt began; and what is said when no screen is left to show the outcome.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointRecord } from '../../modules/member/api';
import { ApiError } from '../../runtime/api/api-error';

const records = vi.hoisted(() => ({ items: [] as PointRecord[] }));
vi.mock('../../modules/member/api', () => ({
  getPointRecords: vi.fn(async () => ({ items: records.items, total: records.items.length })),
  exchangeInterestRise: vi.fn(),
  redeemGift: vi.fn(),
}));
const { findSpending, spentText, exchangeMove } = await import('../../modules/member/moves');

const T = 1_790_000_000_000;
let n = 0;
const rec = (o: Partial<PointRecord>): PointRecord => ({
  id: `r${++n}`,
  type: 'EXCHANGE',
  points: -2_400,
  description: '',
  time: T,
  clientOrderId: null,
  ...o,
});
beforeEach(() => (records.items = []));

describe('finding an attempt in the points records', () => {
  it('goes by the echoed key when records carry keys', async () => {
    records.items = [rec({ clientOrderId: 'other', points: -2_400 }), rec({ id: 'r-mine', clientOrderId: 'mine', points: -2_400 })];
    expect(await findSpending('mine', 2_400, T)).toEqual({ points: 2_400, recordId: 'r-mine' });
    expect(await findSpending('absent', 2_400, T)).toBeNull();
  });

  it('without keys, takes a spending of exactly the cost since the attempt (5 min of clock skew allowed)', async () => {
    records.items = [rec({ points: -2_500, time: T }), rec({ points: -2_400, time: T - 10 * 60_000 })];
    expect(await findSpending('k', 2_400, T)).toBeNull();
    records.items.push(rec({ id: 'r-late', points: -2_400, time: T - 4 * 60_000 }));
    expect(await findSpending('k', 2_400, T)).toEqual({ points: 2_400, recordId: 'r-late' });
  });

  it('a move checks with its own cost', async () => {
    records.items = [rec({ id: 'r-key', clientOrderId: 'key', points: -1_100 })];
    const m = exchangeMove({ userId: 'u', parValue: 30, duration: 90, investAmount: '20000' }, 1_100);
    expect(m.intent).toBe('exchange:30:90:20000');
    expect(await m.check('key', T)).toEqual({ points: 1_100, recordId: 'r-key' });
  });
});

describe('words', () => {
  it('prefixes a refusal with 兑换失败 and warns against repeating an unknown one', () => {
    expect(spentText({ kind: 'done', value: null, seq: 1 }, '兑换成功')).toBe('兑换成功');
    expect(spentText({ kind: 'refused', error: new ApiError('POINTS_INSUFFICIENT', '积分不足', 400), seq: 2 }, '')).toBe('兑换失败，积分不足');
    expect(spentText({ kind: 'unknown', error: new ApiError('NETWORK_ERROR', 'x', 0), seq: 3 }, '')).toMatch(/请勿重复兑换/);
  });
});
