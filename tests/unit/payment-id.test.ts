import { describe, expect, it } from 'vitest';
import { ageMessage, checkIdNumber, isAdultId, normalizeId } from '../../domain/validate/id-number';
import { adultId, validId } from '../../server/sandbox/routes/payment-kit';

// Real-format numbers (region + birth date + sequence + check); check characters by GB 11643.
const VALID = ['11010519491231002X', '440524198001010013', '110101199003071233', '35020319900519001X', '320502199506154230', '440304200802290012'];
const WRONG_CHECK = ['110105194912310021', '440524198001010014', '110101199003071234', '350203199005190019', '32050219950615423X'];
const NOW = Date.UTC(2026, 5, 15, 4); // 2026-06-15 12:00 Beijing

describe('ID numbers on the bind-card screen and in the sandbox', () => {
  it.each(VALID)('accepts %s on both sides', (id) => {
    expect(checkIdNumber(id, NOW)).toEqual({ ok: true, value: id });
    expect(validId(id)).toBe(true);
  });

  it.each(WRONG_CHECK)('refuses the wrong check character of %s on both sides', (id) => {
    expect(checkIdNumber(id, NOW)).toEqual({ ok: false, error: '身份证号码校验位不正确' });
    expect(validId(id)).toBe(false);
  });

  it('takes a lower-case x after trimming and upper-casing', () => {
    expect(normalizeId('  11010519491231002x ')).toBe('11010519491231002X');
    expect(checkIdNumber(' 11010519491231002x', NOW)).toEqual({ ok: true, value: '11010519491231002X' });
    expect(validId(normalizeId('11010519491231002x'))).toBe(true);
  });

  it('counts adults by birth year (18 in the current Beijing year)', () => {
    const born = (y: number, md: string) => {
      const first = `110101${y}${md}123`;
      const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
      const sum = [...first].reduce((s, c, i) => s + +c * w[i]!, 0);
      return first + '10X98765432'[sum % 11];
    };
    // born late in 2008: still a minor by date, but 18 by year, as the spec counts it
    for (const [id, adult] of [
      [born(2008, '1231'), true],
      [born(2009, '0101'), false],
      [born(1990, '0307'), true],
    ] as const) {
      expect(checkIdNumber(id, NOW).ok).toBe(true);
      expect(isAdultId(id, NOW)).toBe(adult);
      expect(adultId(id, NOW)).toBe(adult);
    }
    expect(ageMessage).toBe('未满18周岁不能开户');
    // New Year's Eve 16:30 UTC is already 1 January in Beijing
    const eve = Date.UTC(2026, 11, 31, 16, 30);
    expect(isAdultId(born(2009, '0615'), eve)).toBe(true);
    expect(adultId(born(2009, '0615'), eve)).toBe(true);
  });
});

describe('bind-card holder rules', async () => {
  const { checkHolder, checkBankMobile } = await import('../../modules/payment/rules/bind');
  it('asks for a name, checks ID cards fully and other certificates loosely', () => {
    expect(checkHolder('李', 'IDENTITY_CARD', VALID[2]!)).toBe('请输入真实姓名');
    expect(checkHolder('李新', 'IDENTITY_CARD', ' ' + VALID[0]!.toLowerCase())).toBeNull();
    expect(checkHolder('李新', 'IDENTITY_CARD', WRONG_CHECK[0]!)).toBe('身份证号码校验位不正确');
    // a valid ID of someone born in 2015
    expect(checkHolder('李新', 'IDENTITY_CARD', '440304201501010018')).toBe('未满18周岁不能开户');
    expect(checkHolder('Li Xin', 'PASSPORT', 'E1234')).toBeNull();
    expect(checkHolder('Li Xin', 'PASSPORT', 'E12')).toBe('请输入正确的证件号码');
  });
  it('words the bank mobile check for the bank', () => {
    expect(checkBankMobile('')).toBe('请输入银行预留手机号');
    expect(checkBankMobile('1380000')).toBe('请输入正确的银行预留手机号');
    expect(checkBankMobile('13800000001')).toBeNull();
  });
});
