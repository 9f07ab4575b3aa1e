import { useState, type FormEvent } from 'react';
import { formatFen, formatYuan, parseAmountInput, toFen } from '../../../runtime/format/money';
import { isApiError } from '../../../runtime/api/api-error';
import { analyseFor } from '../../../runtime/domain/analyse';
import type { LoanInfo } from '../api/info';

const MAX_FEN = 100_000_000 * 100;

/** Expected interest of an amount at this loan's rate, term and method, as the server works it out. */
export function Calculator({ loan }: { loan: LoanInfo }) {
  const [text, setText] = useState(String(loan.loanRequest.investRule?.minAmount ?? 10000));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ fen: number; interest: number } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fen = parseAmountInput(text);
    if (fen == null || fen <= 0) return setError('请输入正确的金额');
    if (fen > MAX_FEN) return setError('金额不能超过1亿元');
    setBusy(true);
    setError('');
    try {
      const r = await analyseFor(loan, fen);
      setResult({ fen, interest: r.interest });
    } catch (err) {
      setError(isApiError(err) ? err.message : '计算失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="li-calc" onSubmit={submit} noValidate>
      <h3>收益计算器</h3>
      <div className="ui-field">
        <label htmlFor="li-amount">投资金额</label>
        <input id="li-amount" className="ui-input" inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />
        <span>元</span>
      </div>
      <p className="ui-error" role="alert">{error}</p>
      <button type="submit" className="ui-btn ui-btn-block" disabled={busy}>
        {busy ? '计算中…' : '计算收益'}
      </button>
      {result && (
        <p className="li-result" aria-live="polite">
          投资{formatFen(result.fen)}元，预期收益 <b>{formatYuan(result.interest)}</b> 元，本息合计 {formatFen(result.fen + toFen(result.interest))} 元
        </p>
      )}
    </form>
  );
}
