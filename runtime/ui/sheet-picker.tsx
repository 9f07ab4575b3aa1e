import './sheet-picker.css';
// A choice among a few (the card that pays, the ID type) the way the kits offer it (antd-mobile
// Picker, Vant ActionSheet): a field-wide button showing the choice, opening a bottom sheet of
// options. The options are a radio group: arrows move between them, Enter or Space picks, the
// chosen one is marked ✓ and said in words; 取消, the mask and Escape keep the choice as it was.
// Rows are a full tap high (60 px in 长辈模式). Nothing else on the form is touched.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Popup } from './popup';

export interface PickerOption {
  value: string;
  label: string;
  /** a second line under the option (a card's limits) */
  note?: string;
}

export interface SheetPickerProps {
  /** the button's id, for the field's <label htmlFor> */
  id: string;
  /** the sheet's title (请选择银行卡) */
  title: string;
  options: readonly PickerOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

export function SheetPicker({ id, title, options, value, onChange, placeholder = '请选择', disabled }: SheetPickerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const chosen = options.find((o) => o.value === value);
  // back to the button, as a native select does (the sheet's own return goes to the option it focused)
  const close = () => (setOpen(false), button.current?.focus());
  const pick = (v: string) => {
    close();
    if (v !== value) onChange(v);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        id={id}
        className="ui-input ui-picker"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <span className={chosen ? undefined : 'ui-picker-none'}>{chosen?.label ?? placeholder}</span>
        <span className="ui-picker-arrow" aria-hidden="true">
          ›
        </span>
      </button>
      <Popup open={open} onClose={close} title={title} className="ui-picker-sheet">
        <Options title={title} options={options} value={value} onPick={pick} />
        <button type="button" className="ui-picker-cancel" onClick={close}>
          取消
        </button>
      </Popup>
    </>
  );
}

// a callback ref runs before the sheet's own effect, so the sheet keeps this focus; one function,
// so a re-render does not move the focus back
const focusFirst = (el: HTMLButtonElement | null) => el?.focus();

/** The radio group, focused on the chosen option as it opens (roving tabindex). */
function Options({ title, options, value, onPick }: { title: string; options: readonly PickerOption[]; value: string; onPick: (v: string) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const at = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const move = (e: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    const step = keys[e.key];
    const radios = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role=radio]') ?? [])];
    const i = radios.indexOf(document.activeElement as HTMLButtonElement);
    if (!step && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const n = radios.length;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : (i + step! + n) % n;
    radios[to]?.focus();
  };
  return (
    <div ref={list} role="radiogroup" aria-label={title} className="ui-picker-list" onKeyDown={move}>
      {options.map((o, i) => {
        const on = o.value === value;
        return (
          <button
            key={o.value}
            ref={i === at ? focusFirst : undefined}
            type="button"
            role="radio"
            aria-checked={on}
            tabIndex={i === at ? 0 : -1}
            className={on ? 'ui-picker-row ui-picker-on' : 'ui-picker-row'}
            onClick={() => onPick(o.value)}
          >
            <span className="ui-picker-text">
              {o.label}
              {o.note && <small>{o.note}</small>}
            </span>
            <span className="ui-picker-mark" aria-hidden="true">
              {on ? '✓' : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}
