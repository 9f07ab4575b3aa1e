import { normalizeMobile } from './normalize';

/** A mainland mobile number as sent: 1, then 3–9, then 9 digits (the sandbox checks a request's field by it). */
export const isMobileNumber = (s: string | null | undefined): boolean => /^1[3-9]\d{9}$/.test(s ?? '');

/** A mainland mobile number once cleaned (spaces, dashes, +86 go), as typed or pasted. */
export const isMobile = (s: string | null | undefined): boolean => isMobileNumber(normalizeMobile(s));

/** null when valid, otherwise the message to show. */
export const checkMobile = (s: string | null | undefined): string | null =>
  !(s ?? '').trim() ? '请输入手机号码' : isMobile(s) ? null : '请输入正确的手机号码';
