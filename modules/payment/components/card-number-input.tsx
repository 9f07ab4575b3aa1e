import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { caretAfter, editCard, groupCard } from '../rules/card-number';

interface Props {
  id: string;
  /** digits only */
  value: string;
  onChange: (digits: string) => void;
  placeholder?: string;
}

/** A bank card number field that shows the number in fours and hands back digits only. */
export function CardNumberInput({ id, value, onChange, placeholder = '请输入储蓄卡卡号' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [, redraw] = useState(0);

  // after React wrote the grouped value, put the caret back beside the same digit
  useLayoutEffect(() => {
    const el = input.current;
    const at = caret.current;
    caret.current = null;
    if (el && at != null && document.activeElement === el) el.setSelectionRange(at, at);
  });

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const at = el.selectionStart ?? el.value.length;
    const edit = editCard(value, el.value, at, (e.nativeEvent as InputEvent).inputType);
    if (!edit) {
      // ignored: React restores the value; the caret stays before the refused digit
      caret.current = caretAfter(el.value.slice(0, at).replace(/\D/g, '').length - 1);
      return redraw((n) => n + 1);
    }
    caret.current = caretAfter(edit.before);
    if (edit.digits === value) redraw((n) => n + 1);
    else onChange(edit.digits);
  };

  return (
    <input
      ref={input}
      id={id}
      className="ui-input"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={groupCard(value)}
      onChange={change}
    />
  );
}
