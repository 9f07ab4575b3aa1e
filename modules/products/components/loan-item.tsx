import { Link } from 'wouter';
import { formatRate } from '../../../runtime/format/rate';
import { formatYuan } from '../../../runtime/format/money';
import { durationParts, PRODUCT_NAMES, progressPercent, progressRed } from '../../../runtime/domain/loan';
import { minAmountLabel, verbOf } from '../../../runtime/format/glossary';
import { LOAN_STATUS } from '../../../runtime/format/statuses';
import { Bar } from './bar';
import type { ListLoan } from '../api/list';

export function LoanItem({ loan }: { loan: ListLoan }) {
  const [n, unit] = durationParts(loan.duration);
  const pct = progressPercent(loan.status, loan.investPercent);
  const v = verbOf(loan.loanRequest.productKey);
  return (
    <Link href={`/loan/${loan.id}`} className="pd-item">
      <h3 aria-level={2}>
        <span className="pd-tag">{PRODUCT_NAMES[loan.loanRequest.productKey] ?? loan.loanRequest.productKey}</span>
        {loan.title}
      </h3>
      <div className="pd-figs">
        <p>
          <b className="pd-rate">
            {formatRate(loan.rate)}
            <small>%</small>
            {loan.addRate ? <small>+{formatRate(loan.addRate)}%</small> : null}
          </b>
          预期年化
        </p>
        <p>
          <b>
            {n}
            <small>{unit}</small>
          </b>
          期限
        </p>
        <p>
          <b>
            {formatYuan(loan.loanRequest.investRule?.minAmount ?? 100)}
            <small>元</small>
          </b>
          {minAmountLabel(v)}
        </p>
      </div>
      <Bar pct={pct} red={progressRed(loan.status)} label={loan.status === 'OPENED' ? `立即${v}` : (LOAN_STATUS[loan.status] ?? loan.status)} open={loan.status === 'OPENED'} />
    </Link>
  );
}
