import { describe, expect, it } from 'vitest';
import { formatRateRange } from '../../modules/home/rules/rate-range';
import { caretAfter, editCard, groupCard } from '../../modules/payment/rules/card-number';
import { unbindRefusal } from '../../modules/payment/rules/unbind';

describe('rate ranges', () => {
  it('collapse to one rate when both ends show the same', () => {
    expect(formatRateRange(1200, 1200)).toBe('12.00%');
    expect(formatRateRange(900, 1200)).toBe('9.00%~12.00%');
    expect(formatRateRange(0, 0)).toBe('0.00%');
  });
});

describe('card numbers in fours', () => {
  it('groups what is typed and puts the caret after the same digit', () => {
    expect(groupCard('6222021234567890123')).toBe('6222 0212 3456 7890 123');
    expect(groupCard('6222')).toBe('6222');
    expect(groupCard('62220')).toBe('6222 0');
    expect([0, 1, 4, 5, 8, 9, 19].map(caretAfter)).toEqual([0, 1, 4, 6, 9, 11, 23]);
  });

  it('reads digits typed or deleted in the middle, keeping the caret beside them', () => {
    // '6222 0|212' + '9' → '6222 09|212'
    expect(editCard('62220212', '6222 09212', 7, 'insertText')).toEqual({ digits: '622209212', before: 6 });
    // backspace on '6222 0|212' removes the 0
    expect(editCard('62220212', '6222 212', 5, 'deleteContentBackward')).toEqual({ digits: '6222212', before: 4 });
  });

  it('treats Backspace or Delete that only took a space as deleting the digit beyond it', () => {
    // '6222 |0212' backspace takes the space: the 2 before it goes
    expect(editCard('62220212', '62220212', 4, 'deleteContentBackward')).toEqual({ digits: '6220212', before: 3 });
    // '6222| 0212' delete takes the space: the 0 after it goes
    expect(editCard('62220212', '62220212', 4, 'deleteContentForward')).toEqual({ digits: '6222212', before: 4 });
  });

  it('takes pasted numbers with spaces or dashes, and stops at 19 digits', () => {
    expect(editCard('', '6222-0212 3456-7890-123', 23, 'insertFromPaste')).toEqual({ digits: '6222021234567890123', before: 19 });
    expect(editCard('', '62220212345678901234567', 23, 'insertFromPaste')).toEqual({ digits: '6222021234567890123', before: 19 });
    // a digit typed into a full number is refused, wherever the caret is
    expect(editCard('6222021234567890123', '6222 02192 3456 7890 123', 10, 'insertText')).toBeNull();
  });
});

describe('unbinding the default card', () => {
  const fund = (available: number, frozen = 0, dueIn: number | null = 0) => ({ availableAmount: available, frozenAmount: frozen, dueInAmount: dueIn });

  it('is refused, with the reason and the way out, while the account holds any funds', () => {
    const why = '默认卡用于充值、提现与回款，账户有资金时不可解绑';
    expect(unbindRefusal(true, fund(0.01))).toBe(why);
    expect(unbindRefusal(true, fund(0, 5))).toBe(why);
    expect(unbindRefusal(true, fund(0, 0, 100))).toBe(why);
  });

  it('is left to the confirm (and the server) otherwise', () => {
    expect(unbindRefusal(true, fund(0, 0, null))).toBeNull();
    expect(unbindRefusal(false, fund(1000))).toBeNull();
    expect(unbindRefusal(true, null)).toBeNull();
  });
});

describe('unbinding another card', () => {
  it('is refused while funds are still tied to it, whatever the account holds', () => {
    expect(unbindRefusal(false, null, 0.01)).toBe('该银行卡仍有额度未使用，暂不能解绑');
    expect(unbindRefusal(false, { availableAmount: 0, frozenAmount: 0 }, 500)).toMatch(/暂不能解绑/);
  });

  it('is left to the server when the quota is 0 or not sent', () => {
    expect(unbindRefusal(false, { availableAmount: 1000, frozenAmount: 0 }, 0)).toBeNull();
    expect(unbindRefusal(false, null, null)).toBeNull();
    expect(unbindRefusal(false, null)).toBeNull();
  });
});
