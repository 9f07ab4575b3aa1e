type Maybe = string | null | undefined;

const keep = (s: string, head: number, tail: number, mid?: string) => s.slice(0, head) + (mid ?? '*'.repeat(s.length - head - tail)) + s.slice(s.length - tail);

/** '6222021234567890123' → '6222 **** **** 0123'. */
export function maskCard(v: Maybe): string {
  const s = (v ?? '').replace(/\s/g, '');
  // Too short to hide anything while still showing 4+4 digits.
  if (s.length < 9) return s.length > 4 ? '**** ' + s.slice(-4) : s;
  return keep(s, 4, 4, ' **** **** ');
}

/** '13812345678' → '138****5678'. */
export function maskMobile(v: Maybe): string {
  const s = (v ?? '').trim();
  return s.length > 7 ? keep(s, 3, 4, '****') : s.length > 4 ? keep(s, 0, 4, '****') : s;
}

/** '110101199003071234' → '1101**********1234'. */
export function maskId(v: Maybe): string {
  const s = (v ?? '').trim();
  return s.length > 8 ? keep(s, 4, 4) : s && '*'.repeat(s.length);
}

/** '张三丰' → '张**'; code points, so names with rare characters (𠮷) are not split mid-character. */
export function maskName(v: Maybe): string {
  const c = Array.from((v ?? '').trim());
  return c.length ? c[0] + '*'.repeat(c.length - 1) : '';
}
