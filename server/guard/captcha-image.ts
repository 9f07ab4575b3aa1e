// A five-character picture captcha (SPEC §7: letters and digits, 72×24), as an SVG data URL.
// The sandbox's own captchas and the web layer's login captcha draw the same picture.
import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/l, i/o: characters a reader cannot tell apart are left out. */
const CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 5;

export const captchaAnswer = () => Array.from({ length: CAPTCHA_LENGTH }, () => CHARS[randomInt(CHARS.length)]).join('');

export function captchaSvg(text: string): string {
  const chars = [...text]
    .map((ch, i) => `<text x="${8 + i * 13}" y="${18 + (i % 2) * 2}" transform="rotate(${(i % 3) * 6 - 6} ${8 + i * 13} 14)">${ch}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="24" viewBox="0 0 72 24">` +
    `<rect width="72" height="24" fill="#f3efe6"/><path d="M0 14 C18 4 40 22 72 9" stroke="#b9a98c" fill="none"/>` +
    `<g font-family="monospace" font-size="15" font-weight="bold" fill="#3a3a3a">${chars}</g></svg>`
  );
}

export const captchaDataUrl = (text: string) => `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}`;

/** Answers are read without regard to case: the picture's letters are not always clear on that. */
export const captchaMatches = (expected: string, given: string) => expected.toLowerCase() === given.trim().toLowerCase();
