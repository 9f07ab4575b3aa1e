// The 3×3 board: prize cells 0–7 clockwise from the top-left around the draw button, and one
// highlight that moves over them by transform only (its own compositing layer).
import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { LotteryItem } from '../api';
import { CELL_POS } from '../rules/spin';
import { isThanks } from '../rules/prize';

export interface BoardHandle {
  /** puts the highlight on `cell` (-1 hides it) */
  place(cell: number): void;
}

interface Props {
  items: readonly LotteryItem[];
  onDraw: () => void;
  /** a finger is on the button: fetch what the tap will need */
  onReady?: () => void;
  busy: boolean;
  /** the line under 抽奖 on the button */
  sub: string;
}

const at = (col: number, row: number) => `translate(calc(${col} * (100% + var(--nine-gap))), calc(${row} * (100% + var(--nine-gap))))`;

export const NineBoard = forwardRef<BoardHandle, Props>(function NineBoard({ items, onDraw, onReady, busy, sub }, ref) {
  const light = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    place(cell) {
      const el = light.current;
      if (!el) return;
      const pos = CELL_POS[cell];
      el.classList.toggle('nine-light-on', !!pos);
      if (pos) el.style.transform = at(pos[0], pos[1]);
    },
  }));

  return (
    <div className="nine-board">
      {CELL_POS.map(([col, row], seq) => {
        const item = items.find((i) => i.sequence === seq);
        const thanks = isThanks(item);
        return (
          <div key={seq} className={`nine-cell${thanks ? ' nine-thanks' : ''}`} style={{ gridColumn: col + 1, gridRow: row + 1 }} data-seq={seq}>
            <span className="nine-icon" aria-hidden="true">
              {thanks ? '☺' : /加息/.test(item?.name ?? '') ? '%' : '¥'}
            </span>
            <span className="nine-name">{item?.name ?? '谢谢参与'}</span>
          </div>
        );
      })}
      <button type="button" className="nine-go" style={{ gridColumn: 2, gridRow: 2 }} aria-disabled={busy} onPointerDown={onReady} onClick={onDraw}>
        <span className="nine-go-main">{busy ? '抽奖中' : '抽奖'}</span>
        <span className="nine-go-sub">{sub}</span>
      </button>
      <div ref={light} className="nine-light" aria-hidden="true" />
    </div>
  );
});
