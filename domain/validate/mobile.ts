import { normalizeMobile } from './normalize';

/** A mainland mobile number once cleaned (spaces, dashes, +86 go): 1, then 3–9, then 9 digits. */
export const isMobile = (s: string | null | undefined): boolean => /^1[3-9]\d{9}$/.test(normalizeMobile(s));

/** null when valid, otherwise the message to show. */
export const checkMobile = (s: string | null | undefined): string | null =>
  !(s ?? '').trim() ? '请输入手机号码' : isMobile(s) ? null : '请输入正确的手机号码';
