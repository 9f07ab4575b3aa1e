// Amounts are shifted as decimal text, never multiplied as binary floats (0.1 is not representable).
const DEC = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Moves the decimal point of `v` right by `places` and rounds half away from zero.
 * Numbers go through their shortest round-trip string, so 1.005 is treated as 1.005 and
 * 0.1 + 0.2 as 0.30000000000000004. Returns NaN for garbage or beyond Number.MAX_SAFE_INTEGER.
 */
export function shiftRound(v: number | string, places: number): number {
  const m = DEC.exec(typeof v == 'number' ? String(v) : String(v).trim());
  if (!m || !(m[2] || m[3])) return NaN;
  const int = m[2]!.replace(/^0+/, '');
  const digits = int + (m[3] ?? '');
  const point = int.length + places + Number(m[4] ?? 0);
  // Bounds the padEnd below; anything this long is not a safe integer anyway.
  if (point > 20) return NaN;
  const n = (point > 0 ? Number(digits.slice(0, point).padEnd(point, '0')) : 0) + (point >= 0 && digits.charCodeAt(point) > 52 ? 1 : 0);
  return Number.isSafeInteger(n) ? (m[1] == '-' && n ? -n : n) : NaN;
}

/** Yuan (number or decimal string) → integer fen, rounded half away from zero. NaN for garbage; never throws. */
export const toFen = (v: number | string): number => shiftRound(v, 2);

/**
 * Integer fen → yuan as the wire carries it. Exact in the sense that matters: an integer over 100
 * is the double nearest the decimal (1234 → 12.34), so it prints as written; never multiply back.
 */
export const toYuan = (fen: number): number => Math.round(fen) / 100;

/** User-typed yuan ('1000', '1,000.5', '.5') → fen; null when empty, negative, malformed or over 2 decimals. */
export function parseAmountInput(s: string | null | undefined): number | null {
  const t = (s ?? '').trim();
  if (!/\d/.test(t) || !/^(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d{0,2})?$/.test(t)) return null;
  const f = toFen(t.replace(/,/g, ''));
  return f >= 0 ? f : null;
}

export interface FenFormat {
  /** Thousands separators; default true. */
  group?: boolean;
  /** Prefix '+' on positive amounts (fund-record income). */
  plus?: boolean;
}

/** Fen → '1,234.56'. Non-finite input → '' so a bad field renders blank, not 'NaN'. */
export function formatFen(fen: number, o: FenFormat = {}): string {
  if (!Number.isFinite(fen)) return '';
  const a = Math.abs(Math.round(fen));
  let i = String((a - (a % 100)) / 100);
  if (o.group !== false) i = i.replace(/\B(?=(\d{3})+$)/g, ',');
  return (fen < 0 && a ? '-' : o.plus && a ? '+' : '') + i + '.' + String(a % 100).padStart(2, '0');
}

export const formatYuan = (v: number | string, o?: FenFormat): string => formatFen(toFen(v), o);

/** Exact sum of yuan values, in fen. Missing (null/undefined) fields count as 0; any garbage gives NaN. */
export const sumYuan = (...vs: Array<number | string | null | undefined>): number => vs.reduce<number>((s, v) => s + (v == null ? 0 : toFen(v)), 0);

// Integer division rounding half up, for non-negative a.
const roundDiv = (a: number, d: number) => (a - (a % d)) / d + (2 * (a % d) >= d ? 1 : 0);

/** Yuan → '500万', '1.2亿', '12.5元' (2 decimals max, trailing zeros trimmed). Non-numeric strings pass through. */
export function formatWanYi(v: number | string): string {
  const f = toFen(v);
  if (f !== f) return typeof v == 'string' ? v.trim() : '';
  const a = Math.abs(f);
  let h = a;
  let u = '元';
  if (a >= 1e6) {
    h = roundDiv(a, 1e4);
    u = '万';
    // Decide 亿 after rounding so 99,999,999.99 shows '1亿', not '10000万'.
    if (h >= 1e6) {
      h = roundDiv(a, 1e8);
      u = '亿';
    }
  }
  return (f < 0 ? '-' : '') + formatFen(h, { group: false }).replace(/\.?0+$/, '') + u;
}

const D = '零壹贰叁肆伍陆柒捌玖';

/**
 * Fen → bank-cheque uppercase ('壹拾万零壹拾元整'), up to 万亿 (below 90万亿 yuan, where fen are
 * still exact in a double); '' beyond that or for non-finite input.
 */
export function toChineseUpper(fen: number): string {
  fen = Math.round(fen);
  if (!(Math.abs(fen) < 9e15)) return '';
  if (fen < 0) return '负' + toChineseUpper(-fen);
  const y = String((fen - (fen % 100)) / 100);
  const j = ((fen - (fen % 10)) / 10) % 10;
  const f = fen % 10;
  let s = '';
  let zero = false;
  if (y != '0')
    for (let k = 0, n = y.length; k < n; k++) {
      const d = +y[k]!;
      const p = n - 1 - k;
      // Runs of zeros collapse into one 零, written only when a non-zero digit follows.
      if (d) {
        s += (zero ? '零' : '') + D[d] + ['', '拾', '佰', '仟'][p % 4];
        zero = false;
      } else zero = true;
      // 万 closes a group of four that holds a digit; 亿 closes the 亿 group, and is written
      // even when that group is empty under a 万亿 (壹万亿元整)
      if (p == 8 ? +y.slice(0, k + 1) : p % 4 == 0 && p && +y.slice(Math.max(0, k - 3), k + 1)) s += p == 8 ? '亿' : '万';
    }
  if (!j && !f) return (s || '零') + '元整';
  return (s && s + '元') + (j ? D[j] + '角' : s ? '零' : '') + (f ? D[f] + '分' : '');
}
