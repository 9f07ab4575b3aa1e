import { useState, type FormEvent } from 'react';
import { formatFen, parseAmountInput, toFen } from '../../../domain/format/money';
import { isApiError } from '../../../runtime/api/api-error';
import { normalizeAmount } from '../../../domain/validate/normalize';
import type { PlanRow } from '../../../domain/format/interest';
import type { LoanInfo } from '../api/info';
import { amountLabel, verbOf } from '../../../domain/format/glossary';

const MAX_FEN = 100_000_000 * 100;
// the sums load when the calculator is first used, not with the screen
const plans = () => import('../rules/calc-plan');

/**
 * Expected interest of an amount at this loan's rate, term and method, with the periods it is
 * paid in: worked out here so the rows add up to the total shown. A method this screen does not
 * know is left to the server (total only).
 */
export function Calculator({ loan }: { loan: LoanInfo }) {
  const [text, setText] = useState(String(loan.loanRequest.investRule?.minAmount ?? 10000));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ fen: number; interest: number; rows?: PlanRow[] } | null>(null);
  const v = verbOf(loan.loanRequest.productKey);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fen = parseAmountInput(text);
    if (fen == null || fen <= 0) return setError('请输入正确的金额');
    if (fen > MAX_FEN) return setError('金额不能超过1亿元');
    setError('');
    setBusy(true);
    try {
      const plan = (await plans()).planFor(loan, fen);
      if (plan) return setResult({ fen, ...plan });
      const { analyseFor } = await import('../../../kit/entity/analyse');
      setResult({ fen, interest: toFen((await analyseFor(loan, fen)).interest) });
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
        <label htmlFor="li-amount">{amountLabel(v)}</label>
        <input
          id="li-amount"
          className="ui-input"
          inputMode="decimal"
          value={text}
          onFocus={() => void plans()}
          onChange={(e) => setText(normalizeAmount(e.target.value))}
        />
        <span>元</span>
      </div>
      <p className="ui-error" role="alert">
        {error}
      </p>
      <button type="submit" className="ui-btn ui-btn-block" disabled={busy}>
        {busy ? '计算中…' : '计算收益'}
      </button>
      {result && (
        <div aria-live="polite">
          <p className="li-result">
            {v}
            {formatFen(result.fen)}元，预期收益 <b>{formatFen(result.interest)}</b> 元，本息合计 {formatFen(result.fen + result.interest)} 元
          </p>
          {result.rows && result.rows.length > 1 && <PlanTable rows={result.rows} fen={result.fen} interest={result.interest} />}
        </div>
      )}
    </form>
  );
}

function PlanTable({ rows, fen, interest }: { rows: PlanRow[]; fen: number; interest: number }) {
  return (
    <table className="li-plan">
      <caption>每期还款（元），分位尾差计入最后一期</caption>
      <thead>
        <tr>
          <th scope="col">期数</th>
          <th scope="col">本金</th>
          <th scope="col">利息</th>
          <th scope="col">应还</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.period}>
            <th scope="row">第{r.period}期</th>
            <td>{formatFen(r.principal)}</td>
            <td>{formatFen(r.interest)}</td>
            <td>{formatFen(r.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">合计</th>
          <td>{formatFen(fen)}</td>
          <td>{formatFen(interest)}</td>
          <td>{formatFen(fen + interest)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
