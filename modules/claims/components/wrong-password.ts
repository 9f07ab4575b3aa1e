import type { Outcome } from '../../../runtime/money/state';
import { toast } from '../../../runtime/ui/ui-store';

export const WRONG = '支付密码不正确';

/**
 * A refused payment password: nothing was sent, so the sheet stays for retyping; said as a
 * toast above it and in the line under the button after. True when the outcome was that.
 */
export function saidWrongPassword(o: Outcome<unknown>, setErr: (text: string) => void): boolean {
  if (o.kind !== 'refused' || o.error.code !== 'INCORRECT_PASSWORD') return false;
  setErr(WRONG);
  toast(WRONG);
  return true;
}
