// What people paste is cleaned BEFORE any length check or cut: '+86 138 0000 0002' from a
// contact card, full-width digits from a Chinese keyboard, '¥1,000.00元' from a chat. A field
// that cut first (maxLength) would keep '86138000' and lose the number.

/** Full-width ASCII (ＡＢＣ１２３，．) and the ideographic space → their plain forms. */
export const halfWidth = (s: string): string => s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

/**
 * A mobile number as typed or pasted → digits: spaces, dashes, dots and brackets go, and a
 * country prefix (+86, 0086, 86) goes when what follows is a mainland number (1 + 10 digits).
 * Anything else keeps its digits, for the length check to judge.
 */
export function normalizeMobile(s: string | null | undefined): string {
  const d = halfWidth(s ?? '').replace(/\D/g, '');
  const m = /^(?:00)?86(1\d{10})$/.exec(d);
  return m ? m[1]! : d;
}

/**
 * The mobile field's value while typing or pasting: cleaned, then held to 11 digits, or to
 * the length of a number still carrying its prefix ('86…' 13, '0086…' 15: no mainland number
 * starts with 8 or 0), so typing '+86 138…' by hand reaches the point where the prefix goes.
 */
export function mobileInput(s: string): string {
  const d = normalizeMobile(s);
  return d.slice(0, d.startsWith('0086') ? 15 : d.startsWith('86') ? 13 : 11);
}

/** An SMS / voice / payment-password code as typed or pasted → at most `max` ASCII digits. */
export const digitsInput = (s: string, max = 6): string => halfWidth(s).replace(/\D/g, '').slice(0, max);

/** A picture captcha answer: full-width letters and digits → plain, spaces gone. */
export const captchaInput = (s: string, max = 6): string => halfWidth(s).replace(/\s/g, '').slice(0, max);

/**
 * An amount as typed or pasted → what parseAmountInput reads: full-width digits and points,
 * '。' for a point, spaces, ¥ / ￥ / 元 / RMB gone, and commas only when they group thousands
 * ('1,000.50' → '1000.50'); '1,5' keeps its comma so the check says it is not an amount.
 */
export function normalizeAmount(s: string | null | undefined): string {
  const t = halfWidth(s ?? '')
    .replace(/。/g, '.')
    .replace(/[\s¥￥元]|RMB|CNY/gi, '');
  return /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(t) ? t.replace(/,/g, '') : t;
}

/** The referral field: a referrer's mobile pasted in any form becomes its 11 digits; a code stays. */
export function referralInput(s: string): string {
  const t = halfWidth(s).trim();
  return /^[\d\s()+.-]+$/.test(t) ? normalizeMobile(t) : t;
}
