// The payment password rule the screens and the sandbox share (domain/rules/pay-password.ts),
// and the words the client gives the sandbox's refusals of a password (runtime/api/messages.ts).
import { describe, expect, it } from 'vitest';
import { BIRTH_DATE, RUN_OF_DIGITS, SAME_DIGITS, birthOf, birthSpellings, weakPayPassword } from '../../domain/rules/pay-password';
import { messageFor } from '../../runtime/api/messages';
import { makeIdNumber } from '../../server/sandbox/seed/idcard';
import { toMs } from '../../domain/format/dates';
import { newPayPasswordRefusal } from '../../server/sandbox/routes/payment-kit';
import type { User } from '../../server/sandbox/model';

const ID = makeIdNumber('110101', '19900307', 123);

describe('weakPayPassword', () => {
  it('refuses six identical digits', () => {
    for (const d of '0123456789') expect(weakPayPassword(d.repeat(6)), d).toBe(SAME_DIGITS);
    expect(SAME_DIGITS).toBe('支付密码不能是相同的数字');
  });

  it('refuses ascending and descending runs, without wrapping past 9 or 0', () => {
    for (const pw of ['012345', '123456', '234567', '345678', '456789', '987654', '876543', '765432', '654321', '543210']) {
      expect(weakPayPassword(pw), pw).toBe(RUN_OF_DIGITS);
    }
    expect(RUN_OF_DIGITS).toBe('支付密码不能是连续的数字');
    // wrapped or broken runs are not runs
    for (const pw of ['890123', '789012', '109876', '123457', '135790']) expect(weakPayPassword(pw), pw).toBeNull();
  });

  it('refuses the birth date of the ID number as YYMMDD, MMDDYY, DDMMYY and YYYYMM', () => {
    expect(birthOf(ID)).toEqual(['1990', '03', '07']);
    expect(birthSpellings(ID)).toEqual(['900307', '030790', '070390', '199003']);
    for (const pw of birthSpellings(ID)) expect(weakPayPassword(pw, ID), pw).toBe(BIRTH_DATE);
    expect(BIRTH_DATE).toBe('支付密码不能使用生日');
    // a lower-case check character, and the old 15-digit ID (19YY)
    expect(weakPayPassword('900307', ID.slice(0, 17) + 'x')).toBe(BIRTH_DATE);
    expect(weakPayPassword('850607', '440305850607071')).toBe(BIRTH_DATE);
    // someone else's birthday is fine, and so is one with no ID to compare with
    expect(weakPayPassword('900307', makeIdNumber('110101', '19850607', 71))).toBeNull();
    expect(weakPayPassword('900307')).toBeNull();
  });

  it('reads no birth date from a masked or foreign number', () => {
    expect(birthOf('1101**********1234')).toBeNull();
    expect(birthOf('E12345678')).toBeNull();
    expect(birthOf('')).toBeNull();
    expect(birthOf(null)).toBeNull();
    expect(weakPayPassword('900307', '1101**********1234')).toBeNull();
  });

  it('accepts a password that is none of those, and leaves malformed ones to the format check', () => {
    expect(weakPayPassword('135790', ID)).toBeNull();
    expect(weakPayPassword('246810', ID)).toBeNull();
    expect(weakPayPassword('11111')).toBeNull();
    expect(weakPayPassword('abcdef')).toBeNull();
  });
});

describe('the words for a refused payment password', () => {
  it('says how many tries are left when the server says it', () => {
    expect(messageFor('INCORRECT_PASSWORD', { value: 4 })).toBe('支付密码错误，还可输入4次');
    expect(messageFor('INCORRECT_PASSWORD', { value: 1 })).toBe('支付密码错误，还可输入1次');
    // a backend that sends no count: the catalogue's words
    expect(messageFor('INCORRECT_PASSWORD', { value: null })).toBe('支付密码不正确');
    expect(messageFor('INCORRECT_PASSWORD')).toBe('支付密码不正确');
  });

  it('says until when a lock lasts, in Beijing time, to the minute after', () => {
    const until = toMs('2026-11-29 01:23:10');
    expect(messageFor('PAYMENT_PASSWORD_LOCKED', { value: until })).toBe('支付密码已锁定，请于11月29日 01:24（北京时间）后重试，或找回支付密码');
    expect(messageFor('PAYMENT_PASSWORD_LOCKED', { value: toMs('2026-12-01 09:05') })).toBe(
      '支付密码已锁定，请于12月1日 09:05（北京时间）后重试，或找回支付密码',
    );
    expect(messageFor('PAYMENT_PASSWORD_LOCKED', {})).toBe('支付密码错误次数过多，请稍后再试或找回支付密码');
  });

  it("gives a weak password's reason when it is the rule's own", () => {
    expect(messageFor('WEAK_PAYMENT_PASSWORD', { value: SAME_DIGITS })).toBe(SAME_DIGITS);
    expect(messageFor('WEAK_PAYMENT_PASSWORD', { value: 'too simple' })).toBe('支付密码过于简单，请重新设置');
  });
});

describe('the sandbox refuses exactly what the screen refuses', () => {
  it("gives WEAK_PAYMENT_PASSWORD with the rule's reason for every weak password, and nothing for the rest", () => {
    const user = { idNumber: ID } as User;
    const reasonOf = (pw: string) => {
      const r = newPayPasswordRefusal(user, pw)?.body as { error: { message: string; value: unknown }[] } | undefined;
      return r ? [r.error[0]!.message, r.error[0]!.value] : null;
    };
    // every weak one (identical, runs, this birthday) and a stride through the rest
    const pws = new Set([...'0123456789'].map((d) => d.repeat(6)).concat(['123456', '654321', '012345', '543210'], birthSpellings(ID)));
    for (let i = 0; i < 1_000_000; i += 997) pws.add(String(i).padStart(6, '0'));
    for (const pw of pws) {
      const why = weakPayPassword(pw, ID);
      expect(reasonOf(pw), pw).toEqual(why ? ['WEAK_PAYMENT_PASSWORD', why] : null);
    }
    expect(reasonOf('12345')).toEqual(['INVALID_PAYMENT_PASSWORD', null]);
  });
});
