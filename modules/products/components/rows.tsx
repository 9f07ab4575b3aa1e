import './rows.css';
/** Label/value rows of a detail screen (loan, claim, borrower). */
export function Rows({ rows, className }: { rows: readonly (readonly [string, string])[]; className: string }) {
  return (
    <dl className={`pd-rows ${className}`}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
