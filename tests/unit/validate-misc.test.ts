import { describe, it, expect } from 'vitest';
import { isMobile, checkMobile } from '../../domain/validate/mobile';
import { REFERRAL_PARAMS, pickReferral, parseReferral } from '../../domain/validate/referral';
import { randomPassword, isPaymentPassword, checkLoginPassword } from '../../domain/validate/password';
import { checkRechargeAmount, checkWithdrawAmount } from '../../domain/validate/amount';

describe('mobile', () => {
  it('isMobile', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile(' 13812345678 ')).toBe(true);
    for (const v of ['', '1381234567', '138123456789', '23812345678', '1381234567a', null]) expect(isMobile(v)).toBe(false);
    // MIIT numbering: mainland mobile numbers start 13–19; 10, 11 and 12 are service and
    // network numbers, never a subscriber's (public numbering plan)
    for (const v of ['10086123456', '11012345678', '12812345678']) expect(isMobile(v), v).toBe(false);
    for (const v of ['13000000000', '14512345678', '15912345678', '16612345678', '17012345678', '18812345678', '19912345678'])
      expect(isMobile(v), v).toBe(true);
    // judged after cleaning, as the fields clean what is pasted
    for (const v of ['+86 138 1234 5678', '0086-138-1234-5678', '138 1234 5678', '（138）1234-5678']) expect(isMobile(v), v).toBe(true);
  });
  it('checkMobile', () => {
    expect(checkMobile('13812345678')).toBeNull();
    expect(checkMobile('')).toBe('请输入手机号码');
    expect(checkMobile('  ')).toBe('请输入手机号码');
    expect(checkMobile(undefined)).toBe('请输入手机号码');
    expect(checkMobile('12345')).toBe('请输入正确的手机号码');
  });
});

describe('referral', () => {
  it('lists params in priority order', () => expect(REFERRAL_PARAMS).toEqual(['ref', 'rel', 'refm', 'reftf', 'referral']));
  it('picks the first non-empty param in priority order', () => {
    expect(pickReferral('?referral=zzz&rel=bbb&ref=aaa')).toBe('aaa');
    expect(pickReferral('?ref=&refm=13812345678&rel=')).toBe('13812345678');
    expect(pickReferral('reftf=code1&referral=code2')).toBe('code1');
    expect(pickReferral(new URLSearchParams('referral=x1y2'))).toBe('x1y2');
    expect(pickReferral('?ref=%20abcd%20')).toBe('abcd');
  });
  it('reads hash routes and full URLs', () => {
    expect(pickReferral('#/register?rel=abcd')).toBe('abcd');
    expect(pickReferral('https://m.example.com/?ref=abcd#/home')).toBe('abcd');
  });
  it('returns null when absent', () => {
    expect(pickReferral('')).toBeNull();
    expect(pickReferral('?foo=1&ref=')).toBeNull();
  });
  it('parses mobile vs invite code', () => {
    expect(parseReferral('13812345678')).toEqual({ kind: 'mobile', mobile: '13812345678' });
    expect(parseReferral(' 13812345678 ')).toEqual({ kind: 'mobile', mobile: '13812345678' });
    expect(parseReferral('abcd')).toEqual({ kind: 'code', code: 'abcd' });
    expect(parseReferral('23812345678')).toEqual({ kind: 'code', code: '23812345678' });
    expect(parseReferral('138123456789')).toEqual({ kind: 'code', code: '138123456789' });
    expect(parseReferral('abc')).toBeNull();
    expect(parseReferral('')).toBeNull();
    expect(parseReferral(null)).toBeNull();
  });
});

describe('passwords', () => {
  it('randomPassword: 8 letters/digits with at least one of each', () => {
    for (let i = 0; i < 500; i++) {
      const p = randomPassword();
      expect(p).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[A-Za-z]/);
    }
  });
  it('randomPassword: fixes a draw that misses a class, with an injected rng', () => {
    const allLetters = randomPassword((b) => b.fill(0));
    expect(allLetters).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(allLetters).toMatch(/\d/);
    // Index 48 of the alphabet is the first digit.
    const allDigits = randomPassword((b) => b.fill(48));
    expect(allDigits).toMatch(/[A-Za-z]/);
    expect(allDigits).toMatch(/\d/);
  });
  it('isPaymentPassword: exactly 6 digits', () => {
    expect(isPaymentPassword('123456')).toBe(true);
    for (const v of ['12345', '1234567', '12345a', ' 123456', '', null]) expect(isPaymentPassword(v)).toBe(false);
  });
  it('checkLoginPassword: 6–16 non-space characters', () => {
    expect(checkLoginPassword('abc123')).toBeNull();
    expect(checkLoginPassword('a'.repeat(16))).toBeNull();
    for (const v of ['', 'abc12', 'a'.repeat(17), 'abc 123', null]) expect(checkLoginPassword(v)).toBe('请输入6-16位密码');
  });
});

describe('amount checks', () => {
  it('checkRechargeAmount', () => {
    expect(checkRechargeAmount('100')).toBeNull();
    expect(checkRechargeAmount('0.01')).toBeNull();
    expect(checkRechargeAmount('1,000.50')).toBeNull();
    expect(checkRechargeAmount('')).toBe('请输入充值金额');
    expect(checkRechargeAmount('  ')).toBe('请输入充值金额');
    expect(checkRechargeAmount('0')).toBe('单笔充值金额需大于0元');
    expect(checkRechargeAmount('0.00')).toBe('单笔充值金额需大于0元');
    expect(checkRechargeAmount('-5')).toBe('请输入正确的金额');
    expect(checkRechargeAmount('1.234')).toBe('请输入正确的金额');
    expect(checkRechargeAmount('abc')).toBe('请输入正确的金额');
  });
  it('checkWithdrawAmount', () => {
    expect(checkWithdrawAmount('100', 10000)).toBeNull();
    expect(checkWithdrawAmount('100.00', 10000)).toBeNull();
    expect(checkWithdrawAmount('100.01', 10000)).toBe('提现金额不能超过可用余额');
    expect(checkWithdrawAmount('', 10000)).toBe('请输入提现金额');
    expect(checkWithdrawAmount('0', 10000)).toBe('请输入正确的金额');
    expect(checkWithdrawAmount('1.001', 10000)).toBe('请输入正确的金额');
    expect(checkWithdrawAmount('x', 10000)).toBe('请输入正确的金额');
    expect(checkWithdrawAmount('1', NaN)).toBe('提现金额不能超过可用余额');
  });
});
