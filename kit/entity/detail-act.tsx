// The foot of a detail screen that leads to a purchase (the loan's, the claim's): the risk
// notice beside the one button, which lends or buys, logs in first, says why it cannot, or
// asks for the account again when it could not be learned.
import { Link } from 'wouter';
import { reload } from '../../runtime/session/load';
import { RiskNotice } from '../ui/risk-notice';
import type { Verb } from '../../domain/format/glossary';

export interface DetailAction {
  /** where the button goes; none: it only says why not */
  href?: string;
  text: string;
  /** a line above the button */
  note?: string;
  /** the account could not be learned: the button asks for it again */
  retry?: true;
}

export function DetailAct({ act, verb, className }: { act: DetailAction; verb?: Verb; className?: string }) {
  return (
    <div className={className ? `dh-act ${className}` : 'dh-act'}>
      {/* beside the button: the last thing read before the decision */}
      <RiskNotice verb={verb} className="dh-risk" />
      {act.note && <p role="note">{act.note}</p>}
      {act.href ? (
        <Link className="ui-btn ui-btn-block" href={act.href}>
          {act.text}
        </Link>
      ) : act.retry ? (
        <button type="button" className="ui-btn ui-btn-block" onClick={() => void reload()}>
          {act.text}
        </button>
      ) : (
        <button type="button" className="ui-btn ui-btn-block" disabled>
          {act.text}
        </button>
      )}
    </div>
  );
}
