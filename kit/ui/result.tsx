// The end of a move of money (invest, claim purchase, recharge, withdraw, bind card,
// redemption, transfer): one view, as the peers show it: a mark, what happened with its
// amount, the facts of it (what, from where, what it earns), what happens next with dates,
// and where to go from here. A failure says why and keeps the way back to what was typed.
import './result.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LabelRows, type LabelRow } from './label-rows';

export interface ResultAction {
  text: string;
  href?: string;
  onClick?: () => void;
  secondary?: boolean;
}

export interface ResultStep {
  label: string;
  /** a date, or words where there is none yet (满标放款后) */
  when: string;
  done?: boolean;
}

export interface ResultProps {
  ok: boolean;
  /** 出借成功, 充值成功… (or 处理中 with `pending`) */
  title: string;
  /** the amount, already formatted in yuan (1,000.00) */
  amount?: string | null;
  /** what happened, in a sentence, or why it failed */
  message?: ReactNode;
  rows?: readonly LabelRow[];
  /** what happens next, in order */
  steps?: readonly ResultStep[];
  note?: ReactNode;
  actions: readonly ResultAction[];
  /** accepted, not final yet (a recharge in processing, a withdraw on its way) */
  pending?: boolean;
}

export function Result({ ok, title, amount, message, rows, steps, note, actions, pending }: ResultProps) {
  const kind = !ok ? 'fail' : pending ? 'wait' : 'ok';
  return (
    <section className={`ui-result ui-result-${kind}`} role={ok ? 'status' : 'alert'} aria-labelledby="ui-result-h">
      <span className="ui-result-mark" aria-hidden="true">
        {kind === 'ok' ? '✓' : kind === 'wait' ? '…' : '!'}
      </span>
      <h2 id="ui-result-h">{title}</h2>
      {amount != null && (
        <p className="ui-result-amount">
          {amount}
          <small> 元</small>
        </p>
      )}
      {message && <p className="ui-result-msg">{message}</p>}
      {rows && rows.length > 0 && <LabelRows rows={rows} className="ui-result-rows" />}
      {steps && steps.length > 0 && (
        <ol className="ui-result-steps" aria-label="后续安排">
          {steps.map((s) => (
            <li key={s.label} className={s.done ? 'is-done' : ''}>
              <b>{s.label}</b>
              <span>{s.when}</span>
            </li>
          ))}
        </ol>
      )}
      {note && <p className="ui-result-note">{note}</p>}
      <div className="ui-result-acts">
        {actions.map((a) => {
          const cls = a.secondary ? 'ui-btn ui-btn-secondary' : 'ui-btn';
          return a.href ? (
            <Link key={a.text} href={a.href} className={cls}>
              {a.text}
            </Link>
          ) : (
            <button key={a.text} type="button" className={cls} onClick={a.onClick}>
              {a.text}
            </button>
          );
        })}
      </div>
    </section>
  );
}
