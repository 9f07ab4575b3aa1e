import type { Outcome } from '../../../runtime/money/state';
import { passwordRefusal } from '../../../runtime/money/password-refusal';
import { toast } from '../../../runtime/ui/ui-store';

/**
 * A refused payment password (wrong, with the tries left; or locked, until when): nothing was
 * sent, so the sheet stays for retyping; its words are toasted above it and said in the line
 * under the button after. True when the outcome was that.
 */
export function saidWrongPassword(o: Outcome<unknown>, setErr: (text: string) => void): boolean {
  const words = passwordRefusal(o);
  if (!words) return false;
  setErr(words);
  toast(words);
  return true;
}
