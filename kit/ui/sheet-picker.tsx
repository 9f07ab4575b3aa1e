import './sheet-picker.css';
// a lazy chunk's CSS is not loaded: the sheet's styles travel with the button
import './popup.css';
// A choice among a few (the card that pays, the ID type) the way the kits offer it (antd-mobile
// Picker, Vant ActionSheet): a field-wide button showing the choice, opening a bottom sheet of
// options. The options are a radio group: arrows move between them, Enter or Space picks, the
// chosen one is marked ✓ and said in words; 取消, the mask and Escape keep the choice as it was.
// Rows are a full tap high (60 px in 长辈模式). Nothing else on the form is touched.
import { lazy, Suspense, useRef, useState } from 'react';

const load = () => import('./sheet-picker-sheet');
const PickerSheet = lazy(load);

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
        // the field's <label> names the button; the choice is read after it
        aria-describedby={`${id}-value`}
        aria-expanded={open}
        disabled={disabled}
        onPointerDown={() => void load()}
        onFocus={() => void load()}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className={chosen ? undefined : 'ui-picker-none'}>
          {chosen?.label ?? placeholder}
        </span>
        <span className="ui-picker-arrow" aria-hidden="true">
          ›
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PickerSheet title={title} options={options} value={value} onPick={pick} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
