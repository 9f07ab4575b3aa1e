import './money-pending.css';
// What a money screen shows while an attempt's outcome is unknown: say so, and offer to ask
// the server again. Never a button that pays again.
export function MoneyPending({ text, busy, onCheck }: { text: string; busy: boolean; onCheck: () => void }) {
  return (
    <div className="ui-money-pending" role="alert">
      <p>{text}</p>
      <button type="button" className="ui-btn ui-btn-secondary" disabled={busy} onClick={onCheck}>
        {busy ? '正在查询…' : '查询结果'}
      </button>
    </div>
  );
}
