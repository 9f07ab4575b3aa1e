import './portfolio-card.css';
// A holding's card in a list: the whole card is the link (one big target); a record the
// backend sent without an id has no detail to open, so its card is no link.
import type { ReactNode } from 'react';
import { toneOf } from '../rules/invest-status';
import { MaybeLink } from '../../../kit/ui/maybe-link';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function HoldingCard({
  href,
  title,
  badge,
  status,
  tone,
  facts,
  foot,
}: {
  href?: string;
  title: string;
  badge: string;
  /** the badge's colour from a status code (offline, fund), unless `tone` gives it with its word */
  status?: string;
  tone?: string;
  facts: Fact[];
  foot?: ReactNode;
}) {
  const body = (
    <>
      <span className="pf-card-head">
        <span className="pf-card-title">{title}</span>
        <span className={`pf-badge pf-${tone ?? toneOf(status ?? '')}`}>{badge}</span>
      </span>
      <span className="pf-card-facts">
        {facts.map((f) => (
          <span key={f.label}>
            <span className="pf-card-label">{f.label}</span>
            <span className="pf-card-value">{f.value}</span>
          </span>
        ))}
      </span>
      {foot && <span className="pf-card-foot">{foot}</span>}
    </>
  );
  return (
    <MaybeLink href={href} className="pf-card">
      {body}
    </MaybeLink>
  );
}
