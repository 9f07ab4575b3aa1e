export const isMobile = (s: string | null | undefined): boolean => /^1\d{10}$/.test((s ?? '').trim())

/** null when valid, otherwise the message to show. */
export const checkMobile = (s: string | null | undefined): string | null =>
  !(s ?? '').trim() ? '请输入手机号码' : isMobile(s) ? null : '请输入正确的手机号码'
