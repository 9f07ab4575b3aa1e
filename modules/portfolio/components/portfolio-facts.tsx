import './portfolio-facts.css';
// What the holdings' detail screens share: the head (title, status, the big figure) and
// label/value rows.
import type { ReactNode } from 'react';
import { LabelRows, type LabelRow } from '../../../kit/ui/label-rows';

export function Facts({ rows, className }: { rows: readonly LabelRow[]; className?: string }) {
  return <LabelRows rows={rows} className={className ? `pf-facts ${className}` : 'pf-facts'} />;
}

/**
 * Title with its status (in words; the colour, `tone` from invest-status, only repeats them),
 * then the figure that matters most.
 */
export function Head({
  title,
  badge,
  tone,
  label,
  figure,
  children,
}: {
  title: string;
  badge?: string;
  tone?: string;
  label: string;
  figure: string;
  children?: ReactNode;
}) {
  return (
    <section className="pf-head">
      <div className="pf-head-top">
        <h2>{title}</h2>
        {badge && <span className={`pf-badge pf-${tone ?? 'on'}`}>{badge}</span>}
      </div>
      <p className="pf-head-label">{label}</p>
      <p className="pf-head-amount">{figure}</p>
      {children}
    </section>
  );
}
