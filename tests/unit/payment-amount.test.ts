import { describe, expect, it } from 'vitest';
import { amountFen, upperOf, yuanParam } from '../../modules/payment/rules/amount';

describe('recharge / withdraw amounts', () => {
  it.each([
    ['0.01', 1, '壹分'],
    ['10', 1000, '壹拾元整'],
    ['100000.50', 10000050, '壹拾万元伍角'],
    ['100,000.50', 10000050, '壹拾万元伍角'],
    // the Chinese four-digit grouping of one hundred million
    ['1,0000,0000.00', 10000000000, '壹亿元整'],
    ['1000', 100000, '壹仟元整'],
    [' 1001.05 ', 100105, '壹仟零壹元零伍分'],
  ])('%s → %i fen → %s', (input, fen, upper) => {
    expect(amountFen(input)).toBe(fen);
    expect(upperOf(input)).toBe(upper);
  });

  it('shows nothing for what is not an amount (or zero)', () => {
    for (const v of ['', 'abc', '1.234', '-5', '1e3', '0', '0.00', null]) expect(upperOf(v)).toBe('');
    expect(amountFen('0')).toBe(0);
    expect(amountFen('1.234')).toBeNull();
  });

  it('sends amounts as plain yuan with two decimals, exact for any fen', () => {
    expect(yuanParam(1)).toBe('0.01');
    expect(yuanParam(100000)).toBe('1000.00');
    expect(yuanParam(10000000000)).toBe('100000000.00');
    // 0.1 + 0.2 typed as three separate dimes never drifts
    expect(yuanParam(amountFen('0.10')! + amountFen('0.20')!)).toBe('0.30');
  });
});
