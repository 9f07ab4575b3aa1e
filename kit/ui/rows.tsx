import './rows.css';
// The detail screens' rows (loan, claim, borrower), drawn by LabelRows; pd- classes as before.
import { LabelRows, type LabelRow } from './label-rows';

/** Label/value rows of a detail screen (loan, claim, borrower), their figures kept whole. */
export function Rows({ rows, className }: { rows: readonly LabelRow[]; className: string }) {
  return <LabelRows rows={rows} className={`pd-rows ${className}`} figures />;
}
