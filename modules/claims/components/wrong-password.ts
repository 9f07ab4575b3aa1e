import type { Outcome } from '../../../runtime/money/state';
import { passwordRefusal } from '../../../kit/money/password-refusal';

/**
 * A refused payment password (wrong, with the tries left; or locked, until when): nothing was
 * sent, so the sheet stays for retyping and says why under its boxes, once. The screen says it
 * (the line under its button) only when the sheet was closed before the answer came.
 * True when the outcome was that.
 */
export function saidWrongPassword(o: Outcome<unknown>, setErr: (text: string) => void, sheetUp: boolean): boolean {
  const words = passwordRefusal(o);
  if (!words) return false;
  if (!sheetUp) setErr(words);
  return true;
}
