import { describe, it, expect } from 'vitest';
import { normalizeId, checkIdNumber, isAdultId, ageMessage } from '../../domain/validate/id-number';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';

// Check characters below were computed with the GB 11643 weights and cross-checked.
const VALID = [
  '11010519491231002X',
  '51010719880808008X',
  '110101199003071233',
  '440304200802290012', // leap day
  '310115201001010037',
  '320502199506154230',
];
const NOW = Date.UTC(2026, 5, 15, 4); // 2026-06-15 12:00 Beijing

describe('normalizeId', () => {
  it('trims and upper-cases', () => {
    expect(normalizeId('  11010519491231002x ')).toBe('11010519491231002X');
    expect(normalizeId(null)).toBe('');
  });
});

describe('checkIdNumber', () => {
  // GB/T 2260: the first two digits name a province; a number whose check character is right
  // but whose province does not exist is no ID
  it.each(['000101', '100101', '190101', '240101', '470101', '550101', '660101', '720101', '840101', '990101'])(
    'refuses province %s with a right check character',
    (area) => {
      const id = makeIdNumber(area, '19900307', 123);
      expect(checkIdNumber(id, NOW)).toEqual({ ok: false, error: '身份证号码格式不正确' });
    },
  );
  it.each(['110101', '650102', '710101', '810101', '820101', '830101', '910101'])('accepts province %s', (area) => {
    const id = makeIdNumber(area, '19900307', 123);
    expect(checkIdNumber(id, NOW)).toEqual({ ok: true, value: id });
  });

  it.each(VALID)('accepts %s', (id) => expect(checkIdNumber(id, NOW)).toEqual({ ok: true, value: id }));
  it('accepts lower-case x and surrounding whitespace, returning the normalized value', () => {
    expect(checkIdNumber('11010519491231002x', NOW)).toEqual({ ok: true, value: '11010519491231002X' });
    expect(checkIdNumber('\t 51010719880808008x\n', NOW)).toEqual({ ok: true, value: '51010719880808008X' });
  });
  it('asks for input when empty', () => {
    for (const v of ['', '   ', null, undefined]) expect(checkIdNumber(v, NOW)).toEqual({ ok: false, error: '请输入身份证号码' });
  });
  it('rejects malformed shapes', () => {
    for (const v of [
      '1101051949123100',
      '1101051949123100211',
      '1101051949123100X2',
      '11010519491231002Y',
      '110105 19491231002X',
      '110105491231002',
      'abcdefghijklmnopqr',
    ])
      expect(checkIdNumber(v, NOW)).toEqual({ ok: false, error: '身份证号码格式不正确' });
  });
  it('rejects impossible or future birth dates', () => {
    for (const v of [
      '110101199002301234', // Feb 30
      '110101199013011234', // month 13
      '110101199000011234', // month 0
      '110101202302291234', // 2023 not a leap year
      '110101180001011234', // before 1900
      '110101202606161234', // day after NOW
    ])
      expect(checkIdNumber(v, NOW)).toEqual({ ok: false, error: '身份证号码格式不正确' });
  });
  it('rejects wrong check characters', () => {
    for (const v of [
      '110105194912310021',
      '11010519491231002 1'.replace(' ', ''),
      '110101199003071234',
      '51010719880808008 0'.replace(' ', ''),
      '440304200802290011',
      '31011520100101003X',
    ])
      expect(checkIdNumber(v, NOW)).toEqual({ ok: false, error: '身份证号码校验位不正确' });
  });
});

describe('isAdultId', () => {
  it('uses the birth year only', () => {
    // Born 2008-12-31: 17 by date on NOW, but 2026 - 2008 = 18.
    expect(isAdultId('110101200812310000', NOW)).toBe(true);
    expect(isAdultId('440304200802290012', NOW)).toBe(true);
    expect(isAdultId('110101200901010000', NOW)).toBe(false);
    expect(isAdultId('11010519491231002x', NOW)).toBe(true);
  });
  it('uses the Shanghai year of now', () => {
    // 2026-12-31 17:00 UTC is already 2027 in Beijing.
    expect(isAdultId('110101200901010000', Date.UTC(2026, 11, 31, 17))).toBe(true);
    expect(isAdultId('110101200901010000', Date.UTC(2026, 11, 31, 15))).toBe(false);
  });
  it('is false for malformed input', () => {
    expect(isAdultId('', NOW)).toBe(false);
    expect(isAdultId('1990', NOW)).toBe(false);
  });
  it('exports the message', () => expect(ageMessage).toBe('未满18周岁不能开户'));
});
