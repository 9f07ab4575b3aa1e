import { describe, expect, it } from 'vitest';
import { captchaInput, digitsInput, halfWidth, mobileInput, normalizeAmount, normalizeMobile, referralInput } from '../../domain/validate/normalize';
import { checkMobile } from '../../domain/validate/mobile';
import { checkRechargeAmount } from '../../domain/validate/amount';
import { parseAmountInput } from '../../domain/format/money';

describe('halfWidth', () => {
  it('maps full-width ASCII and the ideographic space', () => {
    expect(halfWidth('１２３ＡＢｃ，．＋－（）')).toBe('123ABc,.+-()');
    expect(halfWidth('１\u3000２')).toBe('1 2');
    expect(halfWidth('中文不变')).toBe('中文不变');
  });
});

describe('mobile numbers as people paste them', () => {
  it.each([
    ['13800000002', '13800000002'],
    ['+86 138 0000 0002', '13800000002'],
    ['+8613800000002', '13800000002'],
    ['0086 138-0000-0002', '13800000002'],
    ['86 13800000002', '13800000002'],
    ['(+86) 138.0000.0002', '13800000002'],
    ['138 0000 0002', '13800000002'],
    ['138-0000-0002', '13800000002'],
    ['１３８０００００００２', '13800000002'],
    ['＋８６　１３８　００００　０００２', '13800000002'],
    [' 13800000002 \n', '13800000002'],
  ])('%j → %s, a valid mobile', (input, out) => {
    expect(normalizeMobile(input)).toBe(out);
    expect(mobileInput(input)).toBe(out);
    expect(checkMobile(mobileInput(input))).toBeNull();
  });

  it('drops the prefix only before a mainland number', () => {
    expect(normalizeMobile('8612345')).toBe('8612345');
    expect(normalizeMobile('+86 010 1234 5678')).toBe('8601012345678');
    expect(normalizeMobile('')).toBe('');
    expect(normalizeMobile(null)).toBe('');
  });

  it('the field holds 11 digits, or the prefixed form while it is being typed', () => {
    expect(mobileInput('138000000021234')).toBe('13800000002');
    // typed one key at a time, '+86 138…' reaches the point where the prefix goes
    let v = '';
    for (const k of '+86 138 0000 0002') v = mobileInput(v + k);
    expect(v).toBe('13800000002');
    v = '';
    for (const k of '0086 13800000002') v = mobileInput(v + k);
    expect(v).toBe('13800000002');
    expect(checkMobile(mobileInput('861380000'))).toBe('请输入正确的手机号码');
  });

  it('a referral field keeps codes and cleans a pasted mobile', () => {
    expect(referralInput('+86 138 0000 0004')).toBe('13800000004');
    expect(referralInput('１３８０００００００４')).toBe('13800000004');
    expect(referralInput(' VIP8888 ')).toBe('VIP8888');
    expect(referralInput('ＶＩＰ８８８８')).toBe('VIP8888');
  });
});

describe('codes', () => {
  it.each([
    ['123456', '123456'],
    ['１２３４５６', '123456'],
    ['123 456', '123456'],
    [' 12-34-56 ', '123456'],
    ['【汇盈金服】验证码123456', '123456'],
    ['1234567', '123456'],
  ])('SMS / payment code %j → %s', (input, out) => {
    expect(digitsInput(input)).toBe(out);
  });

  it('picture captcha: full-width letters, spaces', () => {
    expect(captchaInput('ａＢ３ ４')).toBe('aB34');
    expect(captchaInput('AB CD EF GH', 4)).toBe('ABCD');
  });
});

describe('amounts as people paste them', () => {
  it.each([
    ['1000', '1000', 100000],
    ['1,000', '1000', 100000],
    ['1,000.50', '1000.50', 100050],
    ['12,345,678.9', '12345678.9', 1234567890],
    ['¥1,000', '1000', 100000],
    ['￥ 1,000.00 元', '1000.00', 100000],
    ['1000元', '1000', 100000],
    ['RMB 500', '500', 50000],
    ['１，０００．５', '1000.5', 100050],
    ['１０００', '1000', 100000],
    ['100。5', '100.5', 10050],
    [' 0.01 ', '0.01', 1],
    ['.5', '.5', 50],
  ])('%j → %j (%d fen)', (input, out, fen) => {
    expect(normalizeAmount(input)).toBe(out);
    expect(parseAmountInput(normalizeAmount(input))).toBe(fen);
  });

  it.each(['1,5', '1,00', '12,34.5', '1.234,56', 'abc', '1.234'])('%j stays unreadable: the check says so', (input) => {
    expect(parseAmountInput(normalizeAmount(input))).toBeNull();
    expect(checkRechargeAmount(normalizeAmount(input))).toBe('请输入正确的金额');
  });

  it('typing a grouped amount keeps every key until the group is whole', () => {
    let v = '';
    for (const k of '1,000.5') v = normalizeAmount(v + k);
    expect(v).toBe('1000.5');
  });
});
