import './schedule.css';
// A loan's or a claim's repayment plan as their detail screens show it (products' loan info,
// claims' claim detail): drawn from the one repayments record, so it lives beside it.
import { formatFen, formatYuan, sumYuan, toFen } from '../../domain/format/money';
import { formatDate } from '../../domain/format/dates';
import type { RepaymentRow } from '../../domain/repayments';
import { REPAYMENT_STATUS } from '../../domain/format/statuses';

export type RepaymentKind = 'both' | 'interest' | 'principal';

const KIND_TEXT: Record<RepaymentKind, string> = { both: '本息', interest: '利息', principal: '本金' };

/** What a period pays back, from its parts in fen. */
export const repaymentKind = (interestFen: number, principalFen: number): RepaymentKind =>
  principalFen > 0 ? (interestFen > 0 ? 'both' : 'principal') : 'interest';

/** Column totals in fen: added as integers, so they are exact to the fen. */
export function scheduleTotals(rows: readonly Pick<RepaymentRow, 'amount' | 'amountInterest' | 'amountPrincipal'>[]) {
  return {
    amount: sumYuan(...rows.map((r) => r.amount)),
    interest: sumYuan(...rows.map((r) => r.amountInterest)),
    principal: sumYuan(...rows.map((r) => r.amountPrincipal)),
  };
}

export function Schedule({ rows }: { rows: readonly RepaymentRow[] }) {
  if (!rows.length) return <p className="sc-empty">暂无还款计划</p>;
  const t = scheduleTotals(rows);
  return (
    <>
      <ol className="sc">
        {rows.map((r, i) => (
          <li key={i}>
            <p>
              <b>第{i + 1}期</b> {formatDate(r.dueDate)}
              <span className="sc-kind">{KIND_TEXT[repaymentKind(toFen(r.amountInterest), toFen(r.amountPrincipal))]}</span>
              <span className={r.status === 'REPAYED' ? 'sc-st done' : 'sc-st'}>{REPAYMENT_STATUS[r.status === 'REPAYED' ? 'REPAYED' : 'UNDUE']}</span>
            </p>
            <dl>
              <dt>应还</dt>
              <dd>{formatYuan(r.amount)}</dd>
              <dt>本金</dt>
              <dd>{formatYuan(r.amountPrincipal)}</dd>
              <dt>利息</dt>
              <dd>{formatYuan(r.amountInterest)}</dd>
              <dt>剩余本金</dt>
              <dd>{r.amountOutstanding == null ? '--' : formatYuan(r.amountOutstanding)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      <p className="sc-total">
        合计（元）：本金 {formatFen(t.principal)}，利息 {formatFen(t.interest)}，本息 {formatFen(t.amount)}
      </p>
    </>
  );
}
