import { describe, it, expect } from 'vitest';
import { toFen, shiftRound, parseAmountInput, formatFen, formatYuan, sumYuan, formatWanYi, toChineseUpper } from '../../domain/format/money';
import { formatRate, formatPercentFraction } from '../../domain/format/rate';

describe('toFen', () => {
  it('converts numbers through their decimal text, not v*100', () => {
    expect(toFen(1234.5)).toBe(123450);
    expect(toFen(0.1 + 0.2)).toBe(30);
    expect(toFen(1.005)).toBe(101); // 1.005*100 is 100.49999999999999
    expect(toFen(19.99)).toBe(1999);
    expect(toFen(0)).toBe(0);
    expect(toFen(-0)).toBe(0);
    expect(toFen(1e-7)).toBe(0);
    expect(toFen(12345678.9)).toBe(1234567890);
  });
  it('rounds half away from zero', () => {
    expect(toFen(0.005)).toBe(1);
    expect(toFen(0.004)).toBe(0);
    expect(toFen(-1.005)).toBe(-101);
    expect(toFen('-0.004')).toBe(0);
  });
  it('parses decimal strings, with whitespace, signs and exponents', () => {
    expect(toFen('1234.56')).toBe(123456);
    expect(toFen(' 0.30000000000000004 ')).toBe(30);
    expect(toFen('.5')).toBe(50);
    expect(toFen('5.')).toBe(500);
    expect(toFen('+7')).toBe(700);
    expect(toFen('1.2e3')).toBe(120000);
    expect(toFen('00012.30')).toBe(1230);
  });
  it('returns NaN for garbage and unsafe magnitudes', () => {
    for (const v of ['', ' ', 'abc', '1,000', '1.2.3', '¥5', '.', '-', NaN, Infinity, 1e21, '1e400']) expect(toFen(v as number | string)).toBeNaN();
  });
  it('shiftRound shifts by any number of places', () => {
    expect(shiftRound(0.12345, 4)).toBe(1235);
    expect(shiftRound('12.5', 0)).toBe(13);
    expect(shiftRound(1234, -2)).toBe(12);
  });
});

describe('parseAmountInput', () => {
  it('accepts typed yuan and returns fen', () => {
    expect(parseAmountInput('1000')).toBe(100000);
    expect(parseAmountInput('1,000.5')).toBe(100050);
    expect(parseAmountInput('1,234,567.89')).toBe(123456789);
    expect(parseAmountInput('0.01')).toBe(1);
    expect(parseAmountInput(' 12.3 ')).toBe(1230);
    expect(parseAmountInput('.5')).toBe(50);
    expect(parseAmountInput('8.')).toBe(800);
    expect(parseAmountInput('0')).toBe(0);
  });
  it('rejects empty, negative, over 2 decimals and malformed input', () => {
    for (const s of ['', '  ', '-1', '1.001', '1,00', '12,34.5', 'abc', '1e3', '.', '1..2', '+5', '99999999999999999999', null, undefined])
      expect(parseAmountInput(s)).toBeNull();
  });
});

describe('formatFen / formatYuan', () => {
  it('formats with 2 decimals and thousands separators', () => {
    expect(formatFen(123456)).toBe('1,234.56');
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(100000000)).toBe('1,000,000.00');
    expect(formatFen(-123456)).toBe('-1,234.56');
    expect(formatFen(123456, { group: false })).toBe('1234.56');
    expect(formatFen(100, { plus: true })).toBe('+1.00');
    expect(formatFen(0, { plus: true })).toBe('0.00');
  });
  it('renders bad input blank', () => {
    expect(formatFen(NaN)).toBe('');
    expect(formatYuan('oops')).toBe('');
  });
  it('formatYuan = formatFen(toFen(v))', () => {
    expect(formatYuan(1234.5)).toBe('1,234.50');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan('9999999.995')).toBe('10,000,000.00');
  });
});

describe('sumYuan', () => {
  it('sums exactly in fen', () => {
    expect(sumYuan(0.1, 0.2)).toBe(30);
    expect(0.1 + 0.2).not.toBe(0.3); // the float trap it avoids
    expect(sumYuan(0.1, 0.2, 0.3)).toBe(60);
    expect(sumYuan(1.1, '2.2', 3.3)).toBe(660);
    expect(sumYuan()).toBe(0);
    expect(formatFen(sumYuan(...Array(10).fill(0.1)))).toBe('1.00');
  });
  it('treats missing fields as 0 and garbage as NaN', () => {
    expect(sumYuan(100, null, undefined, '0.5')).toBe(10050);
    expect(sumYuan(1, 'x')).toBeNaN();
  });
});

describe('formatWanYi', () => {
  it('picks 元 / 万 / 亿 and trims trailing zeros', () => {
    expect(formatWanYi(5000000)).toBe('500万');
    expect(formatWanYi(120000000)).toBe('1.2亿');
    expect(formatWanYi(10000)).toBe('1万');
    expect(formatWanYi(12345)).toBe('1.23万');
    expect(formatWanYi(12355)).toBe('1.24万');
    expect(formatWanYi(9999.99)).toBe('9999.99元');
    expect(formatWanYi(12.5)).toBe('12.5元');
    expect(formatWanYi(0)).toBe('0元');
    expect(formatWanYi('300000000')).toBe('3亿');
    expect(formatWanYi(123456789012)).toBe('1234.57亿');
    expect(formatWanYi(-50000)).toBe('-5万');
  });
  it('promotes to 亿 when rounding reaches 10000万', () => {
    expect(formatWanYi(99999999.99)).toBe('1亿');
    expect(formatWanYi(99994999)).toBe('9999.5万');
  });
  it('passes text through and blanks bad numbers', () => {
    expect(formatWanYi('5000万元')).toBe('5000万元');
    expect(formatWanYi(NaN)).toBe('');
  });
});

describe('toChineseUpper', () => {
  const cases: Array<[number, string]> = [
    [1, '壹分'],
    [50, '伍角'],
    [15, '壹角伍分'],
    [1000, '壹拾元整'],
    [10000050, '壹拾万元伍角'],
    [10000000000, '壹亿元整'],
    [1234567, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [0, '零元整'],
    [100100, '壹仟零壹元整'],
    [10001000, '壹拾万零壹拾元整'],
    [1005, '壹拾元零伍分'],
    [10010, '壹佰元壹角'],
    [10000001, '壹拾万元零壹分'],
    [10000100, '壹拾万零壹元整'],
    [10010000, '壹拾万零壹佰元整'],
    [100000001000, '壹拾亿零壹拾元整'],
    [100001000000, '壹拾亿零壹万元整'],
    [10010000000, '壹亿零壹拾万元整'],
    [101000000000, '壹拾亿零壹仟万元整'],
    [10000000100, '壹亿零壹元整'],
    [1000100000, '壹仟万零壹仟元整'],
    [20000000000000, '贰仟亿元整'],
    [99999999999999, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ];
  it.each(cases)('%i fen → %s', (fen, text) => expect(toChineseUpper(fen)).toBe(text));
  it('works from yuan via toFen', () => {
    expect(toChineseUpper(toFen(100000.5))).toBe('壹拾万元伍角');
    expect(toChineseUpper(toFen('100000000.00'))).toBe('壹亿元整');
    expect(toChineseUpper(toFen(0.1 + 0.2))).toBe('叁角');
  });
  it('handles negatives and out-of-range input', () => {
    expect(toChineseUpper(-100)).toBe('负壹元整');
    expect(toChineseUpper(9e15)).toBe('');
    expect(toChineseUpper(NaN)).toBe('');
  });

  // amounts into 万亿, as a cheque writes them (the 亿 of an empty 亿 group under 万亿 stays)
  it.each([
    [1e14, '壹万亿元整'],
    [1e14 + 1e6, '壹万亿零壹万元整'],
    [1e14 + 1e10, '壹万零壹亿元整'],
    [1_2345_0000_0000_00, '壹万贰仟叁佰肆拾伍亿元整'],
    [8999_9999_9999_9999, '捌拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [1_0000_0000_00, '壹亿元整'],
    [1_0000_1000_50, '壹亿零壹仟元伍角'],
  ])('%s fen is %s', (fen, text) => {
    expect(toChineseUpper(fen)).toBe(text);
  });
});

describe('rates', () => {
  it('formatRate reads hundredths of a percent', () => {
    expect(formatRate(900)).toBe('9.00');
    expect(formatRate(1250)).toBe('12.50');
    expect(formatRate(5)).toBe('0.05');
    expect(formatRate(NaN)).toBe('');
  });
  it('formatPercentFraction rounds on decimal text', () => {
    expect(formatPercentFraction(0.456)).toBe('45.60');
    expect(formatPercentFraction(1)).toBe('100.00');
    expect(formatPercentFraction(0)).toBe('0.00');
    expect(formatPercentFraction(0.12345)).toBe('12.35'); // 0.12345*10000 is 1234.4999999999998
    expect(formatPercentFraction(0.07)).toBe('7.00');
    expect(formatPercentFraction('0.3333')).toBe('33.33');
  });
});
