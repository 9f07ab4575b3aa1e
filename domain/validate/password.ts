// No 0/O/1/l/I: users read a generated password by eye.
const L = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const N = '23456789';
const A = L + N;

/** 8 letters/digits with at least one of each. `rng` fills the array like crypto.getRandomValues. */
export function randomPassword(rng: (buf: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b)): string {
  const r = rng(new Uint32Array(10));
  const c = Array.from(r.subarray(0, 8), (x) => A[x % A.length]!);
  // Overwrite one slot instead of redrawing, so a fixed rng can never loop.
  const fix = !c.some((x) => N.includes(x)) ? N : !c.some((x) => L.includes(x)) ? L : '';
  if (fix) c[r[8]! % 8] = fix[r[9]! % fix.length]!;
  return c.join('');
}

export const isPaymentPassword = (s: string | null | undefined): boolean => /^\d{6}$/.test(s ?? '');

/** The login password: 6–16 characters, none a space (the register, reset and change calls check it too). */
export const LOGIN_PASSWORD = { min: 6, max: 16 } as const;
export const LOGIN_PASSWORD_HINT = `请输入${LOGIN_PASSWORD.min}-${LOGIN_PASSWORD.max}位密码`;

export const isLoginPassword = (s: string | null | undefined): boolean => new RegExp(`^\\S{${LOGIN_PASSWORD.min},${LOGIN_PASSWORD.max}}$`).test(s ?? '');

/** null when valid, otherwise the message to show. */
export const checkLoginPassword = (s: string | null | undefined): string | null => (isLoginPassword(s) ? null : LOGIN_PASSWORD_HINT);
