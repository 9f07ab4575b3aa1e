import './portfolio-facts.css';
// What the holdings' detail screens share: the head (title, status, the big figure) and
// label/value rows.
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function Facts({ rows, className }: { rows: Fact[]; className?: string }) {
  return (
    <dl className={className ? `pf-facts ${className}` : 'pf-facts'}>
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Title with its status (in words; the colour, `tone` from invest-status, only repeats them),
 * then the figure that matters most.
 */
export function Head({ title, badge, tone, label, figure, children }: { title: string; badge?: string; tone?: string; label: string; figure: string; children?: ReactNode }) {
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
