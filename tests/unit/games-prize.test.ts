// What a prize sequence means on the board (SPEC §4): -1 and 8 are no prize, a "thank you"
// cell is none either; where a no-prize spin lands; chances never below 0; the lottery's texts.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import type { LotteryItem } from '../../modules/games/api';
import { afterDraw, drawErrorText, isNoPrize, landingCell, NETWORK_TEXT, prizeText } from '../../modules/games/rules/prize';
import { LOTTERY_ITEMS } from '../../server/sandbox/seed/games';

const items: LotteryItem[] = LOTTERY_ITEMS.map((i) => ({
  sequence: i.sequence,
  name: i.name,
  imageUrl: i.imageUrl,
  prizeType: i.prize ? i.prize.type : 'NONE',
}));
// as a backend that sends no prizeType would
const bare: LotteryItem[] = items.map(({ prizeType: _p, ...i }) => i);

describe('no prize', () => {
  it('-1 and 8 are no prize; so are the thank-you cells, with or without prizeType', () => {
    for (const list of [items, bare]) {
      expect(isNoPrize(-1, list)).toBe(true);
      expect(isNoPrize(8, list)).toBe(true);
      expect(isNoPrize(3, list)).toBe(true);
      expect(isNoPrize(7, list)).toBe(true);
      expect([0, 1, 2, 4, 5, 6].map((s) => isNoPrize(s, list))).toEqual(Array(6).fill(false));
    }
  });

  it('a prize lands on its own cell; no prize on the next thank-you cell clockwise', () => {
    expect(landingCell(1, items, 5)).toBe(1);
    expect(landingCell(7, items, 0)).toBe(7);
    expect(landingCell(-1, items, 0)).toBe(3);
    expect(landingCell(8, items, 4)).toBe(7);
    expect(landingCell(-1, items, 7)).toBe(3);
    // a board without a thank-you cell: stays where it is
    const all = items.map((i) => ({ ...i, name: `奖品${i.sequence}`, prizeType: 'CASH' }));
    expect(landingCell(-1, all, 5)).toBe(5);
  });

  it('says what was won, or that nothing was', () => {
    expect(prizeText(1, items)).toBe('恭喜您抽中50元红包，已发放至“我的红包”');
    expect(prizeText(2, items, '1%加息券')).toContain('1%加息券');
    expect(prizeText(-1, items)).toMatch(/没有抽中/);
    expect(prizeText(3, items)).toMatch(/没有抽中/);
  });
});

describe('chances', () => {
  it('a draw takes one, never below 0; unknown stays unknown', () => {
    expect(afterDraw(3)).toBe(2);
    expect(afterDraw(1)).toBe(0);
    expect(afterDraw(0)).toBe(0);
    expect(afterDraw(null)).toBe(null);
  });
});

describe('draw errors', () => {
  const refused = (code: string, message: string) => ({ kind: 'refused' as const, error: new ApiError(code, message, 400), seq: 1 });
  it('no chances is the server text; a lost answer is a network error to retry', () => {
    expect(drawErrorText(refused('NO_CHANCE', '您的抽奖机会已用完'))).toBe('您的抽奖机会已用完');
    expect(drawErrorText(refused('NOT_DONE', '交易未完成，资金未变动，请重试'))).toBe(NETWORK_TEXT);
    expect(drawErrorText({ kind: 'unknown', error: new ApiError('NETWORK_ERROR', 'x'), seq: 2 })).toBe('网络错误，请重试');
    expect(drawErrorText(refused('USER_DISABLED', '账户已被冻结，请联系客服'))).toBe('账户已被冻结，请联系客服');
    expect(drawErrorText({ kind: 'done', value: 1, seq: 3 })).toBe('');
  });
});
