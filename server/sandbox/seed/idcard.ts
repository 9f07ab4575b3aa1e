/** Chinese resident ID numbers (GB 11643) and bank card numbers (Luhn) for seeded people. */

import { idCheckChar } from '../../../domain/validate/id-number';

/** region: 6 digits; birth: 'YYYYMMDD'; seq: 0–999 (odd = male). */
export function makeIdNumber(region: string, birth: string, seq: number): string {
  const first17 = `${region}${birth}${String(seq).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}

export function birthdayOf(idNumber: string): string {
  return `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
}

/** Luhn check digit for a card number body. */
function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A Luhn-valid card number: bin + digits (padded/cut to fill) + check digit. */
export function makeCardNumber(bin: string, length: number, digits: string): string {
  const body = (bin + digits.repeat(4)).slice(0, length - 1);
  return body + luhnDigit(body);
}
