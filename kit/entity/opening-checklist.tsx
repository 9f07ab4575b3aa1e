import './opening-checklist.css';
import { Link } from 'wouter';
import { doneCount, nextStep, openingSteps, type OpeningInput } from '../../domain/opening';

/**
 * The 开户 checklist: every step with its state, the progress, and one button to the next
 * step, which returns to `back` (the loan the investor started from, or the account home),
 * where the list shows again with that step ticked until none is left.
 */
export function OpeningChecklist({ input, back, lead }: { input: OpeningInput; back: string; lead?: string }) {
  const steps = openingSteps(input);
  const next = nextStep(steps);
  const n = doneCount(steps);
  const q = `?next=${encodeURIComponent(back)}`;
  return (
    <section className="opening" aria-label="开户进度">
      <header className="opening-head">
        <h2>{next ? '完成开户即可出借' : '开户完成'}</h2>
        <span className="opening-count">
          {n}/{steps.length}
        </span>
      </header>
      {lead && <p className="opening-lead">{lead}</p>}
      <div
        className="opening-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={n}
        aria-label={`完成${n}步，共${steps.length}步`}
      >
        <i style={{ width: `${(n / steps.length) * 100}%` }} />
      </div>
      <ol className="opening-steps">
        {steps.map((s, i) => (
          <li key={s.key} className={s.done ? 'is-done' : s === next ? 'is-next' : ''}>
            <span className="opening-dot" aria-hidden="true">
              {s.done ? '✓' : i + 1}
            </span>
            <div>
              <b>{s.title}</b>
              <small>{s.done ? s.doneText : s.why}</small>
            </div>
          </li>
        ))}
      </ol>
      {next && (
        <Link href={next.path + q} className="ui-btn opening-go">
          {`下一步：${next.title}`}
        </Link>
      )}
    </section>
  );
}
