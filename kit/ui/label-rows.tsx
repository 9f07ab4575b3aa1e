// Label/value rows (a <dl> of <div><dt><dd>), the one way every detail, sheet and result draws
// them; each caller's stylesheet names its look by class. No CSS of its own, so a screen that
// shows rows pays for none it does not use.
import type { ReactNode } from 'react';

export type LabelRow = readonly [label: string, value: ReactNode];

/** A number, a date, an amount or a rate with its add-on: '2026-11-27', '100,000.00', '9.00%+0.50%'. */
const FIGURE = /(\d[\d,.:%+~-]*)/;

/**
 * `text` with each figure in it kept on one line (a value may wrap between words, never
 * inside '2026-11-27' or '12.00%+1.00%'); a run too long to fit a row is left to wrap.
 * The nowrap is `.pd-nw` (kit/ui/rows.css).
 */
export function keepFigures(text: string): ReactNode[] {
  return text.split(FIGURE).map((part, i) =>
    i % 2 && part.length > 1 && part.length <= 24 ? (
      <span key={i} className="pd-nw">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** `figures`: text values keep their figures on one line (keepFigures). */
export function LabelRows({ rows, className, figures }: { rows: readonly LabelRow[]; className?: string; figures?: boolean }) {
  return (
    <dl className={className}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{figures && typeof v === 'string' ? keepFigures(v) : v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows whose value is given: a record leaves out what it does not know, and so do its rows. */
export const givenRows = (rows: readonly (readonly [string, string | false | null | undefined | 0])[]): [string, string][] =>
  rows.filter((r): r is [string, string] => !!r[1]);
