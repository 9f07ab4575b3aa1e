// Card numbers shown in groups of four while typed ('6222 0212 3456 7890 123'); the digits
// alone are kept and sent. The caret is placed by counting digits, so typing, deleting or
// pasting in the middle leaves it beside the same digit.

export const CARD_MAX_DIGITS = 19;

export const groupCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Caret index in the grouped text right after the n-th digit (before a following space). */
export const caretAfter = (n: number) => (n <= 0 ? 0 : n + Math.floor((n - 1) / 4));

export interface CardEdit {
  digits: string;
  /** digits before the caret */
  before: number;
}

/**
 * The digits an edit of the grouped text leaves, or null when it is to be ignored (a digit typed
 * into a full number). `inputType` is the InputEvent's, when the browser gives one.
 */
export function editCard(prev: string, raw: string, caret: number, inputType = ''): CardEdit | null {
  let digits = raw.replace(/\D/g, '');
  let before = raw.slice(0, caret).replace(/\D/g, '').length;
  // Backspace or Delete took only a space: take the digit beyond it, as the key meant.
  if (digits === prev && raw.length < groupCard(prev).length) {
    if (inputType === 'deleteContentBackward' && before > 0) digits = digits.slice(0, --before) + digits.slice(before + 1);
    else if (inputType === 'deleteContentForward') digits = digits.slice(0, before) + digits.slice(before + 1);
  }
  if (digits.length > CARD_MAX_DIGITS) {
    if (prev.length >= CARD_MAX_DIGITS && inputType === 'insertText') return null;
    // a long paste keeps its first 19 digits
    digits = digits.slice(0, CARD_MAX_DIGITS);
    before = Math.min(before, CARD_MAX_DIGITS);
  }
  return { digits, before };
}
