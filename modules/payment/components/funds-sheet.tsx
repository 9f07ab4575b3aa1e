// 资金流水's less used filters (状态, 收支, 日期) in a bottom sheet: the screen keeps one row of
// type chips and a 筛选 button, so the records start right under them. A draft until 确定.
import { useState } from 'react';
import { Popup } from '../../../kit/ui/popup';
import type { FundFilters } from '../api/funds';

export const OPERATIONS: Record<string, string> = { IN: '收入', OUT: '支出' };

/** How many of the sheet's filters differ from the opening ones (the 筛选 button's count). */
export const changedCount = (f: FundFilters, opening: FundFilters) =>
  [f.status !== opening.status, f.operation !== opening.operation, f.start !== opening.start || f.end !== opening.end].filter(Boolean).length;

function Chips({ name, all, options, value, set }: { name: string; all: string; options: Record<string, string>; value: string; set: (v: string) => void }) {
  return (
    <fieldset>
      <legend>{name}</legend>
      {Object.entries({ '': all, ...options }).map(([k, label]) => (
        <label key={k} className="pay-chip">
          <input type="radio" name={`fd-${name}`} checked={value === k} onChange={() => set(k)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function FundsSheet({
  value,
  opening,
  statuses,
  onApply,
  onClose,
}: {
  value: FundFilters;
  /** the screen's opening filters: 重置 returns to them */
  opening: FundFilters;
  statuses: Readonly<Record<string, string>>;
  onApply: (f: FundFilters) => void;
  onClose: () => void;
}) {
  const [d, setD] = useState(value);
  const set = (k: keyof FundFilters) => (v: string) => setD({ ...d, [k]: v });
  return (
    <Popup open onClose={onClose} title="筛选" className="pay-sheet">
      <Chips name="状态" all="全部状态" options={statuses} value={d.status} set={set('status')} />
      <Chips name="收支" all="全部收支" options={OPERATIONS} value={d.operation} set={set('operation')} />
      <fieldset>
        <legend>日期</legend>
        <div className="pay-dates">
          <label htmlFor="fd-start" className="ui-sr">
            开始日期
          </label>
          <input id="fd-start" type="date" value={d.start} max={d.end} onChange={(e) => set('start')(e.target.value || opening.start)} />
          <span aria-hidden="true">至</span>
          <label htmlFor="fd-end" className="ui-sr">
            结束日期
          </label>
          <input id="fd-end" type="date" value={d.end} min={d.start} onChange={(e) => set('end')(e.target.value || opening.end)} />
        </div>
      </fieldset>
      <div className="pay-sheet-btns">
        <button type="button" className="ui-btn ui-btn-secondary" onClick={() => setD({ ...opening, group: d.group })}>
          重置
        </button>
        <button type="button" className="ui-btn" onClick={() => onApply(d)}>
          确定
        </button>
      </div>
    </Popup>
  );
}
