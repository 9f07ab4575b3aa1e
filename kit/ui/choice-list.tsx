import './choice-list.css';
// One question's options as buttons (the risk survey, the games' quiz): the chosen one is
// pressed, marked ✓ and said in words, never by colour alone.

/** `letters`: each option's mark (A, B, …) when it is not chosen; A, B, … when not given. */
export function ChoiceList({
  choices,
  letters,
  chosen,
  onChoose,
  disabled,
}: {
  choices: readonly string[];
  letters?: readonly string[];
  chosen: number | undefined;
  onChoose: (i: number) => void;
  disabled?: boolean;
}) {
  return (
    <ul className="ui-choices" role="list">
      {choices.map((c, i) => {
        const on = chosen === i;
        return (
          <li key={i}>
            <button type="button" className={on ? 'ui-choice ui-choice-on' : 'ui-choice'} aria-pressed={on} disabled={disabled} onClick={() => onChoose(i)}>
              <span className="ui-choice-letter" aria-hidden="true">
                {on ? '✓' : (letters?.[i] ?? String.fromCharCode(65 + i))}
              </span>
              <span>{c}</span>
              {on && <span className="ui-sr">（已选）</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Back and on between the questions: 上一题 from the second, 下一题 once this one is answered,
 * 提交 on the last once all are. `className` is the screen's row (its gap and margin).
 */
export function QuestionNav({
  at,
  total,
  answers,
  busy,
  onGo,
  onSubmit,
  className,
}: {
  at: number;
  total: number;
  answers: readonly number[];
  busy?: boolean;
  onGo: (at: number) => void;
  onSubmit: () => void;
  className: string;
}) {
  const complete = answers.every((a) => a >= 0);
  return (
    <div className={className}>
      {at > 0 && (
        <button type="button" className="ui-btn ui-btn-secondary" disabled={busy} onClick={() => onGo(at - 1)}>
          上一题
        </button>
      )}
      {at === total - 1 ? (
        <button type="button" className="ui-btn" disabled={busy || !complete} onClick={onSubmit}>
          {busy ? '提交中…' : '提交'}
        </button>
      ) : (
        answers[at]! >= 0 && (
          <button type="button" className="ui-btn" onClick={() => onGo(at + 1)}>
            下一题
          </button>
        )
      )}
    </div>
  );
}
