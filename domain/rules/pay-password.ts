// A payment password worth the name (issue 34): the screens refuse it before anything is sent,
// and the sandbox refuses it on set, update and reset. One rule for both, so they cannot drift.

export const SAME_DIGITS = '支付密码不能是相同的数字';
export const RUN_OF_DIGITS = '支付密码不能是连续的数字';
export const BIRTH_DATE = '支付密码不能使用生日';

/** Every reason the rule gives: the client shows a server's reason only when it is one of these. */
export const WEAK_REASONS: readonly string[] = [SAME_DIGITS, RUN_OF_DIGITS, BIRTH_DATE];

// Ascending and descending runs without wrapping (890123 is not one): the first guesses after
// six equal digits.
const RUNS = '0123456789';
const isRun = (pw: string) => RUNS.includes(pw) || [...RUNS].reverse().join('').includes(pw);

/**
 * The birth date in a resident ID as [YYYY, MM, DD], or null: chars 7–14 (YYYYMMDD) of an
 * 18-character ID, chars 7–12 (YYMMDD, 19YY) of the old 15-digit one. Passports and the other
 * certificates carry no date, and a masked number (3101**…) none that can be read.
 */
export function birthOf(idNumber: string | null | undefined): [string, string, string] | null {
  const id = (idNumber ?? '').trim();
  const m = /^\d{6}(\d{8})\d{3}[\dXx]$/.exec(id)?.[1] ?? (/^\d{6}(\d{6})\d{3}$/.exec(id) ? `19${id.slice(6, 12)}` : null);
  if (!m) return null;
  const [y, mo, d] = [m.slice(0, 4), m.slice(4, 6), m.slice(6, 8)];
  return +mo >= 1 && +mo <= 12 && +d >= 1 && +d <= 31 ? [y, mo, d] : null;
}

/**
 * The six-digit spellings of a birth date that people pick: YYMMDD (how Chinese write a date,
 * shortened), MMDDYY and DDMMYY (the other orders of the same six), and YYYYMM (year and month,
 * as a birthday is often remembered on forms). YYYYMMDD needs eight digits; MMDD with two more
 * digits is too loose to call a birthday and would refuse passwords that merely contain one.
 */
export function birthSpellings(idNumber: string | null | undefined): string[] {
  const b = birthOf(idNumber);
  if (!b) return [];
  const [y, m, d] = b;
  const yy = y.slice(2);
  return [yy + m + d, m + d + yy, d + m + yy, y + m];
}

/**
 * Why a six-digit payment password is too easy to guess, in the investor's words, or null when
 * it is fine. `idNumber`: the investor's ID, whose birth date may not be the password. Only the
 * guessable is judged here: a password that is not six digits is the format check's business
 * (domain/validate/password.ts isPaymentPassword) and gives null.
 */
export function weakPayPassword(pw: string, idNumber?: string | null): string | null {
  if (!/^\d{6}$/.test(pw)) return null;
  if (/^(\d)\1{5}$/.test(pw)) return SAME_DIGITS;
  if (isRun(pw)) return RUN_OF_DIGITS;
  if (birthSpellings(idNumber).includes(pw)) return BIRTH_DATE;
  return null;
}
