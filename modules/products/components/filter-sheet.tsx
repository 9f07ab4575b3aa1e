import { useState } from 'react';
import { Popup } from '../../../kit/ui/popup';
import { GROUPS, NO_PICKS, type Picks } from './filters';

export function FilterSheet({ picks, onApply, onClose }: { picks: Picks; onApply: (p: Picks) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<Picks>(picks);
  return (
    <Popup open onClose={onClose} title="筛选" className="pd-sheet">
      {GROUPS.map(([name, options], g) => (
        <fieldset key={name}>
          <legend>{name}</legend>
          {options.map((label, i) => (
            <label key={label} className="pd-chip">
              <input
                type="radio"
                name={`pd-f${g}`}
                checked={draft[g] === i}
                onChange={() => setDraft(draft.map((v, k) => (k === g ? i : v)) as unknown as Picks)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className="pd-sheet-btns">
        <button type="button" className="ui-btn ui-btn-secondary" onClick={() => setDraft(NO_PICKS)}>
          重置
        </button>
        <button type="button" className="ui-btn" onClick={() => onApply(draft)}>
          确定
        </button>
      </div>
    </Popup>
  );
}
