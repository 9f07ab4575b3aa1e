// What the payment-password sheet (kit/ui/pay-password.tsx) says when a money move was
// refused for its password: the refusal's own words (支付密码错误，还可输入N次; the lock and until
// when, runtime/api/messages.ts), kept under the boxes with 忘记密码？ beside them. Apart from
// password-check.ts so a screen can read it without loading the call and its schema.
import type { Outcome } from '../../runtime/money/state';

const PASSWORD_CODES = new Set(['INCORRECT_PASSWORD', 'PAYMENT_PASSWORD_LOCKED']);

/** The sheet's words when `o` is a refusal of the payment password; null for any other outcome. */
export const passwordRefusal = (o: Outcome<unknown>): string | null =>
  o.kind === 'refused' && PASSWORD_CODES.has(o.error.code) ? o.error.message || '支付密码错误，请重新输入' : null;
