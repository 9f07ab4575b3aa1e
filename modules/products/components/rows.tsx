import './rows.css';
import type { ReactNode } from 'react';

/** A number, a date, an amount or a rate with its add-on: '2026-11-27', '100,000.00', '9.00%+0.50%'. */
const FIGURE = /(\d[\d,.:%+~-]*)/;

/**
 * `text` with each figure in it kept on one line (a value may wrap between words, never
 * inside '2026-11-27' or '12.00%+1.00%'); a run too long to fit a row is left to wrap.
 */
export function keepFigures(text: string): ReactNode[] {
  return text.split(FIGURE).map((part, i) => (i % 2 && part.length > 1 && part.length <= 24 ? <span key={i} className="pd-nw">{part}</span> : part));
}

/** Label/value rows of a detail screen (loan, claim, borrower). */
export function Rows({ rows, className }: { rows: readonly (readonly [string, string])[]; className: string }) {
  return (
    <dl className={`pd-rows ${className}`}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{keepFigures(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
