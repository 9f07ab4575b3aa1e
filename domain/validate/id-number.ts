import { shanghaiParts } from '../format/dates';

export const ageMessage = '未满18周岁不能开户';

export type IdCheck = { ok: true; value: string } | { ok: false; error: string };

const SHAPE = /^\d{17}[\dX]$/;

// The province-level codes of GB/T 2260 that begin a resident ID (71 Taiwan, 81 Hong Kong,
// 82 Macau), and 83 and 91 of the residence permits for Taiwan residents and foreigners.
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83, 91,
]);

/** Trims and upper-cases (a typed 'x' check character is common). */
export const normalizeId = (s: string | null | undefined): string => (s ?? '').trim().toUpperCase();

/** GB 11643 resident ID: shape, real birth date not in the future, ISO 7064 MOD 11-2 check character. */
export function checkIdNumber(s: string | null | undefined, now: number = Date.now()): IdCheck {
  const v = normalizeId(s);
  if (!v) return { ok: false, error: '请输入身份证号码' };
  const y = +v.slice(6, 10);
  const m = +v.slice(10, 12);
  const d = +v.slice(12, 14);
  const b = new Date(Date.UTC(y, m - 1, d));
  const t = shanghaiParts(now);
  if (
    !SHAPE.test(v) ||
    !PROVINCES.has(+v.slice(0, 2)) ||
    y < 1900 ||
    b.getUTCMonth() != m - 1 ||
    b.getUTCDate() != d ||
    (t != null && y * 1e4 + m * 100 + d > t.y * 1e4 + t.m * 100 + t.d)
  )
    return { ok: false, error: '身份证号码格式不正确' };
  return idCheckChar(v) == v[17] ? { ok: true, value: v } : { ok: false, error: '身份证号码校验位不正确' };
}

/** The ISO 7064 MOD 11-2 check character of an ID's first 17 digits (what the 18th must be). */
export function idCheckChar(id: string): string {
  let sum = 0;
  // The standard's weights 7 9 10 5 8 4 2 1 6 3 … are 2^(17-i) mod 11.
  for (let i = 0; i < 17; i++) sum += +id[i]! * (2 ** (17 - i) % 11);
  return '10X98765432'[sum % 11]!;
}

/** Adult by birth year (spec): Shanghai year of `now` minus the ID's birth year ≥ 18. False for malformed IDs. */
export function isAdultId(id: string | null | undefined, now: number = Date.now()): boolean {
  const v = normalizeId(id);
  const t = shanghaiParts(now);
  return SHAPE.test(v) && t != null && t.y - +v.slice(6, 10) >= 18;
}
