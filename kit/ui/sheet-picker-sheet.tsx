// The sheet of a SheetPicker (sheet-picker.tsx), its own chunk: loaded on the first touch of the
// picker's button, so the screens that use a picker do not carry the sheet on their first paint.
import { useRef, type KeyboardEvent } from 'react';
import { Popup } from './popup';
import type { PickerOption } from './sheet-picker';

export default function PickerSheet({
  title,
  options,
  value,
  onPick,
  onClose,
}: {
  title: string;
  options: readonly PickerOption[];
  value: string;
  onPick: (v: string) => void;
  onClose: () => void;
}) {
  return (
    <Popup open onClose={onClose} title={title} className="ui-picker-sheet">
      <Options title={title} options={options} value={value} onPick={onPick} />
      <button type="button" className="ui-picker-cancel" onClick={onClose}>
        取消
      </button>
    </Popup>
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
