import './risk-notice.css';
// The risk notice wherever money is lent or a product bought (list, loan and claim details,
// the invest screens): 市场有风险，出借需谨慎 — the wording the industry's disclosure rules
// ask of a lending intermediary. Words, not only the icon.
import { Icon } from '../../runtime/ui/icons';
import { LEND, RISK_WARNING, type Verb } from '../../domain/format/glossary';

const warn = 'M12 3.5 21.5 20h-19zM12 10v4.5M12 17.2v.1';

/** `verb`: what the screen does with the product (a fund is bought: 购买). */
export function RiskNotice({ verb = LEND, className }: { verb?: Verb; className?: string }) {
  return (
    <p className={className ? `ui-risk ${className}` : 'ui-risk'} role="note">
      <Icon d={warn} />
      {verb === LEND ? RISK_WARNING : `市场有风险，${verb}需谨慎`}
    </p>
  );
}
