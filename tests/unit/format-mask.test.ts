import { describe, it, expect } from 'vitest';
import { maskCard, maskMobile, maskId, maskName } from '../../domain/format/mask';

describe('maskCard', () => {
  it('shows first 4 and last 4', () => {
    expect(maskCard('6222021234567890123')).toBe('6222 **** **** 0123');
    expect(maskCard('6222 0212 3456 7890')).toBe('6222 **** **** 7890');
    expect(maskCard('622202123')).toBe('6222 **** **** 2123');
  });
  it('tolerates short and empty input', () => {
    expect(maskCard('')).toBe('');
    expect(maskCard(null)).toBe('');
    expect(maskCard('1234')).toBe('1234');
    expect(maskCard('12345678')).toBe('**** 5678');
  });
});

describe('maskMobile', () => {
  it('masks the middle 4', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile(' 13812345678 ')).toBe('138****5678');
  });
  it('tolerates short and empty input', () => {
    expect(maskMobile('')).toBe('');
    expect(maskMobile(undefined)).toBe('');
    expect(maskMobile('123')).toBe('123');
    expect(maskMobile('1234567')).toBe('****4567');
  });
});

describe('maskId', () => {
  it('shows first 4 and last 4', () => {
    expect(maskId('110101199003071234')).toBe('1101**********1234');
    expect(maskId('11010519491231002X')).toBe('1101**********002X');
    expect(maskId('110105491231002')).toBe('1101*******1002');
  });
  it('tolerates short and empty input', () => {
    expect(maskId('')).toBe('');
    expect(maskId('12345')).toBe('*****');
  });
});

describe('maskName', () => {
  it('keeps the first character', () => {
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张')).toBe('张');
    expect(maskName('欧阳娜娜')).toBe('欧***');
  });
  it('does not split surrogate pairs', () => {
    expect(maskName('𠮷祥')).toBe('𠮷*');
    expect(maskName('李𠮷')).toBe('李*');
  });
  it('tolerates empty input', () => {
    expect(maskName('')).toBe('');
    expect(maskName(null)).toBe('');
  });
});
